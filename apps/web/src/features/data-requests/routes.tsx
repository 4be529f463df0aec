import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

/** The data requests queue (admins only: the shell wraps it in the admin guard, the server checks it too). */
export const dataRequestRoutes: RouteObject[] = [
  { path: '/settings/data-requests', element: lazyPage(() => import('./DataRequestsPage')) },
];
