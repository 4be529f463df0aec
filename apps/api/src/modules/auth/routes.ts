import { authCalls } from '@academy/domain';
import { authOf, bearerToken } from '../../lib/access.js';
import { refuseBody } from '../../lib/refuse-body.js';
import { route } from '../../lib/route.js';
import type { RoutesPlugin } from '../../lib/route-types.js';
import { clearSessionCookies, SAME_SITE_HEADER, setSessionCookies } from '../../lib/session-cookie.js';
import { loginFailureLimits } from './rate-limits.js';
import { buildSessionUser, checkToken, getUserData, login } from './service.js';
import { revokeSession } from './sessions.js';

const openToAll = { access: 'public', maintenance: 'open' } as const;

export const authRoutes: RoutesPlugin = (app, { db, config }) => {
  const loginLimits = loginFailureLimits(app);
  route(
    app,
    authCalls.login,
    { ...openToAll, preHandler: loginLimits.preHandler },
    async (request, reply) => {
      const signedIn = await login(
        db,
        config,
        request.body,
        { ip: request.ip, userAgent: request.headers['user-agent'] },
        loginLimits.guard(request, reply),
      );
      // the request's own line has no user yet (the token is made here): this one says who it was
      request.log.info({ userId: signedIn._id }, 'signed in');
      // the web app (which sends this header on every call) keeps its session in the cookie; an
      // API client keeps the token of the answer, and its cookie jar gets no second session
      if (request.headers[SAME_SITE_HEADER] !== undefined)
        setSessionCookies(request, reply, signedIn.token, config.sessionMaxMs);
      return signedIn;
    },
  );

  route(app, authCalls.checkToken, openToAll, async (request) => {
    const sameAsHeader = request.auth !== null && bearerToken(request) === request.body.token;
    return checkToken(db, config, request.body.token, sameAsHeader ? authOf(request) : undefined);
  });

  route(app, authCalls.me, { maintenance: 'open' }, async (request) => {
    const auth = authOf(request);
    return buildSessionUser(db, auth.user.id, auth.simulatedBy);
  });

  route(app, authCalls.getData, {}, async (request) => getUserData(db, authOf(request), request.query));

  route(
    app,
    authCalls.logout,
    { maintenance: 'open', simulation: 'control', preHandler: refuseBody },
    async (request, reply) => {
      await revokeSession(db, authOf(request).sessionId);
      // a simulation's session is a bearer token: signing out of it leaves the asker's cookie
      if (!bearerToken(request)) clearSessionCookies(request, reply);
      return { ok: true };
    },
  );
};
