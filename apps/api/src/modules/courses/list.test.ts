import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates, courses } from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import {
  type Client,
  client,
  inAllLanguages,
  makeTrainingType,
  seedCourses,
  videoLesson,
} from '../../test/course-data.js';
import { login, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let admin: Client;
let student: Client;
let studentId: string;

beforeAll(async () => {
  t = await createTestApp();
  const adminUser = await makeUser(t.deps.db, { type: 'admin' });
  const learner = await makeUser(t.deps.db);
  studentId = learner.id;
  admin = client(t.app, await login(t.app, adminUser.email, adminUser.password));
  student = client(t.app, await login(t.app, learner.email, learner.password));
});
afterAll(() => t.close());

const ids = (res: { body: { data?: { items: { _id: string }[] } } }) =>
  res.body.data?.items.map((item) => item._id) ?? [];

describe('course/list', () => {
  it('when courses are listed, they come by position then creation with their fields', async () => {
    await makeTrainingType(t.deps.db, 7, 'Installers');
    const later = (
      await admin.post('course/create', {
        title: inAllLanguages('Zeta'),
        description: inAllLanguages('About'),
        langs: ['en', 'pt', 'es'],
        status: 'published',
        position: 2,
        trainingType: 7,
      })
    ).body.data;
    const first = (
      await admin.post('course/create', {
        title: inAllLanguages('Alpha'),
        description: inAllLanguages('About'),
        langs: ['en', 'pt', 'es'],
        status: 'published',
        position: 1,
      })
    ).body.data;
    await admin.post('course/lesson/save', { lesson: videoLesson(later._id) });
    await admin.post('course/lesson/save', { lesson: videoLesson(later._id) });
    const res = await student.get('course/list');
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([first._id, later._id]);
    expect(res.body.data.total).toBe(2);
    expect(res.body.data.items[1]).toEqual({
      _id: later._id,
      title: inAllLanguages('Zeta'),
      description: inAllLanguages('About'),
      langs: ['en', 'pt', 'es'],
      structure: 'linear',
      image: null,
      status: 'published',
      position: 2,
      progress: 0,
      lessonsCount: 2,
      trainingType: 7,
      trainingTypeTitle: 'Installers',
      locked: false,
      assignment: null,
    });
  });

  it('when searching, matches the title in any language, case-insensitively, with % taken literally', async () => {
    const odd = (
      await admin.post('course/create', {
        title: { en: 'Safety first', pt: 'Segurança 100%', es: 'Seguridad' },
        description: inAllLanguages('About'),
        langs: ['en', 'pt', 'es'],
        status: 'published',
      })
    ).body.data;
    expect(ids(await student.get('course/list?search=SEGURAN'))).toEqual([odd._id]);
    expect(ids(await student.get('course/list?search=seguridad'))).toEqual([odd._id]);
    expect(ids(await student.get(`course/list?search=${encodeURIComponent('100%')}`))).toEqual([odd._id]);
    expect(ids(await student.get(`course/list?search=${encodeURIComponent('%')}`))).toEqual([odd._id]);
    expect((await student.get('course/list?search=nothing-like-this')).body.data).toEqual({
      items: [],
      total: 0,
    });
  });

  it('when paging, each page has at most `limit` items and the same total; past the end is empty', async () => {
    const all = await student.get('course/list?limit=100');
    const total = all.body.data.total;
    const first = await student.get('course/list?page=1&limit=2');
    const second = await student.get('course/list?page=2&limit=2');
    expect([...ids(first), ...ids(second)]).toEqual(ids(all).slice(0, 4));
    expect(first.body.data.total).toBe(total);
    expect(second.body.data.total).toBe(total);
    expect((await student.get('course/list?page=99&limit=2')).body.data).toEqual({ items: [], total });
  });

  it('when page=false (the spec form), answers every course the caller may see on one page', async () => {
    const all = await student.get('course/list?limit=100');
    const unpaged = await student.get('course/list?page=false&limit=1');
    expect(unpaged.status).toBe(200);
    expect(ids(unpaged)).toEqual(ids(all));
    expect(unpaged.body.data.total).toBe(all.body.data.total);
    expect(all.body.data.total).toBeGreaterThan(1);
  });

  it('when the tab is in-progress, lists the started and not completed courses with the stored progress', async () => {
    const [started, done] = await seedCourses(t.deps.db, 2, {
      structure: 'linear',
      lessonsPerModule: 2,
      title: 'Tab',
    });
    const lessonsOf = async (courseId: string) =>
      (await student.get(`course/get/${courseId}`)).body.data.lessons.map((l: { _id: string }) => l._id);
    const [a] = await lessonsOf(started as string);
    await student.post('user/progress/mark', { courseId: started, lessonId: a, progress: 100 });
    for (const lessonId of await lessonsOf(done as string))
      await student.post('user/progress/mark', { courseId: done, lessonId, progress: 100 });
    const res = await student.get('course/list?tab=in-progress');
    expect(ids(res)).toEqual([started]);
    expect(res.body.data.items[0].progress).toBe(50);
    const everything = await student.get('course/list?limit=100');
    const doneItem = everything.body.data.items.find((item: { _id: string }) => item._id === done);
    expect(doneItem.progress).toBe(100);
  });

  it('when a learner sends status=draft, still gets only published courses', async () => {
    const res = await student.get('course/list?status=draft&limit=100');
    expect(res.body.data.items.every((item: { status: string }) => item.status === 'published')).toBe(true);
  });

  it('costs the same bounded number of queries with 3 courses or 33, modules and lessons included', async () => {
    const fresh = await createTestApp();
    try {
      const learner = await makeUser(fresh.deps.db);
      const api = client(fresh.app, await login(fresh.app, learner.email, learner.password));
      await seedCourses(fresh.deps.db, 3);
      // a call just before each measure keeps the maintenance flag's one-second cache equally warm
      await api.get('course/list?limit=100');
      const small = await fresh.queries.measure(() => api.get('course/list?limit=100'));
      await seedCourses(fresh.deps.db, 30, { modules: 3, lessonsPerModule: 4 });
      await api.get('course/list?limit=100');
      const large = await fresh.queries.measure(() => api.get('course/list?limit=100'));
      expect(small.result.body.data.total).toBe(3);
      expect(large.result.body.data.total).toBe(33);
      expect(large.result.body.data.items[5].lessonsCount).toBe(12);
      expect(large.queries).toBe(small.queries);
      expect(large.queries).toBeLessThanOrEqual(4);
    } finally {
      await fresh.close();
    }
  });
});

describe('course/header-tabs-counters', () => {
  it('when asked, each counter equals the total of its list', async () => {
    // the student may hold certificates of courses he completed above
    const before = (await student.get('course/header-tabs-counters')).body.data.certificates;
    await t.deps.db.insert(certificates).values([
      { id: newId(), userId: studentId, title: 'First certificate', code: newId(), kind: 'custom' },
      { id: newId(), userId: studentId, title: 'Second certificate', code: newId(), kind: 'custom' },
    ]);
    for (const [api] of [[student], [admin]] as const) {
      const counters = (await api.get('course/header-tabs-counters')).body.data;
      expect(counters.courses).toBe((await api.get('course/list')).body.data.total);
      expect(counters.inProgress).toBe((await api.get('course/list?tab=in-progress')).body.data.total);
      expect(counters.certificates).toBe((await api.get('course/my-certificates')).body.data.total);
    }
    expect((await student.get('course/header-tabs-counters')).body.data.certificates).toBe(before + 2);
  });

  it('counts only the certificates that still certify: not ended, revoked, renewed or of a version past its deadline', async () => {
    const count = async () => (await student.get('course/header-tabs-counters')).body.data.certificates;
    const before = await count();
    const day = 86_400_000;
    const [course] = await t.deps.db
      .insert(courses)
      .values({
        id: newId(),
        title: inAllLanguages('Versioned'),
        description: inAllLanguages('About'),
        langs: ['en'],
        version: 2,
        versionDeadline: new Date(Date.now() - day).toISOString().slice(0, 10),
      })
      .returning({ id: courses.id });
    const certificate = (extra: Partial<typeof certificates.$inferInsert>) => ({
      id: newId(),
      userId: studentId,
      title: 'Certificate',
      code: newId(),
      kind: 'custom' as const,
      ...extra,
    });
    await t.deps.db
      .insert(certificates)
      .values([
        certificate({ expiresAt: new Date(Date.now() + day) }),
        certificate({ expiresAt: new Date(Date.now() - day) }),
        certificate({ revokedAt: new Date() }),
        certificate({ renewedAt: new Date() }),
        certificate({ kind: 'course', courseId: course?.id, version: 1 }),
      ]);
    expect(await count()).toBe(before + 1);
  });

  it('when an admin counts, drafts are included', async () => {
    await admin.post('course/create', {
      title: inAllLanguages('Draft'),
      description: inAllLanguages('About'),
      langs: ['en', 'pt', 'es'],
    });
    const all = (await t.deps.db.select({ id: courses.id }).from(courses)).length;
    expect((await admin.get('course/header-tabs-counters')).body.data.courses).toBe(all);
  });
});

describe('course/my-certificates', () => {
  it('when a learner has certificates, lists his own, newest first', async () => {
    const [done] = await seedCourses(t.deps.db, 1, { title: 'Certified' });
    const before = (await student.get('course/my-certificates')).body.data.total;
    const id = newId();
    await t.deps.db.insert(certificates).values({
      id,
      userId: studentId,
      courseId: done,
      title: 'Course certificate',
      code: newId(),
      issuedAt: new Date(Date.now() + 60_000),
    });
    const res = await student.get('course/my-certificates?limit=2');
    expect(res.body.data.total).toBe(before + 1);
    expect(res.body.data.items).toHaveLength(2);
    expect(res.body.data.items[0]).toEqual({
      _id: id,
      courseId: done,
      kind: 'course',
      title: 'Course certificate',
      issuedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      expiresAt: null,
      status: 'valid',
      code: expect.any(String),
      renewalDueOn: null,
    });
    expect((await admin.get('course/my-certificates')).body.data).toEqual({ items: [], total: 0 });
  });
});
