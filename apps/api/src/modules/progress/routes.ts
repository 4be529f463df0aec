import {
  courseProgressRequest,
  getCourseProgressQuery,
  markProgressRequest,
  updateCourseProgressRequest,
} from '@academy/domain';
import { authOf } from '../../lib/access.js';
import type { RoutesPlugin } from '../../lib/route-types.js';
import { getProgressTree, markProgress, updateStoredProgress } from './service.js';

/** A learner's progress through courses: marks from the player, progress trees for the views. */
export const progressRoutes: RoutesPlugin = (app, { db }) => {
  app.post('/user/progress/mark', { schema: { body: markProgressRequest } }, async (request) =>
    markProgress(db, authOf(request).user, request.body),
  );

  app.post('/user/progress/course', { schema: { body: courseProgressRequest } }, async (request) => {
    const { user } = authOf(request);
    return getProgressTree(db, user, user.id, request.body.courseId);
  });

  app.get('/user/get-course-progress', { schema: { querystring: getCourseProgressQuery } }, async (request) =>
    getProgressTree(db, authOf(request).user, request.query.userID, request.query.courseID),
  );

  app.post(
    '/user/progress/update_course_progress',
    { schema: { body: updateCourseProgressRequest } },
    async (request) => {
      const { user } = authOf(request);
      return updateStoredProgress(db, user, request.body.userId ?? user.id, request.body.courseId);
    },
  );
};
