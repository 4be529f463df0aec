import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { blueSchemeHandle } from '../../components/BlueScheme';
import { lazyPage } from '../../lib/lazy-page';

// One element per page, shared by its routes, so moving between them keeps the page mounted.
const lessonPage = lazyPage(() => import('./lesson/LessonViewPage'));
const clearLessonPage = lazyPage(() => import('./lesson/ClearLessonViewPage'));

/**
 * The learner's course pages (spec section 2, Courses), under the default layout. `adminActions`
 * is what the course list shows an admin beside its title: the authoring buttons, which belong to
 * the course editor, so the app hands them in.
 */
export function courseLearnerRoutes(adminActions: ReactNode): RouteObject[] {
  const coursesPage = lazyPage(() =>
    import('./list/CoursesPage').then(({ CoursesPage, firstQueries }) => ({
      default: () => <CoursesPage adminActions={adminActions} />,
      firstQueries,
    })),
  );
  return [
    { path: '/courses', element: coursesPage },
    { path: '/courses/my-courses', element: coursesPage },
    { path: '/courses/my-certificates', element: coursesPage },
    { path: '/course/view/:id', element: lazyPage(() => import('./view/CourseViewPage')) },
    // the lesson view is blue from the app bar down (spec section 1)
    { path: '/course/:courseId/lesson/view/:lessonId', element: lessonPage, handle: blueSchemeHandle },
    {
      path: '/course/:courseId/module/:moduleId/lesson/view/:lessonId',
      element: lessonPage,
      handle: blueSchemeHandle,
    },
  ];
}

/** The same lessons with no chrome at all: under the clear layout (still signed in). */
export const clearContentRoutes: RouteObject[] = [
  {
    path: '/clear-content/course/:courseId/lesson/view/:lessonId',
    element: clearLessonPage,
    handle: blueSchemeHandle,
  },
  {
    path: '/clear-content/course/:courseId/module/:moduleId/lesson/view/:lessonId',
    element: clearLessonPage,
    handle: blueSchemeHandle,
  },
];
