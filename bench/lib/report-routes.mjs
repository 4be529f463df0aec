// @ts-check
/**
 * The routes the reports bench measures, one entry each: who signs in, the route as the API
 * declares it, and the path it is asked at, built from the academy's subjects (lib/report-subjects.mjs).
 * Add a route by adding an entry. A route that answers 404 is skipped as not built yet.
 *
 * @typedef {import('./report-subjects.mjs').Subjects} Subjects
 * @typedef {'admin' | 'master' | 'learner'} Actor
 * @typedef {{ name: string, as: Actor, route: string, path: (subjects: Subjects) => string }} ReportRoute
 */

/** @type {ReportRoute[]} */
export const REPORT_ROUTES = [
  {
    name: 'reports list',
    as: 'admin',
    route: 'GET /api/report/course-list',
    path: () => '/api/report/course-list?page=1&limit=10',
  },
  {
    name: 'course report, largest course',
    as: 'admin',
    route: 'GET /api/report/course-view/:id',
    path: ({ largestCourse }) => `/api/report/course-view/${largestCourse.id}?page=1&limit=10`,
  },
  {
    name: 'student report, a learner of the largest course',
    as: 'admin',
    route: 'GET /api/report/student-view/:id',
    path: ({ student }) => `/api/report/student-view/${student.id}`,
  },
  {
    name: 'dashboard, admin',
    as: 'admin',
    route: 'GET /api/dashboard/staff',
    path: () => '/api/dashboard/staff',
  },
  {
    name: 'dashboard, master',
    as: 'master',
    route: 'GET /api/dashboard/staff',
    path: () => '/api/dashboard/staff',
  },
  {
    name: 'dashboard, learner',
    as: 'learner',
    route: 'GET /api/dashboard/learner',
    path: () => '/api/dashboard/learner',
  },
  {
    name: 'learning path admin view, open to all, admin',
    as: 'admin',
    route: 'GET /api/learning_paths/admin-view/:id',
    path: ({ openPath }) => `/api/learning_paths/admin-view/${openPath.id}?page=1&limit=10`,
  },
  {
    name: 'learning path admin view, completed filter, admin',
    as: 'admin',
    route: 'GET /api/learning_paths/admin-view/:id?state=completed',
    path: ({ openPath }) => `/api/learning_paths/admin-view/${openPath.id}?page=1&limit=10&state=completed`,
  },
  {
    name: 'learning path admin view, open to all, master',
    as: 'master',
    route: 'GET /api/learning_paths/admin-view/:id',
    path: ({ openPath }) => `/api/learning_paths/admin-view/${openPath.id}?page=1&limit=10`,
  },
  {
    name: 'partner certification status, admin',
    as: 'admin',
    route: 'GET /api/report/certification-status',
    path: () => '/api/report/certification-status?page=1&limit=10',
  },
  {
    name: 'partner certification status, master',
    as: 'master',
    route: 'GET /api/report/certification-status',
    path: () => '/api/report/certification-status?page=1&limit=10',
  },
];

/** The detailed xlsx, downloaded once while the server's memory is watched. */
export const DETAILED_DOWNLOAD = {
  name: 'detailed report xlsx',
  as: /** @type {Actor} */ ('admin'),
  route: 'POST /api/report/detailed-report-download',
  path: '/api/report/detailed-report-download',
  body: (/** @type {Subjects} */ { detailed }) => ({ courseIds: detailed.courseIds }),
};
