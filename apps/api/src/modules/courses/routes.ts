import { courseCalls } from '@academy/domain';
import { authOf } from '../../lib/access.js';
import { fail } from '../../lib/errors.js';
import { route } from '../../lib/route.js';
import type { RoutesPlugin } from '../../lib/route-types.js';
import { myCertificates } from '../certificates/index.js';
import { sendStoredFile } from '../files/index.js';
import { examAnswers, orderLessons, removeLesson, saveLesson } from './lessons-service.js';
import { headerTabsCounters, listCourses } from './list.js';
import { findMaterial } from './materials.js';
import { orderModules, removeModule, saveModule } from './modules-service.js';
import { saveCourseOrder } from './positions.js';
import { createCourse, deleteCourse, updateCourse } from './service.js';
import { getCourseView } from './view.js';

const admin = { access: ['admin'] } as const;

/** Courses: learners read what is published to them; admins author everything. */
export const courseRoutes: RoutesPlugin = (app, deps) => {
  const { db } = deps;
  route(app, courseCalls.list, {}, async (request) => {
    const viewer = authOf(request).user;
    const [page, counters] = await Promise.all([
      listCourses(db, viewer, request.query),
      request.query.counters ? headerTabsCounters(db, viewer) : undefined,
    ]);
    return counters ? { ...page, counters } : page;
  });

  route(app, courseCalls.headerTabsCounters, {}, async (request) =>
    headerTabsCounters(db, authOf(request).user),
  );

  route(app, courseCalls.myCertificates, {}, async (request) =>
    myCertificates(db, authOf(request).user.id, request.query),
  );

  route(app, courseCalls.get, {}, async (request) =>
    getCourseView(db, authOf(request).user, request.params.id),
  );

  route(app, courseCalls.create, admin, async (request) =>
    createCourse(db, authOf(request).user, request.body),
  );

  route(app, courseCalls.update, admin, async (request) =>
    updateCourse(db, authOf(request).user, request.body),
  );

  route(app, courseCalls.remove, admin, async (request) => deleteCourse(db, request.params.id));

  /** the body is the array of `{ _id, position }` itself */
  route(app, courseCalls.order, admin, async (request) => saveCourseOrder(db, request.body));

  route(app, courseCalls.saveModule, admin, async (request) => saveModule(db, request.body));

  route(app, courseCalls.removeModule, admin, async (request) =>
    removeModule(db, request.params.courseID, request.params.moduleID),
  );

  route(app, courseCalls.orderModules, admin, async (request) =>
    orderModules(db, request.body.course_id, request.body.modules),
  );

  route(app, courseCalls.saveLesson, admin, async (request) => saveLesson(db, request.body?.lesson));

  /** the ids in the body, or in the query */
  route(app, courseCalls.removeLesson, admin, async (request) => {
    const { courseId, lessonId } = request.body ?? request.query;
    if (!courseId || !lessonId) return fail('validation-failed', { lessonId: 'validation.required' });
    return removeLesson(db, courseId, lessonId);
  });

  route(app, courseCalls.orderLessons, admin, async (request) =>
    orderLessons(db, request.body.course_id, request.body.module_id, request.body.lessons),
  );

  route(app, courseCalls.examAnswers, admin, async (request) =>
    examAnswers(db, request.params.courseID, request.params.lessonID),
  );

  route(app, courseCalls.downloadMaterial, {}, async (request, reply) =>
    sendStoredFile(request, reply, deps, await findMaterial(db, authOf(request).user, request.body), {
      download: true,
    }),
  );
};
