import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import type { Storage } from '../../lib/storage.js';
import { parseRange } from './range.js';
import type { StoredFile } from './service.js';

/** Types a browser may show in the page; anything else is downloaded. */
const INLINE = /^(image|video)\/|^application\/pdf$/;

function disposition(file: StoredFile, download: boolean): string {
  const name = file.originalName || file.storageKey.slice(file.storageKey.lastIndexOf('/') + 1);
  return contentDisposition(name, { type: !download && INLINE.test(file.mime) ? 'inline' : 'attachment' });
}

/** Long enough for the client to follow the redirect; each request for the file gets a fresh one. */
const PRESIGNED_SECONDS = 60;

/**
 * Streams a stored file with the type recorded at upload (never sniffed), and serves byte
 * ranges so a video can be sought without downloading it whole. `download` makes even a pdf or
 * an image a download under its original name. The caller has found the file for the asker, so
 * access is checked; then a file larger than S3_PRESIGN_LARGER_THAN_BYTES, on a store that can
 * sign addresses, is answered by a redirect to a short-lived one (the store serves its ranges).
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  { storage, config }: Pick<AppDeps, 'storage' | 'config'>,
  file: StoredFile,
  options: { download?: boolean } = {},
) {
  const contentDisposition = disposition(file, options.download ?? false);
  reply.header('Content-Disposition', contentDisposition);
  const threshold = config.presignLargerThanBytes;
  const satisfiable = parseRange(request.headers.range, file.size) !== 'unsatisfiable';
  if (storage.presignedUrl && threshold !== undefined && file.size > threshold && satisfiable) {
    const url = await storage.presignedUrl(file.storageKey, PRESIGNED_SECONDS, {
      contentType: file.mime,
      contentDisposition,
    });
    // the address expires: neither it nor the redirect may be kept
    return reply.header('Cache-Control', 'private, no-store').redirect(url, 302);
  }
  return sendStoredBytes(request, reply, storage, {
    key: file.storageKey,
    size: file.size,
    mime: file.mime,
    // an id always names the same bytes
    cacheControl: 'private, max-age=31536000, immutable',
  });
}

/**
 * Streams the bytes stored under `key` as `mime`, the whole file or the one byte range the
 * request asks for (206, or 416 outside the file, which no cache keeps), with `cacheControl`.
 * The caller has checked access and set the answer's other headers; a key the store does not
 * hold is 404.
 */
export async function sendStoredBytes(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  file: { key: string; size: number; mime: string; cacheControl: string },
) {
  const range = parseRange(request.headers.range, file.size);
  reply.header('X-Content-Type-Options', 'nosniff');
  if (range === 'unsatisfiable') {
    reply.header('Content-Range', `bytes */${file.size}`);
    throw new AppError('range-not-satisfiable');
  }
  const opened = await storage.read(file.key, range ?? undefined);
  if (!opened) throw new AppError('not-found');
  reply.header('Accept-Ranges', 'bytes').header('Cache-Control', file.cacheControl).type(file.mime);
  if (range) {
    reply
      .code(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${opened.size}`)
      .header('Content-Length', range.end - range.start + 1);
  } else {
    reply.header('Content-Length', opened.size);
  }
  return reply.send(opened.stream);
}
