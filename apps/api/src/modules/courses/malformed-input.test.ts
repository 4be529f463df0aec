import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.js';
import { type Client, client, examLesson, inAllLanguages, videoLesson } from '../../test/course-data.js';
import { login, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

/**
 * Every route of courses, progress and ratings gets malformed input: it must answer 4xx, never
 * a 500, whatever part of the request is broken.
 */
let t: TestApp;
let adminToken: string;
let admin: Client;
let student: Client;
let courseId: string;
let moduleId: string;
let lessonId: string;

beforeAll(async () => {
  t = await createTestApp();
  const adminUser = await makeUser(t.deps.db, { type: 'admin' });
  const learner = await makeUser(t.deps.db);
  adminToken = await login(t.app, adminUser.email, adminUser.password);
  admin = client(t.app, adminToken);
  student = client(t.app, await login(t.app, learner.email, learner.password));
  courseId = (
    await admin.post('course/create', {
      title: inAllLanguages('C'),
      description: inAllLanguages('About'),
      langs: ['en', 'pt', 'es'],
      structure: 'modular',
      status: 'published',
    })
  ).body.data._id;
  moduleId = (await admin.post('course/module/save', { courseId, module: { title: inAllLanguages('M') } }))
    .body.data._id;
  lessonId = (await admin.post('course/lesson/save', { lesson: videoLesson(courseId, { moduleId }) })).body
    .data._id;
});
afterAll(() => t.close());

interface BodyRoute {
  method: 'POST' | 'DELETE';
  url: string;
  who: 'admin' | 'student';
  valid: () => unknown;
}

const BODY_ROUTES: BodyRoute[] = [
  {
    method: 'POST',
    url: 'course/create',
    who: 'admin',
    valid: () => ({ title: inAllLanguages('X'), description: inAllLanguages('About'), langs: ['en'] }),
  },
  {
    method: 'POST',
    url: 'course/update',
    who: 'admin',
    valid: () => ({ _id: courseId, status: 'published' }),
  },
  { method: 'POST', url: 'course/ordersave', who: 'admin', valid: () => [{ _id: courseId, position: 0 }] },
  {
    method: 'POST',
    url: 'course/module/save',
    who: 'admin',
    valid: () => ({ courseId, module: { _id: moduleId, title: inAllLanguages('M') } }),
  },
  {
    method: 'POST',
    url: 'course/module/ordersave',
    who: 'admin',
    valid: () => ({ course_id: courseId, modules: [{ _id: moduleId, position: 0 }] }),
  },
  {
    method: 'POST',
    url: 'course/lesson/save',
    who: 'admin',
    valid: () => ({ lesson: { ...examLesson(courseId, { moduleId }), _id: lessonId } }),
  },
  {
    method: 'POST',
    url: 'course/lesson/ordersave',
    who: 'admin',
    valid: () => ({ course_id: courseId, module_id: moduleId, lessons: [{ _id: lessonId, position: 0 }] }),
  },
  {
    method: 'DELETE',
    url: 'course/lesson/remove',
    who: 'admin',
    valid: () => ({ courseId, lessonId: newId() }),
  },
  {
    method: 'POST',
    url: 'course/module/download-material',
    who: 'student',
    valid: () => ({ lessonId, index: 0, lang: 'en' }),
  },
  {
    method: 'POST',
    url: 'user/progress/mark',
    who: 'student',
    valid: () => ({ courseId, lessonId: newId(), progress: 10, detail: { seconds: 1, pages: [1] } }),
  },
  { method: 'POST', url: 'user/progress/course', who: 'student', valid: () => ({ courseId }) },
  {
    method: 'POST',
    url: 'user/progress/update_course_progress',
    who: 'student',
    valid: () => ({ courseId }),
  },
  {
    method: 'POST',
    url: 'rating/set-rating',
    who: 'student',
    valid: () => ({ lessonId: newId(), value: 3 }),
  },
];

/** Values that break a field: wrong types, huge text, an injection attempt, a prototype key. */
const BAD_VALUES: unknown[] = [
  null,
  123,
  -1,
  'x',
  "'; drop table courses; --",
  'a'.repeat(30_000),
  'nul \u0000 inside',
  true,
  [],
  [null],
  {},
  { __proto__: { polluted: true } },
  { en: 5 },
];

/** Every variant of a body with one field, at any depth, replaced by a bad value. */
function variants(body: unknown, path: string[] = []): { path: string; body: unknown }[] {
  if (body === null || typeof body !== 'object') return [];
  const out: { path: string; body: unknown }[] = [];
  for (const [key, value] of Object.entries(body)) {
    for (const bad of BAD_VALUES) {
      const copy = structuredClone(body) as Record<string, unknown>;
      copy[key] = bad;
      out.push({ path: [...path, key].join('.'), body: copy });
    }
    for (const nested of variants(value, [...path, key])) {
      const copy = structuredClone(body) as Record<string, unknown>;
      copy[key] = nested.body;
      out.push({ path: nested.path, body: copy });
    }
  }
  return out;
}

const send = (route: BodyRoute, payload: unknown) => {
  const api = route.who === 'admin' ? admin : student;
  return route.method === 'POST' ? api.post(route.url, payload) : api.del(route.url, payload);
};

describe('malformed bodies', () => {
  for (const route of BODY_ROUTES) {
    it(`when ${route.url} gets a body of the wrong shape, answers 400`, async () => {
      for (const payload of [null, 'text', 42, [1, 2], { ...(route.valid() as object), extra: 1 }]) {
        const res = await send(route, payload);
        expect(res.status, `${JSON.stringify(payload)} -> ${JSON.stringify(res.body)}`).toBe(400);
      }
    });

    it(`when any field of ${route.url} is broken, answers 4xx and never 500`, async () => {
      for (const variant of variants(route.valid())) {
        const res = await send(route, variant.body);
        expect(res.status, `${variant.path}: ${JSON.stringify(res.body).slice(0, 300)}`).toBeLessThan(500);
      }
    });
  }

  it('when a body is not JSON at all, answers 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/course/create',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      payload: '{"title":',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('malformed params and queries', () => {
  const BAD_IDS = ['nope', '0123456789ABCDEF01234567', '%00', '../../etc/passwd'];

  it('when an id in the path is far too long, answers 404 in the failure envelope', async () => {
    const res = await student.get(`course/get/${'a'.repeat(300)}`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: 'not-found' });
  });

  it('when an id in the path is not an id, answers 400 on every route that takes one', async () => {
    for (const bad of BAD_IDS.map(encodeURIComponent)) {
      const answers = [
        await student.get(`course/get/${bad}`),
        await admin.del(`course/${bad}`),
        await admin.del(`course/module/remove/${bad}/${moduleId}`),
        await admin.del(`course/module/remove/${courseId}/${bad}`),
        await admin.get(`course/module/exam/get-answers/${bad}/${lessonId}`),
        await admin.get(`course/module/exam/get-answers/${courseId}/${lessonId}?moduleID=${bad}`),
        await student.get(`rating/get/${bad}`),
        await student.get(`user/get-course-progress?userID=${bad}&courseID=${courseId}`),
        await admin.del(`course/lesson/remove?courseId=${bad}&lessonId=${lessonId}`),
      ];
      for (const res of answers) expect(res.status, `${bad} ${JSON.stringify(res.body)}`).toBe(400);
    }
  });

  it('when list queries are out of range or unknown, answers 400', async () => {
    const queries = [
      'page=0',
      'page=-1',
      'page=x',
      'limit=0',
      'limit=100000',
      'tab=finished',
      'status=archived',
      'unknown=1',
      `search=${'a'.repeat(500)}`,
    ];
    for (const query of queries) {
      expect((await student.get(`course/list?${query}`)).status, query).toBe(400);
    }
    expect((await student.get('course/my-certificates?page=0')).status).toBe(400);
    expect((await student.get('user/get-course-progress')).status).toBe(400);
  });

  it('when a search holds pattern or quote characters, answers normally', async () => {
    for (const search of ["%'_\\", '" or 1=1 --', '\u0000']) {
      const res = await student.get(`course/list?search=${encodeURIComponent(search)}`);
      expect(res.status, search).toBeLessThan(500);
    }
  });
});
