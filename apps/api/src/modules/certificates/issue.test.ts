import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates, lessons, notifications, users } from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import { completeCourse, publishedCourse, signedIn } from '../../test/certificates.js';
import { type Client, inAllLanguages } from '../../test/course-data.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { issueCertificates } from './issue.js';

let t: TestApp;
let admin: Client;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(t, { type: 'admin' })).api;
});
afterAll(() => t.close());

const certificatesOf = (userId: string) =>
  t.deps.db.select().from(certificates).where(eq(certificates.userId, userId));

describe('a course certificate', () => {
  it('is issued when the learner completes the course, with his name and language, and only once', async () => {
    const course = await publishedCourse(t, { title: 'Routing', lessons: 2 });
    const learner = await signedIn(t, { name: 'Ana Luíza Nuñez', lang: 'es' });

    await learner.api.post('user/progress/mark', {
      courseId: course.courseId,
      lessonId: course.lessonIds[0],
      progress: 100,
    });
    expect(await certificatesOf(learner.id)).toHaveLength(0);

    await completeCourse(learner.api, course);
    const [issued, ...others] = await certificatesOf(learner.id);
    expect(others).toHaveLength(0);
    expect(issued).toMatchObject({
      kind: 'course',
      courseId: course.courseId,
      holderName: 'Ana Luíza Nuñez',
      lang: 'es',
      title: 'Routing (es)',
      expiresAt: null,
      revokedAt: null,
    });
    expect(issued?.code).toMatch(/^[A-Z2-7]{24}$/);

    // watching again, or the learner renaming himself, changes nothing already issued
    await t.deps.db.update(users).set({ name: 'Someone Else' }).where(eq(users.id, learner.id));
    await completeCourse(learner.api, course);
    const again = await certificatesOf(learner.id);
    expect(again).toHaveLength(1);
    expect(again[0]?.holderName).toBe('Ana Luíza Nuñez');

    const notices = await t.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, learner.id), eq(notifications.type, 'certificate-issued')));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.route).toBe('/courses/my-certificates');
  });

  it('takes its validity from the course form', async () => {
    const created = await admin.post('course/create', {
      title: inAllLanguages('Valid for a year'),
      description: inAllLanguages('About'),
      langs: ['en', 'pt', 'es'],
      certificateValidityMonths: 12,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data.certificateValidityMonths).toBe(12);
    const id = created.body.data._id;
    const cleared = await admin.post('course/update', { _id: id, certificateValidityMonths: null });
    expect(cleared.body.data.certificateValidityMonths).toBeNull();
    for (const months of [0, 601, 1.5, '12']) {
      const refused = await admin.post('course/update', { _id: id, certificateValidityMonths: months });
      expect(refused.status).toBe(400);
      expect(refused.body.fields).toEqual({ certificateValidityMonths: 'validation.validityMonths' });
    }
  });

  it('ends after the validity the course sets', async () => {
    const course = await publishedCourse(t, { lessons: 1, validityMonths: 12 });
    const learner = await signedIn(t);
    const before = new Date();
    await completeCourse(learner.api, course);
    const [issued] = await certificatesOf(learner.id);
    const expected = new Date(before);
    expected.setUTCFullYear(expected.getUTCFullYear() + 1);
    expect(Math.abs((issued?.expiresAt?.getTime() ?? 0) - expected.getTime())).toBeLessThan(60_000);
  });

  it('is issued once when the last lesson is completed many times at once', async () => {
    const course = await publishedCourse(t, { lessons: 1 });
    const learner = await signedIn(t);
    const marks = await Promise.all(
      Array.from({ length: 12 }, () =>
        learner.api.post('user/progress/mark', {
          courseId: course.courseId,
          lessonId: course.lessonIds[0],
          progress: 100,
        }),
      ),
    );
    for (const mark of marks) expect(mark.status).toBe(200);
    expect(await certificatesOf(learner.id)).toHaveLength(1);
  });

  it('is issued once when completions race in separate transactions (settled by the unique index)', async () => {
    const course = await publishedCourse(t, { lessons: 1 });
    const learner = await signedIn(t);
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.deps.db.transaction((tx) => issueCertificates(tx, learner.id, course.courseId)),
      ),
    );
    expect(results.filter((result) => result !== null)).toHaveLength(1);
    expect(await certificatesOf(learner.id)).toHaveLength(1);
  });
});

describe('an exam certificate', () => {
  it('is issued once for an exam lesson that generates one, and never for another lesson', async () => {
    const course = await publishedCourse(t, { title: 'Switching', lessons: 1 });
    const exam = async (generates: boolean) => {
      const id = newId();
      await t.deps.db.insert(lessons).values({
        id,
        courseId: course.courseId,
        kind: 'exam',
        title: inAllLanguages('Exam'),
        minQuestions: 1,
        generateCertificate: generates,
        position: 5,
      });
      return id;
    };
    const examId = await exam(true);
    const plainExamId = await exam(false);
    const learner = await signedIn(t, { lang: 'pt' });

    const issue = (lessonId: string) =>
      t.deps.db.transaction((tx) => issueCertificates(tx, learner.id, course.courseId, lessonId));
    expect(await issue(plainExamId)).toBeNull();
    expect(await issue(course.lessonIds[0] ?? '')).toBeNull();
    const results = await Promise.all([issue(examId), issue(examId), issue(examId)]);
    expect(results.filter((result) => result !== null)).toHaveLength(1);

    const held = await certificatesOf(learner.id);
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ kind: 'lesson', lessonId: examId, title: 'Switching (pt): Exam (pt)' });
  });
});
