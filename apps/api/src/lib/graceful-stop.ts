import { Server } from 'node:net';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** true from the start of stopGracefully on: the readiness check answers not-ready */
    stopping: boolean;
  }
}

/**
 * While the app stops, every answer closes its connection (`Connection: close`), so a kept-alive
 * client opens its next one elsewhere instead of sending a request on a connection about to be
 * closed under it.
 */
export function registerGracefulStop(app: FastifyInstance) {
  app.decorate('stopping', false);
  app.addHook('onSend', async (_request, reply, payload) => {
    if (app.stopping) reply.header('connection', 'close');
    return payload;
  });
}

/**
 * Stops serving without resetting a connection. New connections are refused at once. The open
 * ones carry on for up to `graceMs`, each answer closing its connection; then the ones that sent
 * nothing in the grace are closed, the requests still in flight finish, and only once the last
 * connection has ended does the app close (its onClose hooks: Redis...). Requests are answered,
 * not refused: the 503 of these moments is the readiness check's (`server: stopping`), logged
 * and counted as any answer is.
 */
export async function stopGracefully(app: FastifyInstance, graceMs: number) {
  app.stopping = true;
  // net.Server's close stops accepting and calls back once every connection has ended.
  // http.Server's own close would also drop every idle kept-alive connection at once, racing a
  // request its client may be sending on it: that race was a connection reset.
  const ended = new Promise<void>((resolve) => Server.prototype.close.call(app.server, () => resolve()));
  let graceOver: NodeJS.Timeout | undefined;
  await Promise.race([ended, new Promise((resolve) => (graceOver = setTimeout(resolve, graceMs)))]);
  clearTimeout(graceOver);
  app.server.closeIdleConnections();
  await ended;
  await app.close();
}
