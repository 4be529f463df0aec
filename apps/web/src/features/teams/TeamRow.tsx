import type { TeamListItem } from '@academy/domain';
import { DeleteOutlined, Edit } from '@mui/icons-material';
import { Box, IconButton, Link, ListItem, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { StatusChip } from '../../components/StatusChip';

/** One team of the list: its name opens it; edit and remove beside it. */
export function TeamRow({
  team,
  onRemove,
  busy,
}: {
  team: TeamListItem;
  onRemove(team: TeamListItem): void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ListItem divider sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Link
            component={RouterLink}
            to={`/team/view/${team._id}`}
            variant="subtitle1"
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {team.name}
          </Link>
          <StatusChip of="team" status={team.status} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {team.masters.join(', ')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('teams.counts', { leaders: team.leaders, members: team.members })}
        </Typography>
      </Box>
      <Stack direction="row">
        <Tooltip title={t('teams.edit')}>
          <IconButton
            component={RouterLink}
            to={`/team/edit/${team._id}`}
            aria-label={t('teams.editTeam', { name: team.name })}
          >
            <Edit />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('teams.remove')}>
          <IconButton
            color="error"
            onClick={() => onRemove(team)}
            disabled={busy}
            aria-label={t('teams.removeTeam', { name: team.name })}
          >
            <DeleteOutlined />
          </IconButton>
        </Tooltip>
      </Stack>
    </ListItem>
  );
}
