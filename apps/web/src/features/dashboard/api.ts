import { dashboardCalls } from '@academy/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';

export {
  downloadAssignmentCalendar,
  myAssignmentsQuery,
  useMyAssignments,
} from '../../lib/assignment-queries';

/** The page shows its own load errors: the shell's snackbar stays quiet. */
const SILENT = { meta: { silent: true } } as const;

export const dashboardKeys = {
  learner: ['dashboard', 'learner'] as const,
  staff: ['dashboard', 'staff'] as const,
};

/** A learner's courses, paths and certificates: read afresh each visit, progress changes elsewhere. */
export const learnerDashboardQuery = queryOptions({
  queryKey: dashboardKeys.learner,
  queryFn: () => call(dashboardCalls.learner),
  staleTime: 0,
  ...SILENT,
});
export const useLearnerDashboard = () => useQuery(learnerDashboardQuery);

/** The figures of the staff's scope. */
export const staffDashboardQuery = queryOptions({
  queryKey: dashboardKeys.staff,
  queryFn: () => call(dashboardCalls.staff),
  staleTime: 0,
  ...SILENT,
});
export const useStaffDashboard = () => useQuery(staffDashboardQuery);
