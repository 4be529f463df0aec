import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, makeCountry, makeDistributor, makeUser } from './test/factories.js';
import { createTestApp, type TestApp } from './test/harness.js';
import {
  type Client,
  client,
  examLesson,
  inAllLanguages,
  makeTrainingType,
  seedCourses,
  videoLesson,
} from './modules/courses/test-data.js';

let t: TestApp;
let admin: Client;
let student: Client;
let studentToken: string;
let adminToken: string;
let studentId: string;
let otherStudentId: string;

const log = (label: string, r: { status: number; body: unknown }) =>
  console.log(`### ${label}: ${r.status} ${JSON.stringify(r.body).slice(0, 400)}`);

beforeAll(async () => {
  t = await createTestApp();
  const a = await makeUser(t.deps.db, { type: 'admin' });
  adminToken = await login(t.app, a.email, a.password);
  admin = client(t.app, adminToken);
  const s = await makeUser(t.deps.db, { type: 'student' });
  studentId = s.id;
  studentToken = await login(t.app, s.email, s.password);
  student = client(t.app, studentToken);
  const o = await makeUser(t.deps.db, { type: 'student' });
  otherStudentId = o.id;
});
afterAll(async () => t?.close());

const raw = async (method: string, url: string, token?: string, payload?: unknown) => {
  const r = await t.app.inject({
    method: method as 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  let body: unknown = r.body.slice(0, 300);
  try {
    body = r.json();
  } catch {}
  return { status: r.statusCode, body };
};

describe('scratch review', () => {
  it('percent-encoded api prefix', async () => {
    log('plain no token user/list', await raw('GET', '/api/user/list'));
    log('%61pi no token user/list', await raw('GET', '/%61pi/user/list'));
    log('ap%69 no token user/list', await raw('GET', '/ap%69/user/list'));
    log('%61pi student user/list', await raw('GET', '/%61pi/user/list', studentToken));
    log('%61pi student setting/list', await raw('GET', '/%61pi/setting/list', studentToken));
    log('%61pi NUL search', await raw('GET', '/%61pi/user/list?search=%00', adminToken));
    log('api NUL search', await raw('GET', '/api/user/list?search=%00', adminToken));
    log('API upper', await raw('GET', '/API/user/list'));
  });

  it('training type huge', async () => {
    const r = await admin.post('course/create', {
      title: inAllLanguages('T'),
      description: inAllLanguages('D'),
      langs: ['en', 'pt', 'es'],
      trainingType: 3_000_000_000,
    });
    log('trainingType 3e9', r);
    const r2 = await admin.post('course/create', {
      title: inAllLanguages('T'),
      description: inAllLanguages('D'),
      langs: ['en', 'pt', 'es'],
      trainingType: 9007199254740991,
    });
    log('trainingType MAX_SAFE', r2);
  });

  it('pagination and arrays', async () => {
    log('page=-1', await student.get('course/list?page=-1'));
    log('page=false', await student.get('course/list?page=false'));
    log('limit huge', await student.get('course/list?limit=99999999'));
    log('page 100000 limit 1000', await student.get('course/list?page=100000&limit=1000'));
    log('page twice', await student.get('course/list?page=1&page=2'));
    log('create array', await admin.post('course/create', []));
    log('ordersave object', await admin.post('course/ordersave', { _id: 'x' }));
    log('file json', await admin.post('file', { type: 'user_avatar' }));
    log('file no body', await admin.post('file'));
    log('check_token long', await raw('POST', '/api/auth/check_token', undefined, { token: 'x'.repeat(300) }));
  });

  it('cross-course ids', async () => {
    const [c1, c2] = await seedCourses(t.deps.db, 2, { structure: 'modular', modules: 2, lessonsPerModule: 2 });
    const v1 = await admin.get(`course/get/${c1}`);
    const v2 = await admin.get(`course/get/${c2}`);
    const m1 = v1.body.data.modules[0];
    const m2 = v2.body.data.modules[0];
    log(
      'order lessons of c2 module under c1',
      await admin.post('course/lesson/ordersave', {
        course_id: c1,
        module_id: m2._id,
        lessons: m2.lessons.map((l: { _id: string }, i: number) => ({ _id: l._id, position: i })),
      }),
    );
    log(
      'order lessons c1 module1 with lesson from c1 module2',
      await admin.post('course/lesson/ordersave', {
        course_id: c1,
        module_id: m1._id,
        lessons: [{ _id: v1.body.data.modules[1].lessons[0]._id, position: 0 }],
      }),
    );
    log(
      'order modules dup',
      await admin.post('course/module/ordersave', {
        course_id: c1,
        modules: [
          { _id: m1._id, position: 0 },
          { _id: m1._id, position: 1 },
        ],
      }),
    );
    log(
      'save lesson into c1 with moduleId of c2',
      await admin.post('course/lesson/save', { lesson: videoLesson(c1, { moduleId: m2._id }) }),
    );
    log(
      'save lesson _id of c2 lesson under c1',
      await admin.post('course/lesson/save', {
        lesson: videoLesson(c1, { moduleId: m1._id, _id: m2.lessons[0]._id }),
      }),
    );
    log(
      'move lesson to another module in same course',
      await admin.post('course/lesson/save', {
        lesson: videoLesson(c1, { moduleId: v1.body.data.modules[1]._id, _id: m1.lessons[0]._id }),
      }),
    );
    log('remove module of c2 via c1', await admin.del(`course/module/remove/${c1}/${m2._id}`));
    log('get-answers c1 lesson of c2', await admin.get(`course/module/exam/get-answers/${c1}/${m2.lessons[0]._id}`));
  });

  it('get_data other user', async () => {
    log('get_data other', await student.get(`auth/get_data?fields=name,email&userID=${otherStudentId}`));
    log('progress other', await student.get(`user/get-course-progress?userID=${otherStudentId}&courseID=${otherStudentId}`));
  });
});
