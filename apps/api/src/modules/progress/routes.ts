import { progressCalls } from '@academy/domain';
import { authOf } from '../../lib/access.js';
import { route } from '../../lib/route.js';
import type { RoutesPlugin } from '../../lib/route-types.js';
import { getProgressTree, markProgress, updateStoredProgress } from './service.js';

/** A learner's progress through courses: marks from the player, progress trees for the views. */
export const progressRoutes: RoutesPlugin = (app, { db }) => {
  route(app, progressCalls.mark, {}, async (request) => markProgress(db, authOf(request).user, request.body));

  route(app, progressCalls.course, {}, async (request) => {
    const { user } = authOf(request);
    return getProgressTree(db, user, user.id, request.body.courseId);
  });

  route(app, progressCalls.ofUser, {}, async (request) =>
    getProgressTree(db, authOf(request).user, request.query.userID, request.query.courseID),
  );

  route(app, progressCalls.updateCourse, {}, async (request) => {
    const { user } = authOf(request);
    return updateStoredProgress(db, user, request.body.userId ?? user.id, request.body.courseId);
  });
};
