import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  certificates,
  courseProgress,
  files,
  lessonProgress,
  lessons,
  sessions,
  users,
} from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import { completeCourse, publishedCourse, signedIn } from '../../test/certificates.js';
import { bearer, login, makeCountry, makeDistributor, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { readZip } from '../../test/read-zip.js';

let t: TestApp;
let learner: Awaited<ReturnType<typeof signedIn>>;
let other: Awaited<ReturnType<typeof signedIn>>;
let distributorId: string;
const AVATAR = Buffer.from('\x89PNG the bytes of Lucía’s picture');

const exportOf = (token: string, personId?: string) =>
  t.app.inject({
    method: 'GET',
    url: personId ? `/api/privacy/export/${personId}` : '/api/privacy/export',
    headers: bearer(token),
  });

const jsonIn = (zip: Map<string, Buffer>, name: string) =>
  JSON.parse(zip.get(name)?.toString() ?? 'null') as Record<string, unknown>[];

beforeAll(async () => {
  t = await createTestApp();
  const country = await makeCountry(t.deps.db, { iso2: 'XP' });
  distributorId = await makeDistributor(t.deps.db, country.id, { name: `Privacy Partner ${Date.now()}` });
  learner = await signedIn(t, { name: 'Lucía Prado', lang: 'es', distributorId, countryId: country.id });
  other = await signedIn(t, { name: 'Otto Other', distributorId, countryId: country.id });
  const course = await publishedCourse(t, { title: 'Privacy course' });
  const lastLesson = course.lessonIds.at(-1) ?? '';
  await t.deps.db.update(lessons).set({ generateCertificate: true }).where(eq(lessons.id, lastLesson));
  await completeCourse(learner.api, course);
  await completeCourse(other.api, course);
  const storageKey = `user_avatar/${newId()}.png`;
  await t.deps.storage.put(storageKey, AVATAR);
  await t.deps.db.insert(files).values({
    id: newId(),
    ownerId: learner.id,
    type: 'user_avatar',
    mime: 'image/png',
    size: AVATAR.length,
    storageKey,
    originalName: 'lucía foto.png',
  });
});
afterAll(async () => {
  await t?.close();
});

describe("a person's export", () => {
  it('is a zip of his rows, row by row as the database holds them, with his certificates and files, and a README in his language', async () => {
    const response = await exportOf(learner.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const zip = await readZip(response.rawPayload);

    const readme = zip.get('LEAME.txt')?.toString() ?? '';
    expect(readme).toContain('Todos los datos que la academia guarda sobre Lucía Prado');
    expect(readme).toContain('- lesson_progress.json: su progreso en cada lección');
    // every JSON file of the zip is in the README, with what it holds
    const jsonFiles = [...zip.keys()].filter((name) => name.endsWith('.json'));
    for (const file of jsonFiles) expect(readme).toMatch(new RegExp(`- ${file}: \\S`));

    const [account] = jsonIn(zip, 'users.json');
    expect(account).toMatchObject({ id: learner.id, name: 'Lucía Prado', lang: 'es' });
    expect(account).not.toHaveProperty('passwordHash');

    const lessonRows = await t.deps.db
      .select()
      .from(lessonProgress)
      .where(eq(lessonProgress.userId, learner.id));
    const exported = jsonIn(zip, 'lesson_progress.json');
    expect(exported).toHaveLength(lessonRows.length);
    expect(exported).toEqual(
      expect.arrayContaining(lessonRows.map((row) => JSON.parse(JSON.stringify(row)))),
    );
    const courseRows = await t.deps.db
      .select()
      .from(courseProgress)
      .where(eq(courseProgress.userId, learner.id));
    expect(jsonIn(zip, 'course_progress.json')).toEqual(
      courseRows.map((row) => JSON.parse(JSON.stringify(row))),
    );

    const [certificate] = await t.deps.db
      .select()
      .from(certificates)
      .where(eq(certificates.userId, learner.id));
    expect(certificate).toBeDefined();
    expect(jsonIn(zip, 'certificates.json').map((row) => row.id)).toEqual([certificate?.id]);
    expect(zip.get(`certificates/${certificate?.code}.pdf`)?.subarray(0, 5).toString()).toBe('%PDF-');

    const [avatar] = await t.deps.db.select().from(files).where(eq(files.ownerId, learner.id));
    expect(zip.get(`files/${avatar?.id}-lucía_foto.png`)).toEqual(AVATAR);

    const [session] = jsonIn(zip, 'sessions.json');
    expect(session).toHaveProperty('userId', learner.id);
    expect(session).not.toHaveProperty('tokenHash');
  });

  it("holds nothing of anyone else's", async () => {
    const zip = await readZip((await exportOf(learner.token)).rawPayload);
    const [otherAccount] = await t.deps.db.select().from(users).where(eq(users.id, other.id));
    for (const [name, bytes] of zip) {
      expect(bytes.toString().includes(other.id), name).toBe(false);
      expect(bytes.toString().includes(otherAccount?.email ?? '-'), name).toBe(false);
    }
  });

  it('is given to staff for a person of their scope, recorded in the audit log, and to no one else', async () => {
    const master = await makeUser(t.deps.db, { type: 'master', distributorId });
    const masterToken = await login(t.app, master.email, master.password);
    const response = await exportOf(masterToken, learner.id);
    expect(response.statusCode).toBe(200);
    const [entry] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'privacy.export'), eq(auditLog.actorId, master.id)));
    expect(entry).toMatchObject({ entity: 'user', entityId: learner.id });

    const elsewhere = await makeUser(t.deps.db, {
      type: 'master',
      distributorId: await makeDistributor(t.deps.db, (await makeCountry(t.deps.db, { iso2: 'XR' })).id, {
        name: `Elsewhere ${Date.now()}`,
      }),
    });
    const elsewhereToken = await login(t.app, elsewhere.email, elsewhere.password);
    expect((await exportOf(elsewhereToken, learner.id)).statusCode).toBe(404);
    expect((await exportOf(other.token, learner.id)).statusCode).toBe(403);
    const sessionsOf = await t.deps.db.select().from(sessions).where(eq(sessions.userId, learner.id));
    expect(sessionsOf.length).toBeGreaterThan(0);
  });
});
