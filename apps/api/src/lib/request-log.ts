import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const REQUEST_ID_HEADER = 'x-request-id';
/** what a proxy's or a client's request id may look like to be kept: short, nothing to escape */
const PLAIN_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The request id: the one a proxy or client sent when it is a short plain token, so one request can be followed across hops; else a new one. */
export function requestIdOf(raw: IncomingMessage): string {
  const sent = raw.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && PLAIN_REQUEST_ID.test(sent) ? sent : randomUUID();
}

/** The route's pattern (`/api/course/get/:id`), never the URL, whose ids and query (a reset code) vary; `unmatched` when no route took it. */
export const routePatternOf = (request: FastifyRequest): string => request.routeOptions.url ?? 'unmatched';

/**
 * One log line per request, once it is answered: its id, method, route pattern, status,
 * duration, the client's address (the one X-Forwarded-For gives behind TRUST_PROXY_HOPS
 * proxies, as the rate limits count it) and who asked. Never the URL, a header or a body: those
 * carry tokens, passwords, reset codes and files. The id goes back in the X-Request-ID header of every answer, so a user
 * can quote it (the web app's error snackbar shows it) and it can be found in the log.
 */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook('onResponse', async (request, reply) => logAnswer(request, reply));
}

function logAnswer(request: FastifyRequest, reply: FastifyReply) {
  // `auth` is set by the API's access hook only: undefined on the web app's files
  const auth = request.auth;
  request.log.info(
    {
      method: request.method,
      route: routePatternOf(request),
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
      clientAddress: request.ip,
      userId: auth?.user.id ?? null,
      ...(auth?.simulatedBy && { simulatedBy: auth.simulatedBy.id }),
    },
    'request',
  );
}

/**
 * Fastify answers a URL it cannot route (malformed, a parameter too long) without running any
 * hook: this gives that answer its id, its log line and its count in the metrics all the same.
 */
export function followUnroutedRequest(request: FastifyRequest, reply: FastifyReply) {
  reply.header(REQUEST_ID_HEADER, request.id);
  reply.raw.once('finish', () => {
    logAnswer(request, reply);
    request.server.metrics?.observeRequest(request, reply);
  });
}
