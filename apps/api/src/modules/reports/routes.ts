import { reportCalls } from '@academy/domain';
import { authOf } from '../../lib/access.js';
import { cachedAnswers } from '../../lib/report-cache.js';
import { route } from '../../lib/route.js';
import type { RoutesPlugin } from '../../lib/route-types.js';
import { reportCourseView } from './course-view.js';
import { reportCourseList, reportRealtime, reportTabsCounters } from './courses.js';
import { courseDownload, detailedDownload, studentDownload } from './downloads.js';
import { reportStudentList, reportStudentView } from './students.js';

/**
 * Admins (the academy), tsms and masters (their people) and the leaders of teams (their members)
 * follow how learners do: learners.ts.
 */
const FOLLOWERS = { access: ['admin', 'tsm', 'master', 'team-leader'] } as const;

export const reportRoutes: RoutesPlugin = (app, deps) => {
  const { db } = deps;
  // the lists and views are kept a while for everyone of one scope; the live figures never
  const cached = cachedAnswers(deps);
  route(app, reportCalls.tabsCounters, FOLLOWERS, async (request) =>
    cached(request, () => reportTabsCounters(db, authOf(request).user)),
  );

  route(app, reportCalls.courseList, FOLLOWERS, async (request) =>
    cached(request, () => reportCourseList(db, authOf(request).user, request.query)),
  );

  route(app, reportCalls.courseListRealtime, FOLLOWERS, async (request) =>
    reportRealtime(db, authOf(request).user, request.query.ids),
  );

  route(app, reportCalls.courseView, FOLLOWERS, async (request) =>
    cached(request, () => reportCourseView(db, authOf(request).user, request.params.id, request.query)),
  );

  route(app, reportCalls.studentList, FOLLOWERS, async (request) =>
    cached(request, () => reportStudentList(db, authOf(request).user, request.query)),
  );

  route(app, reportCalls.studentView, FOLLOWERS, async (request) =>
    cached(request, () => reportStudentView(db, authOf(request).user, request.params.id)),
  );

  route(app, reportCalls.courseDownload, FOLLOWERS, async (request, reply) =>
    courseDownload(db, authOf(request).user, reply, request.query),
  );

  route(app, reportCalls.studentDownload, FOLLOWERS, async (request, reply) =>
    studentDownload(db, authOf(request).user, reply, request.query.id),
  );

  route(app, reportCalls.detailedDownload, FOLLOWERS, async (request, reply) =>
    detailedDownload(db, authOf(request).user, reply, request.body),
  );
};
