import { AssignmentTurnedIn } from '@mui/icons-material';
import { Link, List, ListItem, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { QueryStates } from '../../components/QueryStates';
import { StatusChip } from '../../components/StatusChip';
import { staffItemPath, useAssignmentList } from '../../lib/assignment-queries';
import { formatDate, formatDay } from '../../lib/format-date';
import { PanelSection } from './PanelSection';

/** The tab shows this many of the person's assignments, open ones and the soonest due first. */
const SHOWN = 100;

/**
 * The Assignments tab: what the person was assigned (open ones and the soonest due first, as the
 * server orders them), each with its due day, where it stands, the rule that made it and when it
 * was assigned, completed or withdrawn.
 */
export function UserAssignmentsPanel({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const assignments = useAssignmentList({ userId, page: 1, limit: SHOWN });
  return (
    <PanelSection title={t('users.viewTabs.assignments')}>
      <QueryStates
        query={assignments}
        isEmpty={(page) => page.items.length === 0}
        empty={{
          icon: <AssignmentTurnedIn />,
          title: t('users.view.noAssignments'),
          hint: t('users.view.noAssignmentsHint'),
        }}
      >
        {(page) => (
          <>
            {page.total > page.items.length && (
              <Typography variant="body2" color="text.secondary" role="status">
                {t('users.view.assignmentsShown', { shown: page.items.length, total: page.total })}
              </Typography>
            )}
            <List disablePadding aria-label={t('users.viewTabs.assignments')}>
              {page.items.map((row) => (
                <ListItem key={row._id} divider disableGutters sx={{ display: 'block' }}>
                  <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography component="span" variant="body2" color="text.secondary">
                      {t(`assignments.item.${row.item.kind}`)}:
                    </Typography>
                    <Link
                      component={RouterLink}
                      to={staffItemPath(row.item.kind, row.item._id)}
                      sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                    >
                      {row.item.title}
                    </Link>
                    <StatusChip of="assignment" status={row.state} />
                  </Stack>
                  <Typography
                    variant="body2"
                    color={row.state === 'overdue' ? 'error' : 'text.primary'}
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {row.dueOn
                      ? t('assignments.dueOn', { date: formatDay(row.dueOn) })
                      : t('assignments.noDue')}
                    {row.rule && ` · ${t('assignments.byRule', { name: row.rule.name })}`}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {[
                      t('assignments.assignedAt', { date: formatDate(row.assignedAt) }),
                      row.completedAt && t('assignments.completedAt', { date: formatDate(row.completedAt) }),
                      row.withdrawnAt && t('assignments.withdrawnAt', { date: formatDate(row.withdrawnAt) }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                </ListItem>
              ))}
            </List>
          </>
        )}
      </QueryStates>
    </PanelSection>
  );
}
