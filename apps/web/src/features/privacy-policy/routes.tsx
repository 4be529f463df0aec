import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

/** The privacy policy's versions (admins only: the shell wraps them in the admin guard, the server checks it too). */
export const privacyPolicyAdminRoutes: RouteObject[] = [
  { path: '/settings/privacy-policy', element: lazyPage(() => import('./PolicyVersionsPage')) },
];
