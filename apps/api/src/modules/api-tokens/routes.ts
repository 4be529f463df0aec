import { apiTokenCalls } from '@academy/domain';
import { authOf } from '../../lib/access.js';
import { route } from '../../lib/route.js';
import type { RoutesPlugin } from '../../lib/route-types.js';
import { createApiToken, listApiTokens, revokeApiToken } from './tokens.js';

const ADMIN = { access: ['admin'] } as const;

/** The API tokens screen of Settings. No scope opens these calls: a token never makes a token. */
export const apiTokenRoutes: RoutesPlugin = (app, { db }) => {
  route(app, apiTokenCalls.list, ADMIN, async () => listApiTokens(db));

  route(app, apiTokenCalls.create, ADMIN, async (request) =>
    createApiToken(db, authOf(request), request.body, request.ip),
  );

  route(app, apiTokenCalls.revoke, ADMIN, async (request) =>
    revokeApiToken(db, authOf(request), request.params.id, request.ip),
  );
};
