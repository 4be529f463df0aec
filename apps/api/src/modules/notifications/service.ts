import { NOTIFICATION_LIST_LIMIT, type NotificationList } from '@academy/domain';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { Localized } from '../../db/schema/columns.js';
import { notifications, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { newId, newIdSql } from '../../lib/ids.js';

export interface Notice {
  type: string;
  action?: string;
  describe: Localized;
  /** where clicking the notification leads in the web app */
  route?: string | null;
  /** the record the notice asks someone to act on, so it can be settled for everyone at once */
  aboutId?: string;
}

/** The row of `notice` given to one user. */
export const noticeRow = (userId: string, notice: Notice) => ({
  id: newId(),
  userId,
  type: notice.type,
  action: notice.action ?? '',
  describe: notice.describe,
  route: notice.route ?? null,
  aboutId: notice.aboutId ?? null,
});

/** Gives each of `userIds` the same notice (inside the caller's transaction, when it has one). */
export async function notifyUsers(db: Db | Tx, userIds: readonly string[], notice: Notice) {
  if (userIds.length === 0) return;
  await db.insert(notifications).values(userIds.map((userId) => noticeRow(userId, notice)));
}

/**
 * Gives the notice, in one `INSERT … SELECT` whatever their number, to the people `recipients`
 * (a condition on `users`) selects who can read it (enabled, not removed). A notice about a
 * record (`aboutId`) reaches each person once: whoever already has one of its type about that
 * record is left out, so an event seen twice (a course published again, its audience widened)
 * only tells those who were not told yet.
 */
export async function notifyWhere(db: Db | Tx, recipients: SQL | undefined, notice: Notice) {
  const notToldYet = notice.aboutId
    ? sql`not exists (select 1 from ${notifications} where ${notifications.aboutId} = ${notice.aboutId} and ${notifications.type} = ${notice.type} and ${notifications.userId} = ${users.id})`
    : undefined;
  const readers = and(eq(users.status, 'enabled'), sql`${users.deletedAt} is null`, recipients, notToldYet);
  await db.execute(
    sql`insert into ${notifications} (id, user_id, type, action, describe, route, about_id)
      select ${newIdSql}, ${users.id}, ${notice.type}, ${notice.action ?? ''}, ${JSON.stringify(notice.describe)}::jsonb, ${notice.route ?? null}, ${notice.aboutId ?? null}
      from ${users} where ${readers}`,
  );
}

/**
 * Marks read, for every recipient, the notices of `types` about `aboutIds`: once someone acted
 * on them, no one else is asked to.
 */
export async function settleNotices(db: Db | Tx, types: readonly string[], aboutIds: readonly string[]) {
  if (aboutIds.length === 0) return;
  await db
    .update(notifications)
    .set({ status: 'read' })
    .where(
      and(
        inArray(notifications.aboutId, [...aboutIds]),
        inArray(notifications.type, [...types]),
        eq(notifications.status, 'unread'),
      ),
    );
}

/** Gives every admin the notice: two statements whatever the number of admins. */
export async function notifyAdmins(db: Db | Tx, notice: Notice) {
  const admins = await db.select({ id: users.id }).from(users).where(eq(users.type, 'admin'));
  await notifyUsers(
    db,
    admins.map((admin) => admin.id),
    notice,
  );
}

export async function listNotifications(db: Db, userId: string): Promise<NotificationList> {
  const [rows, [unread]] = await Promise.all([
    db
      .select({
        id: notifications.id,
        type: notifications.type,
        action: notifications.action,
        status: notifications.status,
        describe: notifications.describe,
        route: notifications.route,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATION_LIST_LIMIT),
    db
      .select({ value: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.status, 'unread'))),
  ]);
  return {
    items: rows.map(({ id, createdAt, ...rest }) => ({
      _id: id,
      ...rest,
      createdAt: createdAt.toISOString(),
    })),
    unread: unread?.value ?? 0,
  };
}

/** Marks one of the user's own notifications read; anyone else's is as good as missing. */
export async function markAsRead(db: Db, userId: string, id: string) {
  const updated = await db
    .update(notifications)
    .set({ status: 'read' })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (updated.length === 0) throw new AppError('not-found');
}

/** The bell's "clear" button: the user's notifications are gone for good. */
export async function clearNotifications(db: Db, userId: string) {
  await db.delete(notifications).where(eq(notifications.userId, userId));
}
