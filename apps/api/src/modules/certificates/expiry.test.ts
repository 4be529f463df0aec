import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates, notifications } from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import { makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { newVerificationCode } from './code.js';
import { sendExpiryNotices } from './expiry.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;

/** A certificate of a new learner that ends `days` from `now` (null: never), changed by `set`. */
async function certificateEnding(
  now: Date,
  days: number | null,
  set: Partial<typeof certificates.$inferInsert> = {},
) {
  const user = await makeUser(t.deps.db);
  await t.deps.db.insert(certificates).values({
    id: newId(),
    userId: user.id,
    kind: 'custom',
    code: newVerificationCode(),
    title: `Ends in ${days} days`,
    expiresAt: days === null ? null : new Date(now.getTime() + days * DAY),
    ...set,
  });
  return user.id;
}

const noticesOf = (userIds: string[]) =>
  t.deps.db
    .select()
    .from(notifications)
    .where(and(inArray(notifications.userId, userIds), eq(notifications.type, 'certificate-expiring')));

describe('certificate expiry notices', () => {
  it('tells each holder once, 30 days before the end; not the revoked, the ended, the far or the endless', async () => {
    const now = new Date('2030-03-01T09:00:00Z');
    const due = [await certificateEnding(now, 30), await certificateEnding(now, 1)];
    const notDue = [
      await certificateEnding(now, 31),
      await certificateEnding(now, null),
      await certificateEnding(now, -1),
      await certificateEnding(now, 10, { revokedAt: now }),
    ];

    // two instances at once: one takes the job, the other finds it busy or nothing left
    const runs = await Promise.all([sendExpiryNotices(t.deps.db, now), sendExpiryNotices(t.deps.db, now)]);
    expect(runs.filter((run) => run !== 'busy').reduce((sum: number, run) => sum + Number(run), 0)).toBe(2);
    expect(await sendExpiryNotices(t.deps.db, now)).toBe(0);

    const notices = await noticesOf(due);
    expect(notices.map((notice) => notice.userId).sort()).toEqual([...due].sort());
    expect(notices.find((notice) => notice.userId === due[0])?.describe).toEqual({
      en: 'Your certificate "Ends in 30 days" ends on 31/03/2030',
      pt: 'Seu certificado "Ends in 30 days" vence em 31/03/2030',
      es: 'Su certificado "Ends in 30 days" vence el 31/03/2030',
    });
    expect(notices[0]?.route).toBe('/courses/my-certificates');
    expect(await noticesOf(notDue)).toEqual([]);

    // a day later the 31-day one comes due, and only it
    expect(await sendExpiryNotices(t.deps.db, new Date(now.getTime() + DAY))).toBe(1);
  });
});
