import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The web app's session travels in an HttpOnly cookie, out of reach of any script the page runs
 * (docs/decisions/0036-first-screen.md); API clients keep sending their token as a bearer header.
 * Beside it a second cookie, readable and holding no secret, tells the page's code that a session
 * is there to ask for, so a visitor who never signed in is not sent a refused request.
 */
export const SESSION_COOKIE = 'academy_session';
export const SIGNED_IN_COOKIE = 'academy_signed_in';

/**
 * The header a cookie-authenticated change must carry. No cross-site form sends it, and no
 * cross-site script can without a CORS preflight this server never grants.
 */
export const SAME_SITE_HEADER = 'x-requested-with';

/** The value of the cookie `name` in the request's Cookie header, if any. */
export function cookieOf(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== name) continue;
    const value = pair.slice(at + 1).trim();
    return value.length > 0 ? value : undefined;
  }
  return undefined;
}

/**
 * Whether a cookie-authenticated request may be what it is: a read, or a change asked by the web
 * app's own code (which sends SAME_SITE_HEADER). `changes` is true for a GET that changes something.
 */
export function sameSiteOrRead(request: FastifyRequest, changes: boolean): boolean {
  const read = (request.method === 'GET' || request.method === 'HEAD') && !changes;
  return read || typeof request.headers[SAME_SITE_HEADER] === 'string';
}

function cookie(
  request: FastifyRequest,
  name: string,
  value: string,
  maxAgeSeconds: number,
  httpOnly: boolean,
) {
  const parts = [`${name}=${value}`, 'Path=/', `Max-Age=${maxAgeSeconds}`, 'SameSite=Lax'];
  if (httpOnly) parts.push('HttpOnly');
  // behind https (directly, or through a trusted proxy that says so) the cookie never goes out in clear
  if (request.protocol === 'https') parts.push('Secure');
  return parts.join('; ');
}

/** Hands the browser the session's token, for as long as the session may last at most. */
export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeMs: number,
) {
  const seconds = Math.floor(maxAgeMs / 1000);
  reply.header('set-cookie', [
    cookie(request, SESSION_COOKIE, token, seconds, true),
    cookie(request, SIGNED_IN_COOKIE, '1', seconds, false),
  ]);
}

/** Makes the browser forget the session (signing out). */
export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply) {
  reply.header('set-cookie', [
    cookie(request, SESSION_COOKIE, '', 0, true),
    cookie(request, SIGNED_IN_COOKIE, '', 0, false),
  ]);
}
