import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

/**
 * Reports (spec section 2): admins, tsms and masters (the router lets no one else in; the server
 * keeps each to his scope). A course's or a learner's report opens under the area it was reached
 * from (/{route}/reports/...): the reports, the courses or the users.
 */
const SECTIONS = ['reports', 'courses', 'users'] as const;

export const reportRoutes: RouteObject[] = [
  { path: '/reports', element: lazyPage(() => import('./ReportsPage')) },
  { path: '/reports/students', element: lazyPage(() => import('./ReportsPage')) },
  ...SECTIONS.flatMap((section) => [
    { path: `/${section}/reports/by-course/:id`, element: lazyPage(() => import('./CourseReportPage')) },
    { path: `/${section}/reports/by-student/:id`, element: lazyPage(() => import('./StudentReportPage')) },
  ]),
];
