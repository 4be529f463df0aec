import { dashboardCalls } from '@academy/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';

/** The page shows its own load errors: the shell's snackbar stays quiet. */
const SILENT = { meta: { silent: true } } as const;

export const dashboardKeys = {
  learner: ['dashboard', 'learner'] as const,
  staff: ['dashboard', 'staff'] as const,
};

/** A learner's courses, paths and certificates: read afresh each visit, progress changes elsewhere. */
export const useLearnerDashboard = () =>
  useQuery({
    queryKey: dashboardKeys.learner,
    queryFn: () => call(dashboardCalls.learner),
    staleTime: 0,
    ...SILENT,
  });

/** The figures of the staff's scope. */
export const useStaffDashboard = () =>
  useQuery({
    queryKey: dashboardKeys.staff,
    queryFn: () => call(dashboardCalls.staff),
    staleTime: 0,
    ...SILENT,
  });
