import { Box } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { Outlet } from 'react-router';
import { availabilityMark, recoveredSince, useDatabaseUnavailable } from '../../lib/availability';
import { useSession } from '../../lib/session';
import { systemStatusQuery } from '../../lib/system-status';
import { UnavailablePage } from '../pages/UnavailablePage';
import { useRetryLoop } from './useRetryLoop';

/**
 * While the API says its database does not answer, every route shows the "temporarily
 * unavailable" page, which asks again by itself. The page the user was on stays mounted but
 * hidden (its URL, scroll and half-filled forms kept), so when the database is back he is
 * where he was. Pages never shown yet are not mounted during the outage: they would only fail.
 */
export function AvailabilityGate() {
  const unavailable = useDatabaseUnavailable();
  const shown = useRef(false);
  if (!unavailable) shown.current = true;
  return (
    <>
      {unavailable && <Unavailable />}
      {shown.current && (
        <Box sx={{ display: unavailable ? 'none' : 'contents' }} inert={unavailable}>
          <Outlet />
        </Box>
      )}
    </>
  );
}

function Unavailable() {
  const check = useRecoveryCheck();
  const { state, retryNow } = useRetryLoop(check);
  return <UnavailablePage retry={state} onRetry={retryNow} />;
}

/**
 * Asks the system status again; once it answers, the session is read again (it could not be
 * while the database was away) and the queries that failed meanwhile start over, so the page
 * comes back with its data rather than its error. Resolves whether the app is available again.
 */
function useRecoveryCheck(): () => Promise<boolean> {
  const queryClient = useQueryClient();
  const { refresh } = useSession();
  return useCallback(async () => {
    const mark = availabilityMark();
    try {
      await queryClient.fetchQuery({ ...systemStatusQuery, staleTime: 0 });
    } catch {
      return false;
    }
    await refresh();
    void queryClient.resetQueries({ predicate: (query) => query.state.status === 'error' });
    return recoveredSince(mark);
  }, [queryClient, refresh]);
}
