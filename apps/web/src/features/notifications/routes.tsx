import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

export const notificationRoutes: RouteObject[] = [
  { path: '/notification-list', element: lazyPage(() => import('./NotificationListPage')) },
];
