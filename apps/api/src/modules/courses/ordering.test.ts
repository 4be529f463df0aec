import { positionsByIndex, reorder } from '@academy/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.js';
import { type Client, client, inAllLanguages, seedCourses, videoLesson } from '../../test/course-data.js';
import { login, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let admin: Client;

beforeAll(async () => {
  t = await createTestApp();
  const user = await makeUser(t.deps.db, { type: 'admin' });
  admin = client(t.app, await login(t.app, user.email, user.password));
});
afterAll(() => t.close());

const idsOf = (items: { _id: string }[]) => items.map((item) => item._id);

describe('course/ordersave', () => {
  it('when courses are dragged into a new order, the list follows it', async () => {
    const seeded = await seedCourses(t.deps.db, 4, { structure: 'linear', lessonsPerModule: 0 });
    const listed = idsOf((await admin.get('course/list?limit=100')).body.data.items);
    const moved = reorder(listed, 0, 3);
    const res = await admin.post('course/ordersave', positionsByIndex(moved));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(idsOf((await admin.get('course/list?limit=100')).body.data.items)).toEqual(moved);
    expect(new Set(moved)).toEqual(new Set(seeded));
  });

  it('when an id is not a course, answers 400 and changes no position', async () => {
    const before = idsOf((await admin.get('course/list?limit=100')).body.data.items);
    const entries = positionsByIndex([...before].reverse());
    const res = await admin.post('course/ordersave', [...entries, { _id: newId(), position: 9 }]);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ courses: 'validation.notInCourse' });
    expect(idsOf((await admin.get('course/list?limit=100')).body.data.items)).toEqual(before);
  });

  it('when an id is repeated, answers 400', async () => {
    const id = newId();
    const res = await admin.post('course/ordersave', [
      { _id: id, position: 0 },
      { _id: id, position: 1 },
    ]);
    expect(res.status).toBe(400);
  });
});

describe('course/module/ordersave and course/lesson/ordersave', () => {
  let courseId: string;
  let moduleIds: string[];
  let lessonIds: string[];

  beforeAll(async () => {
    courseId = (
      await admin.post('course/create', {
        title: inAllLanguages('Ordered'),
        description: inAllLanguages('About'),
        langs: ['en', 'pt', 'es'],
        structure: 'modular',
      })
    ).body.data._id;
    moduleIds = [];
    for (const name of ['A', 'B', 'C'])
      moduleIds.push(
        (await admin.post('course/module/save', { courseId, module: { title: inAllLanguages(name) } })).body
          .data._id,
      );
    lessonIds = [];
    for (let i = 0; i < 3; i++)
      lessonIds.push(
        (
          await admin.post('course/lesson/save', {
            lesson: videoLesson(courseId, { moduleId: moduleIds[0] }),
          })
        ).body.data._id,
      );
  });

  const view = async () => (await admin.get(`course/get/${courseId}`)).body.data;

  it('when modules are reordered, the course shows them in the new order', async () => {
    const moved = reorder(moduleIds, 2, 0);
    const res = await admin.post('course/module/ordersave', {
      course_id: courseId,
      modules: positionsByIndex(moved),
    });
    expect(res.status).toBe(200);
    expect(idsOf((await view()).modules)).toEqual(moved);
  });

  it('when lessons of a module are reordered, the module shows them in the new order', async () => {
    const moved = reorder(lessonIds, 0, 2);
    const res = await admin.post('course/lesson/ordersave', {
      course_id: courseId,
      module_id: moduleIds[0],
      lessons: positionsByIndex(moved),
    });
    expect(res.status).toBe(200);
    const module = (await view()).modules.find((m: { _id: string }) => m._id === moduleIds[0]);
    expect(idsOf(module.lessons)).toEqual(moved);
  });

  it('when a module of another course or a lesson of another module is sent, answers 400 and changes nothing', async () => {
    const before = await view();
    const [otherCourse] = await seedCourses(t.deps.db, 1);
    const foreignModule = (await admin.get(`course/get/${otherCourse}`)).body.data.modules[0]._id;
    const modules = await admin.post('course/module/ordersave', {
      course_id: courseId,
      modules: positionsByIndex([foreignModule, ...moduleIds]),
    });
    expect(modules.status).toBe(400);
    expect(modules.body.fields).toEqual({ modules: 'validation.notInCourse' });
    const lessons = await admin.post('course/lesson/ordersave', {
      course_id: courseId,
      module_id: moduleIds[1],
      lessons: positionsByIndex(lessonIds),
    });
    expect(lessons.status).toBe(400);
    expect(lessons.body.fields).toEqual({ lessons: 'validation.notInCourse' });
    expect(await view()).toEqual(before);
  });
});
