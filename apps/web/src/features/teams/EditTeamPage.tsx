import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { TeamFormCard } from './TeamFormCard';
import { TeamLoader } from './TeamLoader';

/** /team/edit/:id */
export default function EditTeamPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <TeamLoader teamId={id}>
      {(team) => (
        <Stack sx={{ gap: 2 }}>
          <PageHeader
            trail={[{ to: '/teams', label: t('teams.title') }]}
            title={t('teams.editTitle', { name: team.name })}
          />
          {/* keyed by the team: another team's edit page starts from its own values */}
          <TeamFormCard key={team._id} team={team} />
        </Stack>
      )}
    </TeamLoader>
  );
}
