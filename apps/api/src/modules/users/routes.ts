import { userCalls } from '@academy/domain';
import { authOf } from '../../lib/access.js';
import { route } from '../../lib/route.js';
import type { RoutesPlugin } from '../../lib/route-types.js';
import { requestOrigin, siteOrigin } from '../../lib/site-address.js';
import { rateLimited } from '../auth/index.js';
import { changePassword, requestPasswordReset, verifyResetCode } from './password-reset.js';
import { peopleRoutes, STAFF } from './people-routes.js';
import { getProfile, saveProfile } from './profile.js';
import { answerRegistration, register } from './service.js';

export const userRoutes: RoutesPlugin = (app, deps) => {
  const { db, config, mailer } = deps;
  route(
    app,
    userCalls.register,
    { access: 'public', preHandler: rateLimited(app, 'registration') },
    async (request) => register(db, request.body),
  );

  route(app, userCalls.accept, STAFF, async (request) =>
    answerRegistration(db, authOf(request), request.body, {
      ip: request.ip,
      origin: await siteOrigin(db, requestOrigin(request)),
    }),
  );

  const passwordReset = { access: 'public', preHandler: rateLimited(app, 'passwordReset') } as const;

  route(app, userCalls.generateResetToken, passwordReset, async (request) =>
    requestPasswordReset(db, mailer, config, request.body.email),
  );

  route(app, userCalls.verifyCode, passwordReset, async (request) =>
    verifyResetCode(db, config, request.query),
  );

  route(app, userCalls.changePassword, passwordReset, async (request) => changePassword(db, request.body));

  route(app, userCalls.getProfile, {}, async (request) =>
    getProfile(db, authOf(request).user, request.query),
  );

  route(app, userCalls.saveProfile, {}, async (request) =>
    saveProfile(db, authOf(request).user.id, request.body),
  );

  peopleRoutes(app, deps);
};
