import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type UploadType, uploadTypeSchema } from '@academy/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.js';

/** An upload waiting on local disk to be checked and stored. */
export interface ReceivedUpload {
  type: UploadType;
  path: string;
  size: number;
  name: string;
  /** removes the temporary file */
  dispose(): Promise<void>;
}

/** Counts bytes as they pass and stops the stream as soon as there are too many. */
function byteLimit(maxBytes: number, counted: { size: number }) {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      counted.size += chunk.length;
      if (counted.size > maxBytes) done(new AppError('file-too-large'));
      else done(null, chunk);
    },
  });
}

/** Size limits keep their own answer; a body that is not well-formed multipart is the client's fault. */
function asClientError(error: unknown) {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('file-too-large');
  return new AppError('validation-failed', { files: 'validation.fileContent' });
}

/**
 * Reads `POST file`'s multipart body: the `type` field, then the `files` file part.
 * `admit(type)` runs before any file byte is read: it refuses the type (403) or gives its size
 * limit, which is enforced while streaming to a temporary file, so a large upload is never
 * held in memory and an oversized one is stopped at the limit.
 */
export async function receiveUpload(
  request: FastifyRequest,
  admit: (type: UploadType) => number,
): Promise<ReceivedUpload> {
  let type: UploadType | undefined;
  let received: ReceivedUpload | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname !== 'type') continue;
        const parsed = uploadTypeSchema.safeParse(part.value);
        if (!parsed.success) throw new AppError('validation-failed', { type: 'validation.fileType' });
        type = parsed.data;
        continue;
      }
      if (part.fieldname !== 'files')
        throw new AppError('validation-failed', { files: 'validation.required' });
      // The type decides who may send the file and how large it may be: it must come first.
      if (!type) throw new AppError('validation-failed', { type: 'validation.required' });
      const maxBytes = admit(type);
      const path = join(tmpdir(), `academy-upload-${randomBytes(12).toString('hex')}`);
      const dispose = () => rm(path, { force: true });
      received = { type, path, size: 0, name: part.filename, dispose };
      const counted = { size: 0 };
      await pipeline(part.file, byteLimit(maxBytes, counted), createWriteStream(path));
      received.size = counted.size;
    }
  } catch (error) {
    await received?.dispose();
    throw asClientError(error);
  }
  if (!type) throw new AppError('validation-failed', { type: 'validation.required' });
  if (!received) throw new AppError('validation-failed', { files: 'validation.required' });
  return received;
}
