import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, notifications, tsmDistributors, users } from '../../db/schema/index.js';
import { bearer, login, makeCountry, makeDistributor, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { sendRegistrationReminders } from './registration-reminders.js';

let t: TestApp;
let distributorId: string;
let staff: { admin: string; master: string; tsm: string; otherMaster: string; otherTsm: string };
const emails = new Map<string, string>();
const HOUR = 3_600_000;
const now = new Date('2031-05-10T12:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  const country = await makeCountry(t.deps.db);
  distributorId = await makeDistributor(t.deps.db, country.id);
  const otherDistributor = await makeDistributor(t.deps.db, country.id);
  const make = async (options: Parameters<typeof makeUser>[1]) => {
    const user = await makeUser(t.deps.db, options);
    emails.set(user.id, user.email);
    return user.id;
  };
  staff = {
    admin: await make({ type: 'admin', lang: 'en' }),
    master: await make({ type: 'master', distributorId, lang: 'pt' }),
    tsm: await make({ type: 'tsm', tsmRegionType: 'BR', lang: 'es' }),
    otherMaster: await make({ type: 'master', distributorId: otherDistributor }),
    otherTsm: await make({ type: 'tsm', tsmRegionType: 'BR' }),
  };
  await t.deps.db.insert(tsmDistributors).values([
    { tsmId: staff.tsm, distributorId },
    { tsmId: staff.otherTsm, distributorId: otherDistributor },
  ]);
});
afterAll(() => t.close());

/** A registration of the distributor made `hoursAgo` before `now`. */
async function registeredAgo(hoursAgo: number, status: 'pending' | 'enabled' = 'pending') {
  const { id } = await makeUser(t.deps.db, { status, distributorId, name: `Waiting ${hoursAgo}h` });
  await t.deps.db
    .update(users)
    .set({ createdAt: new Date(now.getTime() - hoursAgo * HOUR) })
    .where(eq(users.id, id));
  return id;
}

const remindersAbout = (id: string) =>
  t.deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.aboutId, id), eq(notifications.type, 'user-registration-reminder')));

describe('registration reminders', () => {
  it('when a registration waits 48 hours, reminds its admins, master and tsm once, by notice and mail; not before', async () => {
    const young = await registeredAgo(47);
    const old = await registeredAgo(49);
    const answered = await registeredAgo(60, 'enabled');

    expect(await sendRegistrationReminders(t.deps.db, now)).toBe(1);

    const reminders = await remindersAbout(old);
    expect(reminders.map((row) => row.userId).sort()).toEqual([staff.admin, staff.master, staff.tsm].sort());
    expect(reminders[0]).toMatchObject({ status: 'unread', route: '/settings/users_check' });
    expect(reminders[0]?.describe).toEqual({
      en: expect.stringContaining('Waiting 49h'),
      pt: expect.stringContaining('Waiting 49h'),
      es: expect.stringContaining('Waiting 49h'),
    });
    expect(await remindersAbout(young)).toEqual([]);
    expect(await remindersAbout(answered)).toEqual([]);

    const staffEmails = Object.values(staff).map((id) => emails.get(id) as string);
    const mails = await t.deps.db
      .select({ to: mailOutbox.to, subject: mailOutbox.subject, text: mailOutbox.text })
      .from(mailOutbox)
      .where(inArray(mailOutbox.to, staffEmails));
    expect(mails.map((mail) => [mail.to, mail.subject]).sort()).toEqual(
      [
        [emails.get(staff.admin), 'A registration is waiting for your answer'],
        [emails.get(staff.master), 'Um cadastro aguarda a sua resposta'],
        [emails.get(staff.tsm), 'Un registro espera su respuesta'],
      ].sort(),
    );
    expect(mails.every((mail) => mail.text?.includes('Waiting 49h'))).toBe(true);

    const [marked] = await t.deps.db
      .select({ at: users.moderationRemindedAt })
      .from(users)
      .where(eq(users.id, old));
    expect(marked?.at).toEqual(now);

    // later passes remind no one again; the younger one is reminded once its 48 hours are up
    expect(await sendRegistrationReminders(t.deps.db, now)).toBe(0);
    const later = new Date(now.getTime() + 2 * HOUR);
    expect(await sendRegistrationReminders(t.deps.db, later)).toBe(1);
    expect(await remindersAbout(old)).toHaveLength(3);
    expect(await remindersAbout(young)).toHaveLength(3);
  });

  it('when the registration is answered, its reminders are read for everyone', async () => {
    const old = await registeredAgo(50);
    await sendRegistrationReminders(t.deps.db, now);
    const master = await t.deps.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, staff.master));
    const token = await login(t.app, master[0]?.email as string, 'secret123');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/accept',
      headers: bearer(token),
      payload: { userIds: [old], accept: true },
    });
    expect(res.statusCode).toBe(200);
    const reminders = await remindersAbout(old);
    expect(reminders).toHaveLength(3);
    expect(reminders.every((row) => row.status === 'read')).toBe(true);
  });

  it('reminds in batches: more registrations than a batch are all reminded in one pass', async () => {
    const many: string[] = [];
    for (let i = 0; i < 55; i++) many.push(await registeredAgo(72));
    expect(await sendRegistrationReminders(t.deps.db, now)).toBe(55);
    const reminded = await t.deps.db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, many), eq(users.moderationRemindedAt, now)));
    expect(reminded).toHaveLength(55);
  });
});
