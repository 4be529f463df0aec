import {
  acceptUserRequest,
  changePasswordRequest,
  registerRequest,
  resetTokenRequest,
  saveProfileRequest,
  userListQuery,
  verifyCodeQuery,
} from '@academy/domain';
import { authOf } from '../../lib/access.js';
import type { RoutesPlugin } from '../../lib/route-types.js';
import { rateLimited } from '../auth/rate-limits.js';
import { changePassword, requestPasswordReset, verifyResetCode } from './password-reset.js';
import { getProfile, saveProfile } from './profile.js';
import { answerRegistration, listUsers, register } from './service.js';

export const userRoutes: RoutesPlugin = (app, { db, config, mailer }) => {
  app.post(
    '/user/register',
    {
      schema: { body: registerRequest },
      config: { access: 'public' },
      preHandler: rateLimited(app, 'registration'),
    },
    async (request) => register(db, request.body),
  );

  app.post(
    '/user/accept',
    { schema: { body: acceptUserRequest }, config: { access: ['admin'] } },
    async (request) => answerRegistration(db, mailer, authOf(request), request.body, request.ip),
  );

  app.get(
    '/user/list',
    { schema: { querystring: userListQuery }, config: { access: ['admin'] } },
    async (request) => listUsers(db, request.query),
  );

  const passwordResetLimits = rateLimited(app, 'passwordReset');

  app.post(
    '/user/generate_reset_token',
    { schema: { body: resetTokenRequest }, config: { access: 'public' }, preHandler: passwordResetLimits },
    async (request) => requestPasswordReset(db, mailer, config, request.body.email),
  );

  app.get(
    '/user/verify_code',
    {
      schema: { querystring: verifyCodeQuery },
      config: { access: 'public' },
      preHandler: passwordResetLimits,
    },
    async (request) => verifyResetCode(db, config, request.query),
  );

  app.put(
    '/user/change_password',
    {
      schema: { body: changePasswordRequest },
      config: { access: 'public' },
      preHandler: passwordResetLimits,
    },
    async (request) => changePassword(db, request.body),
  );

  app.get('/user/get-data', async (request) => getProfile(db, authOf(request).user.id));

  app.post('/user/save-data', { schema: { body: saveProfileRequest } }, async (request) =>
    saveProfile(db, authOf(request).user.id, request.body),
  );
};
