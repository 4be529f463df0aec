import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageAttempts } from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import { type Client, client } from '../../test/course-data.js';
import { type Learner, setExamSettings, signIn } from '../../test/exam-world.js';
import { login, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { makePackage, packageCourse } from '../../test/package-world.js';

let t: TestApp;
let admin: Learner;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, 'admin');
  await setExamSettings(t, 2, 0);
});
afterAll(() => t.close());

const listed = (api: Client, query: Record<string, string | number>) =>
  api.get(
    `package-attempts/learners?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
  );

async function opened(api: Client, lesson: { courseId: string; lessonId: string }, fresh = false) {
  const res = await api.post('package-attempts/open', { ...lesson, lang: 'en', fresh });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.standing as { attemptId: string };
}

const commit = async (api: Client, attemptId: string, cmi: Record<string, unknown>) => {
  const res = await api.post(`package-attempts/${attemptId}/commit`, { unitId: 'sco-1', cmi });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

describe("a package lesson's learners", () => {
  it('lists those who started an attempt, by name, with their latest attempt and attempts left; a grant shows', async () => {
    const packageId = await makePackage(t.deps.db, 'scorm2004-3');
    const lesson = await packageCourse(admin.api, packageId);
    const other = await packageCourse(admin.api, packageId);
    const named = async (name: string) => {
      const user = await makeUser(t.deps.db, { name });
      return {
        id: user.id,
        email: user.email,
        api: client(t.app, await login(t.app, user.email, user.password)),
      };
    };
    const ana = await named('Ana Learner');
    const bruno = await named('Bruno Learner');
    const carla = await named('Carla Learner');
    const never = await named('Aaron Never');

    // Bruno fails, then starts again: two attempts, the latest open
    const first = await opened(bruno.api, lesson);
    await commit(bruno.api, first.attemptId, {
      completion_status: 'completed',
      success_status: 'failed',
      score: { scaled: '0.4' },
    });
    await opened(bruno.api, lesson, true);
    // Ana passes with a score
    const passed = await opened(ana.api, lesson);
    await commit(ana.api, passed.attemptId, {
      completion_status: 'completed',
      success_status: 'passed',
      score: { scaled: '0.9' },
    });
    // Carla opens only; Aaron opens another lesson only
    await opened(carla.api, lesson);
    await opened(never.api, other);

    const res = await listed(admin.api, lesson);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({
      total: 3,
      items: [
        {
          userId: ana.id,
          name: 'Ana Learner',
          email: ana.email,
          attempts: 1,
          completion: 'completed',
          success: 'passed',
          score: 90,
          ended: false,
          attemptsLeft: 1,
        },
        {
          userId: bruno.id,
          name: 'Bruno Learner',
          email: bruno.email,
          attempts: 2,
          completion: 'unknown',
          success: 'unknown',
          score: null,
          ended: false,
          attemptsLeft: 0,
        },
        {
          userId: carla.id,
          name: 'Carla Learner',
          email: carla.email,
          attempts: 1,
          completion: 'unknown',
          success: 'unknown',
          score: null,
          ended: false,
          attemptsLeft: 1,
        },
      ],
    });

    const granted = await admin.put('package-attempts/grant', {
      userId: bruno.id,
      lessonId: lesson.lessonId,
      attempts: 5,
    });
    expect(granted.status).toBe(200);
    const after = await listed(admin.api, lesson);
    expect(after.body.data.items[1]).toMatchObject({ userId: bruno.id, attempts: 2, attemptsLeft: 5 });
    // with no limit set, nothing is counted down
    await setExamSettings(t, 0, 0);
    try {
      const unlimited = await listed(admin.api, lesson);
      expect(
        unlimited.body.data.items.map((item: { attemptsLeft: number | null }) => item.attemptsLeft),
      ).toEqual([null, 5, null]);
    } finally {
      await setExamSettings(t, 2, 0);
    }
  });

  it('pages by twenty with the total', async () => {
    const packageId = await makePackage(t.deps.db, 'scorm12');
    const lesson = await packageCourse(admin.api, packageId);
    const ids: string[] = [];
    for (let n = 1; n <= 21; n += 1) {
      const user = await makeUser(t.deps.db, { name: `Paged ${String(n).padStart(2, '0')}` });
      ids.push(user.id);
      await t.deps.db.insert(packageAttempts).values({
        id: newId(),
        userId: user.id,
        ...lesson,
        packageId,
        registration: randomUUID(),
        endedAt: new Date(),
      });
    }
    const first = await listed(admin.api, { ...lesson, page: 1 });
    expect(first.body.data.total).toBe(21);
    expect(first.body.data.items.map((item: { userId: string }) => item.userId)).toEqual(ids.slice(0, 20));
    const second = await listed(admin.api, { ...lesson, page: 2 });
    expect(second.body.data).toMatchObject({
      total: 21,
      items: [{ userId: ids[20], name: 'Paged 21', ended: true }],
    });
    const beyond = await listed(admin.api, { ...lesson, page: 3 });
    expect(beyond.body.data).toEqual({ total: 21, items: [] });
  });

  it('is for admins only, and refuses bad ids and a lesson that is not a package lesson of the course', async () => {
    const packageId = await makePackage(t.deps.db, 'scorm12');
    const lesson = await packageCourse(admin.api, packageId);
    const other = await packageCourse(admin.api, packageId);

    const learner = await signIn(t);
    expect((await listed(learner.api, lesson)).status).toBe(403);
    const master = await makeUser(t.deps.db, { type: 'master' });
    const masterApi = client(t.app, await login(t.app, master.email, master.password));
    expect((await listed(masterApi, lesson)).status).toBe(403);
    const signedOut = await t.app.inject({
      method: 'GET',
      url: `/api/package-attempts/learners?courseId=${lesson.courseId}&lessonId=${lesson.lessonId}`,
    });
    expect(signedOut.statusCode).toBe(401);

    for (const query of <Record<string, string | number>[]>[
      { courseId: 'nope', lessonId: lesson.lessonId },
      { courseId: lesson.courseId, lessonId: 'x'.repeat(24) },
      { courseId: lesson.courseId },
      { ...lesson, page: 0 },
      { ...lesson, page: 'two' },
      { ...lesson, limit: 5 },
    ]) {
      const res = await listed(admin.api, query);
      expect(res.status, JSON.stringify(query)).toBe(400);
    }
    // a package lesson of another course, an unknown lesson, a lesson that is not a package
    expect((await listed(admin.api, { courseId: lesson.courseId, lessonId: other.lessonId })).status).toBe(
      404,
    );
    expect((await listed(admin.api, { courseId: lesson.courseId, lessonId: newId() })).status).toBe(404);
    const video = await admin.api.post('course/lesson/save', {
      lesson: {
        courseId: lesson.courseId,
        kind: 'video',
        title: { en: 'Video', pt: 'Video', es: 'Video' },
        content: {
          video: {
            en: 'https://www.youtube.com/watch?v=abc',
            pt: 'https://www.youtube.com/watch?v=abc',
            es: 'https://www.youtube.com/watch?v=abc',
          },
        },
      },
    });
    expect(video.status, JSON.stringify(video.body)).toBe(200);
    expect(
      (await listed(admin.api, { courseId: lesson.courseId, lessonId: video.body.data._id })).status,
    ).toBe(404);
  });
});
