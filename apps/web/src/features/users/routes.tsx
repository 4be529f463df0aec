import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

/** The admin's moderation of self-registered users (the shell wraps it in the admin-only guard). */
export const usersCheckRoutes: RouteObject[] = [
  { path: '/settings/users_check', element: lazyPage(() => import('./UsersCheckPage')) },
];
