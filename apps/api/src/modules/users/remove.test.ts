import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  certificates,
  courseProgress,
  learningPathCourses,
  learningPaths,
  teams,
  teamUsers,
  users,
} from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import { completeCourse, publishedCourse, signedIn } from '../../test/certificates.js';
import { bearer, makeCountry, makeDistributor } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
let master: Awaited<ReturnType<typeof signedIn>>;
let learner: Awaited<ReturnType<typeof signedIn>>;
let distributorId: string;
let pathId: string;
let teamId: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  const country = await makeCountry(db);
  distributorId = await makeDistributor(db, country.id);
  const place = { countryId: country.id, distributorId };
  admin = await signedIn(t, { type: 'admin' });
  master = await signedIn(t, { type: 'master', ...place });
  learner = await signedIn(t, { name: 'Lara Learner', ...place });
  const course = await publishedCourse(t, { title: 'Kept course' });
  await completeCourse(learner.api, course);
  pathId = newId();
  await db.insert(learningPaths).values({
    id: pathId,
    title: { en: 'Path', pt: 'Trilha', es: 'Ruta' },
    status: 'published',
    openToAll: true,
  });
  await db.insert(learningPathCourses).values({ learningPathId: pathId, courseId: course.courseId });
  teamId = newId();
  await db.insert(teams).values({ id: teamId, name: 'Team of Lara' });
  await db.insert(teamUsers).values({ teamId, userId: learner.id, role: 'member' });
});
afterAll(() => t.close());

const ask = (token: string, method: 'GET' | 'DELETE', url: string) =>
  t.app.inject({ method, url: `/api/user/${url}`, headers: bearer(token) });

describe('user removal', () => {
  it("a person's view shows his completed course, certificate, learning path and latest lessons", async () => {
    const courses = (await ask(master.token, 'GET', `${learner.id}/courses`)).json().data;
    expect(courses).toMatchObject([{ title: { en: 'Kept course (en)' }, status: 'done', progress: 100 }]);
    const conquests = (await ask(master.token, 'GET', `${learner.id}/conquests`)).json().data;
    expect(conquests.certificates).toMatchObject([
      { title: expect.stringContaining('Kept course'), status: 'valid' },
    ]);
    expect(conquests.learningPaths).toMatchObject([{ _id: pathId, courses: 1 }]);
    const activities = (await ask(master.token, 'GET', `${learner.id}/activities`)).json().data;
    expect(activities.lessons.length).toBeGreaterThan(0);
    expect(activities.certificates).toHaveLength(1);
    const teamsRes = (await ask(master.token, 'GET', `${learner.id}/teams`)).json().data;
    expect(teamsRes).toEqual([{ _id: teamId, name: 'Team of Lara', status: 'enabled', role: 'member' }]);
  });

  it('nobody removes himself', async () => {
    expect((await ask(admin.token, 'DELETE', admin.id)).statusCode).toBe(403);
    expect((await ask(master.token, 'DELETE', master.id)).statusCode).toBe(403);
  });

  it('learners may not remove anyone', async () => {
    expect((await ask(learner.token, 'DELETE', master.id)).statusCode).toBe(403);
  });

  it('a master removes his learner: anonymised, disabled, signed out, out of teams; progress and certificates stay', async () => {
    const before = (await ask(admin.token, 'GET', 'get-tabs-counters')).json().data;
    const res = await ask(master.token, 'DELETE', learner.id);
    expect(res.statusCode, res.body).toBe(200);

    const [row] = await t.deps.db.select().from(users).where(eq(users.id, learner.id));
    expect(row).toMatchObject({
      name: 'Removed user',
      email: `removed-${learner.id}@removed.invalid`,
      status: 'disabled',
      avatar: null,
      phone: null,
      distributorId,
    });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(
      await t.deps.db.select().from(courseProgress).where(eq(courseProgress.userId, learner.id)),
    ).toHaveLength(1);
    expect(
      await t.deps.db.select().from(certificates).where(eq(certificates.userId, learner.id)),
    ).toHaveLength(1);
    expect(await t.deps.db.select().from(teamUsers).where(eq(teamUsers.userId, learner.id))).toHaveLength(0);

    // signed out, and gone from lists, counters and reads
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(learner.token) });
    expect(me.statusCode).toBe(401);
    const after = (await ask(admin.token, 'GET', 'get-tabs-counters')).json().data;
    expect(after.all).toBe(before.all - 1);
    expect(after.student).toBe(before.student - 1);
    const list = (await ask(admin.token, 'GET', 'list?limit=100')).json().data;
    expect(list.items.map((item: { _id: string }) => item._id)).not.toContain(learner.id);
    expect((await ask(admin.token, 'GET', `get/${learner.id}`)).statusCode).toBe(404);
    expect((await ask(admin.token, 'DELETE', learner.id)).statusCode).toBe(404);
  });
});
