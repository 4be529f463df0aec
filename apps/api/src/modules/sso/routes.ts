import { identityProviderCalls } from '@academy/domain';
import { z } from 'zod';
import { authOf } from '../../lib/access.js';
import { AppError } from '../../lib/errors.js';
import { route } from '../../lib/route.js';
import type { RoutesPlugin } from '../../lib/route-types.js';
import { configuredSiteOrigin } from '../../lib/site-address.js';
import { acceptAssertion, finishSignIn, startSignIn } from './browser-flow.js';
import {
  createIdentityProvider,
  listIdentityProviders,
  providerBySlug,
  removeIdentityProvider,
  signInOptions,
  updateIdentityProvider,
} from './providers.js';
import { serviceProviderMetadata } from './saml.js';

const ADMIN = { access: ['admin'] } as const;
/** The browser's steps of a sign-in: anyone may take them, during maintenance too (an admin signs in). */
const BROWSER_STEP = { access: 'public', maintenance: 'open' } as const;

/** A browser step answers a redirect (its Location), never a body. */
const REDIRECT = z
  .null()
  .describe('a redirect: to the provider, into the app, or to the login page with why');

/** A SAML answer is a few kilobytes; a large one with many attributes stays well under this. */
const SAML_RESPONSE_BYTES = 256 * 1024;

const slugParams = z.strictObject({ slug: z.string().regex(/^[a-z0-9][a-z0-9-]{1,39}$/) });

/** Single sign-on: the providers of Settings, the login page's buttons, and the browser's round trip. */
export const ssoRoutes: RoutesPlugin = async (app, deps) => {
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

  app.get<{ Params: { slug: string } }>(
    '/auth/sso/:slug/metadata',
    {
      schema: {
        summary: "The academy's SAML service provider metadata, for the identity provider's administrator",
        description:
          'Who may call it: anyone. Its address is also the service provider entity ID. Answered as XML.',
        params: slugParams,
        'x-access': 'public',
        response: {
          200: z.string().meta({ format: 'binary', description: 'SAML 2.0 metadata, an XML file' }),
        },
      },
      config: BROWSER_STEP,
    },
    async (request, reply) => {
      const provider = await providerBySlug(db, request.params.slug);
      // its addresses are the configured site address's only (decision 0043)
      const origin = await configuredSiteOrigin(db);
      if (provider?.kind !== 'saml' || !origin) throw new AppError('not-found');
      return reply
        .type('application/samlmetadata+xml; charset=utf-8')
        .send(serviceProviderMetadata(provider, origin));
    },
  );

  // The assertion consumer service takes an HTML form's post (SAML's HTTP-POST binding): that body
  // is parsed here only, so no other call accepts a form a foreign page could post.
  await app.register(async (acs) => {
    acs.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: SAML_RESPONSE_BYTES },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    acs.post<{ Params: { slug: string }; Body: { SAMLResponse: string; RelayState?: string } }>(
      '/auth/sso/:slug/acs',
      {
        schema: {
          summary: "A SAML provider's answer: checks the assertion, then returns the browser to the callback",
          description:
            'Who may call it: anyone. A browser step (an HTML form post), answered with a redirect.',
          params: slugParams,
          body: z.object({
            SAMLResponse: z.string().min(1).max(SAML_RESPONSE_BYTES),
            RelayState: z.string().max(200).optional(),
          }),
          consumes: ['application/x-www-form-urlencoded'],
          'x-access': 'public',
          response: { 302: REDIRECT },
        },
        config: BROWSER_STEP,
      },
      (request, reply) => acceptAssertion(deps, request, reply),
    );
  });
};
