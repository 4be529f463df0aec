import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PathHeader } from '../PathHeader';
import { PathFormCard } from './PathFormCard';

/** /learning-paths/create */
export default function CreateLearningPathPage() {
  const { t } = useTranslation();
  return (
    <Stack sx={{ gap: 2 }}>
      <PathHeader title={t('learningPaths.newTitle')} />
      <PathFormCard />
    </Stack>
  );
}
