import type { ExamStatus } from '@academy/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates, courseProgress, examAttempts, lessonProgress } from '../../db/schema/index.js';
import type { Client } from '../../test/course-data.js';
import {
  ageAttempts,
  type Learner,
  linearExamCourse,
  modularExamCourse,
  numberedQuestions,
  setExamSettings,
  signIn,
} from '../../test/exam-world.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let admin: Learner;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, 'admin');
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const ids = (courseId: string, lessonId: string) => ({ courseId, lessonId });

async function status(api: Client, courseId: string, lessonId: string): Promise<ExamStatus> {
  const res = await api.post('user/test/check_module', ids(courseId, lessonId));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

async function start(api: Client, courseId: string, lessonId: string): Promise<ExamStatus> {
  const res = await api.post('user/test/start_attempt', ids(courseId, lessonId));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.data.screen).toBe('exam');
  return res.body.data;
}

/** The learner's answers to his open attempt: all right, or all wrong. */
async function answers(courseId: string, lessonId: string, attempt: ExamStatus, right: boolean) {
  const key = (await admin.api.get(`course/module/exam/get-answers/${courseId}/${lessonId}`)).body.data;
  const correct = new Map<string, string[]>(
    key.questions.map((q: { _id: string; answers: { _id: string; correct: boolean }[] }) => [
      q._id,
      q.answers.filter((a) => a.correct).map((a) => a._id),
    ]),
  );
  return (attempt.attempt?.questions ?? []).map((q) => ({
    questionID: q._id,
    answers: right
      ? (correct.get(q._id) ?? [])
      : q.answers.filter((a) => !correct.get(q._id)?.includes(a._id)).map((a) => a._id),
  }));
}

async function sit(api: Client, courseId: string, lessonId: string, right: boolean) {
  const attempt = await start(api, courseId, lessonId);
  return api.post('user/test/register_attempt', {
    ids: { ...ids(courseId, lessonId), attemptId: attempt.attempt?._id },
    userAnswers: await answers(courseId, lessonId, attempt, right),
  });
}

/** Marks a video lesson watched. */
async function watch(api: Client, courseId: string, lessonId: string) {
  const res = await api.post('user/progress/mark', { courseId, lessonId, progress: 100 });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

describe('answer keys', () => {
  it('no answer a learner gets before scoring says which answers are correct', async () => {
    await setExamSettings(t, 3, 0);
    const course = await linearExamCourse(admin.api, {}, false);
    const learner = await signIn(t);
    const seen: unknown[] = [];
    const record = async (res: Promise<{ status: number; body: unknown }>) => {
      const answer = await res;
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      seen.push(answer.body);
      return answer.body as { data: ExamStatus };
    };
    const view = await record(learner.api.get(`course/get/${course.courseId}`));
    await record(learner.api.post('user/test/check_module', ids(course.courseId, course.examId)));
    const opened = await record(
      learner.api.post('user/test/start_attempt', ids(course.courseId, course.examId)),
    );
    await record(learner.api.post('user/test/check_module', ids(course.courseId, course.examId)));
    await record(learner.api.post('user/test/get_previous_attempt', ids(course.courseId, course.examId)));
    await record(learner.api.get('exam/load-info-data'));
    await record(learner.api.get(`course/get/${course.courseId}`));
    const result = await record(
      learner.api.post('user/test/register_attempt', {
        ids: ids(course.courseId, course.examId),
        userAnswers: await answers(course.courseId, course.examId, opened.data, false),
      }),
    );
    await record(learner.api.post('user/test/get_previous_attempt', ids(course.courseId, course.examId)));

    expect(opened.data.attempt?.questions).toHaveLength(2);
    for (const body of seen) expect(JSON.stringify(body)).not.toMatch(/correct/i);
    // the course view leaves an exam's questions to its attempts
    expect(JSON.stringify(view)).not.toContain('Q0');
    expect(result.data).toMatchObject({ score: 0, total: 2, passed: false });
    // the key itself stays the admin's
    const refused = await learner.api.get(
      `course/module/exam/get-answers/${course.courseId}/${course.examId}`,
    );
    expect(refused.status).toBe(403);
  });
});

describe('attempts', () => {
  it('draws N questions and shuffles answers once per attempt, the same on every reload', async () => {
    await setExamSettings(t, 0, 0);
    const course = await linearExamCourse(
      admin.api,
      { questions: numberedQuestions(8, 4), questions_per_attempt: 3, min_questions: 2 },
      false,
    );
    const orders = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const learner = await signIn(t);
      const opened = await start(learner.api, course.courseId, course.examId);
      expect(opened.questionCount).toBe(3);
      expect(opened.attempt?.questions).toHaveLength(3);
      for (const q of opened.attempt?.questions ?? []) expect(q.answers).toHaveLength(4);
      const again = await status(learner.api, course.courseId, course.examId);
      const twice = await learner.api.post('user/test/start_attempt', ids(course.courseId, course.examId));
      expect(again.attempt).toEqual(opened.attempt);
      expect(twice.body.data.attempt).toEqual(opened.attempt);
      orders.add(JSON.stringify(opened.attempt?.questions.map((q) => [q._id, q.answers.map((a) => a._id)])));
    }
    // four learners drawing 3 of 8 questions with 4 answers each: the same draw four times is
    // a chance of about one in 10^13
    expect(orders.size).toBeGreaterThan(1);
  });

  it('passing completes the exam lesson, the course and its certificate, once', async () => {
    await setExamSettings(t, 3, 0);
    const course = await linearExamCourse(admin.api);
    const learner = await signIn(t);
    await watch(learner.api, course.courseId, course.videoId as string);
    const res = await sit(learner.api, course.courseId, course.examId, true);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      score: 2,
      total: 2,
      min_questions: 1,
      passed: true,
      timedOut: false,
    });

    const [lesson] = await t.deps.db
      .select()
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, learner.id), eq(lessonProgress.lessonId, course.examId)));
    expect(lesson?.progress).toBe(100);
    const [progress] = await t.deps.db
      .select()
      .from(courseProgress)
      .where(and(eq(courseProgress.userId, learner.id), eq(courseProgress.courseId, course.courseId)));
    expect(progress?.progress).toBe(100);
    expect(progress?.completedAt).toBeInstanceOf(Date);
    const issued = await t.deps.db.select().from(certificates).where(eq(certificates.userId, learner.id));
    // the course's certificate and the exam lesson's own (generate_certificate)
    expect(issued.map((row) => row.kind).sort()).toEqual(['course', 'lesson']);
    // the result names them, each as printed, so the result screen offers their download
    expect(res.body.data.certificates).toEqual(
      expect.arrayContaining(issued.map((row) => ({ _id: row.id, title: row.title, kind: row.kind }))),
    );
    expect(res.body.data.certificates).toHaveLength(2);
    for (const certificate of res.body.data.certificates) {
      const pdf = await learner.api.post('user/certificate/generate', { certificateId: certificate._id });
      expect(pdf.status).toBe(200);
      expect(pdf.raw.headers['content-type']).toBe('application/pdf');
    }

    expect((await status(learner.api, course.courseId, course.examId)).screen).toBe('approved-lock');
    const again = await learner.api.post('user/test/start_attempt', ids(course.courseId, course.examId));
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('exam-approved');
  });

  it('makes the learner wait between attempts', async () => {
    await setExamSettings(t, 3, 24);
    const course = await linearExamCourse(admin.api, {}, false);
    const learner = await signIn(t);
    const failed = (await sit(learner.api, course.courseId, course.examId, false)).body.data;
    expect(failed).toMatchObject({ passed: false, certificates: [] });

    const locked = await status(learner.api, course.courseId, course.examId);
    expect(locked.screen).toBe('time-lock');
    const waitLeft = Date.parse(locked.waitUntil ?? '') - Date.parse(locked.serverTime);
    expect(waitLeft).toBeGreaterThan(23.9 * HOUR);
    expect(waitLeft).toBeLessThanOrEqual(24 * HOUR);
    const refused = await learner.api.post('user/test/start_attempt', ids(course.courseId, course.examId));
    expect([refused.status, refused.body.error]).toEqual([429, 'exam-time-lock']);

    await ageAttempts(t, learner.id, 24 * HOUR + 1000);
    expect((await status(learner.api, course.courseId, course.examId)).screen).toBe('start');
  });

  it('stops at the attempt limit, and an attempt an admin grants opens the exam again', async () => {
    await setExamSettings(t, 2, 24);
    const course = await linearExamCourse(admin.api, {}, false);
    const learner = await signIn(t);
    await sit(learner.api, course.courseId, course.examId, false);
    await ageAttempts(t, learner.id, 25 * HOUR);
    await sit(learner.api, course.courseId, course.examId, false);
    await ageAttempts(t, learner.id, 25 * HOUR);

    const locked = await status(learner.api, course.courseId, course.examId);
    expect(locked).toMatchObject({ screen: 'attempts-lock', attemptsUsed: 2, attemptsAllowed: 2 });
    const refused = await learner.api.post('user/test/start_attempt', ids(course.courseId, course.examId));
    expect([refused.status, refused.body.error]).toEqual([403, 'exam-attempts-lock']);

    // a linear course's exam is named by its own id in place of a module
    const granted = await admin.put(
      `course/module/exam/set-user-attempts/${course.courseId}/${course.examId}`,
      { userid: learner.id, attempts: 1 },
    );
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    expect(granted.body.data).toMatchObject({ attemptsUsed: 2, granted: 1, attemptsAllowed: 3 });
    expect((await status(learner.api, course.courseId, course.examId)).screen).toBe('start');
    await sit(learner.api, course.courseId, course.examId, false);
    expect((await status(learner.api, course.courseId, course.examId)).screen).toBe('attempts-lock');
  });

  it('a granted attempt lifts the wait at once', async () => {
    await setExamSettings(t, 3, 24);
    const course = await linearExamCourse(admin.api, {}, false);
    const learner = await signIn(t);
    await sit(learner.api, course.courseId, course.examId, false);
    expect((await status(learner.api, course.courseId, course.examId)).screen).toBe('time-lock');
    await admin.put(`course/module/exam/set-user-attempts/${course.courseId}/${course.examId}`, {
      userid: learner.id,
      attempts: 1,
    });
    const res = await sit(learner.api, course.courseId, course.examId, true);
    expect(res.body.data.passed).toBe(true);
  });

  it('records a submission after the time limit and its 30 s grace as failed', async () => {
    await setExamSettings(t, 0, 0);
    const course = await linearExamCourse(admin.api, { time_limit_minutes: 10 }, false);
    const learner = await signIn(t);

    const opened = await start(learner.api, course.courseId, course.examId);
    const limit = Date.parse(opened.attempt?.deadline ?? '') - Date.parse(opened.attempt?.startedAt ?? '');
    expect(limit).toBe(10 * 60_000);
    const right = await answers(course.courseId, course.examId, opened, true);
    // 20 s past the deadline: within the grace, it counts
    await ageAttempts(t, learner.id, 10 * 60_000 + 20_000);
    const inTime = await learner.api.post('user/test/register_attempt', {
      ids: ids(course.courseId, course.examId),
      userAnswers: right,
    });
    expect(inTime.body.data).toMatchObject({ passed: true, timedOut: false });

    const late = await signIn(t);
    const lateAttempt = await start(late.api, course.courseId, course.examId);
    const lateAnswers = await answers(course.courseId, course.examId, lateAttempt, true);
    await ageAttempts(t, late.id, 10 * 60_000 + 31_000);
    const res = await late.api.post('user/test/register_attempt', {
      ids: ids(course.courseId, course.examId),
      userAnswers: lateAnswers,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ passed: false, timedOut: true, score: 2 });
  });

  it('an attempt left open past its time counts as a failed one', async () => {
    await setExamSettings(t, 1, 0);
    const course = await linearExamCourse(admin.api, { time_limit_minutes: 5 }, false);
    const learner = await signIn(t);
    await start(learner.api, course.courseId, course.examId);
    await ageAttempts(t, learner.id, 6 * 60_000);
    expect((await status(learner.api, course.courseId, course.examId)).screen).toBe('attempts-lock');
    const previous = await learner.api.post(
      'user/test/get_previous_attempt',
      ids(course.courseId, course.examId),
    );
    expect(previous.body.data.attempt).toMatchObject({ passed: false, timedOut: true });
  });

  it('records one of 50 submissions at once when one attempt is allowed; the others get the lock', async () => {
    await setExamSettings(t, 1, 0);
    const course = await linearExamCourse(admin.api, {}, false);
    const learner = await signIn(t);
    const opened = await start(learner.api, course.courseId, course.examId);
    const wrong = await answers(course.courseId, course.examId, opened, false);
    const all = await Promise.all(
      Array.from({ length: 50 }, () =>
        learner.api.post('user/test/register_attempt', {
          ids: ids(course.courseId, course.examId),
          userAnswers: wrong,
        }),
      ),
    );
    expect(all.filter((res) => res.status === 200)).toHaveLength(1);
    const refused = all.filter((res) => res.status !== 200);
    expect(new Set(refused.map((res) => `${res.status} ${res.body.error}`))).toEqual(
      new Set(['403 exam-attempts-lock']),
    );
    const rows = await t.deps.db.select().from(examAttempts).where(eq(examAttempts.userId, learner.id));
    expect(rows.map((row) => row.status)).toEqual(['scored']);
  });
});

describe('requirement lock', () => {
  it('in a linear course, waits for the earlier lessons', async () => {
    await setExamSettings(t, 3, 0);
    const course = await linearExamCourse(admin.api);
    const learner = await signIn(t);
    expect((await status(learner.api, course.courseId, course.examId)).screen).toBe('requirement-lock');
    const refused = await learner.api.post('user/test/start_attempt', ids(course.courseId, course.examId));
    expect([refused.status, refused.body.error]).toEqual([403, 'exam-requirement-lock']);
    await watch(learner.api, course.courseId, course.videoId as string);
    expect((await status(learner.api, course.courseId, course.examId)).screen).toBe('start');
  });

  it('in a modular course, waits for the earlier modules and the earlier lessons of its own', async () => {
    await setExamSettings(t, 3, 0);
    const course = await modularExamCourse(admin.api);
    const learner = await signIn(t);
    const screen = async () => (await status(learner.api, course.courseId, course.examId)).screen;
    expect(await screen()).toBe('requirement-lock');
    const refused = await learner.api.post('user/test/start_attempt', ids(course.courseId, course.examId));
    expect(refused.body.error).toBe('exam-requirement-lock');
    await watch(learner.api, course.courseId, course.video2);
    expect(await screen()).toBe('requirement-lock');
    await watch(learner.api, course.courseId, course.video1);
    expect(await screen()).toBe('start');
  });
});

describe('admin control', () => {
  it('lists the learners with their attempts and answers, and marks an exam passed', async () => {
    await setExamSettings(t, 3, 24);
    const course = await modularExamCourse(admin.api);
    const learner = await signIn(t);
    await watch(learner.api, course.courseId, course.video1);
    await watch(learner.api, course.courseId, course.video2);
    await sit(learner.api, course.courseId, course.examId, false);

    const url = `course/module/exam/list-users-attempts/${course.courseId}/${course.modules[1]}`;
    const list = await admin.api.get(url);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.data).toMatchObject({ lessonId: course.examId, total: 1 });
    const [line] = list.body.data.items;
    expect(line).toMatchObject({ userId: learner.id, attemptsUsed: 1, attemptsAllowed: 3, passed: false });
    expect(line.attempts[0].answers).toHaveLength(2);
    expect((await learner.api.get(url)).status).toBe(403);

    const forced = await admin.api.post('user/progress/force_update_exam', {
      userId: learner.id,
      courseId: course.courseId,
      lessonId: course.examId,
    });
    expect(forced.status, JSON.stringify(forced.body)).toBe(200);
    expect(forced.body.data.passed).toBe(true);
    expect((await status(learner.api, course.courseId, course.examId)).screen).toBe('approved-lock');
    const tree = await learner.api.post('user/progress/course', { courseId: course.courseId });
    expect(tree.body.data.completed).toBe(true);
  });

  it('refuses an exam setting that draws more questions than the exam has', async () => {
    const course = await linearExamCourse(admin.api, {}, false);
    const res = await admin.api.post('course/lesson/save', {
      lesson: {
        _id: course.examId,
        courseId: course.courseId,
        kind: 'exam',
        title: { en: 'E', pt: 'E', es: 'E' },
        questions: numberedQuestions(2),
        min_questions: 1,
        questions_per_attempt: 3,
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty(['lesson.questions_per_attempt']);
  });

  it('answers the exam settings', async () => {
    await setExamSettings(t, 4, 12);
    const res = await admin.api.get('exam/load-info-data');
    expect(res.body.data).toEqual({ max_exam_tries: 4, time_wait_exam_tries: 12 });
  });
});
