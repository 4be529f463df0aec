import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { withAppTexts } from '../../lib/i18n';
import { lazyPage } from '../../lib/lazy-page';
import type { LoginRedirectState } from '../../lib/session';
import { useSession } from '../../lib/session';
import { checkSessionOnNavigation } from './session-check';

/** The new privacy policy to accept: its code and the app's texts come only to those asked. */
const acceptPolicyPage = lazyPage(() =>
  withAppTexts(import('../../features/privacy-policy/AcceptPolicyPage')),
);

/**
 * Every route outside the public ones needs a session: without one, to /login (remembering where
 * the user wanted to go). While the stored token is being turned into a user (GET auth/me, which
 * verifies it), a spinner; afterwards every navigation checks the token with the server. A person
 * with a version of the privacy policy to accept sees it in place of any page until he accepts;
 * the address stays, so the page he asked for shows once he has.
 */
export function RequireSession() {
  const { status, user } = useSession();
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
  if (user?.policyToAccept) return acceptPolicyPage;
  return <Outlet />;
}
