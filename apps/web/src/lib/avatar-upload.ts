import { fileCalls, type UploadedFile } from '@academy/domain';
import { call } from './api';

/** Uploads a person's picture (`POST file`, type user_avatar); its answered url is what a user record keeps. */
export function uploadAvatar(file: File): Promise<UploadedFile> {
  const form = new FormData();
  form.append('type', 'user_avatar');
  form.append('files', file);
  return call(fileCalls.upload, { body: form });
}
