import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import type { LoginRedirectState } from '../../lib/session';
import { useSession } from '../../lib/session';
import { checkSessionOnNavigation } from './session-check';

/**
 * Every route outside the public ones needs a session: without one, to /login (remembering where
 * the user wanted to go). While the stored token is being turned into a user (GET auth/me, which
 * verifies it), a spinner; afterwards every navigation checks the token with the server.
 */
export function RequireSession() {
  const { status } = useSession();
  const location = useLocation();
  const statusRef = useRef(status);
  statusRef.current = status;

  // biome-ignore lint/correctness/useExhaustiveDependencies: one check per navigation
  useEffect(() => {
    // while loading, GET auth/me is already verifying the token
    if (statusRef.current === 'signed-in') checkSessionOnNavigation();
  }, [location.key]);

  if (status === 'loading') return <PageSpinner />;
  if (status === 'signed-out') {
    const state: LoginRedirectState = { from: location.pathname + location.search };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}
