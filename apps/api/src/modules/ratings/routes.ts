import { lessonIdParams, setRatingRequest } from '@academy/domain';
import { authOf } from '../../lib/access.js';
import type { RoutesPlugin } from '../../lib/route-types.js';
import { getRating, setRating } from './service.js';

/** Learners rate the lessons of the courses they see, 1 to 5. */
export const ratingRoutes: RoutesPlugin = (app, { db }) => {
  app.get('/rating/get/:lessonId', { schema: { params: lessonIdParams } }, async (request) =>
    getRating(db, authOf(request).user, request.params.lessonId),
  );

  app.post('/rating/set-rating', { schema: { body: setRatingRequest } }, async (request) =>
    setRating(db, authOf(request).user, request.body.lessonId, request.body.value),
  );
};
