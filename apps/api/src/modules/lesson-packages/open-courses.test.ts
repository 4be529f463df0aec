import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../db/schema/index.js';
import { type Learner, signIn } from '../../test/exam-world.js';
import { askerOf } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { makePackage, packageCourse } from '../../test/package-world.js';
import { keptOpenCourses } from './open-courses.js';

let t: TestApp;
let admin: Learner;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, 'admin');
});
afterAll(() => t.close());

describe("a commit's course check", () => {
  it('keeps a granted course a minute, asks again after it, and never keeps a refusal', async () => {
    const lesson = await packageCourse(admin.api, await makePackage(t.deps.db, 'scorm12'));
    const learner = await signIn(t);
    const viewer = { ...askerOf('student'), id: learner.id };
    let now = 0;
    const openCourse = keptOpenCourses(t.deps.db, () => now);

    expect((await openCourse(viewer, lesson.courseId)).id).toBe(lesson.courseId);
    await t.deps.db.update(courses).set({ status: 'draft' }).where(eq(courses.id, lesson.courseId));
    now = 59_000;
    expect((await openCourse(viewer, lesson.courseId)).id).toBe(lesson.courseId);
    now = 61_000;
    await expect(openCourse(viewer, lesson.courseId)).rejects.toMatchObject({ key: 'not-found' });
    await t.deps.db.update(courses).set({ status: 'published' }).where(eq(courses.id, lesson.courseId));
    expect((await openCourse(viewer, lesson.courseId)).id).toBe(lesson.courseId);
  });
});
