import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseProgress, lessonProgress, packageAttempts } from '../../db/schema/index.js';
import { type Client, client, inAllLanguages } from '../../test/course-data.js';
import { type Learner, setExamSettings, signIn } from '../../test/exam-world.js';
import { login, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { makePackage, packageCourse } from '../../test/package-world.js';

/** Staff open a package lesson to preview it: the package plays, nothing of theirs is started or kept. */

let t: TestApp;
let admin: Learner;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, 'admin');
  await setExamSettings(t, 1, 0);
});
afterAll(() => t.close());

const open = (api: Client, lesson: { courseId: string; lessonId: string }, extra: object = {}) =>
  api.post('package-attempts/open', { ...lesson, lang: 'pt', ...extra });

/** Every row that would name `userId` as having played the course: attempts and progress. */
async function traces(userId: string, courseId: string) {
  const [attempts, lessons, courses] = await Promise.all([
    t.deps.db.select().from(packageAttempts).where(eq(packageAttempts.userId, userId)),
    t.deps.db.select().from(lessonProgress).where(eq(lessonProgress.userId, userId)),
    t.deps.db.select().from(courseProgress).where(eq(courseProgress.courseId, courseId)),
  ]);
  return { attempts, lessons, courses: courses.filter((row) => row.userId === userId) };
}

/** A second package lesson after the course's first: locked until the first is done. */
async function secondLesson(courseId: string, packageId: string) {
  const res = await admin.api.post('course/lesson/save', {
    lesson: {
      courseId,
      kind: 'package',
      title: inAllLanguages('Second package lesson'),
      content: { package: { en: packageId, pt: packageId, es: packageId } },
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { courseId, lessonId: res.body.data._id as string };
}

describe('a staff preview of a package lesson', () => {
  it('plays the package with no attempt, no progress and no line in the reports', async () => {
    const packageId = await makePackage(t.deps.db, 'scorm12');
    const lesson = await packageCourse(admin.api, packageId);

    const res = await open(admin.api, lesson);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      packageId,
      standard: 'scorm12',
      base: `/api/package-files/${packageId}/`,
      data: {},
      standing: null,
      learner: { id: admin.id },
    });
    // a new attempt asked for is no different: a preview is always afresh
    expect((await open(admin.api, lesson, { fresh: true })).body.data.standing).toBeNull();
    expect(await traces(admin.id, lesson.courseId)).toEqual({ attempts: [], lessons: [], courses: [] });

    const learners = await admin.api.get(
      `package-attempts/learners?courseId=${lesson.courseId}&lessonId=${lesson.lessonId}&page=1`,
    );
    expect(learners.body.data).toEqual({ items: [], total: 0 });
    const report = await admin.api.get(`report/course-view/${lesson.courseId}`);
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    expect(report.body.data.learners.items).toEqual([]);
  });

  it('is a distributor’s too, within his own access to the course', async () => {
    const packageId = await makePackage(t.deps.db, 'scorm2004-4');
    const lesson = await packageCourse(admin.api, packageId);
    const master = await makeUser(t.deps.db, { type: 'master', name: 'Marta Ruiz Gil' });
    const api = client(t.app, await login(t.app, master.email, master.password));

    const res = await open(api, lesson);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      standing: null,
      learner: { id: master.id, name: 'Gil, Marta Ruiz' },
    });
    expect(await traces(master.id, lesson.courseId)).toEqual({ attempts: [], lessons: [], courses: [] });
  });

  it('opens an admin a lesson the course’s order keeps locked; a learner still waits for it', async () => {
    const packageId = await makePackage(t.deps.db, 'scorm12');
    const first = await packageCourse(admin.api, packageId);
    const second = await secondLesson(first.courseId, packageId);

    expect((await open(admin.api, second)).body.data.standing).toBeNull();
    const learner = await signIn(t);
    const locked = await open(learner.api, second);
    expect(locked.body.error).toBe('lesson-locked');
    expect(await traces(learner.id, first.courseId)).toEqual({ attempts: [], lessons: [], courses: [] });
  });
});

describe("a learner's open", () => {
  it('still starts his attempt, within its limit: no preview can be asked for', async () => {
    const packageId = await makePackage(t.deps.db, 'scorm12');
    const lesson = await packageCourse(admin.api, packageId);
    const learner = await signIn(t);

    const asPreview = await open(learner.api, lesson, { preview: true });
    expect(asPreview.status).toBe(400);
    const res = await open(learner.api, lesson);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { standing } = res.body.data;
    expect(standing).toMatchObject({ completion: 'unknown', ended: false, attemptsLeft: 0 });
    const started = await traces(learner.id, lesson.courseId);
    expect(started.attempts.map((row) => row.id)).toEqual([standing.attemptId]);
    expect(started.lessons.map((row) => row.progress)).toEqual([0]);
    expect(started.courses).toHaveLength(1);

    const failed = await learner.api.post(`package-attempts/${standing.attemptId}/commit`, {
      unitId: 'sco-1',
      cmi: { core: { lesson_status: 'failed' } },
    });
    expect(failed.body.data.standing).toMatchObject({ ended: true, attemptsLeft: 0 });
    const refused = await open(learner.api, lesson, { fresh: true });
    expect(refused.body.error).toBe('exam-attempts-lock');
    expect((await traces(learner.id, lesson.courseId)).attempts).toHaveLength(1);
  });
});
