import { Groups } from '@mui/icons-material';
import { Link, List, ListItem, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { QueryStates } from '../../components/QueryStates';
import { StatusChip } from '../../components/StatusChip';
import { PanelSection } from './PanelSection';
import { useUserTeams } from './user-queries';

/** The Teams tab: the teams the person leads or belongs to. */
export function UserTeamsPanel({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const teams = useUserTeams(userId);
  return (
    <PanelSection title={t('users.viewTabs.teams')}>
      <QueryStates
        query={teams}
        isEmpty={(list) => list.length === 0}
        empty={{ icon: <Groups />, title: t('users.view.noTeams') }}
      >
        {(list) => (
          <List disablePadding>
            {list.map((team) => (
              <ListItem key={team._id} divider disableGutters>
                <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Link component={RouterLink} to={`/team/view/${team._id}`} sx={{ fontWeight: 600 }}>
                    {team.name}
                  </Link>
                  <Typography variant="body2" color="text.secondary">
                    {t(`users.teamRole.${team.role}`)}
                  </Typography>
                  <StatusChip of="team" status={team.status} />
                </Stack>
              </ListItem>
            ))}
          </List>
        )}
      </QueryStates>
    </PanelSection>
  );
}
