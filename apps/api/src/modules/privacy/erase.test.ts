import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  certificates,
  dataRequests,
  fileDeletions,
  files,
  lessons,
  mailOutbox,
  notifications,
  users,
  webhookDeliveries,
  webhookSubscriptions,
} from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import { completeCourse, publishedCourse, signedIn } from '../../test/certificates.js';
import { askerOf, bearer, login, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { erasePerson } from './erase-person.js';
import { deleteQueuedFiles } from './file-deletions.js';

let t: TestApp;
let adminToken: string;
let adminId: string;
let course: { courseId: string; lessonIds: string[] };

const erase = (id: string, certificates: string, token = adminToken) =>
  t.app.inject({
    method: 'POST',
    url: `/api/privacy/erase/${id}`,
    headers: bearer(token),
    payload: { certificates },
  });

const courseFigures = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/report/course-list-realtime?ids=${course.courseId}`,
      headers: bearer(adminToken),
    })
  ).json().data.items;

/** Every text and JSON value of every table of the database that holds `needle`, as table.column. */
async function tracesOf(needle: string) {
  const columns = (await t.deps.db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json')`)) as unknown as {
    rows?: { table_name: string; column_name: string }[];
  };
  const rows = columns.rows ?? (columns as unknown as { table_name: string; column_name: string }[]);
  const found: string[] = [];
  for (const { table_name, column_name } of rows) {
    const hits = (await t.deps.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)}::text ilike ${`%${needle}%`}`,
    )) as unknown as { rows?: { n: number }[] } & { n: number }[];
    const n = (hits.rows ?? hits)[0]?.n ?? 0;
    if (n > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

/** A learner with a whole history: progress and a certificate, a picture, mails, notices, audit and webhook quotes, a request. */
async function learnerWithHistory(name: string, email: string) {
  const learner = await signedIn(t, { name, email });
  await completeCourse(learner.api, course);
  const storageKey = `user_avatar/${newId()}.png`;
  await t.deps.storage.put(storageKey, Buffer.from('a picture'));
  await t.deps.db.insert(files).values({
    id: newId(),
    ownerId: learner.id,
    type: 'user_avatar',
    mime: 'image/png',
    size: 9,
    storageKey,
    originalName: 'me.png',
  });
  await t.deps.db
    .insert(mailOutbox)
    .values({ id: newId(), to: email, subject: `Hello ${name}`, text: 'Hi', status: 'logged' });
  await t.deps.db.insert(notifications).values({
    id: newId(),
    userId: adminId,
    type: 'registration',
    describe: { en: `${name} registered`, pt: `${name} se cadastrou`, es: `${name} se registró` },
    aboutId: learner.id,
  });
  await t.deps.db.insert(auditLog).values({
    id: newId(),
    actorId: adminId,
    action: 'user.update',
    entity: 'user',
    entityId: learner.id,
    details: { before: { name, email } },
  });
  const [subscription] = await t.deps.db
    .insert(webhookSubscriptions)
    .values({
      id: newId(),
      name: 'CRM',
      url: 'https://hooks.example/academy',
      events: ['person.changed'],
      secretSealed: 'x',
    })
    .returning();
  await t.deps.db.insert(webhookDeliveries).values({
    id: newId(),
    subscriptionId: subscription?.id ?? '',
    eventType: 'person.changed',
    payload: { person: { id: learner.id, name, email } },
  });
  await t.deps.db.insert(dataRequests).values({
    id: newId(),
    userId: learner.id,
    kind: 'erasure',
    details: `Please erase ${email}`,
    dueAt: new Date(),
  });
  return learner;
}

beforeAll(async () => {
  t = await createTestApp();
  const admin = await makeUser(t.deps.db, { type: 'admin' });
  adminId = admin.id;
  adminToken = await login(t.app, admin.email, admin.password);
  course = await publishedCourse(t, { title: 'Erasure course' });
  await t.deps.db
    .update(lessons)
    .set({ generateCertificate: true })
    .where(eq(lessons.id, course.lessonIds.at(-1) ?? ''));
});
afterAll(async () => {
  await t?.close();
});

describe("a person's erasure", () => {
  it('leaves no trace of his name, email or files in any table or in the store, and the reports keep their counts', async () => {
    const learner = await learnerWithHistory('Zuleica Quintanilha', 'zuleica.quintanilha@erase.example');
    const [picture] = await t.deps.db.select().from(files).where(eq(files.ownerId, learner.id));
    const before = await courseFigures();
    expect(before[0].figures.enrolled).toBeGreaterThan(0);
    expect(await tracesOf('Quintanilha')).not.toEqual([]);

    const response = await erase(learner.id, 'initials');
    expect(response.statusCode, response.body).toBe(200);
    expect(await tracesOf('Quintanilha')).toEqual([]);
    expect(await tracesOf('zuleica')).toEqual([]);
    expect(await courseFigures()).toEqual(before);

    // the picture's bytes go with the next pass of the deletions job
    expect(await t.deps.storage.read(picture?.storageKey ?? '')).not.toBeNull();
    expect(await deleteQueuedFiles(t.deps.db, t.deps.storage)).toEqual({ deleted: 1, failed: 0 });
    expect(await t.deps.storage.read(picture?.storageKey ?? '')).toBeNull();
    const stored: string[] = [];
    for await (const object of t.deps.storage.list()) stored.push(object.key);
    expect(stored).not.toContain(picture?.storageKey);
    expect(await t.deps.db.select().from(fileDeletions)).toEqual([]);

    const [certificate] = await t.deps.db
      .select()
      .from(certificates)
      .where(eq(certificates.userId, learner.id));
    expect(certificate).toMatchObject({ holderName: 'Z. Q.', revokedAt: null });
    const verified = await t.app.inject({
      method: 'GET',
      url: `/api/certificate/verify/${certificate?.code}`,
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.body).not.toContain('Zuleica');

    const [account] = await t.deps.db.select().from(users).where(eq(users.id, learner.id));
    expect(account?.name).toBe(response.json().data.pseudonym);
    expect(account?.erasedAt).not.toBeNull();
    const [entry] = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'privacy.erase'));
    expect(entry).toMatchObject({ actorId: adminId, entityId: learner.id });
    // the older entry about him stays, naming his pseudonym
    const [older] = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'user.update'));
    expect(JSON.stringify(older?.details)).toContain(account?.name);
  });

  it('revokes his certificates when the admin chooses so', async () => {
    const learner = await learnerWithHistory('Rui Revogado', 'rui.revogado@erase.example');
    expect((await erase(learner.id, 'revoke')).statusCode).toBe(200);
    const [certificate] = await t.deps.db
      .select()
      .from(certificates)
      .where(eq(certificates.userId, learner.id));
    expect(certificate).toMatchObject({ revokedReason: 'erased', revokedBy: adminId });
  });

  it('refuses a second erasure, the asker himself, a choice left out and anyone but an admin, changing nothing', async () => {
    const learner = await learnerWithHistory('Ines Segunda', 'ines.segunda@erase.example');
    expect((await erase(learner.id, 'initials')).statusCode).toBe(200);
    const again = await erase(learner.id, 'initials');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('already-erased');
    expect((await erase(adminId, 'initials')).statusCode).toBe(403);

    const untouched = await learnerWithHistory('Otto Intacto', 'otto.intacto@erase.example');
    expect((await erase(untouched.id, 'maybe')).statusCode).toBe(400);
    expect((await erase(untouched.id, 'initials', untouched.token)).statusCode).toBe(403);
    const [still] = await t.deps.db.select().from(users).where(eq(users.id, untouched.id));
    expect(still).toMatchObject({ name: 'Otto Intacto', erasedAt: null });
  });

  it('never erases the last enabled admin, whoever asks (the retention rules ask for no one)', async () => {
    const others = await t.deps.db
      .update(users)
      .set({ status: 'disabled' })
      .where(and(eq(users.type, 'admin'), ne(users.id, adminId)))
      .returning({ id: users.id });
    try {
      const asker = { ...askerOf('admin'), id: newId() };
      const auth = { sessionId: '', user: asker, simulatedBy: null, simulationMode: null, apiToken: null };
      await expect(erasePerson(t.deps.db, auth, adminId, { certificates: 'initials' })).rejects.toMatchObject(
        {
          key: 'last-admin',
        },
      );
      const [admin] = await t.deps.db.select().from(users).where(eq(users.id, adminId));
      expect(admin?.erasedAt).toBeNull();
    } finally {
      for (const { id } of others)
        await t.deps.db.update(users).set({ status: 'enabled' }).where(eq(users.id, id));
    }
  });
});
