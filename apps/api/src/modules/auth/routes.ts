import { checkTokenRequest, getDataQuery, loginRequest } from '@academy/domain';
import { authOf } from '../../lib/access.js';
import type { RoutesPlugin } from '../../lib/route-types.js';
import { refuseBody } from './no-body.js';
import { loginFailureLimits } from './rate-limits.js';
import { buildSessionUser, checkToken, getUserData, login } from './service.js';
import { revokeSession } from './sessions.js';

export const authRoutes: RoutesPlugin = (app, { db, config }) => {
  const loginLimits = loginFailureLimits(app);
  app.post(
    '/auth/login',
    {
      schema: { body: loginRequest },
      config: { access: 'public', maintenance: 'open' },
      preHandler: loginLimits.preHandler,
    },
    async (request, reply) =>
      login(
        db,
        config,
        request.body,
        { ip: request.ip, userAgent: request.headers['user-agent'] },
        loginLimits.guard(request, reply),
      ),
  );

  app.post(
    '/auth/check_token',
    { schema: { body: checkTokenRequest }, config: { access: 'public', maintenance: 'open' } },
    async (request) => checkToken(db, config, request.body.token),
  );

  app.get('/auth/me', { config: { maintenance: 'open' } }, async (request) => {
    const auth = authOf(request);
    return buildSessionUser(db, auth.user.id, auth.simulatedBy);
  });

  app.get('/auth/get_data', { schema: { querystring: getDataQuery } }, async (request) =>
    getUserData(db, authOf(request), request.query),
  );

  app.post(
    '/auth/logout',
    { preValidation: refuseBody, config: { maintenance: 'open' } },
    async (request) => {
      await revokeSession(db, authOf(request).sessionId);
      return { ok: true };
    },
  );
};
