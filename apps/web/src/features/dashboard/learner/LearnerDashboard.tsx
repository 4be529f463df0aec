import { Stack } from '@mui/material';
import { LoadError } from '../../../components/LoadError';
import { PageSpinner } from '../../../components/PageSpinner';
import { useLearnerDashboard } from '../api';
import { CoursesInProgress } from './CoursesInProgress';
import { LearnerCertificates } from './LearnerCertificates';
import { LearnerPaths } from './LearnerPaths';

/** A learner's dashboard: where he left off in his courses, his learning paths and his certificates. */
export default function LearnerDashboard() {
  const dashboard = useLearnerDashboard();
  if (dashboard.isPending) return <PageSpinner />;
  if (dashboard.isError)
    return <LoadError error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  const { courses, coursesInProgress, paths, pathsTotal, recentCertificates, endingCertificates } =
    dashboard.data;
  return (
    <Stack sx={{ gap: 4 }}>
      <CoursesInProgress courses={courses} total={coursesInProgress} />
      <LearnerPaths paths={paths} total={pathsTotal} />
      <LearnerCertificates recent={recentCertificates} ending={endingCertificates} />
    </Stack>
  );
}
