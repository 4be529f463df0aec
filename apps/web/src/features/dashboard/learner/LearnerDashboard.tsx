import { Stack } from '@mui/material';
import { LoadError } from '../../../components/LoadError';
import { PageSpinner } from '../../../components/PageSpinner';
import { useLearnerDashboard, useMyAssignments } from '../api';
import { CoursesInProgress } from './CoursesInProgress';
import { LearnerCertificates } from './LearnerCertificates';
import { LearnerPaths } from './LearnerPaths';
import { MyAssignments } from './MyAssignments';

/**
 * A learner's dashboard: what he was assigned (when he was), where he left off in his courses, his
 * learning paths and his certificates. It shows once both answers are in, so nothing moves down
 * when the assignments arrive.
 */
export default function LearnerDashboard() {
  const dashboard = useLearnerDashboard();
  const assignments = useMyAssignments();
  if (dashboard.isPending || assignments.isPending) return <PageSpinner />;
  if (dashboard.isError)
    return <LoadError error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  const { courses, coursesInProgress, paths, pathsTotal, recentCertificates, endingCertificates } =
    dashboard.data;
  return (
    <Stack sx={{ gap: 4 }}>
      {assignments.isError ? (
        <LoadError error={assignments.error} onRetry={() => void assignments.refetch()} />
      ) : (
        <MyAssignments assignments={assignments.data} />
      )}
      <CoursesInProgress courses={courses} total={coursesInProgress} />
      <LearnerPaths paths={paths} total={pathsTotal} />
      <LearnerCertificates recent={recentCertificates} ending={endingCertificates} />
    </Stack>
  );
}
