import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

export const notificationRoutes: RouteObject[] = [
  { path: '/notification-list', element: lazyPage(() => import('./NotificationListPage')) },
];
