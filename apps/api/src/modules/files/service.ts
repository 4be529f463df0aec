import { createReadStream } from 'node:fs';
import { UPLOAD_RULES, type UploadedFile, type UploadType } from '@academy/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { files } from '../../db/schema/index.js';
import type { AppDeps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import type { AuthUser } from '../../lib/session-user.js';
import { cleanFileName, recordFile } from '../../lib/stored-files.js';
import type { ReceivedUpload } from './receive.js';

/** Whether `user` may upload a file of `type`; gives the size limit, or refuses with 403. */
export function uploadLimitFor(user: AuthUser, type: UploadType): number {
  const rule = UPLOAD_RULES[type];
  if (rule.adminOnly && user.type !== 'admin') throw new AppError('forbidden');
  return rule.maxBytes;
}

/**
 * Checks an upload's real type from its bytes (never its name or the client's content type)
 * against what its upload type allows, then stores and records it.
 */
export async function storeUpload(
  { db, storage }: AppDeps,
  user: AuthUser,
  upload: ReceivedUpload,
): Promise<UploadedFile> {
  // loaded by the first upload, not at the server's start
  const { fileTypeFromFile } = await import('file-type');
  const detected = upload.size > 0 ? await fileTypeFromFile(upload.path) : undefined;
  if (!detected || !UPLOAD_RULES[upload.type].mimes.includes(detected.mime))
    throw new AppError('invalid-file', { files: 'validation.fileContent' });
  return recordFile(db, storage, {
    ownerId: user.id,
    type: upload.type,
    mime: detected.mime,
    ext: detected.ext,
    size: upload.size,
    name: cleanFileName(upload.name),
    bytes: createReadStream(upload.path),
  });
}

export type StoredFile = typeof files.$inferSelect;

export async function findFile(db: Db, id: string): Promise<StoredFile> {
  const [file] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  if (!file) throw new AppError('not-found');
  return file;
}

/** A course image by its stored name (`<id>.<ext>`), as its public URL names it. */
export async function findCourseImage(db: Db, name: string): Promise<StoredFile> {
  const [file] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, name.slice(0, 24)), eq(files.type, 'course_image')))
    .limit(1);
  if (!file?.storageKey.endsWith(`/${name}`)) throw new AppError('not-found');
  return file;
}
