import type { AssignmentRow } from '@academy/domain';
import { Box, Button, Link, ListItem, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { StatusChip } from '../../../components/StatusChip';
import { OPEN_ASSIGNMENT_STATES } from '../../../lib/assignment-queries';
import { formatDay } from '../../../lib/format-date';
import { staffItemPath, userViewPath } from '../links';

/**
 * One person's assignment: who (his page), what (its page), when it is due, where it stands and
 * the rule that made it; an open one can be withdrawn.
 */
export function AssignmentRowItem({
  row,
  busy,
  onWithdraw,
}: {
  row: AssignmentRow;
  busy: boolean;
  onWithdraw(): void;
}) {
  const { t } = useTranslation();
  return (
    <ListItem divider sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Link
            component={RouterLink}
            to={userViewPath(row.user._id)}
            variant="subtitle1"
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {row.user.name}
          </Link>
          <StatusChip of="assignment" status={row.state} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {[row.user.email, row.user.distributor].filter(Boolean).join(' · ')}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {t(`assignments.item.${row.item.kind}`)}:{' '}
          <Link component={RouterLink} to={staffItemPath(row.item.kind, row.item._id)}>
            {row.item.title}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {row.dueOn ? t('assignments.dueOn', { date: formatDay(row.dueOn) }) : t('assignments.noDue')}
          {row.rule && ` · ${t('assignments.byRule', { name: row.rule.name })}`}
        </Typography>
      </Box>
      {OPEN_ASSIGNMENT_STATES.has(row.state) && (
        <Button
          color="error"
          onClick={onWithdraw}
          disabled={busy}
          aria-label={t('assignments.withdrawFor', { name: row.user.name, title: row.item.title })}
        >
          {t('assignments.withdraw')}
        </Button>
      )}
    </ListItem>
  );
}
