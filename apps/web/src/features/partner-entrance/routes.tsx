import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

/** A distributor's entrance and invitation links (the staff over it: the shell's staff guard, and the server). */
export const partnerEntranceRoutes: RouteObject[] = [
  { path: '/partner-entrance/:distributorId', element: lazyPage(() => import('./PartnerEntrancePage')) },
];
