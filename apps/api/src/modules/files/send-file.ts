import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply, FastifyRequest } from 'fastify';
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

/**
 * Streams a stored file with the type recorded at upload (never sniffed), and serves byte
 * ranges so a video can be sought without downloading it whole. `download` makes even a pdf or
 * an image a download under its original name.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  file: StoredFile,
  options: { download?: boolean } = {},
) {
  const range = parseRange(request.headers.range, file.size);
  reply
    .header('X-Content-Type-Options', 'nosniff')
    .header('Accept-Ranges', 'bytes')
    // an id always names the same bytes
    .header('Cache-Control', 'private, max-age=31536000, immutable')
    .header('Content-Disposition', disposition(file, options.download ?? false));
  if (range === 'unsatisfiable') {
    reply.header('Content-Range', `bytes */${file.size}`);
    throw new AppError('range-not-satisfiable');
  }
  const opened = await storage.read(file.storageKey, range ?? undefined);
  if (!opened) throw new AppError('not-found');
  reply.type(file.mime);
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
