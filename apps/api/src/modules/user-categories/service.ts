import {
  type SaveUserCategoryRequest,
  settingValueSchemas,
  USER_CATEGORIES_MAX,
  type UserCategoryItem,
} from '@academy/domain';
import { and, count, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { settings, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { peopleInScope } from '../../lib/scope.js';
import type { AuthUser } from '../../lib/session-user.js';

const SETTING = 'user_categories';

/** The titles as stored; a missing or damaged setting reads as no category. */
async function readTitles(db: Db | Tx, forUpdate = false): Promise<string[]> {
  const query = db.select({ value: settings.value }).from(settings).where(eq(settings.name, SETTING));
  const [row] = forUpdate ? await query.for('update') : await query;
  const parsed = settingValueSchemas.user_categories.safeParse(row?.value);
  return parsed.success ? parsed.data : [];
}

const writeTitles = (tx: Tx, titles: string[]) =>
  tx
    .insert(settings)
    .values({ name: SETTING, value: titles })
    .onConflictDoUpdate({ target: settings.name, set: { value: titles, updatedAt: new Date() } });

/** Every category by index, with how many users are in it (one grouped count). */
/** Every category with how many of the people the viewer may see are in it. */
export async function listUserCategories(
  db: Db,
  viewer: AuthUser,
): Promise<(UserCategoryItem & { users: number })[]> {
  const titles = await readTitles(db);
  const counts = await db
    .select({ index: users.categoryIndex, users: count() })
    .from(users)
    .where(and(isNotNull(users.categoryIndex), peopleInScope(viewer)))
    .groupBy(users.categoryIndex);
  const byIndex = new Map(counts.map((row) => [row.index, row.users]));
  return titles.map((title, id) => ({ id, title, users: byIndex.get(id) ?? 0 }));
}

export async function getUserCategory(db: Db, id: number): Promise<UserCategoryItem> {
  const title = (await readTitles(db))[id];
  if (title === undefined) throw new AppError('not-found');
  return { id, title };
}

/** Renames a category, or adds one at the end (its id is the next index). */
export async function saveUserCategory(db: Db, input: SaveUserCategoryRequest): Promise<UserCategoryItem> {
  return db.transaction(async (tx) => {
    // The row lock makes two saves at once take turns instead of one losing the other's change.
    const titles = await readTitles(tx, true);
    if (input.id !== undefined) {
      if (titles[input.id] === undefined) throw new AppError('not-found');
      titles[input.id] = input.title;
      await writeTitles(tx, titles);
      return { id: input.id, title: input.title };
    }
    if (titles.length >= USER_CATEGORIES_MAX)
      throw new AppError('validation-failed', { title: 'validation.invalid' });
    titles.push(input.title);
    await writeTitles(tx, titles);
    return { id: titles.length - 1, title: input.title };
  });
}

/**
 * Removes a category. In the same transaction its users are left without one and the users of
 * every later category follow theirs, which moves up by one index.
 */
export async function removeUserCategory(db: Db, id: number): Promise<{ ok: true; clearedUsers: number }> {
  return db.transaction(async (tx) => {
    const titles = await readTitles(tx, true);
    if (titles[id] === undefined) throw new AppError('not-found');
    const cleared = await tx
      .update(users)
      .set({ categoryIndex: null })
      .where(eq(users.categoryIndex, id))
      .returning({ id: users.id });
    await tx
      .update(users)
      .set({ categoryIndex: sql`${users.categoryIndex} - 1` })
      .where(gt(users.categoryIndex, id));
    await writeTitles(
      tx,
      titles.filter((_, index) => index !== id),
    );
    return { ok: true as const, clearedUsers: cleared.length };
  });
}
