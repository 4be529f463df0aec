import type { ApiScope, UserType } from '@academy/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';
import { clearSessionCookies, cookieOf, SESSION_COOKIE, sameSiteOrRead } from './session-cookie.js';
import type { AuthContext, AuthUser } from './session-user.js';

/**
 * Who may call a route, declared in its `config.access`:
 * - 'public': anyone, signed in or not;
 * - 'user' (the default): any signed-in user;
 * - a list of user types: only those (someone simulating a user acts as that user, with that
 *   user's rights and no more); 'team-leader' in it also lets in a student or fact user who
 *   leads an enabled team (read with his session, so no statement more).
 * Routes marked `maintenance: 'open'` stay reachable while maintenance mode is on. A simulation
 * session is read-only until switched to 'act' (modules/simulation/guard.ts, `config.simulation`).
 */
export type Access = 'public' | 'user' | readonly (UserType | 'team-leader')[];

/**
 * How a route stands towards simulations, in its `config.simulation`:
 * - 'control': the calls that steer or leave a simulation (its mode, its end, logout), allowed
 *   while it is read-only;
 * - 'start': starting one, refused inside a simulation (they do not nest);
 * - 'change': a GET that changes something (the spec gives some calls that method, such as
 *   marking a notification read), refused and audited like any other change.
 */
export type SimulationRule = 'control' | 'start' | 'change';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    maintenance?: 'open';
    simulation?: SimulationRule;
    /** the API token scope that opens the route; without one no token reaches it */
    scope?: ApiScope;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /** why `auth` is null when a token was sent */
    authProblem: 'expired' | 'unknown' | null;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  const alt = request.headers.auth;
  return typeof alt === 'string' && alt.length > 0 ? alt : undefined;
}

/**
 * The session a request speaks for: an API client's bearer token, else the web app's session
 * cookie (lib/session-cookie). A token in a header wins: a simulation's, sent by the web app of
 * the asker whose own session is the cookie.
 */
function sessionToken(request: FastifyRequest): { token: string; fromCookie: boolean } | undefined {
  const bearer = bearerToken(request);
  if (bearer) return { token: bearer, fromCookie: false };
  // a page of another site may make the browser send the cookie, never the header a change
  // needs: such a change is made by nobody
  const changes = request.routeOptions.config?.simulation === 'change';
  const cookie = sameSiteOrRead(request, changes) ? cookieOf(request, SESSION_COOKIE) : undefined;
  return cookie ? { token: cookie, fromCookie: true } : undefined;
}

/** Methods that change nothing. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a request changes something: any method but a read, or a GET declared as a change. */
export const changesSomething = (request: FastifyRequest) =>
  !READS.has(request.method) || request.routeOptions.config?.simulation === 'change';

/**
 * What the access hook asks of the modules above it; app.ts, which composes them, hands it in, so
 * lib/ imports none of them.
 */
export interface AccessChecks {
  /**
   * the context of a bearer value, a session's (modules/auth) or an API token's (modules/api-tokens):
   * `expired` for an ended one, null for an unknown one
   */
  resolveSession(token: string): Promise<AuthContext | 'expired' | null>;
  /** whether maintenance mode is on (modules/settings) */
  maintenanceOn(): Promise<boolean>;
  /** refuses what a simulation session may not do, before the input is read (modules/simulation) */
  checkSimulation(request: FastifyRequest, rule: SimulationRule | undefined): void;
}

/**
 * Checks who is asking on every API request before anything else is done with it: before its
 * body is read and before its input is validated, so a caller who may not call a route learns
 * nothing of what it takes.
 */
export function registerAccess(app: FastifyInstance, checks: AccessChecks) {
  app.decorateRequest('auth', null);
  app.decorateRequest('authProblem', null);

  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config?.access ?? 'user';
    const sent = sessionToken(request);
    if (sent && sent.token.length <= 200) {
      const resolved = await checks.resolveSession(sent.token);
      if (resolved === 'expired') request.authProblem = 'expired';
      else if (resolved === null) request.authProblem = 'unknown';
      else request.auth = resolved;
      // the browser forgets a session that is over, so its page stops asking with it
      if (request.authProblem && sent.fromCookie) clearSessionCookies(request, reply);
    }

    // An admin simulating someone still passes maintenance: he is the one who checks what the
    // people will find before switching it off (docs/decisions, simulation). An API token is a
    // machine, not the admin who made it: it waits like everyone else.
    const actingAdmin =
      !request.auth?.apiToken &&
      (request.auth?.user.type === 'admin' || request.auth?.simulatedBy?.type === 'admin');
    if (
      request.routeOptions.config?.maintenance !== 'open' &&
      !actingAdmin &&
      (await checks.maintenanceOn())
    ) {
      throw new AppError('maintenance');
    }

    if (access === 'public') return;
    if (!request.auth)
      throw new AppError(request.authProblem === 'expired' ? 'expired-token' : 'not-authenticated');
    checks.checkSimulation(request, request.routeOptions.config?.simulation);
    const token = request.auth.apiToken;
    const scope = request.routeOptions.config?.scope;
    if (token && !(scope && token.scopes.includes(scope))) throw new AppError('insufficient-scope');
    if (access !== 'user' && !mayCall(access, request.auth.user)) throw new AppError('forbidden');
  });
}

function mayCall(access: Exclude<Access, 'public' | 'user'>, user: AuthUser): boolean {
  return access.includes(user.type) || (access.includes('team-leader') && user.leadsTeam);
}

/** The signed-in context of a route that is not public (the hook has checked it). */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('not-authenticated');
  return request.auth;
}
