import { identityProviderCalls } from '@academy/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { call } from '../../lib/api';

/** The buttons load only where the academy has a provider: /login costs nothing more without one. */
const SignInButtons = lazy(() => import('./SignInButtons'));

/** The enabled providers; the login page works without them, so a failure shows nothing. */
const useSignInOptions = () =>
  useQuery({
    queryKey: ['public', 'sso-providers'],
    queryFn: () => call(identityProviderCalls.signInOptions),
    meta: { silent: true },
    staleTime: 5 * 60_000,
  });

/** The single sign-on's part of the login page: nothing, or a button per provider. */
export function SingleSignOn({ email, returnTo }: { email: string; returnTo: string }) {
  const providers = useSignInOptions().data ?? [];
  if (providers.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <SignInButtons providers={providers} email={email} returnTo={returnTo} />
    </Suspense>
  );
}
