import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { ssoLogins } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { Secrets } from '../../lib/secrets.js';
import { cookieOf, setSessionCookies } from '../../lib/session-cookie.js';
import { requestOrigin, siteOrigin } from '../../lib/site-address.js';
import { createSession } from '../auth/index.js';
import { authorizationRequest, claimsOfCallback, configurationOf } from './oidc.js';
import { oidcConfigOf, providerBySlug } from './providers.js';
import { accountOfClaims, SignInRefused } from './sign-in.js';

/** The browser that started a sign-in is the one that may finish it (login CSRF). */
const STATE_COOKIE = 'academy_sso';
/** How long a sign-in may take at the provider. */
const SIGN_IN_MS = 10 * 60_000;

/** Where the provider sends the browser back: the site's address, so it is the one registered there. */
export const callbackUrlOf = (origin: string, slug: string) => `${origin}/api/auth/sso/${slug}/callback`;

/** A path of this site to return to after signing in; anything else returns to the start page. */
const ownPath = (value: unknown) =>
  typeof value === 'string' && /^\/(?![/\\])/.test(value) && value.length <= 500 ? value : null;

function stateCookie(request: FastifyRequest, value: string, maxAgeSeconds: number) {
  const parts = [
    `${STATE_COOKIE}=${value}`,
    'Path=/api/auth/sso',
    `Max-Age=${maxAgeSeconds}`,
    'SameSite=Lax',
    'HttpOnly',
  ];
  if (request.protocol === 'https') parts.push('Secure');
  return parts.join('; ');
}

/** Sends the browser to the provider, with the sign-in's checks kept for the callback. */
export async function startSignIn(
  deps: { db: Db; secrets: Secrets },
  request: FastifyRequest<{ Params: { slug: string }; Querystring: { returnTo?: string } }>,
  reply: FastifyReply,
) {
  const provider = await providerBySlug(deps.db, request.params.slug);
  if (!provider) throw new AppError('not-found');
  const origin = await siteOrigin(deps.db, requestOrigin(request));
  let configuration: Awaited<ReturnType<typeof configurationOf>>;
  try {
    configuration = await configurationOf(provider, deps.secrets);
  } catch (error) {
    request.log.warn(
      { provider: provider.slug, reason: String(error) },
      'single sign-on: the provider could not be read',
    );
    return reply.redirect('/login?sso_error=sso-failed', 302);
  }
  const started = await authorizationRequest(
    configuration,
    oidcConfigOf(provider),
    callbackUrlOf(origin, provider.slug),
  );
  await deps.db.insert(ssoLogins).values({
    state: started.state,
    providerId: provider.id,
    nonce: started.nonce,
    codeVerifier: started.codeVerifier,
    returnTo: ownPath(request.query.returnTo),
    expiresAt: new Date(Date.now() + SIGN_IN_MS),
  });
  reply.header('set-cookie', stateCookie(request, started.state, SIGN_IN_MS / 1000));
  return reply.redirect(started.url.href, 302);
}

/** Takes a sign-in's checks once: a second use of the same state finds nothing. */
async function takeSignIn(db: Db, providerId: string, state: string) {
  const [taken] = await db
    .delete(ssoLogins)
    .where(
      and(
        eq(ssoLogins.state, state),
        eq(ssoLogins.providerId, providerId),
        gt(ssoLogins.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return taken;
}

/**
 * The provider's answer: the code traded and checked, the account found, linked or made, and a
 * session opened in the cookie, then back to where the person was going. A refusal goes to the
 * login page with its reason, which it says in the person's language; the log says why.
 */
export async function finishSignIn(
  deps: { db: Db; config: Config; secrets: Secrets },
  request: FastifyRequest<{ Params: { slug: string } }>,
  reply: FastifyReply,
) {
  reply.header('set-cookie', stateCookie(request, '', 0));
  const refuse = (key: string, reason: string) => {
    request.log.warn({ provider: request.params.slug, reason }, 'single sign-on refused');
    return reply.redirect(`/login?sso_error=${key}`, 302);
  };
  const provider = await providerBySlug(deps.db, request.params.slug);
  if (!provider) return refuse('sso-failed', 'no such enabled provider');
  const query = request.query as Record<string, unknown>;
  if (typeof query.error === 'string') return refuse('sso-failed', `the provider answered ${query.error}`);
  const state = typeof query.state === 'string' ? query.state : '';
  if (!state || cookieOf(request, STATE_COOKIE) !== state)
    return refuse('sso-failed', 'the state is not the one this browser started');
  const started = await takeSignIn(deps.db, provider.id, state);
  if (!started) return refuse('sso-failed', 'the sign-in expired or was used already');

  const origin = await siteOrigin(deps.db, requestOrigin(request));
  const callbackUrl = new URL(callbackUrlOf(origin, provider.slug));
  callbackUrl.search = new URL(request.url, origin).search;
  try {
    const configuration = await configurationOf(provider, deps.secrets);
    const claims = await claimsOfCallback(configuration, callbackUrl, started);
    const account = await accountOfClaims(deps.db, provider, claims);
    if (account.status === 'pending') return reply.redirect('/login?sso_error=account-pending', 302);
    if (account.status !== 'enabled') return reply.redirect('/login?sso_error=account-disabled', 302);
    const token = await createSession(deps.db, deps.config, account.id, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    request.log.info({ userId: account.id, provider: provider.slug }, 'signed in');
    // added to the state cookie's removal (Fastify appends each set-cookie)
    setSessionCookies(request, reply, token, deps.config.sessionMaxMs);
    return reply.redirect(started.returnTo ?? '/', 302);
  } catch (error) {
    if (error instanceof SignInRefused) return refuse(error.key, error.reason);
    return refuse('sso-failed', error instanceof Error ? error.message : String(error));
  }
}

/** A step of the cleaning job: sign-ins never finished are forgotten once expired. */
export async function removeExpiredSignIns(db: Db) {
  const removed = await db
    .delete(ssoLogins)
    .where(lt(ssoLogins.expiresAt, sql`now()`))
    .returning({ state: ssoLogins.state });
  return removed.length;
}
