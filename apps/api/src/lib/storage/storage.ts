import type { Readable } from 'node:stream';

/** A stored file's key and size, as a listing gives them. */
export interface StoredObject {
  key: string;
  size: number;
}

/** Where uploaded bytes live: local disk (disk.ts) or an S3-compatible store (s3.ts). */
export interface Storage {
  /** what the server's log and the commands name it by: a folder, or a bucket at its endpoint */
  readonly name: string;
  /** fails with a message an operator can act on when the store cannot be reached or written */
  check(): Promise<void>;
  /** a stream lets a large upload reach the store without being held in memory; the key appears only once whole */
  put(key: string, bytes: Buffer | Readable): Promise<void>;
  /** a stream of the bytes, optionally a byte range (inclusive), or null when the key is unknown; size is the whole file's */
  read(
    key: string,
    range?: { start: number; end: number },
  ): Promise<{ stream: Readable; size: number } | null>;
  /** the file's size, or null when the key is unknown */
  stat(key: string): Promise<{ size: number } | null>;
  /** removing an unknown key is no error */
  remove(key: string): Promise<void>;
  /** every stored file whose key starts with `prefix` */
  list(prefix?: string): AsyncIterable<StoredObject>;
  /**
   * A short-lived address the client may fetch the bytes from directly, served with the given
   * type and disposition; only stores that can sign one offer it. Call it after the access check.
   */
  presignedUrl?(
    key: string,
    seconds: number,
    headers: { contentType: string; contentDisposition: string },
  ): Promise<string>;
}

/**
 * Keys are made by the server (`<type>/<id>.<ext>`): letters, digits, `_`, `-`, `.` in names
 * joined by `/`, never `..`. Anything else is refused by every driver, so that a key can never
 * leave the store's folder or mean two things on two stores.
 */
const SAFE_KEY = /^[a-z0-9_-]+(\/[a-z0-9_.-]+)*$/i;

export function assertSafeKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new UnsafeKeyError(key);
  return key;
}

export const isSafeKey = (key: string) => SAFE_KEY.test(key) && !key.includes('..');

export class UnsafeKeyError extends Error {
  constructor(key: string) {
    super(`unsafe storage key ${JSON.stringify(key)}`);
  }
}
