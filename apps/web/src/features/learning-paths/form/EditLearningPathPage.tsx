import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { PathLoader } from '../PathLoader';
import { usePathText } from '../usePathText';
import { PathFormCard } from './PathFormCard';

/** /learning-paths/edit/:id */
export default function EditLearningPathPage() {
  const { t } = useTranslation();
  const text = usePathText();
  const { id = '' } = useParams();
  return (
    <PathLoader pathId={id}>
      {(path) => (
        <Stack sx={{ gap: 2 }}>
          <PageHeader
            trail={[{ to: '/learning-paths', label: t('learningPaths.title') }]}
            title={t('learningPaths.editTitle', { title: text(path.title) })}
          />
          {/* keyed by the path: another path's edit page starts from its own values */}
          <PathFormCard key={path._id} path={path} />
        </Stack>
      )}
    </PathLoader>
  );
}
