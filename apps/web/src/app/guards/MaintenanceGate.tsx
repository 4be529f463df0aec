import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
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
  // The whole app is drawn once the first answer arrives: deferred, that render is a transition,
  // in slices. Only the arrival is deferred: the switch is read fresh, as the bypass is.
  const pending = useDeferredValue(status.isPending);

  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again on each navigation
  useEffect(() => {
    void queryClient.prefetchQuery(systemStatusQuery);
  }, [key, queryClient]);

  if (pending) return <PageSpinner />;
  const blocked = status.data?.maintenance === true && !isMaintenanceBypassed();
  if (blocked && pathname !== '/maintenance') return <Navigate to="/maintenance" replace />;
  return children;
}
