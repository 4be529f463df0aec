import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

/**
 * Learning paths (spec section 2). Every signed-in user reads the list and follows a path; the
 * router lets only admins build them, and admins, tsms and masters see who is on one (the server
 * keeps each to his scope).
 */
export const learningPathRoutes: RouteObject[] = [
  { path: '/learning-paths', element: lazyPage(() => import('./list/LearningPathsPage')) },
  { path: '/learning-paths/view/:id', element: lazyPage(() => import('./view/LearningPathViewPage')) },
];

export const learningPathEditorRoutes: RouteObject[] = [
  { path: '/learning-paths/create', element: lazyPage(() => import('./form/CreateLearningPathPage')) },
  { path: '/learning-paths/edit/:id', element: lazyPage(() => import('./form/EditLearningPathPage')) },
];

export const learningPathReportRoutes: RouteObject[] = [
  {
    path: '/learning-paths/admin/view/:id',
    element: lazyPage(() => import('./admin-view/LearningPathAdminViewPage')),
  },
];
