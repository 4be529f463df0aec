import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { PathFormCard } from './PathFormCard';

/** /learning-paths/create */
export default function CreateLearningPathPage() {
  const { t } = useTranslation();
  return (
    <Stack sx={{ gap: 2 }}>
      <PageHeader
        trail={[{ to: '/learning-paths', label: t('learningPaths.title') }]}
        title={t('learningPaths.newTitle')}
      />
      <PathFormCard />
    </Stack>
  );
}
