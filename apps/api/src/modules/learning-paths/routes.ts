import { learningPathCalls } from '@academy/domain';
import { authOf } from '../../lib/access.js';
import { cachedAnswers } from '../../lib/report-cache.js';
import { route } from '../../lib/route.js';
import type { RoutesPlugin } from '../../lib/route-types.js';
import { learningPathDetail } from './detail.js';
import { listLearningPaths } from './list.js';
import { learningPathPeople } from './people.js';
import { pathPeopleDownload } from './people-download.js';
import { createLearningPath, removeLearningPath, setLearningPathTeams, updateLearningPath } from './save.js';

/** Admins make learning paths; everyone reads those he may see (visibility.ts). */
const ADMINS = { access: ['admin'] } as const;
/** Who follows how far people are on a path: admins (everyone), tsms and masters (their people). */
const STAFF = { access: ['admin', 'tsm', 'master'] } as const;

export const learningPathRoutes: RoutesPlugin = (app, deps) => {
  const { db } = deps;
  // who is on a path is kept a while for everyone of one scope (lib/report-cache)
  const cached = cachedAnswers(deps);
  route(app, learningPathCalls.list, {}, async (request) =>
    listLearningPaths(db, authOf(request).user, request.query),
  );

  route(app, learningPathCalls.get, {}, async (request) =>
    learningPathDetail(db, authOf(request).user, request.params.id),
  );

  route(app, learningPathCalls.create, ADMINS, async (request) =>
    createLearningPath(db, authOf(request), request.body, request.ip),
  );

  route(app, learningPathCalls.update, ADMINS, async (request) =>
    updateLearningPath(db, authOf(request), request.params.id, request.body, request.ip),
  );

  route(app, learningPathCalls.remove, ADMINS, async (request) =>
    removeLearningPath(db, authOf(request), request.params.id, request.ip),
  );

  route(app, learningPathCalls.teams, ADMINS, async (request) =>
    setLearningPathTeams(db, authOf(request), request.body, request.ip),
  );

  route(app, learningPathCalls.people, STAFF, async (request) =>
    cached(request, () => learningPathPeople(db, authOf(request).user, request.params.id, request.query)),
  );

  route(app, learningPathCalls.peopleDownload, STAFF, async (request, reply) =>
    pathPeopleDownload(db, authOf(request).user, reply, request.params.id, request.query),
  );
};
