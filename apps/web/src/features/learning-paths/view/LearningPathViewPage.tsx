import type { LearningPathDetail } from '@academy/domain';
import { Edit, EmojiEvents, Insights } from '@mui/icons-material';
import { Alert, AlertTitle, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { ProgressBar } from '../../../components/ProgressBar';
import { StatusChip } from '../../../components/StatusChip';
import { useSession } from '../../../lib/session';
import { PathLoader } from '../PathLoader';
import { pathEditPath, pathPeoplePath } from '../path-links';
import { canEditPaths, isLearner } from '../path-roles';
import { usePathText } from '../usePathText';
import { PathCourseList } from './PathCourseList';

/** /learning-paths/view/:id: the path's courses in order, with the learner's progress on each. */
export default function LearningPathViewPage() {
  const { id = '' } = useParams();
  return <PathLoader pathId={id}>{(path) => <PathView path={path} />}</PathLoader>;
}

function PathView({ path }: { path: LearningPathDetail }) {
  const { t } = useTranslation();
  const text = usePathText();
  const type = useSession().user?.type;
  const title = text(path.title);
  const description = text(path.description);
  const { progress } = path;
  return (
    <Stack sx={{ gap: 2 }}>
      <PageHeader
        trail={[{ to: '/learning-paths', label: t('learningPaths.title') }]}
        title={title}
        actions={isLearner(type) ? undefined : <StaffActions path={path} />}
      />
      {progress?.complete && (
        <Alert severity="success" icon={<EmojiEvents />} role="status">
          <AlertTitle>{t('learningPaths.view.completedTitle')}</AlertTitle>
          {t('learningPaths.view.completedHint')}
        </Alert>
      )}
      <Paper variant="outlined" component="section" aria-label={t('learningPaths.view.about')} sx={{ p: 2 }}>
        <Stack sx={{ gap: 1 }}>
          {!isLearner(type) && (
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <StatusChip of="path" status={path.status} />
              <Typography variant="body2" color="text.secondary">
                {path.openToAll
                  ? t('learningPaths.openToAll')
                  : path.teams.map((team) => team.name).join(', ') || t('learningPaths.noTeams')}
              </Typography>
            </Stack>
          )}
          {description && <Typography sx={{ whiteSpace: 'pre-line' }}>{description}</Typography>}
          <Typography variant="body2" color="text.secondary">
            {[
              progress
                ? t('learningPaths.coursesDone', { completed: progress.completed, count: progress.total })
                : t('learningPaths.coursesCount', { count: path.courses.length }),
              path.enforceOrder ? t('learningPaths.inOrderHint') : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          {progress && <ProgressBar value={progress.percent} label={t('learningPaths.view.progress')} />}
        </Stack>
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="path-courses">
        <Typography id="path-courses" variant="h6" component="h2" sx={{ px: 2, pt: 2, pb: 1 }}>
          {t('learningPaths.view.courses')}
        </Typography>
        {path.courses.length === 0 ? (
          <EmptyState icon={<Insights />} title={t('learningPaths.view.noCourses')} />
        ) : (
          <PathCourseList courses={path.courses} />
        )}
      </Paper>
    </Stack>
  );
}

/** What staff may do from a path's page: see who is on it and, for an admin, edit it. */
function StaffActions({ path }: { path: LearningPathDetail }) {
  const { t } = useTranslation();
  const canEdit = canEditPaths(useSession().user?.type);
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      <Button
        component={RouterLink}
        to={pathPeoplePath(path._id)}
        variant="outlined"
        startIcon={<Insights />}
      >
        {t('learningPaths.learners')}
      </Button>
      {canEdit && (
        <Button component={RouterLink} to={pathEditPath(path._id)} variant="contained" startIcon={<Edit />}>
          {t('learningPaths.edit')}
        </Button>
      )}
    </Stack>
  );
}
