import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { examAttempts, settings } from '../db/schema/index.js';
import { type Client, client, examLesson, inAllLanguages, question, videoLesson } from './course-data.js';
import { login, makeUser } from './factories.js';
import type { TestApp } from './harness.js';

/**
 * Builders for the exam tests: courses authored through the API as an admin would, learners
 * signed in, the exam settings and an attempt's clock moved straight in the database.
 */

export interface Learner {
  id: string;
  api: Client;
  put(url: string, body: unknown): Promise<{ status: number; body: { error?: string; data?: unknown } }>;
}

export async function signIn(t: TestApp, type: 'admin' | 'student' = 'student'): Promise<Learner> {
  const user = await makeUser(t.deps.db, { type });
  const token = await login(t.app, user.email, user.password);
  return {
    id: user.id,
    api: client(t.app, token),
    async put(url, body) {
      const raw = await t.app.inject({
        method: 'PUT',
        url: `/api/${url}`,
        headers: { authorization: `Bearer ${token}` },
        payload: body as object,
      });
      return { status: raw.statusCode, body: raw.json() };
    },
  };
}

export async function setExamSettings(t: TestApp, maxTries: number, waitHours: number) {
  for (const [name, value] of [
    ['max_exam_tries', maxTries],
    ['time_wait_exam_tries', waitHours],
  ] as const)
    await t.deps.db
      .insert(settings)
      .values({ name, value })
      .onConflictDoUpdate({ target: settings.name, set: { value } });
}

/** Questions whose first answer is the correct one, the titles numbered. */
export const numberedQuestions = (count: number, answers = 2) =>
  Array.from({ length: count }, (_, index) => ({
    ...question(index % 2 ? 'multiple' : 'single', `Q${index}`),
    answers: Array.from({ length: answers }, (_, a) => ({
      text: inAllLanguages(`Q${index} answer ${a}`),
      correct: a === 0,
    })),
  }));

async function ok<T = string>(res: Promise<{ status: number; body: { data?: unknown } }>): Promise<T> {
  const answer = await res;
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as T;
}

/** A published linear course: a video lesson, then an exam (options as course/lesson/save takes them). */
export async function linearExamCourse(admin: Client, exam: Record<string, unknown> = {}, withVideo = true) {
  const course = await ok<{ _id: string }>(
    admin.post('course/create', {
      title: inAllLanguages('Exam course'),
      description: inAllLanguages('About'),
      langs: ['en', 'pt', 'es'],
      status: 'published',
    }),
  );
  const video = withVideo
    ? (await ok<{ _id: string }>(admin.post('course/lesson/save', { lesson: videoLesson(course._id) })))._id
    : null;
  const lesson = await ok<{ _id: string }>(
    admin.post('course/lesson/save', { lesson: { ...examLesson(course._id), ...exam } }),
  );
  return { courseId: course._id, videoId: video, examId: lesson._id };
}

/** A published modular course: module 1 (a video), module 2 (a video, then the exam). */
export async function modularExamCourse(admin: Client) {
  const course = await ok<{ _id: string }>(
    admin.post('course/create', {
      title: inAllLanguages('Modular exam course'),
      description: inAllLanguages('About'),
      langs: ['en', 'pt', 'es'],
      structure: 'modular',
      status: 'published',
    }),
  );
  const module = async () =>
    (
      await ok<{ _id: string }>(
        admin.post('course/module/save', { courseId: course._id, module: { title: inAllLanguages('M') } }),
      )
    )._id;
  const [m1, m2] = [await module(), await module()];
  const lesson = async (body: Record<string, unknown>) =>
    (await ok<{ _id: string }>(admin.post('course/lesson/save', { lesson: body })))._id;
  return {
    courseId: course._id,
    modules: [m1, m2] as const,
    video1: await lesson(videoLesson(course._id, { moduleId: m1 })),
    video2: await lesson(videoLesson(course._id, { moduleId: m2 })),
    examId: await lesson({ ...examLesson(course._id), moduleId: m2 }),
  };
}

/** Moves the learner's attempts back in time by `ms` (their start, deadline and submission). */
export async function ageAttempts(t: TestApp, userId: string, ms: number) {
  const rows = await t.deps.db.select().from(examAttempts).where(eq(examAttempts.userId, userId));
  for (const row of rows)
    await t.deps.db
      .update(examAttempts)
      .set({
        createdAt: new Date(row.createdAt.getTime() - ms),
        deadlineAt: row.deadlineAt && new Date(row.deadlineAt.getTime() - ms),
        submittedAt: row.submittedAt && new Date(row.submittedAt.getTime() - ms),
      })
      .where(eq(examAttempts.id, row.id));
}
