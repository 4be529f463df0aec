import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessons } from '../../db/schema/index.js';
import { type Client, client, inAllLanguages, question } from '../../test/course-data.js';
import { login, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { cmi5Package, scorm12Package, uploadPackage } from '../../test/packages.js';

let t: TestApp;
let admin: Client;
let learner: Client;
let courseId: string;
let packages: { en: string; pt: string; es: string };

beforeAll(async () => {
  t = await createTestApp();
  const author = await makeUser(t.deps.db, { type: 'admin' });
  const adminToken = await login(t.app, author.email, author.password);
  admin = client(t.app, adminToken);
  const student = await makeUser(t.deps.db, { type: 'student' });
  learner = client(t.app, await login(t.app, student.email, student.password));
  const upload = async (zip: Buffer) =>
    (await uploadPackage(t.app, adminToken, zip)).json().data._id as string;
  packages = {
    en: await upload(scorm12Package()),
    pt: await upload(scorm12Package()),
    es: await upload(cmi5Package()),
  };
  const course = await admin.post('course/create', {
    title: inAllLanguages('Wireless'),
    description: inAllLanguages('About wireless'),
    langs: ['en', 'pt', 'es'],
    status: 'published',
  });
  courseId = course.body.data._id;
});
afterAll(() => t.close());

const packageLesson = (content: Record<string, string>, extra: Record<string, unknown> = {}) => ({
  lesson: {
    courseId,
    kind: 'package',
    title: inAllLanguages('Site survey'),
    content: { package: content },
    ...extra,
  },
});

const lessonCount = async () =>
  (await t.deps.db.select().from(lessons).where(eq(lessons.courseId, courseId))).length;

describe('a package lesson', () => {
  it('when it names a package in each of the course’s languages, is stored with them, and the course shows it to its learners', async () => {
    const saved = await admin.post('course/lesson/save', packageLesson(packages));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ kind: 'package', content: { package: packages } });
    const [row] = await t.deps.db.select().from(lessons).where(eq(lessons.id, saved.body.data._id));
    expect(row?.content).toEqual({ package: packages });

    const view = await learner.get(`course/get/${courseId}`);
    expect(view.status).toBe(200);
    expect(view.body.data.lessons).toEqual([
      expect.objectContaining({ _id: saved.body.data._id, kind: 'package', content: { package: packages } }),
    ]);
  });

  it('when a language has no package, answers required-all-languages on that language and stores nothing', async () => {
    const before = await lessonCount();
    const res = await admin.post(
      'course/lesson/save',
      packageLesson({ en: packages.en, pt: packages.pt, es: '' }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: 'required-all-languages',
      fields: { 'lesson.content.package.es': 'validation.requiredAllLanguages' },
    });
    const none = await admin.post('course/lesson/save', packageLesson({}));
    expect(Object.keys(none.body.fields ?? {}).sort()).toEqual([
      'lesson.content.package.en',
      'lesson.content.package.es',
      'lesson.content.package.pt',
    ]);
    expect(await lessonCount()).toBe(before);
  });

  it('when a package id names no uploaded package, answers invalid-file on that language; one that is no id at all is refused', async () => {
    const before = await lessonCount();
    const unknown = await admin.post(
      'course/lesson/save',
      packageLesson({ ...packages, pt: '0123456789abcdef01234567' }),
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({
      error: 'invalid-file',
      fields: { 'lesson.content.package.pt': 'validation.invalidFile' },
    });
    const malformed = await admin.post(
      'course/lesson/save',
      packageLesson({ ...packages, en: '../index.html' }),
    );
    expect(malformed.status).toBe(400);
    expect(await lessonCount()).toBe(before);
  });

  it('when it carries exam questions, refuses them as for any lesson but an exam', async () => {
    const res = await admin.post('course/lesson/save', packageLesson(packages, { questions: [question()] }));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ 'lesson.questions': 'validation.examOnly' });
  });

  it('when a learner marks his progress on it, answers as for an exam: a package reports its own progress', async () => {
    const saved = await admin.post('course/lesson/save', packageLesson(packages));
    const res = await learner.post('user/progress/mark', {
      courseId,
      lessonId: saved.body.data._id,
      progress: 100,
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('exam-not-markable');
  });

  it('when its course gains a language, publishing waits for a package in that language too', async () => {
    const draft = await admin.post('course/create', {
      title: { en: 'Antennas' },
      description: { en: 'About antennas' },
      langs: ['en'],
    });
    const draftId = draft.body.data._id;
    const saved = await admin.post('course/lesson/save', {
      lesson: {
        courseId: draftId,
        kind: 'package',
        title: { en: 'Gain' },
        content: { package: { en: packages.en } },
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await admin.post('course/update', {
      _id: draftId,
      langs: ['en', 'es'],
      title: { en: 'Antennas', es: 'Antenas' },
      description: { en: 'About antennas', es: 'Sobre antenas' },
    });
    const publish = await admin.post('course/update', { _id: draftId, status: 'published' });
    expect(publish.status).toBe(400);
    expect(publish.body).toMatchObject({
      error: 'course-content-incomplete',
      fields: { 'lessons.0.content.package.es': 'validation.requiredAllLanguages' },
    });
  });
});
