import { fileCalls, type UploadedFile, type UploadType } from '@academy/domain';
import { ApiError, call } from '../../lib/api';

/** A file field's value: a stored file's URL (or a hosted video link), a file still to upload, or '' for none. */
export type FileValue = File | string;

/**
 * Thrown when an upload gave no result. Spec section 5: the save stops and says "Invalid file"
 * (a file too large keeps its own, clearer message).
 */
export class UploadFailed extends Error {
  constructor(override readonly cause: unknown) {
    super('upload failed');
  }
}

async function uploadFile(type: UploadType, file: File): Promise<UploadedFile> {
  const form = new FormData();
  // the server reads `type` before the file, so it is appended first
  form.append('type', type);
  form.append('files', file);
  try {
    return await call(fileCalls.upload, { body: form });
  } catch (error) {
    throw error instanceof UploadFailed ? error : new UploadFailed(error);
  }
}

/** The message key of a failed upload: the file's size problem, else "Invalid file". */
export const uploadErrorKey = (error: UploadFailed) =>
  error.cause instanceof ApiError && error.cause.key === 'file-too-large'
    ? 'errors.file-too-large'
    : 'errors.invalid-file';

/**
 * Uploads every new file a form holds, once each, and gives a function that turns a field's
 * value into what the server stores: the uploaded URL, the stored URL it already had, or ''.
 * Any failed upload rejects with UploadFailed before anything is saved.
 */
export async function uploadAll(files: readonly { type: UploadType; value: FileValue }[]) {
  const toUpload = new Map<File, UploadType>();
  for (const { type, value } of files) if (value instanceof File) toUpload.set(value, type);
  const urls = new Map<File, string>();
  await Promise.all(
    [...toUpload].map(async ([file, type]) => {
      urls.set(file, (await uploadFile(type, file)).url);
    }),
  );
  return (value: FileValue): string => (value instanceof File ? (urls.get(value) ?? '') : value.trim());
}
