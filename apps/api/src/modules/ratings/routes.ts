import { ratingCalls } from '@academy/domain';
import { authOf } from '../../lib/access.js';
import { route } from '../../lib/route.js';
import type { RoutesPlugin } from '../../lib/route-types.js';
import { getRating, setRating } from './service.js';

/** Learners rate the lessons of the courses they see, 1 to 5. */
export const ratingRoutes: RoutesPlugin = (app, { db }) => {
  route(app, ratingCalls.get, {}, async (request) =>
    getRating(db, authOf(request).user, request.params.lessonId),
  );

  route(app, ratingCalls.set, {}, async (request) =>
    setRating(db, authOf(request).user, request.body.lessonId, request.body.value),
  );
};
