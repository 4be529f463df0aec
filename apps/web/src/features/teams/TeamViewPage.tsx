import type { TeamDetail } from '@academy/domain';
import { DeleteOutlined, Edit } from '@mui/icons-material';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { StatusChip } from '../../components/StatusChip';
import { localized } from '../../lib/localized';
import { TeamLoader } from './TeamLoader';
import { TeamPeopleList } from './TeamPeopleList';
import { useRemoveTeamFlow } from './useRemoveTeamFlow';

/** /team/view/:id: the team's status, distributors, leaders and members. */
export default function TeamViewPage() {
  const { id = '' } = useParams();
  return <TeamLoader teamId={id}>{(team) => <TeamView team={team} />}</TeamLoader>;
}

function TeamView({ team }: { team: TeamDetail }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const remove = useRemoveTeamFlow();
  const askRemove = async () => {
    if (await remove.ask(team)) navigate('/teams', { replace: true });
  };
  return (
    <Stack sx={{ gap: 2 }}>
      <PageHeader
        trail={[{ to: '/teams', label: t('teams.title') }]}
        title={team.name}
        actions={
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button
              component={RouterLink}
              to={`/team/edit/${team._id}`}
              variant="contained"
              startIcon={<Edit />}
            >
              {t('teams.edit')}
            </Button>
            <Button
              color="error"
              variant="outlined"
              startIcon={<DeleteOutlined />}
              onClick={() => void askRemove()}
              disabled={remove.busy}
            >
              {t('teams.remove')}
            </Button>
          </Stack>
        }
      />
      <Paper variant="outlined" component="section" sx={{ p: 2 }} aria-label={t('teams.view.masters')}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {t('teams.view.masters')}
          </Typography>
          <StatusChip of="team" status={team.status} />
        </Stack>
        {team.masters.map((master) => (
          <Typography key={master._id}>
            {master.name}{' '}
            <Typography component="span" color="text.secondary">
              ({[localized(master.countryName, i18n.language), master.state].filter(Boolean).join(' · ')})
            </Typography>
          </Typography>
        ))}
      </Paper>
      <TeamPeopleList title={t('teams.view.leaders', { count: team.leaders.length })} people={team.leaders} />
      <TeamPeopleList title={t('teams.view.members', { count: team.members.length })} people={team.members} />
    </Stack>
  );
}
