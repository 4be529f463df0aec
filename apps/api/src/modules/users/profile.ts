import { AVATAR_URL_PATTERN, type Profile, type SaveProfileRequest } from '@academy/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { files, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';

const profileColumns = {
  _id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  dialCode: users.dialCode,
  avatar: users.avatar,
  lang: users.lang,
  countryId: users.countryId,
  state: users.state,
  city: users.city,
  type: users.type,
};

export async function getProfile(db: Db, userId: string): Promise<Profile> {
  const [profile] = await db.select(profileColumns).from(users).where(eq(users.id, userId)).limit(1);
  if (!profile) throw new AppError('user-not-found');
  return profile;
}

/** An avatar must be an avatar upload of the user himself, never someone else's file or an outside URL. */
async function checkAvatar(db: Db, userId: string, url: string) {
  const fileId = AVATAR_URL_PATTERN.exec(url)?.[1] ?? '';
  const [file] = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.ownerId, userId), eq(files.type, 'user_avatar')))
    .limit(1);
  if (!file) throw new AppError('validation-failed', { avatar: 'validation.avatar' });
}

/** Saves the fields the user sent (an absent one stays as it was) and answers the whole profile. */
export async function saveProfile(db: Db, userId: string, input: SaveProfileRequest): Promise<Profile> {
  if (input.avatar) await checkAvatar(db, userId, input.avatar);
  // Drizzle leaves out of the update every key whose value is undefined.
  const [profile] = await db
    .update(users)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning(profileColumns);
  if (!profile) throw new AppError('user-not-found');
  return profile;
}
