import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type UploadType, uploadTypeSchema } from '@academy/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.js';

/** A file received on local disk, waiting to be checked and stored. */
export interface ReceivedFile {
  path: string;
  size: number;
  name: string;
  /** removes the temporary file */
  dispose(): Promise<void>;
}

/** An upload of `POST file`: a received file of a type. */
export interface ReceivedUpload extends ReceivedFile {
  type: UploadType;
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

/** A file part streamed to a temporary file of its own, stopped past `maxBytes`. */
async function toTemporaryFile(file: Readable, name: string, maxBytes: number): Promise<ReceivedFile> {
  const path = join(tmpdir(), `academy-upload-${randomBytes(12).toString('hex')}`);
  const received: ReceivedFile = { path, size: 0, name, dispose: () => rm(path, { force: true }) };
  const counted = { size: 0 };
  try {
    await pipeline(file, byteLimit(maxBytes, counted), createWriteStream(path));
  } catch (error) {
    await received.dispose();
    throw error;
  }
  received.size = counted.size;
  return received;
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
  let received: ReceivedFile | undefined;
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
      received = await toTemporaryFile(part.file, part.filename, admit(type));
    }
  } catch (error) {
    await received?.dispose();
    throw asClientError(error);
  }
  if (!type) throw new AppError('validation-failed', { type: 'validation.required' });
  if (!received) throw new AppError('validation-failed', { files: 'validation.required' });
  return { ...received, type };
}

/**
 * Reads a multipart body of one `files` part (other fields are passed over) into a temporary
 * file, stopped past `maxBytes`: a limit of the call's own, which may be above the other
 * uploads' (the multipart parser's limit is raised for this request only).
 */
export async function receiveFile(request: FastifyRequest, maxBytes: number): Promise<ReceivedFile> {
  let received: ReceivedFile | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type === 'field') continue;
      if (part.fieldname !== 'files')
        throw new AppError('validation-failed', { files: 'validation.required' });
      received = await toTemporaryFile(part.file, part.filename, maxBytes);
    }
  } catch (error) {
    await received?.dispose();
    throw asClientError(error);
  }
  if (!received) throw new AppError('validation-failed', { files: 'validation.required' });
  return received;
}
