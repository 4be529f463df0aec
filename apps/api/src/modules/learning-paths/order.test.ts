import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessonProgress } from '../../db/schema/index.js';
import { client } from '../../test/course-data.js';
import { linearExamCourse } from '../../test/exam-world.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { makePathWorld, type PathWorld } from '../../test/learning-path-world.js';

let t: TestApp;
let w: PathWorld;
type Course = { courseId: string; lessonIds: string[] };
let first: Course;
let second: Course;
let exam: { courseId: string; examId: string };

beforeAll(async () => {
  t = await createTestApp();
  w = await makePathWorld(t);
  first = await w.makeCourse('First');
  second = await w.makeCourse('Second');
  exam = await linearExamCourse(client(t.app, w.tokens.admin), {}, false);
  // given to team A (student A), in this order, enforced
  await w.makePath('Ordered', [first.courseId, second.courseId, exam.courseId], [w.teams.A], {
    enforceOrder: true,
  });
});
afterAll(() => t.close());

type Role = 'admin' | 'master' | 'tsmBR' | 'student' | 'fact';
const api = (role: Role) => client(t.app, w.tokens[role]);

/** Every way into a course, as `role`: its status and error key, by way. */
async function waysIn(role: Role, course: Course) {
  const answers = {
    view: await api(role).get(`course/get/${course.courseId}`),
    mark: await api(role).post('user/progress/mark', {
      courseId: course.courseId,
      lessonId: course.lessonIds[0],
      progress: 10,
    }),
    material: await api(role).post('course/module/download-material', {
      lessonId: course.lessonIds[0],
      index: 0,
      lang: 'en',
    }),
  };
  return Object.fromEntries(
    Object.entries(answers).map(([way, res]) => [way, res.body.error ?? res.status]),
  ) as Record<keyof typeof answers, string | number>;
}

const locked = {
  view: 'course-path-locked',
  mark: 'course-path-locked',
  material: 'course-path-locked',
};

const listed = async (role: Role) => {
  const res = await api(role).get('course/list?limit=100');
  expect(res.status).toBe(200);
  return new Map<string, boolean>(
    res.body.data.items.map((item: { _id: string; locked: boolean }) => [item._id, item.locked]),
  );
};

const startExam = (role: Role) =>
  api(role).post('user/test/start_attempt', { courseId: exam.courseId, lessonId: exam.examId });

describe("a learning path's order, enforced wherever the course is reached", () => {
  it('refuses a learner every way into a course whose earlier course he has not completed', async () => {
    expect(await waysIn('student', second)).toEqual(locked);
    const start = await startExam('student');
    expect(start.status).toBe(403);
    expect(start.body).toMatchObject({
      error: 'course-path-locked',
      message: 'This course opens once you complete the course before it in your learning path',
    });
    // the refused mark left no progress behind
    const rows = await t.deps.db
      .select()
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, w.people.studentA), eq(lessonProgress.courseId, second.courseId)));
    expect(rows).toEqual([]);
    // reading his progress on it (none) is no way in: it still answers
    const progress = await api('student').post('user/progress/course', { courseId: second.courseId });
    expect(progress.status).toBe(200);
    expect(progress.body.data.progress).toBe(0);
    // the list shows it locked, not hidden; the first course is open
    const list = await listed('student');
    expect(list.get(first.courseId)).toBe(false);
    expect(list.get(second.courseId)).toBe(true);
    expect(list.get(exam.courseId)).toBe(true);
  });

  it('leaves staff, and a learner the path is not given to, unaffected', async () => {
    for (const role of ['admin', 'master', 'tsmBR'] as const) {
      expect((await api(role).get(`course/get/${second.courseId}`)).status).toBe(200);
      expect((await listed(role)).get(second.courseId)).toBe(false);
    }
    // the fact user of A is in no team: the path is not his
    expect((await api('fact').get(`course/get/${second.courseId}`)).status).toBe(200);
    expect((await listed('fact')).get(second.courseId)).toBe(false);
  });

  it('opens each course once the one before it is complete, and only then', async () => {
    await w.complete(w.tokens.student, first);
    const opened = await waysIn('student', second);
    expect(opened.view).toBe(200);
    expect(opened.mark).toBe(200);
    // its lessons have no material: past the lock, the file is not found
    expect(opened.material).toBe('not-found');
    const list = await listed('student');
    expect(list.get(second.courseId)).toBe(false);
    // the exam course waits for the second course
    expect(list.get(exam.courseId)).toBe(true);
    expect((await startExam('student')).body.error).toBe('course-path-locked');

    await w.complete(w.tokens.student, second);
    expect((await listed('student')).get(exam.courseId)).toBe(false);
    const start = await startExam('student');
    expect(start.status, JSON.stringify(start.body)).toBe(200);
  });

  it('locks nothing on a path whose order is free, or that is a draft', async () => {
    const free = await w.makeCourse('Free second');
    const drafted = await w.makeCourse('Drafted second');
    const unstarted = await w.makeCourse('Never started');
    await w.makePath('Free', [unstarted.courseId, free.courseId], [w.teams.A]);
    await w.makePath('Draft', [unstarted.courseId, drafted.courseId], [w.teams.A], {
      enforceOrder: true,
      status: 'draft',
    });
    const list = await listed('student');
    expect(list.get(free.courseId)).toBe(false);
    expect(list.get(drafted.courseId)).toBe(false);
    expect((await api('student').get(`course/get/${drafted.courseId}`)).status).toBe(200);
  });

  it('a course on two ordered paths opens once each of them lets it', async () => {
    const before = await w.makeCourse('Before');
    const shared = await w.makeCourse('Shared');
    // first on one path, after an unfinished course on another
    await w.makePath('Shared first', [shared.courseId], [w.teams.A], { enforceOrder: true });
    await w.makePath('Shared second', [before.courseId, shared.courseId], [w.teams.A], {
      enforceOrder: true,
    });
    expect((await api('student').get(`course/get/${shared.courseId}`)).body.error).toBe('course-path-locked');
    await w.complete(w.tokens.student, before);
    expect((await api('student').get(`course/get/${shared.courseId}`)).status).toBe(200);
  });
});

describe("the order's check stays one condition of the statement", () => {
  it('the course list and a progress mark cost the same statements with paths or without', async () => {
    const learner = api('student');
    const noPaths = api('fact');
    await learner.get('course/list?limit=100');
    await noPaths.get('course/list?limit=100');
    const withPaths = await t.queries.measure(() => learner.get('course/list?limit=100'));
    const without = await t.queries.measure(() => noPaths.get('course/list?limit=100'));
    expect(withPaths.result.status).toBe(200);
    expect(withPaths.queries).toBe(without.queries);
    const mark = { courseId: first.courseId, lessonId: first.lessonIds[0], progress: 100 };
    await noPaths.post('user/progress/mark', mark);
    const marked = await t.queries.measure(() => learner.post('user/progress/mark', mark));
    const markedWithout = await t.queries.measure(() => noPaths.post('user/progress/mark', mark));
    expect(marked.result.status).toBe(200);
    expect(marked.queries).toBe(markedWithout.queries);
  });
});
