import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.js';
import { type Client, client, inAllLanguages, videoLesson } from '../../test/course-data.js';
import { login, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let admin: Client;
let lessonId: string;

beforeAll(async () => {
  t = await createTestApp();
  const user = await makeUser(t.deps.db, { type: 'admin' });
  admin = client(t.app, await login(t.app, user.email, user.password));
  const courseId = (
    await admin.post('course/create', {
      title: inAllLanguages('Rated'),
      description: inAllLanguages('About'),
      langs: ['en', 'pt', 'es'],
      status: 'published',
    })
  ).body.data._id;
  lessonId = (await admin.post('course/lesson/save', { lesson: videoLesson(courseId) })).body.data._id;
});
afterAll(() => t.close());

async function learner() {
  const user = await makeUser(t.deps.db);
  return client(t.app, await login(t.app, user.email, user.password));
}

describe('lesson ratings', () => {
  it('when nobody rated a lesson yet, answers no rating', async () => {
    const api = await learner();
    expect((await api.get(`rating/get/${lessonId}`)).body.data).toEqual({
      mine: null,
      average: null,
      count: 0,
    });
  });

  it('when learners rate, each sees his own rating and all see the average of one rating per learner', async () => {
    const ana = await learner();
    const bruno = await learner();
    await ana.post('rating/set-rating', { lessonId, value: 5 });
    await ana.post('rating/set-rating', { lessonId, value: 4 });
    const res = await bruno.post('rating/set-rating', { lessonId, value: 2 });
    expect(res.body.data).toEqual({ mine: 2, average: 3, count: 2 });
    expect((await ana.get(`rating/get/${lessonId}`)).body.data).toEqual({ mine: 4, average: 3, count: 2 });
    const third = await learner();
    await third.post('rating/set-rating', { lessonId, value: 4 });
    expect((await third.get(`rating/get/${lessonId}`)).body.data).toEqual({
      mine: 4,
      average: 3.3,
      count: 3,
    });
  });

  it('when the value is outside 1..5 or not whole, answers 400 validation.rating', async () => {
    const api = await learner();
    for (const value of [0, 6, 2.5, '3'])
      expect((await api.post('rating/set-rating', { lessonId, value })).body.fields).toEqual({
        value: 'validation.rating',
      });
  });

  it('when the lesson does not exist, answers 404', async () => {
    const api = await learner();
    expect((await api.get(`rating/get/${newId()}`)).status).toBe(404);
    expect((await api.post('rating/set-rating', { lessonId: newId(), value: 3 })).status).toBe(404);
  });
});
