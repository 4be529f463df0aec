import { lessonPackageCalls, MAX_COMMIT_BYTES } from '@academy/domain';
import { authOf } from '../../lib/access.js';
import { route } from '../../lib/route.js';
import type { RoutesPlugin } from '../../lib/route-types.js';
import { requestOrigin } from '../../lib/site-address.js';
import { launchCmi5 } from './cmi5-launch.js';
import { commitUnit } from './commit.js';
import { grantAttempts } from './grant.js';
import { listPackageLearners } from './learners.js';
import { openPackage } from './open.js';
import { keptOpenCourses } from './open-courses.js';

/**
 * A learner's attempts at package lessons: opening one, the runtime's commits, cmi5 launches; admins'
 * list of the learners' attempts and their grants.
 */
export const packageAttemptRoutes: RoutesPlugin = (app, { db }) => {
  const openCourses = keptOpenCourses(db);
  route(app, lessonPackageCalls.open, {}, async (request) =>
    openPackage(db, authOf(request).user, request.body),
  );

  route(app, lessonPackageCalls.commit, { bodyLimit: MAX_COMMIT_BYTES }, async (request) =>
    commitUnit(db, openCourses, authOf(request).user, request.params.attemptId, request.body),
  );

  route(app, lessonPackageCalls.launchCmi5, {}, async (request) =>
    launchCmi5(
      db,
      authOf(request).user,
      request.params.attemptId,
      request.body.unitId,
      requestOrigin(request),
    ),
  );

  route(app, lessonPackageCalls.listAttempts, { access: ['admin'] }, async (request) =>
    listPackageLearners(db, request.query),
  );

  route(app, lessonPackageCalls.grant, { access: ['admin'] }, async (request) =>
    grantAttempts(db, request.body),
  );
};
