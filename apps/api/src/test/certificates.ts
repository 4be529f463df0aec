import type { Language } from '@academy/domain';
import { login, type MakeUserOptions, makeUser } from './factories.js';
import type { TestApp } from './harness.js';
import { type Answer, type Client, client, inAllLanguages, videoLesson } from '../modules/courses/test-data.js';

/**
 * Builders for the certificates tests (compiled with the api, so they assert without vitest).
 */

function ok(res: Answer, what: string) {
  if (res.status !== 200) throw new Error(`${what} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res;
}

/** A signed-in user: his id and an API client. */
export async function signedIn(t: TestApp, options: MakeUserOptions = {}) {
  const user = await makeUser(t.deps.db, options);
  return { id: user.id, api: client(t.app, await login(t.app, user.email, user.password)) };
}

/** A published linear course of `lessons` video lessons, made by `admin` through the API. */
export async function publishedCourse(
  admin: Client,
  options: { title?: string; lessons?: number; validityMonths?: number | null; langs?: Language[] } = {},
) {
  const created = await admin.post('course/create', {
    title: inAllLanguages(options.title ?? 'Certified course'),
    description: inAllLanguages('About'),
    langs: options.langs ?? ['en', 'pt', 'es'],
    status: 'published',
    certificateValidityMonths: options.validityMonths ?? null,
  });
  const courseId = ok(created, 'course/create').body.data._id as string;
  const lessonIds: string[] = [];
  for (let index = 0; index < (options.lessons ?? 2); index++) {
    const saved = await admin.post('course/lesson/save', { lesson: videoLesson(courseId) });
    lessonIds.push(ok(saved, 'course/lesson/save').body.data._id as string);
  }
  return { courseId, lessonIds };
}

/** Watches every lesson of the course to the end, as the learner's player would report it. */
export async function completeCourse(learner: Client, course: { courseId: string; lessonIds: string[] }) {
  for (const lessonId of course.lessonIds) {
    ok(
      await learner.post('user/progress/mark', { courseId: course.courseId, lessonId, progress: 100 }),
      'user/progress/mark',
    );
  }
}
