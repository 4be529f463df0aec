import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A refused body up to this size is read and dropped so its connection stays open: about what a
 * refused photo or pdf weighs, cheaper to read than a broken upload and a new connection.
 */
export const DRAIN_LIMIT_BYTES = 16 * 1024 * 1024;

/** Whether a request carries a body (RFC 9112: a Content-Length above 0, or Transfer-Encoding). */
const hasBody = (headers: IncomingHttpHeaders) =>
  headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;

/**
 * Frees the connection of a request answered before its body was read to the end (an upload
 * refused by its type or size, a caller refused before the body was parsed). HTTP/1.1 reads
 * the next request only after this one's body, and a parser that stopped reading it (busboy
 * holding a refused file) would leave the connection stalled. A body that has arrived, or whose
 * declared size is small enough, is read and dropped, so the connection serves the next request;
 * any other is not read for nothing: the answer says `Connection: close`, and the server closes
 * the connection once it is sent.
 */
export function releaseUnreadBody(request: FastifyRequest, reply: FastifyReply) {
  const raw = request.raw;
  if (raw.readableEnded || !hasBody(raw.headers)) return;
  raw.unpipe();
  if (raw.complete || Number(raw.headers['content-length']) <= DRAIN_LIMIT_BYTES) raw.resume();
  else reply.header('connection', 'close');
}
