import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { useDeferredResult } from '../../lib/deferred-result';
import { isMaintenanceBypassed } from '../../lib/maintenance';
import { systemStatusQuery } from '../../lib/system-status';

/**
 * Spec section 2: while maintenance is on, every route but /maintenance leads there, unless this
 * browser has the admin bypass. The switch is read on start and again on each navigation (at most
 * every few seconds). If the status cannot be read, the app carries on: the API refuses what it
 * must by itself.
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const { pathname, key } = useLocation();
  const queryClient = useQueryClient();
  const status = useQuery(systemStatusQuery);
  // only the first answer's arrival is deferred (the whole app is drawn then, in slices): the
  // switch itself is read fresh, beside the bypass, which is not React state
  const pending = useDeferredResult(status.isPending);

  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again on each navigation
  useEffect(() => {
    void queryClient.prefetchQuery(systemStatusQuery);
  }, [key, queryClient]);

  if (pending) return <PageSpinner />;
  const blocked = status.data?.maintenance === true && !isMaintenanceBypassed();
  if (blocked && pathname !== '/maintenance') return <Navigate to="/maintenance" replace />;
  return children;
}
