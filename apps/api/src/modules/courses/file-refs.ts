import type { UploadType } from '@academy/domain';
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { files } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { fileUrl } from '../../lib/stored-files.js';

/** A stored file's URL as POST /api/file answers it: '/api/file/<id>' or a course image's public path. */
const FILE_URL = /^\/api\/file\/(?:course\/image\/)?([0-9a-f]{24})(?:\.[a-z0-9]{1,5})?$/;

export const fileIdOf = (ref: string): string | null => FILE_URL.exec(ref)?.[1] ?? null;

/** A file a course or lesson refers to: where in the request, the URL, and the upload type it must be. */
export interface FileRef {
  path: string;
  ref: string;
  type: UploadType;
}

/**
 * Checks in one query that every reference names a stored file of the right type, and answers
 * 422 invalid-file naming each one that does not. Gives each reference's canonical URL and name.
 */
export async function checkFileRefs(
  db: Db | Tx,
  refs: readonly FileRef[],
): Promise<Map<string, { url: string; name: string }>> {
  const found = new Map<string, { url: string; name: string }>();
  if (refs.length === 0) return found;
  const ids = [...new Set(refs.map((item) => fileIdOf(item.ref)).filter((id) => id !== null))];
  const rows = ids.length
    ? await db
        .select({ id: files.id, type: files.type, storageKey: files.storageKey, name: files.originalName })
        .from(files)
        .where(inArray(files.id, ids))
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const invalid: Record<string, string> = {};
  for (const item of refs) {
    const id = fileIdOf(item.ref);
    const row = id ? byId.get(id) : undefined;
    if (!row || row.type !== item.type) invalid[item.path] = 'validation.invalidFile';
    else found.set(item.ref, { url: fileUrl(row), name: row.name });
  }
  if (Object.keys(invalid).length > 0) throw new AppError('invalid-file', invalid);
  return found;
}

/** The original names of stored files by their URLs, in one query (unknown ones are left out). */
export async function fileNames(db: Db, refs: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(refs.map(fileIdOf).filter((id) => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: files.id, name: files.originalName })
    .from(files)
    .where(inArray(files.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row.name]));
  const names = new Map<string, string>();
  for (const ref of refs) {
    const id = fileIdOf(ref);
    const name = id ? byId.get(id) : undefined;
    if (name !== undefined) names.set(ref, name);
  }
  return names;
}
