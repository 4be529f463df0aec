import {
  courseIdParams,
  courseListQuery,
  courseOrderRequest,
  createCourseRequest,
  downloadMaterialRequest,
  examAnswersParams,
  examAnswersQuery,
  lessonOrderRequest,
  moduleOrderRequest,
  moduleRemoveParams,
  myCertificatesQuery,
  removeLessonQuery,
  removeLessonRequest,
  saveLessonRequest,
  saveModuleRequest,
  updateCourseRequest,
} from '@academy/domain';
import { authOf } from '../../lib/access.js';
import { fail } from '../../lib/errors.js';
import type { RoutesPlugin } from '../../lib/route-types.js';
import { sendStoredFile } from '../files/send-file.js';
import { examAnswers, orderLessons, removeLesson, saveLesson } from './lessons-service.js';
import { headerTabsCounters, listCourses, myCertificates } from './list.js';
import { findMaterial } from './materials.js';
import { orderModules, removeModule, saveModule } from './modules-service.js';
import { saveCourseOrder } from './positions.js';
import { createCourse, deleteCourse, updateCourse } from './service.js';
import { getCourseView } from './view.js';

const admin = { access: ['admin'] } as const;

/** Courses: learners read what is published to them; admins author everything. */
export const courseRoutes: RoutesPlugin = (app, { db, storage }) => {
  app.get('/course/list', { schema: { querystring: courseListQuery } }, async (request) =>
    listCourses(db, authOf(request).user, request.query),
  );

  app.get('/course/header-tabs-counters', async (request) => headerTabsCounters(db, authOf(request).user));

  app.get('/course/my-certificates', { schema: { querystring: myCertificatesQuery } }, async (request) =>
    myCertificates(db, authOf(request).user, request.query),
  );

  app.get('/course/get/:id', { schema: { params: courseIdParams } }, async (request) =>
    getCourseView(db, authOf(request).user, request.params.id),
  );

  app.post('/course/create', { schema: { body: createCourseRequest }, config: admin }, async (request) =>
    createCourse(db, authOf(request).user, request.body),
  );

  app.post('/course/update', { schema: { body: updateCourseRequest }, config: admin }, async (request) =>
    updateCourse(db, authOf(request).user, request.body),
  );

  app.delete('/course/:id', { schema: { params: courseIdParams }, config: admin }, async (request) =>
    deleteCourse(db, request.params.id),
  );

  /** the body is the array of `{ _id, position }` itself */
  app.post('/course/ordersave', { schema: { body: courseOrderRequest }, config: admin }, async (request) =>
    saveCourseOrder(db, request.body),
  );

  app.post('/course/module/save', { schema: { body: saveModuleRequest }, config: admin }, async (request) =>
    saveModule(db, request.body),
  );

  app.delete(
    '/course/module/remove/:courseID/:moduleID',
    { schema: { params: moduleRemoveParams }, config: admin },
    async (request) => removeModule(db, request.params.courseID, request.params.moduleID),
  );

  app.post(
    '/course/module/ordersave',
    { schema: { body: moduleOrderRequest }, config: admin },
    async (request) => orderModules(db, request.body.course_id, request.body.modules),
  );

  app.post('/course/lesson/save', { schema: { body: saveLessonRequest }, config: admin }, async (request) =>
    saveLesson(db, request.body?.lesson),
  );

  /** the ids in the body, or in the query */
  app.delete(
    '/course/lesson/remove',
    { schema: { body: removeLessonRequest, querystring: removeLessonQuery }, config: admin },
    async (request) => {
      const { courseId, lessonId } = request.body ?? request.query;
      if (!courseId || !lessonId) return fail('validation-failed', { lessonId: 'validation.required' });
      return removeLesson(db, courseId, lessonId);
    },
  );

  app.post(
    '/course/lesson/ordersave',
    { schema: { body: lessonOrderRequest }, config: admin },
    async (request) => orderLessons(db, request.body.course_id, request.body.module_id, request.body.lessons),
  );

  app.get(
    '/course/module/exam/get-answers/:courseID/:lessonID',
    { schema: { params: examAnswersParams, querystring: examAnswersQuery }, config: admin },
    async (request) => examAnswers(db, request.params.courseID, request.params.lessonID),
  );

  app.post(
    '/course/module/download-material',
    { schema: { body: downloadMaterialRequest } },
    async (request, reply) =>
      sendStoredFile(request, reply, storage, await findMaterial(db, authOf(request).user, request.body), {
        download: true,
      }),
  );
};
