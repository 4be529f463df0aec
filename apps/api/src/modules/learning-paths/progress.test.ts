import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, teams } from '../../db/schema/index.js';
import { client } from '../../test/course-data.js';
import { bearer } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { courseOfTeamOnly, makePathWorld, type PathWorld } from '../../test/learning-path-world.js';

let t: TestApp;
let w: PathWorld;
type Course = { courseId: string; lessonIds: string[] };
let first: Course;
let second: Course;

beforeAll(async () => {
  t = await createTestApp();
  w = await makePathWorld(t);
  first = await w.makeCourse('First');
  second = await w.makeCourse('Second');
});
afterAll(() => t.close());

const pathOf = async (token: 'student' | 'fact', id: string) => {
  const res = await w.api[token].get(`get/${id}`);
  expect(res.status).toBe(200);
  return res.body.data;
};
const listedProgress = async (id: string) => {
  const page = await w.api.student.get('list?limit=100');
  return page.body.data.items.find((item: { _id: string }) => item._id === id)?.progress;
};
const conquestsOf = async (userId: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/user/${userId}/conquests`,
    headers: bearer(w.tokens.admin),
  });
  expect(res.statusCode).toBe(200);
  return (res.json().data.learningPaths as { _id: string; courses: number }[]).map((path) => path._id);
};

describe("a learner's progress on a learning path", () => {
  it('holds later courses locked until the one before is complete, and completes the path with its last course', async () => {
    const id = await w.makePath('Ordered', [first.courseId, second.courseId], [w.teams.A], {
      enforceOrder: true,
    });
    const learner = client(t.app, w.tokens.student);

    let path = await pathOf('student', id);
    expect(path.courses).toMatchObject([
      { _id: first.courseId, progress: null, complete: false, locked: false },
      { _id: second.courseId, progress: null, complete: false, locked: true },
    ]);
    expect(path.progress).toEqual({ completed: 0, total: 2, percent: 0, complete: false });

    // half of the first course: a quarter of the path
    await learner.post('user/progress/mark', {
      courseId: first.courseId,
      lessonId: first.lessonIds[0],
      progress: 100,
    });
    path = await pathOf('student', id);
    expect(path.courses[0]).toMatchObject({ progress: 50, complete: false, locked: false });
    expect(path.courses[1]).toMatchObject({ locked: true });
    expect(path.progress).toEqual({ completed: 0, total: 2, percent: 25, complete: false });

    await w.complete(w.tokens.student, first);
    path = await pathOf('student', id);
    expect(path.courses).toMatchObject([
      { progress: 100, complete: true, locked: false },
      { complete: false, locked: false },
    ]);
    expect(path.progress).toEqual({ completed: 1, total: 2, percent: 50, complete: false });
    expect(await listedProgress(id)).toEqual(path.progress);
    expect(await conquestsOf(w.people.studentA)).not.toContain(id);

    await w.complete(w.tokens.student, second);
    path = await pathOf('student', id);
    expect(path.progress).toEqual({ completed: 2, total: 2, percent: 100, complete: true });
    expect(await listedProgress(id)).toEqual(path.progress);
    expect(await conquestsOf(w.people.studentA)).toContain(id);
  });

  it('locks nothing when the order is free', async () => {
    const third = await w.makeCourse('Third');
    const id = await w.makePath('Free', [third.courseId, first.courseId], [], { openToAll: true });
    const path = await pathOf('fact', id);
    expect(path.courses.map((course: { locked: boolean }) => course.locked)).toEqual([false, false]);
  });

  it('does not offer, nor count, a course that does not reach the learner', async () => {
    const ofTeamB = await w.makeCourse('Of team B');
    await courseOfTeamOnly(t, ofTeamB.courseId, w.teams.B);
    const drafted = await w.makeCourse('Drafted');
    await t.deps.db.update(courses).set({ status: 'draft' }).where(eq(courses.id, drafted.courseId));
    const id = await w.makePath('Mixed', [ofTeamB.courseId, first.courseId, drafted.courseId], [w.teams.AB]);

    const path = await pathOf('student', id);
    expect(path.courses.map((course: { _id: string }) => course._id)).toEqual([first.courseId]);
    // student A completed the first course earlier: the path is complete for him
    expect(path.progress).toEqual({ completed: 1, total: 1, percent: 100, complete: true });
    expect(await conquestsOf(w.people.studentA)).toContain(id);
    const admin = await w.api.admin.get(`get/${id}`);
    expect(admin.body.data.courses).toHaveLength(3);
    // a master reads the published courses only: a draft is never disclosed
    const master = await w.api.master.get(`get/${id}`);
    expect(master.body.data.courses.map((course: { _id: string }) => course._id)).toEqual([
      ofTeamB.courseId,
      first.courseId,
    ]);
    const listed = await w.api.master.get('list?limit=100');
    expect(listed.body.data.items.find((item: { _id: string }) => item._id === id)).toMatchObject({
      courses: 2,
    });
  });

  it('a path offering a learner no course is never complete for him', async () => {
    const drafted = await w.makeCourse('Another draft');
    await t.deps.db.update(courses).set({ status: 'draft' }).where(eq(courses.id, drafted.courseId));
    const id = await w.makePath('Nothing yet', [drafted.courseId], [], { openToAll: true });
    expect((await pathOf('student', id)).progress).toEqual({
      completed: 0,
      total: 0,
      percent: 0,
      complete: false,
    });
    expect(await conquestsOf(w.people.studentA)).not.toContain(id);
  });

  it('a completed path not given to the person, or a draft, is not among his conquests', async () => {
    const ofB = await w.makePath('Given to B', [first.courseId], [w.teams.B]);
    const draft = await w.makePath('Draft', [first.courseId], [w.teams.A], { status: 'draft' });
    const conquests = await conquestsOf(w.people.studentA);
    expect(conquests).not.toContain(ofB);
    expect(conquests).not.toContain(draft);
    expect((await w.api.student.get(`get/${ofB}`)).status).toBe(404);
  });

  it("a disabled team's paths are no longer given to its people", async () => {
    const teamId = await w.makeTeam('A', 'Soon disabled');
    const id = await w.makePath('Of a team to disable', [first.courseId], [teamId]);
    expect((await w.api.student.get(`get/${id}`)).status).toBe(200);
    await t.deps.db.update(teams).set({ status: 'disabled' }).where(eq(teams.id, teamId));
    expect((await w.api.student.get(`get/${id}`)).status).toBe(404);
  });
});
