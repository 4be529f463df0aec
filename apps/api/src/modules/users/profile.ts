import {
  AVATAR_URL_PATTERN,
  type GetProfileQuery,
  PROFILE_FIELDS,
  type Profile,
  type SaveProfileRequest,
} from '@academy/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { files, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { peopleInScope } from '../../lib/scope.js';
import type { AuthUser } from '../../lib/session-user.js';
import { queueWebhookEvent } from '../webhooks/index.js';
import { personData, personEventColumns } from './person-events.js';

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

/**
 * `user/get-data`: the fields asked for (all without `data[]`) of the caller, or of the person
 * `userID` when he is in the caller's scope (an admin: anyone; a tsm or master: their people;
 * a student or fact user: no one else). Anyone else is refused: 403 to all but an admin, whether
 * the person exists or not, so that the answer tells nothing about people out of scope.
 */
export async function getProfile(
  db: Db,
  viewer: AuthUser,
  query: GetProfileQuery,
): Promise<Partial<Profile>> {
  const userId = query.userID ?? viewer.id;
  const fields = query['data[]'] ?? PROFILE_FIELDS;
  const columns = Object.fromEntries(fields.map((field) => [field, profileColumns[field]]));
  const others = userId === viewer.id ? undefined : and(isNull(users.deletedAt), peopleInScope(viewer));
  const [profile] = await db
    .select(columns)
    .from(users)
    .where(and(eq(users.id, userId), others))
    .limit(1);
  if (profile) return profile;
  throw new AppError(viewer.type === 'admin' || userId === viewer.id ? 'user-not-found' : 'forbidden');
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

/**
 * Saves the fields the user sent (an absent one stays as it was) and answers the whole profile;
 * the save is told to webhooks (person.changed) in its transaction.
 */
export async function saveProfile(db: Db, userId: string, input: SaveProfileRequest): Promise<Profile> {
  if (input.avatar) await checkAvatar(db, userId, input.avatar);
  return db.transaction(async (tx) => {
    // Drizzle leaves out of the update every key whose value is undefined.
    const [saved] = await tx
      .update(users)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning({ ...profileColumns, ...personEventColumns });
    if (!saved) throw new AppError('user-not-found');
    await queueWebhookEvent(tx, 'person.changed', personData(saved));
    // the answer is the profile's fields alone
    const { id: _personId, status: _status, distributorId: _distributorId, ...profile } = saved;
    return profile;
  });
}
