import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

/** The dashboard at "/" (spec section 2), for every signed-in user. */
export const dashboardRoutes: RouteObject[] = [
  { index: true, element: lazyPage(() => import('./DashboardPage')) },
];
