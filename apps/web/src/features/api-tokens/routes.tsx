import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

/** API tokens (admins only: the shell wraps it in the admin guard, the server checks it too). */
export const apiTokenRoutes: RouteObject[] = [
  { path: '/settings/api-tokens', element: lazyPage(() => import('./ApiTokensPage')) },
];
