import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.js';
import { type Client, client, examLesson, inAllLanguages, makeTeam } from '../../test/course-data.js';
import { login, makeCountry, makeDistributor, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let admin: Client;
let adminToken: string;
let distributorA: string;
let distributorB: string;

beforeAll(async () => {
  t = await createTestApp();
  const country = await makeCountry(t.deps.db);
  distributorA = await makeDistributor(t.deps.db, country.id);
  distributorB = await makeDistributor(t.deps.db, country.id);
  const user = await makeUser(t.deps.db, { type: 'admin' });
  adminToken = await login(t.app, user.email, user.password);
  admin = client(t.app, adminToken);
});
afterAll(() => t.close());

const people = async (count: number, options: Parameters<typeof makeUser>[1] = {}) => {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) ids.push((await makeUser(t.deps.db, options)).id);
  return ids;
};

/** Who got the course-published notice about `courseId`. */
const toldAbout = async (courseId: string) =>
  (
    await t.deps.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.aboutId, courseId), eq(notifications.type, 'course-published')))
  ).map((row) => row.userId);

const course = (fields: Record<string, unknown>) => ({
  title: inAllLanguages('Pumps 101'),
  description: inAllLanguages('About pumps'),
  langs: ['en', 'pt', 'es'],
  ...fields,
});

async function create(fields: Record<string, unknown>) {
  const res = await admin.post('course/create', course(fields));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as { _id: string })._id;
}

async function update(id: string, fields: Record<string, unknown>) {
  const res = await admin.post('course/update', { _id: id, ...fields });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

describe('course published', () => {
  it('when published to a team, its members are told in three languages, leading to the course; no one else is', async () => {
    const members = await people(2);
    const factMember = (await people(1, { type: 'fact' }))[0] as string;
    const [outsider] = await people(1);
    const [pendingMember] = await people(1, { status: 'pending' });
    const [disabledTeamMember] = await people(1);
    const [masterMember] = await people(1, { type: 'master', distributorId: distributorA });
    const team = await makeTeam(t.deps.db, [
      ...members,
      factMember,
      pendingMember as string,
      masterMember as string,
    ]);
    await makeTeam(t.deps.db, [disabledTeamMember as string], 'disabled');

    const id = await create({ audience: 'teams', teams: [team], status: 'draft' });
    expect(await toldAbout(id)).toEqual([]);
    await update(id, { status: 'published' });

    expect((await toldAbout(id)).sort()).toEqual([...members, factMember].sort());
    const [notice] = await t.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.aboutId, id), eq(notifications.userId, members[0] as string)));
    expect(notice).toMatchObject({
      status: 'unread',
      route: `/course/view/${id}`,
      describe: {
        en: 'New course for you: "Pumps 101 (en)"',
        pt: 'Novo curso para você: "Pumps 101 (pt)"',
        es: 'Nuevo curso para usted: "Pumps 101 (es)"',
      },
    });
    expect(await toldAbout(id)).not.toContain(outsider);
  });

  it('when published to distributors, their learners are told; widening the audience tells only the newcomers, once', async () => {
    const ofA = await people(2, { distributorId: distributorA });
    const ofB = await people(2, { distributorId: distributorB });
    const id = await create({ audience: 'masters', masters: [distributorA], status: 'published' });
    expect((await toldAbout(id)).sort()).toEqual([...ofA].sort());

    await update(id, { masters: [distributorA, distributorB] });
    await update(id, { title: inAllLanguages('Pumps 102') });
    await update(id, { status: 'draft' });
    await update(id, { status: 'published' });
    const told = await toldAbout(id);
    expect(told.sort()).toEqual([...ofA, ...ofB].sort());
  });

  it('when open to all, every enabled learner is told and a draft tells no one', async () => {
    const learners = await people(3);
    const draft = await create({ audience: 'all', status: 'draft' });
    expect(await toldAbout(draft)).toEqual([]);
    const open = await create({ audience: 'all', status: 'published' });
    expect(await toldAbout(open)).toEqual(expect.arrayContaining(learners));
  });

  it('publishing costs the same statements for a team of 2 as for a team of 30', async () => {
    const publish = async (size: number) => {
      const team = await makeTeam(t.deps.db, await people(size));
      const id = await create({ audience: 'teams', teams: [team], status: 'draft' });
      const { queries } = await t.queries.measure(() => update(id, { status: 'published' }));
      expect(await toldAbout(id)).toHaveLength(size);
      return queries;
    };
    expect(await publish(30)).toBe(await publish(2));
  });
});

describe('attempts granted', () => {
  it('when an admin grants attempts, the learner is told, leading to the exam; taking them away tells nothing', async () => {
    const created = await create({ audience: 'all', status: 'published' });
    const lesson = await admin.post('course/lesson/save', {
      lesson: examLesson(created, { title: inAllLanguages('Final exam') }),
    });
    expect(lesson.status, JSON.stringify(lesson.body)).toBe(200);
    const examId = (lesson.body.data as { _id: string })._id;
    const [learner] = await people(1);
    const grant = (attempts: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/course/module/exam/set-user-attempts/${created}/${examId}`,
        headers: { authorization: `Bearer ${adminToken}` },
        payload: { userid: learner, attempts },
      });
    expect((await grant(2)).statusCode).toBe(200);
    expect((await grant(0)).statusCode).toBe(200);
    const told = await t.deps.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, learner as string), eq(notifications.type, 'exam-attempts-granted')),
      );
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      route: `/course/${created}/lesson/view/${examId}`,
      describe: {
        en: 'You can take the exam "Final exam (en)" again',
        pt: 'Você pode fazer o exame "Final exam (pt)" novamente',
        es: 'Puede volver a rendir el examen "Final exam (es)"',
      },
    });
    const others = await t.deps.db
      .select()
      .from(notifications)
      .where(and(inArray(notifications.type, ['exam-attempts-granted']), eq(notifications.status, 'unread')));
    expect(others.map((row) => row.userId)).toEqual([learner]);
  });
});
