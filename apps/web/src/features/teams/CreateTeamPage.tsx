import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { TeamFormCard } from './TeamFormCard';
import { TeamHeader } from './TeamHeader';

/** /team/create */
export default function CreateTeamPage() {
  const { t } = useTranslation();
  return (
    <Stack sx={{ gap: 2 }}>
      <TeamHeader title={t('teams.newTitle')} />
      <TeamFormCard />
    </Stack>
  );
}
