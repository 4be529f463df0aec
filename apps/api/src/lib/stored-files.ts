import type { Readable } from 'node:stream';
import type { UploadedFile, UploadType } from '@academy/domain';
import type { Db } from '../db/client.js';
import { files } from '../db/schema/index.js';
import { newId } from './ids.js';
import type { Storage } from './storage.js';

export interface NewFile {
  ownerId: string | null;
  type: UploadType;
  /** the type read from the bytes, and its usual extension */
  mime: string;
  ext: string;
  size: number;
  /** the name the uploader gave it, kept only to name downloads */
  name: string;
  bytes: Buffer | Readable;
}

/**
 * Where a stored file is served. Course images have a public path ending in the stored name,
 * so `<img>` tags work anywhere; every other file is served by id.
 */
export function fileUrl(file: { id: string; type: string; storageKey: string }): string {
  if (file.type === 'course_image') return `/api/file/course/image/${storedName(file.storageKey)}`;
  return `/api/file/${file.id}`;
}

/** The file name part of a storage key (`<id>.<ext>`). */
export const storedName = (storageKey: string) => storageKey.slice(storageKey.lastIndexOf('/') + 1);

/** A name safe to keep and to echo in a download: no path, no control characters, bounded. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter((char) => char >= ' ' && char !== '\u007f' && char !== '"').join('');
  return printable.trim().slice(0, 200);
}

/** Stores the bytes under a server-made key and records them; the row never points to missing bytes. */
export async function recordFile(db: Db, storage: Storage, file: NewFile): Promise<UploadedFile> {
  const id = newId();
  const storageKey = `${file.type}/${id}.${file.ext}`;
  await storage.put(storageKey, file.bytes);
  try {
    await db.insert(files).values({
      id,
      ownerId: file.ownerId,
      type: file.type,
      mime: file.mime,
      size: file.size,
      storageKey,
      originalName: file.name,
    });
  } catch (error) {
    await storage.remove(storageKey);
    throw error;
  }
  return {
    _id: id,
    url: fileUrl({ id, type: file.type, storageKey }),
    mime: file.mime,
    size: file.size,
    name: file.name,
  };
}
