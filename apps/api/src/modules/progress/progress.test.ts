import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseProgress, lessonProgress, moduleProgress } from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import {
  type Answer,
  type Client,
  client,
  examLesson,
  inAllLanguages,
  seedCourses,
  videoLesson,
} from '../../test/course-data.js';
import { login, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let admin: Client;
let adminId: string;

beforeAll(async () => {
  t = await createTestApp();
  const user = await makeUser(t.deps.db, { type: 'admin' });
  adminId = user.id;
  admin = client(t.app, await login(t.app, user.email, user.password));
});
afterAll(() => t.close());

async function learner() {
  const user = await makeUser(t.deps.db);
  return { id: user.id, api: client(t.app, await login(t.app, user.email, user.password)) };
}

async function saveLesson(courseId: string, extra: Record<string, unknown> = {}) {
  const res = await admin.post('course/lesson/save', { lesson: { ...videoLesson(courseId), ...extra } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data._id as string;
}

/** A published modular course: module A (2 lessons, one optional), module B (2 lessons), optional module C (1 lesson). */
async function modularCourse() {
  const courseId = (
    await admin.post('course/create', {
      title: inAllLanguages('Modular'),
      description: inAllLanguages('About'),
      langs: ['en', 'pt', 'es'],
      structure: 'modular',
      status: 'published',
    })
  ).body.data._id as string;
  const module = async (is_optional = false) =>
    (
      await admin.post('course/module/save', {
        courseId,
        module: { title: inAllLanguages('M'), is_optional },
      })
    ).body.data._id as string;
  const [a, b, c] = [await module(), await module(), await module(true)];
  return {
    courseId,
    modules: { a, b, c },
    lessons: {
      a1: await saveLesson(courseId, { moduleId: a }),
      aOptional: await saveLesson(courseId, { moduleId: a, is_optional: true }),
      b1: await saveLesson(courseId, { moduleId: b }),
      b2: await saveLesson(courseId, { moduleId: b }),
      c1: await saveLesson(courseId, { moduleId: c }),
    },
  };
}

async function linearCourse(lessonCount: number) {
  const courseId = (
    await admin.post('course/create', {
      title: inAllLanguages('Linear'),
      description: inAllLanguages('About'),
      langs: ['en', 'pt', 'es'],
      status: 'published',
    })
  ).body.data._id as string;
  const lessons: string[] = [];
  for (let i = 0; i < lessonCount; i++) lessons.push(await saveLesson(courseId));
  return { courseId, lessons };
}

const stored = async (userId: string, courseId: string) => {
  const [row] = await t.deps.db
    .select()
    .from(courseProgress)
    .where(and(eq(courseProgress.userId, userId), eq(courseProgress.courseId, courseId)));
  return row;
};

describe('user/progress/mark in a modular course', () => {
  it('when lessons are marked, the course moves as the average of the required lessons', async () => {
    const { id, api } = await learner();
    const { courseId, modules, lessons } = await modularCourse();
    const mark = (lessonId: string, progress: number) =>
      api.post('user/progress/mark', { courseId, lessonId, progress });

    let res = await mark(lessons.a1, 60);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // required lessons: a1, b1, b2
    expect(res.body.data).toEqual({ lessonProgress: 60, moduleProgress: 60, courseProgress: 20 });

    res = await mark(lessons.aOptional, 100);
    expect(res.body.data).toEqual({ lessonProgress: 100, moduleProgress: 60, courseProgress: 20 });
    res = await mark(lessons.c1, 100);
    expect(res.body.data).toEqual({ lessonProgress: 100, moduleProgress: 100, courseProgress: 20 });

    res = await mark(lessons.b1, 33);
    expect(res.body.data).toEqual({ lessonProgress: 33, moduleProgress: 16.5, courseProgress: 31 });
    res = await mark(lessons.b2, 10);
    expect(res.body.data).toEqual({ lessonProgress: 10, moduleProgress: 21.5, courseProgress: 34.3 });

    const moduleRows = await t.deps.db.select().from(moduleProgress).where(eq(moduleProgress.userId, id));
    expect(Object.fromEntries(moduleRows.map((row) => [row.moduleId, row.progress]))).toEqual({
      [modules.a]: 60,
      [modules.b]: 21.5,
      [modules.c]: 100,
    });
    expect(await stored(id, courseId)).toMatchObject({ progress: 34.3, completedAt: null });

    const tree = await api.post('user/progress/course', { courseId });
    expect(tree.body.data).toEqual({
      courseID: courseId,
      progress: 34.3,
      completed: false,
      modules: [
        {
          moduleID: modules.a,
          progress: 60,
          lessons: [
            { lessonID: lessons.a1, progress: 60 },
            { lessonID: lessons.aOptional, progress: 100 },
          ],
        },
        {
          moduleID: modules.b,
          progress: 21.5,
          lessons: [
            { lessonID: lessons.b1, progress: 33 },
            { lessonID: lessons.b2, progress: 10 },
          ],
        },
        { moduleID: modules.c, progress: 100, lessons: [{ lessonID: lessons.c1, progress: 100 }] },
      ],
      lessons: [],
    });
    const view = (await api.get(`course/get/${courseId}`)).body.data;
    expect(view.progress).toBe(34.3);
    expect(view.modules.map((m: { progress: number }) => m.progress)).toEqual([60, 21.5, 100]);
  });

  it('when a lesson is marked lower than before, keeps the higher progress and stores the new detail', async () => {
    const { id, api } = await learner();
    const { courseId, lessons } = await modularCourse();
    await api.post('user/progress/mark', {
      courseId,
      lessonId: lessons.a1,
      progress: 80,
      detail: { seconds: 80, duration: 100 },
    });
    const res = await api.post('user/progress/mark', {
      courseId,
      lessonId: lessons.a1,
      progress: 30,
      detail: { seconds: 30, duration: 100 },
    });
    expect(res.body.data.lessonProgress).toBe(80);
    const [row] = await t.deps.db
      .select()
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, id), eq(lessonProgress.lessonId, lessons.a1)));
    expect(row).toMatchObject({ progress: 80, detail: { seconds: 30, duration: 100 } });
  });

  it('when every required lesson reaches 99.5, completes the course; 99.4 does not', async () => {
    const { id, api } = await learner();
    const { courseId, lessons } = await modularCourse();
    for (const lessonId of [lessons.a1, lessons.b1, lessons.b2])
      await api.post('user/progress/mark', { courseId, lessonId, progress: 99.4 });
    expect(await stored(id, courseId)).toMatchObject({ progress: 99.4, completedAt: null });
    expect(
      (await api.get('course/list?tab=in-progress')).body.data.items.map((i: { _id: string }) => i._id),
    ).toContain(courseId);
    let res: Answer | undefined;
    for (const lessonId of [lessons.a1, lessons.b1, lessons.b2])
      res = await api.post('user/progress/mark', { courseId, lessonId, progress: 99.5 });
    expect(res?.body.data).toEqual({ lessonProgress: 99.5, moduleProgress: 99.5, courseProgress: 99.5 });
    const row = await stored(id, courseId);
    expect(row?.completedAt).toBeInstanceOf(Date);
    expect(
      (await api.get('course/list?tab=in-progress')).body.data.items.map((i: { _id: string }) => i._id),
    ).not.toContain(courseId);
    expect((await api.post('user/progress/course', { courseId })).body.data.completed).toBe(true);
  });

  it('when two lessons are marked at the same time, the stored course progress counts both', async () => {
    const { id, api } = await learner();
    const { courseId, lessons } = await modularCourse();
    await Promise.all([
      api.post('user/progress/mark', { courseId, lessonId: lessons.b1, progress: 90 }),
      api.post('user/progress/mark', { courseId, lessonId: lessons.b2, progress: 60 }),
      api.post('user/progress/mark', { courseId, lessonId: lessons.a1, progress: 30 }),
    ]);
    expect((await stored(id, courseId))?.progress).toBe(60);
  });
});

describe('user/progress/mark in a linear course', () => {
  it('when a later lesson is marked before the earlier ones are complete, answers 403 lesson-locked and keeps nothing of it', async () => {
    const { id, api } = await learner();
    const { courseId, lessons } = await linearCourse(3);
    const [first, second, third] = lessons as [string, string, string];
    const locked = await api.post('user/progress/mark', { courseId, lessonId: second, progress: 10 });
    expect(locked.status).toBe(403);
    expect(locked.body).toMatchObject({ error: 'lesson-locked' });
    await api.post('user/progress/mark', { courseId, lessonId: first, progress: 100 });
    const res = await api.post('user/progress/mark', { courseId, lessonId: second, progress: 50 });
    expect(res.body.data).toEqual({ lessonProgress: 50, moduleProgress: null, courseProgress: 50 });
    expect((await api.post('user/progress/mark', { courseId, lessonId: third, progress: 10 })).status).toBe(
      403,
    );
    const refused = await t.deps.db
      .select()
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, id), eq(lessonProgress.lessonId, third)));
    expect(refused).toEqual([]);
    const view = (await api.get(`course/get/${courseId}`)).body.data;
    expect(view.lessons.map((l: { locked: boolean }) => l.locked)).toEqual([false, false, true]);
  });

  it('when an optional lesson is left undone, later lessons open and the course can complete', async () => {
    const { api } = await learner();
    const { courseId, lessons } = await linearCourse(1);
    const optional = await saveLesson(courseId, { is_optional: true });
    const last = await saveLesson(courseId);
    await api.post('user/progress/mark', { courseId, lessonId: lessons[0], progress: 100 });
    const res = await api.post('user/progress/mark', { courseId, lessonId: last, progress: 100 });
    expect(res.body.data.courseProgress).toBe(100);
    const tree = (await api.post('user/progress/course', { courseId })).body.data;
    expect(tree.lessons).toEqual([
      { lessonID: lessons[0], progress: 100 },
      { lessonID: optional, progress: 0 },
      { lessonID: last, progress: 100 },
    ]);
  });

  it('when an exam lesson, an unknown lesson or progress outside 0..100 is sent, refuses it', async () => {
    const { api } = await learner();
    const { courseId } = await linearCourse(0);
    const exam = (await admin.post('course/lesson/save', { lesson: examLesson(courseId) })).body.data._id;
    const examRes = await api.post('user/progress/mark', { courseId, lessonId: exam, progress: 100 });
    expect(examRes.status).toBe(400);
    expect(examRes.body.error).toBe('exam-not-markable');
    expect((await api.post('user/progress/mark', { courseId, lessonId: newId(), progress: 1 })).status).toBe(
      404,
    );
    for (const progress of [-1, 100.1, '50'])
      expect(
        (await api.post('user/progress/mark', { courseId, lessonId: exam, progress })).body.fields,
      ).toEqual({
        progress: 'validation.progress',
      });
  });

  it('costs six statements, the same for a course of 2 lessons or of 20', async () => {
    const { api } = await learner();
    const [small] = await seedCourses(t.deps.db, 1, { modules: 1, lessonsPerModule: 2 });
    const [large] = await seedCourses(t.deps.db, 1, { modules: 4, lessonsPerModule: 5 });
    const firstLesson = async (courseId: string) =>
      (await api.get(`course/get/${courseId}`)).body.data.modules[0].lessons[0]._id;
    const measure = async (courseId: string) => {
      const lessonId = await firstLesson(courseId);
      await api.post('user/progress/mark', { courseId, lessonId, progress: 10 });
      return t.queries.measure(() => api.post('user/progress/mark', { courseId, lessonId, progress: 20 }));
    };
    const a = await measure(small as string);
    const b = await measure(large as string);
    expect(a.result.status).toBe(200);
    expect(b.result.body.data.courseProgress).toBe(1);
    expect(b.queries).toBe(a.queries);
    // the session; the course with its structure; the lock; the mark written with the lesson
    // progress read; the module and course progress stored; the assignments (courses and paths);
    // pg's driver also logs its transaction's begin and commit, PGlite's does not
    const statements = a.statements.filter((text) => !/^(begin|commit)$/.test(text));
    expect(statements, statements.join('\n\n')).toHaveLength(6);
  });
});

describe('reading and refreshing stored progress', () => {
  it('when a learner reads his own progress or an admin reads it, answers it; another learner gets 403', async () => {
    const me = await learner();
    const someone = await learner();
    const { courseId, lessons } = await linearCourse(2);
    await me.api.post('user/progress/mark', { courseId, lessonId: lessons[0], progress: 100 });
    const url = `user/get-course-progress?userID=${me.id}&courseID=${courseId}`;
    expect((await me.api.get(url)).body.data.progress).toBe(50);
    expect((await admin.get(url)).body.data.progress).toBe(50);
    expect((await someone.api.get(url)).status).toBe(403);
  });

  it('when lessons are added, update_course_progress recomputes the stored course progress', async () => {
    const me = await learner();
    const { courseId, lessons } = await linearCourse(1);
    await me.api.post('user/progress/mark', { courseId, lessonId: lessons[0], progress: 100 });
    expect((await stored(me.id, courseId))?.completedAt).toBeInstanceOf(Date);
    await saveLesson(courseId);
    const mine = await me.api.post('user/progress/update_course_progress', { courseId });
    expect(mine.body.data.progress).toBe(50);
    expect(await stored(me.id, courseId)).toMatchObject({ progress: 50, completedAt: null });
    const byAdmin = await admin.post('user/progress/update_course_progress', { courseId, userId: me.id });
    expect(byAdmin.body.data.progress).toBe(50);
    const other = await learner();
    expect(
      (await other.api.post('user/progress/update_course_progress', { courseId, userId: me.id })).status,
    ).toBe(403);
  });

  it('when a learner who never started refreshes, no course_progress row is made', async () => {
    const { courseId } = await linearCourse(1);
    const res = await admin.post('user/progress/update_course_progress', { courseId });
    expect(res.body.data.progress).toBe(0);
    expect(await stored(adminId, courseId)).toBeUndefined();
  });
});
