import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Learner, setExamSettings, signIn } from '../../test/exam-world.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { makePackage, packageCourse } from '../../test/package-world.js';

/** The reports of a package lesson a learner plays through the package calls, as the lesson view does. */

let t: TestApp;
let admin: Learner;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, 'admin');
  await setExamSettings(t, 0, 0);
});
afterAll(() => t.close());

describe('a package lesson played', () => {
  it('is in the course and learner reports with what the package reported: status, score and time', async () => {
    const packageId = await makePackage(t.deps.db, 'scorm12');
    const lesson = await packageCourse(admin.api, packageId);
    const learner = await signIn(t);
    const open = await learner.api.post('package-attempts/open', { ...lesson, lang: 'es' });
    expect(open.status, JSON.stringify(open.body)).toBe(200);
    const attemptId = open.body.data.standing.attemptId;
    const commit = (core: Record<string, unknown>) =>
      learner.api.post(`package-attempts/${attemptId}/commit`, { unitId: 'sco-1', cmi: { core } });
    expect((await commit({ lesson_status: 'incomplete', total_time: '00:05:00' })).status).toBe(200);
    const passed = await commit({
      lesson_status: 'passed',
      score: { raw: '18', min: '0', max: '20' },
      total_time: '00:09:30',
    });
    expect(passed.status, JSON.stringify(passed.body)).toBe(200);

    const expected = {
      lessonId: lesson.lessonId,
      title: { en: 'Package lesson (en)', pt: 'Package lesson (pt)', es: 'Package lesson (es)' },
      status: 'passed',
      attempts: 1,
      bestScore: 90,
      seconds: 570,
      lastActivityAt: expect.any(String),
    };
    const view = await admin.api.get(`report/course-view/${lesson.courseId}`);
    expect(view.status, JSON.stringify(view.body)).toBe(200);
    expect(view.body.data.packageLessons).toEqual([{ _id: lesson.lessonId, title: expected.title }]);
    expect(view.body.data.learners.items).toEqual([
      expect.objectContaining({ _id: learner.id, progress: 100, packages: [expected] }),
    ]);
    const student = await admin.api.get(`report/student-view/${learner.id}`);
    expect(student.body.data.courses).toEqual([expect.objectContaining({ packages: [expected] })]);
  });
});
