import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

/** Single sign-on providers (admins only: the shell wraps them in the admin guard, the server checks it too). */
export const identityProviderRoutes: RouteObject[] = [
  { path: '/settings/single-sign-on', element: lazyPage(() => import('./IdentityProvidersPage')) },
];
