import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

/** TSM management (spec section 2, in the settings menu); the router lets admins only in. */
export const tsmRoutes: RouteObject[] = [
  { path: '/settings-tsm', element: lazyPage(() => import('./TsmPage')) },
];
