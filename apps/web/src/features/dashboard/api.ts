import { dashboardCalls, settingCalls } from '@academy/domain';
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
  siteAddress: ['dashboard', 'site-address'] as const,
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

/** The academy's address setting, which an admin is asked to set while it is unset. */
export const siteAddressQuery = queryOptions({
  queryKey: dashboardKeys.siteAddress,
  queryFn: () => call(settingCalls.get, { params: { name: 'site_url' } }),
  staleTime: 0,
  ...SILENT,
});

/** For an admin: whether the academy's address is still unset (a notice asks him to set it). */
export const useSiteAddressUnset = (admin: boolean) =>
  useQuery({
    ...siteAddressQuery,
    select: (setting) => typeof setting.value !== 'string' || setting.value.trim() === '',
    enabled: admin,
  });
