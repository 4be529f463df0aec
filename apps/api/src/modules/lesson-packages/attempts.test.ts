import { NOT_STARTED } from '@academy/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  certificates,
  courseProgress,
  lessonProgress,
  packageAttempts,
  packageUnitData,
} from '../../db/schema/index.js';
import type { Client } from '../../test/course-data.js';
import { type Learner, setExamSettings, signIn } from '../../test/exam-world.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { makePackage, packageCourse, units } from '../../test/package-world.js';
import { sumUnits } from './attempt-outcome.js';
import { attemptAsSeen, keepUnchangedAttempt } from './commit-statements.js';

let t: TestApp;
let admin: Learner;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, 'admin');
  await setExamSettings(t, 0, 0);
});
afterAll(() => t.close());

async function open(
  api: Client,
  lesson: { courseId: string; lessonId: string },
  extra: Record<string, unknown> = {},
) {
  return api.post('package-attempts/open', { ...lesson, lang: 'es', ...extra });
}

async function opened(
  api: Client,
  lesson: { courseId: string; lessonId: string },
  extra: Record<string, unknown> = {},
) {
  const res = await open(api, lesson, extra);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

const commit = (api: Client, attemptId: string, unitId: string, cmi: Record<string, unknown>) =>
  api.post(`package-attempts/${attemptId}/commit`, { unitId, cmi });

async function committed(api: Client, attemptId: string, unitId: string, cmi: Record<string, unknown>) {
  const res = await commit(api, attemptId, unitId, cmi);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

const keptData = async (attemptId: string) =>
  t.deps.db.select().from(packageUnitData).where(eq(packageUnitData.attemptId, attemptId));

describe('a SCORM 1.2 lesson', () => {
  it('keeps each commit, resumes where the learner left on another device, and passing completes the course with its certificate', async () => {
    const packageId = await makePackage(t.deps.db, 'scorm12');
    const lesson = await packageCourse(admin.api, packageId, { generate_certificate: true });
    const learner = await signIn(t);

    const play = await opened(learner.api, lesson);
    expect(play).toMatchObject({
      packageId,
      standard: 'scorm12',
      base: `/api/package-files/${packageId}/`,
      data: {},
      // the runtime names him to the package: his id, and his name as "Last, First"
      learner: { id: learner.id, name: expect.stringMatching(/^\d+, Student$/) },
    });
    expect(play.standing).toMatchObject({
      completion: 'unknown',
      success: 'unknown',
      ended: false,
      attemptsLeft: null,
    });
    const attemptId = play.standing.attemptId;
    // opened, the lesson and its course count as started, as a first mark makes them
    const started = await t.deps.db
      .select()
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, learner.id), eq(lessonProgress.lessonId, lesson.lessonId)));
    expect(started.map((row) => row.progress)).toEqual([0]);
    // a package is marked by its own commits only
    const marked = await learner.api.post('user/progress/mark', { ...lesson, progress: 100 });
    expect(marked.status).toBe(400);
    expect(marked.body.error).toBe('exam-not-markable');

    const halfway = await committed(learner.api, attemptId, 'sco-1', {
      cmi: {
        core: {
          lesson_status: 'incomplete',
          lesson_location: 'page-3',
          session_time: '00:05:00',
          total_time: '00:05:00',
          student_id: learner.id,
          student_name: play.learner.name,
        },
        suspend_data: 'answers=1,2',
      },
    });
    // kept under no name: the runtime is handed them again at each launch
    expect((await keptData(attemptId)).map((row) => row.cmi)).toEqual([
      {
        core: {
          lesson_status: 'incomplete',
          lesson_location: 'page-3',
          session_time: '00:05:00',
          total_time: '00:05:00',
        },
        suspend_data: 'answers=1,2',
      },
    ]);
    expect(halfway.standing).toMatchObject({ completion: 'incomplete', success: 'unknown', seconds: 300 });
    expect(halfway.lessonProgress).toBe(0);

    // the same learner on another device: the same attempt, with what the package kept, less the
    // session's time and his name and id (the page hands them to the runtime at each launch)
    const again = await opened((await signInAs(learner)).api, lesson);
    expect(again.standing.attemptId).toBe(attemptId);
    expect(again.data['sco-1']).toEqual({
      core: { lesson_status: 'incomplete', lesson_location: 'page-3', total_time: '00:05:00' },
      suspend_data: 'answers=1,2',
    });

    const passed = await committed(learner.api, attemptId, 'sco-1', {
      core: { lesson_status: 'passed', score: { raw: '18', min: '0', max: '20' }, total_time: '00:09:30' },
    });
    expect(passed.standing).toMatchObject({
      completion: 'completed',
      success: 'passed',
      score: 90,
      seconds: 570,
    });
    expect(passed.lessonProgress).toBe(100);
    expect(passed.certificates.map((one: { kind: string }) => one.kind).sort()).toEqual(['course', 'lesson']);
    const [progress] = await t.deps.db
      .select()
      .from(courseProgress)
      .where(and(eq(courseProgress.userId, learner.id), eq(courseProgress.courseId, lesson.courseId)));
    expect(progress?.completedAt).not.toBeNull();

    // a later commit neither issues the certificates again nor lowers the lesson
    const later = await committed(learner.api, attemptId, 'sco-1', { core: { lesson_status: 'passed' } });
    expect(later.certificates).toEqual([]);
    expect(later.lessonProgress).toBe(100);
    const held = await t.deps.db.select().from(certificates).where(eq(certificates.userId, learner.id));
    expect(held).toHaveLength(2);
  });
});

/** Another session of the same learner: what a second device holds. */
async function signInAs(learner: Learner): Promise<Learner> {
  const { login } = await import('../../test/factories.js');
  const { users } = await import('../../db/schema/index.js');
  const { client } = await import('../../test/course-data.js');
  const [row] = await t.deps.db.select({ email: users.email }).from(users).where(eq(users.id, learner.id));
  const token = await login(t.app, row?.email ?? '', 'secret123');
  return { ...learner, api: client(t.app, token) };
}

describe('a SCORM 2004 lesson of several SCOs', () => {
  it('counts each SCO towards the lesson and completes it when every SCO is done', async () => {
    const packageId = await makePackage(t.deps.db, 'scorm2004-4', units(2));
    const lesson = await packageCourse(admin.api, packageId);
    const learner = await signIn(t);
    const { standing } = await opened(learner.api, lesson);

    const first = await committed(learner.api, standing.attemptId, 'sco-1', {
      completion_status: 'completed',
      success_status: 'passed',
      score: { scaled: '0.8' },
      total_time: 'PT10M',
      learner_id: learner.id,
      learner_name: 'Student, A',
    });
    const [kept] = await keptData(standing.attemptId);
    expect(kept?.cmi).not.toHaveProperty('learner_id');
    expect(kept?.cmi).not.toHaveProperty('learner_name');
    expect(first.standing).toMatchObject({
      completion: 'incomplete',
      success: 'passed',
      score: 80,
      seconds: 600,
    });
    expect(first.lessonProgress).toBe(50);

    const measured = await committed(learner.api, standing.attemptId, 'sco-2', {
      completion_status: 'incomplete',
      progress_measure: '0.5',
    });
    expect(measured.lessonProgress).toBe(75);

    const done = await committed(learner.api, standing.attemptId, 'sco-2', {
      completion_status: 'completed',
      success_status: 'unknown',
      total_time: 'PT5M',
    });
    expect(done.standing).toMatchObject({ completion: 'completed', success: 'passed', seconds: 900 });
    expect(done.lessonProgress).toBe(100);
  });
});

describe('commits that move nothing of the lesson', () => {
  it('are kept in one statement, unless another commit changed the attempt since it was read', async () => {
    const packageId = await makePackage(t.deps.db, 'scorm2004-4', units(2));
    const lesson = await packageCourse(admin.api, packageId);
    const learner = await signIn(t);
    const { attemptId } = (await opened(learner.api, lesson)).standing;
    const part = (location: string, time: string) => ({
      completion_status: 'incomplete',
      progress_measure: '0.5',
      location,
      total_time: time,
    });
    expect((await committed(learner.api, attemptId, 'sco-1', part('p1', 'PT1M'))).lessonProgress).toBe(25);

    const seen = await attemptAsSeen(t.deps.db, learner.id, attemptId, 'sco-2');
    // another commit comes between the read and the write: the write takes no effect
    const between = await committed(learner.api, attemptId, 'sco-1', part('p2', 'PT2M'));
    expect(between).toMatchObject({ lessonProgress: 25, standing: { seconds: 120 } });
    const stale = sumUnits(seen, seen.others, { unitId: 'sco-2', outcome: NOT_STARTED });
    const missed = await keepUnchangedAttempt(
      t.deps.db,
      seen,
      { unitId: 'sco-2', cmi: {}, outcome: NOT_STARTED },
      stale,
    );
    expect(missed).toBeUndefined();
    expect((await keptData(attemptId)).map((row) => row.unitId)).toEqual(['sco-1']);

    // commits of both units at once: the attempt sums what each unit kept last
    const times = Array.from({ length: 12 }, (_, n) => n + 1);
    const answers = await Promise.all(
      times.map((minutes) =>
        commit(learner.api, attemptId, minutes % 2 ? 'sco-1' : 'sco-2', part(`p${minutes}`, `PT${minutes}M`)),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(times.map(() => 200));
    const kept = await keptData(attemptId);
    const keptSeconds = kept.reduce(
      (sum, row) => sum + Number(/PT(\d+)M/.exec(String(row.cmi.total_time))?.[1]) * 60,
      0,
    );
    const [attempt] = await t.deps.db.select().from(packageAttempts).where(eq(packageAttempts.id, attemptId));
    expect(attempt?.seconds).toBe(keptSeconds);
    expect(attempt?.completion).toBe('incomplete');
    expect(kept.map((row) => row.outcome?.seconds).sort()).toEqual(
      kept.map((row) => Number(/PT(\d+)M/.exec(String(row.cmi.total_time))?.[1]) * 60).sort(),
    );

    // a unit kept without its outcome (before outcomes were kept) is read from its data
    await t.deps.db
      .update(packageUnitData)
      .set({ outcome: null })
      .where(and(eq(packageUnitData.attemptId, attemptId), eq(packageUnitData.unitId, 'sco-1')));
    const sco1 = kept.find((row) => row.unitId === 'sco-1');
    const last = await committed(learner.api, attemptId, 'sco-2', part('p20', 'PT20M'));
    expect(last.standing.seconds).toBe((sco1?.outcome?.seconds ?? 0) + 20 * 60);
  });
});

describe('failing, and attempts granted back', () => {
  it('ends a failed attempt; a new one needs an attempt left, which an admin can grant', async () => {
    await setExamSettings(t, 1, 0);
    try {
      const packageId = await makePackage(t.deps.db, 'scorm2004-3');
      const lesson = await packageCourse(admin.api, packageId);
      const learner = await signIn(t);
      const { standing } = await opened(learner.api, lesson);
      expect(standing.attemptsLeft).toBe(0);

      const failed = await committed(learner.api, standing.attemptId, 'sco-1', {
        completion_status: 'completed',
        success_status: 'failed',
      });
      expect(failed.standing).toMatchObject({ success: 'failed', ended: true, attemptsLeft: 0 });
      expect(failed.lessonProgress).toBe(0);

      const afterEnd = await commit(learner.api, standing.attemptId, 'sco-1', {
        completion_status: 'incomplete',
      });
      expect(afterEnd.status).toBe(409);
      expect(afterEnd.body.error).toBe('exam-no-attempt');
      // reopening shows the ended attempt; a new one is refused
      expect((await opened(learner.api, lesson)).standing).toMatchObject({
        attemptId: standing.attemptId,
        ended: true,
      });
      const refused = await open(learner.api, lesson, { fresh: true });
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe('exam-attempts-lock');

      const byLearner = await learner.put('package-attempts/grant', {
        userId: learner.id,
        lessonId: lesson.lessonId,
        attempts: 1,
      });
      expect(byLearner.status).toBe(403);
      const granted = await admin.put('package-attempts/grant', {
        userId: learner.id,
        lessonId: lesson.lessonId,
        attempts: 1,
      });
      expect(granted.status, JSON.stringify(granted.body)).toBe(200);
      expect(granted.body.data).toMatchObject({ attemptId: standing.attemptId, attemptsLeft: 1 });

      const fresh = await opened(learner.api, lesson, { fresh: true });
      expect(fresh.standing.attemptId).not.toBe(standing.attemptId);
      expect(fresh.standing).toMatchObject({ completion: 'unknown', ended: false, attemptsLeft: 0 });
      expect(fresh.data).toEqual({});
      // an open attempt is not replaced
      expect((await open(learner.api, lesson, { fresh: true })).status).toBe(409);
    } finally {
      await setExamSettings(t, 0, 0);
    }
  });
});

describe('what is refused', () => {
  it("refuses another learner's attempt, a unit of another package, values out of range and oversized data, keeping nothing", async () => {
    const packageId = await makePackage(t.deps.db, 'scorm12');
    const lesson = await packageCourse(admin.api, packageId);
    const learner = await signIn(t);
    const { standing } = await opened(learner.api, lesson);
    await committed(learner.api, standing.attemptId, 'sco-1', {
      core: { lesson_status: 'incomplete' },
      suspend_data: 'kept',
    });
    const before = await keptData(standing.attemptId);

    const other = await signIn(t);
    expect(
      (await commit(other.api, standing.attemptId, 'sco-1', { core: { lesson_status: 'passed' } })).status,
    ).toBe(404);

    const foreignUnit = await commit(learner.api, standing.attemptId, 'not-a-sco', { core: {} });
    expect(foreignUnit.status).toBe(400);

    const outOfRange = await commit(learner.api, standing.attemptId, 'sco-1', {
      core: { lesson_status: 'passed', score: { raw: '250' } },
    });
    expect(outOfRange.status).toBe(400);
    expect(outOfRange.body.fields).toEqual({ 'cmi.core.score.raw': 'package.valueOutOfRange' });
    const badStatus = await commit(learner.api, standing.attemptId, 'sco-1', {
      core: { lesson_status: 'won' },
    });
    expect(badStatus.body.fields).toEqual({ 'cmi.core.lesson_status': 'package.valueOutOfRange' });

    const longSuspend = await commit(learner.api, standing.attemptId, 'sco-1', {
      suspend_data: 'x'.repeat(64_001),
    });
    expect(longSuspend.status).toBe(400);
    expect(longSuspend.body.fields).toEqual({ 'cmi.suspend_data': 'package.suspendDataTooLong' });

    const huge = await commit(learner.api, standing.attemptId, 'sco-1', {
      suspend_data: 'x'.repeat(10 * 1024 * 1024),
    });
    expect(huge.status).toBe(413);

    expect(await keptData(standing.attemptId)).toEqual(before);
    // the server answers on meanwhile
    expect((await opened(learner.api, lesson)).data['sco-1']).toMatchObject({ suspend_data: 'kept' });
  });

  it('opens no package lesson the learner cannot see, and no lesson that is not a package', async () => {
    const packageId = await makePackage(t.deps.db, 'scorm12');
    const lesson = await packageCourse(admin.api, packageId);
    const draft = await admin.api.post('course/create', {
      title: { en: 'Draft', pt: 'Draft', es: 'Draft' },
      description: { en: 'Draft', pt: 'Draft', es: 'Draft' },
      langs: ['en', 'pt', 'es'],
    });
    const learner = await signIn(t);
    expect(
      (await open(learner.api, { courseId: draft.body.data._id, lessonId: lesson.lessonId })).status,
    ).toBe(404);
    expect(
      (await open(learner.api, { courseId: lesson.courseId, lessonId: draft.body.data._id })).status,
    ).toBe(404);
    const other = await makePackage(t.deps.db, 'scorm12');
    const otherLesson = await packageCourse(admin.api, other);
    // a lesson of another course, asked through this one
    expect(
      (await open(learner.api, { courseId: lesson.courseId, lessonId: otherLesson.lessonId })).status,
    ).toBe(404);
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/package-attempts/open',
      payload: { ...lesson, lang: 'en' },
    });
    expect(signedOut.statusCode).toBe(401);
  });
});
