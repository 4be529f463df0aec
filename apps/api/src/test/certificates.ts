import { asc, eq } from 'drizzle-orm';
import { courses, lessons } from '../db/schema/index.js';
import { type Answer, type Client, client, seedCourses } from './course-data.js';
import { login, type MakeUserOptions, makeUser } from './factories.js';
import type { TestApp } from './harness.js';

/**
 * Builders for the certificates tests (compiled with the api, so they assert without vitest).
 */

function ok(res: Answer, what: string) {
  if (res.status !== 200) throw new Error(`${what} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res;
}

/** A signed-in user: his id, his token and an API client. */
export async function signedIn(t: TestApp, options: MakeUserOptions = {}) {
  const user = await makeUser(t.deps.db, options);
  const token = await login(t.app, user.email, user.password);
  return { id: user.id, token, api: client(t.app, token) };
}

/**
 * A published linear course of `lessons` video lessons titled `<title> (en|pt|es)`, whose
 * certificates last `validityMonths` (null: for ever).
 */
export async function publishedCourse(
  t: TestApp,
  options: { title?: string; lessons?: number; validityMonths?: number | null } = {},
) {
  const [courseId] = await seedCourses(t.deps.db, 1, {
    structure: 'linear',
    lessonsPerModule: options.lessons ?? 2,
    title: options.title ?? 'Certified course',
  });
  if (!courseId) throw new Error('no course');
  // seeded titles are numbered: drop the number so tests know the title
  const title = options.title ?? 'Certified course';
  await t.deps.db
    .update(courses)
    .set({
      title: { en: `${title} (en)`, pt: `${title} (pt)`, es: `${title} (es)` },
      certificateValidityMonths: options.validityMonths ?? null,
    })
    .where(eq(courses.id, courseId));
  const rows = await t.deps.db
    .select({ id: lessons.id })
    .from(lessons)
    .where(eq(lessons.courseId, courseId))
    .orderBy(asc(lessons.position));
  return { courseId, lessonIds: rows.map((row) => row.id) };
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
