import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

/** Course authoring (spec section 2); the router puts them behind RequireType admin. */
export const courseEditorRoutes: RouteObject[] = [
  { path: '/course/create', element: lazyPage(() => import('./CreateCoursePage')) },
  { path: '/course/edit/:id', element: lazyPage(() => import('./EditCoursePage')) },
  { path: '/course/:courseId/module/create', element: lazyPage(() => import('./ModuleFormPage')) },
  { path: '/course/:courseId/module/edit/:moduleId', element: lazyPage(() => import('./ModuleFormPage')) },
  { path: '/course/:courseId/lesson/create', element: lazyPage(() => import('./LessonFormPage')) },
  {
    path: '/course/:courseId/module/:moduleId/lesson/create',
    element: lazyPage(() => import('./LessonFormPage')),
  },
  { path: '/course/:courseId/lesson/edit/:lessonId', element: lazyPage(() => import('./LessonFormPage')) },
  {
    path: '/course/:courseId/module/:moduleId/lesson/edit/:lessonId',
    element: lazyPage(() => import('./LessonFormPage')),
  },
];

/** The course list's authoring buttons, loaded only when an admin's course list shows them. */
export const courseListActions = lazyPage(() => import('./CourseListActions'), null);
