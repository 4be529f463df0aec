import { identityProviderCalls } from '@academy/domain';
import { z } from 'zod';
import { authOf } from '../../lib/access.js';
import { route } from '../../lib/route.js';
import type { RoutesPlugin } from '../../lib/route-types.js';
import { finishSignIn, startSignIn } from './browser-flow.js';
import {
  createIdentityProvider,
  listIdentityProviders,
  removeIdentityProvider,
  signInOptions,
  updateIdentityProvider,
} from './providers.js';

const ADMIN = { access: ['admin'] } as const;
/** The browser's steps of a sign-in: anyone may take them, during maintenance too (an admin signs in). */
const BROWSER_STEP = { access: 'public', maintenance: 'open' } as const;

/** A browser step answers a redirect (its Location), never a body. */
const REDIRECT = z
  .null()
  .describe('a redirect: to the provider, into the app, or to the login page with why');

const slugParams = z.strictObject({ slug: z.string().regex(/^[a-z0-9][a-z0-9-]{1,39}$/) });

/** Single sign-on: the providers of Settings, the login page's buttons, and the browser's round trip. */
export const ssoRoutes: RoutesPlugin = (app, deps) => {
  const { db, secrets } = deps;
  route(app, identityProviderCalls.list, ADMIN, async () => listIdentityProviders(db));

  route(app, identityProviderCalls.create, ADMIN, async (request) =>
    createIdentityProvider(db, secrets, authOf(request), request.body, request.ip),
  );

  route(app, identityProviderCalls.update, ADMIN, async (request) =>
    updateIdentityProvider(db, secrets, authOf(request), request.params.id, request.body, request.ip),
  );

  route(app, identityProviderCalls.remove, ADMIN, async (request) =>
    removeIdentityProvider(db, authOf(request), request.params.id, request.ip),
  );

  route(app, identityProviderCalls.signInOptions, BROWSER_STEP, async () => signInOptions(db));

  app.get<{ Params: { slug: string }; Querystring: { returnTo?: string } }>(
    '/auth/sso/:slug/start',
    {
      schema: {
        summary: "Starts a single sign-on: redirects the browser to the provider's sign-in page",
        description: 'Who may call it: anyone. A browser step, answered with a redirect.',
        params: slugParams,
        querystring: z.object({ returnTo: z.string().max(500).optional() }),
        'x-access': 'public',
        response: { 302: REDIRECT },
      },
      config: BROWSER_STEP,
    },
    (request, reply) => startSignIn(deps, request, reply),
  );

  app.get<{ Params: { slug: string } }>(
    '/auth/sso/:slug/callback',
    {
      schema: {
        summary:
          "The provider's answer: opens the session and returns to the app, or to the login page with why",
        description: 'Who may call it: anyone. A browser step, answered with a redirect.',
        params: slugParams,
        'x-access': 'public',
        response: { 302: REDIRECT },
      },
      config: BROWSER_STEP,
    },
    (request, reply) => finishSignIn(deps, request, reply),
  );
};
