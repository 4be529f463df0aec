import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { USER_TABS } from './user-tabs';
import { USER_VIEW_TABS } from './user-view-tabs';

/** The moderation of self-registered users, for admins, tsms and masters (each sees his scope's). */
export const usersCheckRoutes: RouteObject[] = [
  { path: '/settings/users_check', element: lazyPage(() => import('./UsersCheckPage')) },
];

// One element per page, shared by its routes, so moving between tabs keeps the page mounted.
const usersPage = lazyPage(() => import('./UsersPage'));
const userViewPage = lazyPage(() => import('./UserViewPage'));

/**
 * The people screens (spec section 2, Users): the list and its tabs, the forms, the view and its
 * tabs. The router lets admins, tsms and masters in; the server keeps each to his scope.
 */
export const userRoutes: RouteObject[] = [
  ...USER_TABS.map(({ path }) => ({ path, element: usersPage })),
  { path: '/user/create', element: lazyPage(() => import('./CreateUserPage')) },
  { path: '/user/edit/:id', element: lazyPage(() => import('./EditUserPage')) },
  { path: '/user/view/:id', element: <Navigate to="profile" replace /> },
  ...USER_VIEW_TABS.map((tab) => ({ path: `/user/view/:id/${tab}`, element: userViewPage })),
];
