import { fileCalls, type UploadedFile, type UploadType } from '@academy/domain';
import { call } from './api';

/** Uploads a picture of `type` (`POST file`); its answered url is what the record keeps once saved. */
export function uploadPicture(
  file: File,
  type: Extract<UploadType, 'user_avatar' | 'distributor_logo'>,
): Promise<UploadedFile> {
  const form = new FormData();
  form.append('type', type);
  form.append('files', file);
  return call(fileCalls.upload, { body: form });
}

/** A person's picture (type user_avatar). */
export const uploadAvatar = (file: File) => uploadPicture(file, 'user_avatar');
