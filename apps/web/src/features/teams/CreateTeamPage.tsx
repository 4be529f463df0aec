import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { TeamFormCard } from './TeamFormCard';

/** /team/create */
export default function CreateTeamPage() {
  const { t } = useTranslation();
  return (
    <Stack sx={{ gap: 2 }}>
      <PageHeader trail={[{ to: '/teams', label: t('teams.title') }]} title={t('teams.newTitle')} />
      <TeamFormCard />
    </Stack>
  );
}
