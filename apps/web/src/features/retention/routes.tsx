import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

/** The retention rules (admins only: the shell wraps them in the admin guard, the server checks it too). */
export const retentionRoutes: RouteObject[] = [
  { path: '/settings/retention', element: lazyPage(() => import('./RetentionPage')) },
];
