import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { type identityProviders, samlAssertions, ssoLogins, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { Secrets } from '../../lib/secrets.js';
import { cookieOf, setSessionCookies } from '../../lib/session-cookie.js';
import { configuredSiteOrigin, requestOrigin, siteOrigin } from '../../lib/site-address.js';
import { createSession } from '../auth/index.js';
import { authorizationRequest, claimsOfCallback, configurationOf } from './oidc.js';
import { claimMappingOf, oidcConfigOf, providerBySlug } from './providers.js';
import { type SamlAnswer, samlAnswerOf, samlAuthorizeRequest } from './saml.js';
import { accountOfClaims, SignInRefused } from './sign-in.js';

type Provider = typeof identityProviders.$inferSelect;

/** The browser that started a sign-in is the one that may finish it (login CSRF). */
const STATE_COOKIE = 'academy_sso';
/**
 * SAML: the proof the ACS gives the browser that posted the assertion. The callback opens the
 * session only for a browser holding it and the state's cookie: the one that started the sign-in
 * and the one the provider signed in must be the same (else an attacker's started sign-in,
 * finished by a victim at the provider, would sign the attacker in as the victim).
 */
const PROOF_COOKIE = 'academy_sso_proof';
/** How long the browser has from the ACS to the callback. */
const PROOF_MS = 60_000;
const hashOf = (value: string) => createHash('sha256').update(value).digest('base64url');

/** How long a sign-in may take at the provider. */
const SIGN_IN_MS = 10 * 60_000;

/** Where the provider sends the browser back: the site's address, so it is the one registered there. */
export const callbackUrlOf = (origin: string, slug: string) => `${origin}/api/auth/sso/${slug}/callback`;

/**
 * A path of this site to return to after signing in; anything else returns to the start page.
 * Printable ASCII only: a browser drops tabs and newlines from an address, so `/\t/evil.example`
 * would leave the site, and other characters cannot go in a Location header.
 */
const ownPath = (value: unknown) =>
  typeof value === 'string' && /^\/(?![/\\])[\x21-\x7e]*$/.test(value) && value.length <= 500 ? value : null;

function ssoCookie(request: FastifyRequest, name: string, value: string, maxAgeSeconds: number) {
  const parts = [
    `${name}=${value}`,
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
  let started: { url: string; state: string; nonce: string; codeVerifier: string | null };
  try {
    started =
      provider.kind === 'saml'
        ? await samlStart(provider, await samlOrigin(deps.db))
        : await oidcStart(deps.secrets, provider, await siteOrigin(deps.db, requestOrigin(request)));
  } catch (error) {
    request.log.warn(
      { provider: provider.slug, reason: String(error) },
      'single sign-on: the provider could not be read',
    );
    return reply.redirect('/login?sso_error=sso-failed', 302);
  }
  await deps.db.insert(ssoLogins).values({
    state: started.state,
    providerId: provider.id,
    nonce: started.nonce,
    codeVerifier: started.codeVerifier,
    returnTo: ownPath(request.query.returnTo),
    expiresAt: new Date(Date.now() + SIGN_IN_MS),
  });
  reply.header('set-cookie', ssoCookie(request, STATE_COOKIE, started.state, SIGN_IN_MS / 1000));
  return reply.redirect(started.url, 302);
}

/** OpenID Connect: the authorization request with its state, nonce and PKCE verifier. */
async function oidcStart(secrets: Secrets, provider: Provider, origin: string) {
  const configuration = await configurationOf(provider, secrets);
  const started = await authorizationRequest(
    configuration,
    oidcConfigOf(provider),
    callbackUrlOf(origin, provider.slug),
  );
  return { ...started, url: started.url.href };
}

/** SAML: an AuthnRequest, whose ID the answer must name; the state travels as its RelayState. */
async function samlStart(provider: Provider, origin: string) {
  const state = randomBytes(32).toString('base64url');
  const { url, requestId } = await samlAuthorizeRequest(provider, origin, state);
  return { url, state, nonce: requestId, codeVerifier: null };
}

/**
 * Takes a sign-in's checks once: a second use of the same state finds nothing. An OpenID sign-in
 * is taken before its answer is checked; a SAML one only once its assertion proved an account,
 * and only with the proof the ACS gave the browser that posted it.
 */
async function takeSignIn(db: Db, providerId: string, state: string, samlProof: string | null) {
  const [taken] = await db
    .delete(ssoLogins)
    .where(
      and(
        eq(ssoLogins.state, state),
        eq(ssoLogins.providerId, providerId),
        gt(ssoLogins.expiresAt, sql`now()`),
        samlProof === null
          ? isNull(ssoLogins.accountId)
          : and(isNotNull(ssoLogins.accountId), eq(ssoLogins.browserProofHash, hashOf(samlProof))),
      ),
    )
    .returning();
  return taken;
}

/**
 * A SAML provider's addresses (the audience its assertions must name) come from the academy's
 * configured address only: an anonymous request's Host header is the sender's to choose.
 */
async function samlOrigin(db: Db) {
  const origin = await configuredSiteOrigin(db);
  if (!origin) throw new Error("SAML needs the academy's address (site_url) to be set");
  return origin;
}

/** Sends the browser back to the login page with why, and logs the reason. */
function refusal(request: FastifyRequest<{ Params: { slug: string } }>, reply: FastifyReply) {
  return (key: string, reason: string) => {
    request.log.warn({ provider: request.params.slug, reason }, 'single sign-on refused');
    return reply.redirect(`/login?sso_error=${key}`, 302);
  };
}

/**
 * The provider's answer: the code traded and checked, the account found, linked or made, and a
 * session opened in the cookie, then back to where the person was going. A refusal goes to the
 * login page with its reason, which it says in the person's language; the log says why. For a
 * SAML provider the assertion was checked at the ACS already: here its browser takes the account.
 */
export async function finishSignIn(
  deps: { db: Db; config: Config; secrets: Secrets },
  request: FastifyRequest<{ Params: { slug: string } }>,
  reply: FastifyReply,
) {
  reply.header('set-cookie', ssoCookie(request, STATE_COOKIE, '', 0));
  reply.header('set-cookie', ssoCookie(request, PROOF_COOKIE, '', 0));
  const refuse = refusal(request, reply);
  const provider = await providerBySlug(deps.db, request.params.slug);
  if (!provider) return refuse('sso-failed', 'no such enabled provider');
  const query = request.query as Record<string, unknown>;
  if (typeof query.error === 'string') return refuse('sso-failed', `the provider answered ${query.error}`);
  const state = typeof query.state === 'string' ? query.state : '';
  if (!state || cookieOf(request, STATE_COOKIE) !== state)
    return refuse('sso-failed', 'the state is not the one this browser started');
  const proof = provider.kind === 'saml' ? (cookieOf(request, PROOF_COOKIE) ?? '') : null;
  const started = await takeSignIn(deps.db, provider.id, state, proof);
  if (!started) return refuse('sso-failed', 'the sign-in expired or was used already');

  try {
    const account =
      provider.kind === 'saml'
        ? await statusOf(deps.db, started.accountId)
        : await oidcAccount(deps, request, provider, started);
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

/** OpenID Connect: the code traded for an ID token, whose claims find the account. */
async function oidcAccount(
  deps: { db: Db; secrets: Secrets },
  request: FastifyRequest,
  provider: Provider,
  started: typeof ssoLogins.$inferSelect,
) {
  const origin = await siteOrigin(deps.db, requestOrigin(request));
  const callbackUrl = new URL(callbackUrlOf(origin, provider.slug));
  callbackUrl.search = new URL(request.url, origin).search;
  const configuration = await configurationOf(provider, deps.secrets);
  const claims = await claimsOfCallback(configuration, callbackUrl, {
    state: started.state,
    nonce: started.nonce,
    codeVerifier: started.codeVerifier ?? '',
  });
  return accountOfClaims(deps.db, provider, claims);
}

async function statusOf(db: Db, accountId: string | null) {
  const [account] = accountId
    ? await db.select({ id: users.id, status: users.status }).from(users).where(eq(users.id, accountId))
    : [];
  if (!account) throw new SignInRefused('sso-failed', 'the account of the assertion is gone');
  return account;
}

/**
 * A SAML provider's answer, posted by the browser from the provider's page (so without our
 * cookies: SameSite keeps them from a cross-site POST). The sign-in its RelayState names is taken
 * once, the assertion checked, refused if seen before, and the account found, linked or made;
 * then the browser gets a proof and goes to the callback, which opens the session only for a
 * browser holding that proof and the state's cookie of the sign-in it started.
 */
export async function acceptAssertion(
  deps: { db: Db },
  request: FastifyRequest<{ Params: { slug: string }; Body: { SAMLResponse: string; RelayState?: string } }>,
  reply: FastifyReply,
) {
  const refuse = refusal(request, reply);
  const provider = await providerBySlug(deps.db, request.params.slug);
  if (provider?.kind !== 'saml') return refuse('sso-failed', 'no such enabled SAML provider');
  const state = request.body.RelayState ?? '';
  const [started] = await deps.db
    .update(ssoLogins)
    .set({ expiresAt: sql`now()` })
    .where(
      and(
        eq(ssoLogins.state, state),
        eq(ssoLogins.providerId, provider.id),
        isNull(ssoLogins.accountId),
        gt(ssoLogins.expiresAt, sql`now()`),
      ),
    )
    .returning();
  if (!started) return refuse('sso-failed', 'the RelayState names no sign-in under way');

  try {
    const answer = await samlAnswerOf(
      provider,
      await samlOrigin(deps.db),
      request.body.SAMLResponse,
      started.nonce,
    );
    await refuseReplay(deps.db, provider.id, answer);
    const email = String(answer.claims[claimMappingOf(provider).email] ?? answer.claims.sub ?? '');
    const domain = email.toLowerCase().split('@')[1] ?? '';
    // SAML says nothing of verification: the provider vouches for the domains its admin listed
    const claims = { ...answer.claims, email_verified: provider.domains.includes(domain) };
    const account = await accountOfClaims(deps.db, provider, claims);
    const proof = randomBytes(32).toString('base64url');
    await deps.db
      .update(ssoLogins)
      .set({
        accountId: account.id,
        browserProofHash: hashOf(proof),
        expiresAt: new Date(Date.now() + PROOF_MS),
      })
      .where(eq(ssoLogins.state, state));
    reply.header('set-cookie', ssoCookie(request, PROOF_COOKIE, proof, PROOF_MS / 1000));
    return reply.redirect(`${callbackUrlOf('', provider.slug)}?state=${encodeURIComponent(state)}`, 302);
  } catch (error) {
    if (error instanceof SignInRefused) return refuse(error.key, error.reason);
    return refuse('sso-failed', error instanceof Error ? error.message : String(error));
  }
}

/** An assertion is used once: its ID is kept until it expires, and a second use is refused. */
async function refuseReplay(db: Db, providerId: string, answer: SamlAnswer) {
  const [kept] = await db
    .insert(samlAssertions)
    .values({ providerId, assertionId: answer.assertionId, expiresAt: answer.expiresAt })
    .onConflictDoNothing()
    .returning({ id: samlAssertions.assertionId });
  if (!kept) throw new SignInRefused('sso-failed', `the assertion ${answer.assertionId} was used before`);
}

/** A step of the cleaning job: sign-ins never finished, and assertions past their time, are forgotten. */
export async function removeExpiredSignIns(db: Db) {
  const removed = await db
    .delete(ssoLogins)
    .where(lt(ssoLogins.expiresAt, sql`now()`))
    .returning({ state: ssoLogins.state });
  const assertions = await db
    .delete(samlAssertions)
    .where(lt(samlAssertions.expiresAt, sql`now()`))
    .returning({ id: samlAssertions.assertionId });
  return { signIns: removed.length, assertions: assertions.length };
}
