import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.js';
import {
  type Client,
  client,
  examLesson,
  inAllLanguages,
  makeStoredFile,
  makeTeam,
  videoLesson,
} from '../../test/course-data.js';
import { downloadOf } from '../../test/download-name.js';
import { login, makeCountry, makeDistributor, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

/**
 * Who sees which course: admins everything, tsm and master every published course, learners
 * only what is published to them. Anything else answers 404 to a learner, lessons and files too.
 */
let t: TestApp;
let admin: Client;
const as: Record<string, Client> = {};
let mine: string;
let other: string;
let myTeam: string;
let disabledTeam: string;
const courses: Record<string, { id: string; lessonId: string }> = {};

async function signedIn(type: 'student' | 'fact' | 'tsm' | 'master', distributorId: string | null) {
  const user = await makeUser(t.deps.db, { type, distributorId });
  return { id: user.id, api: client(t.app, await login(t.app, user.email, user.password)) };
}

async function course(name: string, fields: Record<string, unknown>) {
  const created = await admin.post('course/create', {
    title: inAllLanguages(name),
    description: inAllLanguages('About'),
    langs: ['en', 'pt', 'es'],
    structure: 'linear',
    ...fields,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const material = await makeStoredFile(t.deps, 'module_material', { name: 'notes.pdf' });
  const lesson = await admin.post('course/lesson/save', {
    lesson: videoLesson(created.body.data._id, {
      materials: [{ title: inAllLanguages('Notes'), files: { en: material } }],
    }),
  });
  courses[name] = { id: created.body.data._id, lessonId: lesson.body.data._id };
}

beforeAll(async () => {
  t = await createTestApp();
  const adminUser = await makeUser(t.deps.db, { type: 'admin' });
  admin = client(t.app, await login(t.app, adminUser.email, adminUser.password));
  const countryId = (await makeCountry(t.deps.db)).id;
  mine = await makeDistributor(t.deps.db, countryId);
  other = await makeDistributor(t.deps.db, countryId);
  const student = await signedIn('student', mine);
  const fact = await signedIn('fact', mine);
  as.student = student.api;
  as.fact = fact.api;
  as.tsm = (await signedIn('tsm', null)).api;
  as.master = (await signedIn('master', other)).api;
  myTeam = await makeTeam(t.deps.db, [student.id, fact.id]);
  const otherTeam = await makeTeam(t.deps.db, []);
  disabledTeam = await makeTeam(t.deps.db, [student.id, fact.id], 'disabled');

  await course('draft', { status: 'draft' });
  await course('forAll', { status: 'published' });
  await course('forMyMaster', { status: 'published', audience: 'masters', masters: [mine] });
  await course('forOtherMaster', { status: 'published', audience: 'masters', masters: [other] });
  await course('forMyTeam', { status: 'published', audience: 'teams', teams: [myTeam] });
  await course('forOtherTeam', { status: 'published', audience: 'teams', teams: [otherTeam] });
  await course('forDisabledTeam', { status: 'published', audience: 'teams', teams: [disabledTeam] });
});
afterAll(() => t.close());

const HIDDEN_FROM_LEARNERS = ['draft', 'forOtherMaster', 'forOtherTeam', 'forDisabledTeam'];
const SHOWN_TO_LEARNERS = ['forAll', 'forMyMaster', 'forMyTeam'];
const ALL = [...HIDDEN_FROM_LEARNERS, ...SHOWN_TO_LEARNERS];

const listed = async (api: Client) => {
  const res = await api.get('course/list?limit=100');
  expect(res.status).toBe(200);
  return new Set(res.body.data.items.map((item: { _id: string }) => item._id));
};

describe('what learners see', () => {
  for (const role of ['student', 'fact']) {
    it(`when a ${role} opens a course published to him, answers it`, async () => {
      for (const name of SHOWN_TO_LEARNERS) {
        const res = await as[role]?.get(`course/get/${courses[name]?.id}`);
        expect(res?.status, name).toBe(200);
      }
    });

    it(`when a ${role} opens a draft or a course for another distributor or team, answers 404`, async () => {
      for (const name of HIDDEN_FROM_LEARNERS) {
        const res = await as[role]?.get(`course/get/${courses[name]?.id}`);
        expect(res?.status, name).toBe(404);
        expect(res?.body.error).toBe('not-found');
      }
    });

    it(`when a ${role} lists courses, gets exactly the courses published to him`, async () => {
      const ids = await listed(as[role] as Client);
      for (const name of SHOWN_TO_LEARNERS) expect(ids.has(courses[name]?.id), name).toBe(true);
      for (const name of HIDDEN_FROM_LEARNERS) expect(ids.has(courses[name]?.id), name).toBe(false);
    });

    it(`when a ${role} reaches lessons of a hidden course, answers 404 for progress, ratings and materials`, async () => {
      const api = as[role] as Client;
      for (const name of HIDDEN_FROM_LEARNERS) {
        const { id, lessonId } = courses[name] ?? { id: '', lessonId: '' };
        const calls = [
          await api.post('user/progress/mark', { courseId: id, lessonId, progress: 50 }),
          await api.post('user/progress/course', { courseId: id }),
          await api.get(`rating/get/${lessonId}`),
          await api.post('rating/set-rating', { lessonId, value: 5 }),
          await api.post('course/module/download-material', { lessonId, index: 0, lang: 'en' }),
        ];
        expect(
          calls.map((call) => call.status),
          name,
        ).toEqual([404, 404, 404, 404, 404]);
      }
    });
  }

  it('when a learner downloads a material of a visible lesson, gets the stored file as an attachment', async () => {
    const res = await as.student?.post('course/module/download-material', {
      lessonId: courses.forAll?.lessonId,
      index: 0,
      lang: 'en',
    });
    expect(res?.status).toBe(200);
    expect(downloadOf(res?.raw.headers['content-disposition'])).toEqual({
      type: 'attachment',
      name: 'notes.pdf',
    });
    expect(res?.raw.headers['x-content-type-options']).toBe('nosniff');
    expect(res?.raw.headers['content-type']).toBe('application/pdf');
    expect(res?.raw.body).toMatch(/^bytes of /);
    const missing = await as.student?.post('course/module/download-material', {
      lessonId: courses.forAll?.lessonId,
      index: 0,
      lang: 'es',
    });
    expect(missing?.status).toBe(404);
  });
});

describe('what staff see', () => {
  for (const role of ['tsm', 'master']) {
    it(`when a ${role} lists and opens courses, sees every published course and no draft`, async () => {
      const api = as[role] as Client;
      const ids = await listed(api);
      for (const name of ALL) {
        const shown = name !== 'draft';
        expect(ids.has(courses[name]?.id), name).toBe(shown);
        expect((await api.get(`course/get/${courses[name]?.id}`)).status, name).toBe(shown ? 200 : 404);
      }
    });
  }

  it('when an admin lists and opens courses, sees all of them, drafts included', async () => {
    const ids = await listed(admin);
    for (const name of ALL) {
      expect(ids.has(courses[name]?.id), name).toBe(true);
      expect((await admin.get(`course/get/${courses[name]?.id}`)).status).toBe(200);
    }
    const drafts = await admin.get('course/list?status=draft&limit=100');
    expect(drafts.body.data.items.map((item: { _id: string }) => item._id)).toEqual([courses.draft?.id]);
  });

  it('when a learner opens a course, the audience lists are not disclosed', async () => {
    const res = await as.student?.get(`course/get/${courses.forMyMaster?.id}`);
    expect(res?.body.data).toMatchObject({ masters: [], teams: [] });
  });
});

describe('authoring is for admins only', () => {
  for (const role of ['student', 'fact', 'tsm', 'master']) {
    it(`when a ${role} calls any authoring route, answers 403`, async () => {
      const api = as[role] as Client;
      const { id, lessonId } = courses.forAll ?? { id: '', lessonId: '' };
      const calls = [
        await api.post('course/create', {
          title: inAllLanguages('X'),
          description: inAllLanguages('About'),
          langs: ['en', 'pt', 'es'],
        }),
        await api.post('course/update', { _id: id, status: 'draft' }),
        await api.del(`course/${id}`),
        await api.post('course/ordersave', [{ _id: id, position: 0 }]),
        await api.post('course/module/save', { courseId: id, module: { title: inAllLanguages('M') } }),
        await api.del(`course/module/remove/${id}/${newId()}`),
        await api.post('course/module/ordersave', {
          course_id: id,
          modules: [{ _id: newId(), position: 0 }],
        }),
        await api.post('course/lesson/save', { lesson: examLesson(id) }),
        await api.del('course/lesson/remove', { courseId: id, lessonId }),
        await api.post('course/lesson/ordersave', {
          course_id: id,
          lessons: [{ _id: lessonId, position: 0 }],
        }),
        await api.get(`course/module/exam/get-answers/${id}/${lessonId}`),
      ];
      for (const call of calls) {
        expect(call.status).toBe(403);
        expect(call.body.error).toBe('forbidden');
      }
      expect((await admin.get(`course/get/${id}`)).body.data.lessons).toHaveLength(1);
    });
  }

  it('when nobody is signed in, answers 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/course/list' });
    expect(res.statusCode).toBe(401);
  });
});
