import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

/** Teams (spec section 2); the router lets admins, tsms and masters in, the server keeps each to his scope. */
export const teamRoutes: RouteObject[] = [
  { path: '/teams', element: lazyPage(() => import('./TeamsPage')) },
  { path: '/team/create', element: lazyPage(() => import('./CreateTeamPage')) },
  { path: '/team/edit/:id', element: lazyPage(() => import('./EditTeamPage')) },
  { path: '/team/view/:id', element: lazyPage(() => import('./TeamViewPage')) },
];
