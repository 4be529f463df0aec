import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { returnPathOf } from '../../features/auth/login-redirect';
import { useSession } from '../../lib/session';

/**
 * Signing in and registering are for the signed-out: someone signed in who opens them goes on
 * to where signing in would take him (the dashboard, unless a guard sent him here). While a
 * stored token is being checked, a spinner: it may be a signed-in user's.
 */
export function SignedOutOnly() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <PageSpinner />;
  if (status === 'signed-in') return <Navigate to={returnPathOf(location)} replace />;
  return <Outlet />;
}
