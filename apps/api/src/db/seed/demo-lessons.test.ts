import { readFile } from 'node:fs/promises';
import type { CourseDetail, ExamAnswers, LessonInput, LessonView } from '@academy/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../test/demo-academy.js';
import { login } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { courses, lessons } from '../schema/index.js';
import { DEMO_ADMIN } from './people.js';

let t: TestApp;
let token = '';
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.deps.db, t.deps.storage);
  token = await login(t.app, DEMO_ADMIN.email, DEMO_ADMIN.password);
});
afterAll(() => t.close());

async function saveUnchanged(lesson: LessonView) {
  const exam =
    lesson.kind === 'exam'
      ? await get<ExamAnswers>(`course/module/exam/get-answers/${lesson.courseId}/${lesson._id}`)
      : null;
  return t.app.inject({
    method: 'POST',
    url: '/api/course/lesson/save',
    headers: { authorization: `Bearer ${token}` },
    payload: { lesson: unchanged(lesson, exam) },
  });
}

async function get<T>(url: string): Promise<T> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/${url}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
}

/** What the lesson editor sends back for a lesson opened and saved without a change. */
function unchanged(lesson: LessonView, exam: ExamAnswers | null): LessonInput {
  return {
    _id: lesson._id,
    courseId: lesson.courseId,
    moduleId: lesson.moduleId,
    kind: lesson.kind,
    title: lesson.title as LessonInput['title'],
    description: lesson.description,
    content: lesson.content,
    materials: lesson.materials.map(({ title, files }) => ({ title: title as LessonInput['title'], files })),
    questions: (exam?.questions ?? []).map((question) => ({
      _id: question._id,
      type: question.type,
      title: question.title as LessonInput['title'],
      image: question.image,
      answers: question.answers.map((answer) => ({
        _id: answer._id,
        text: answer.text as LessonInput['title'],
        correct: answer.correct ?? false,
      })),
    })),
    min_questions: lesson.min_questions,
    questions_per_attempt: lesson.questions_per_attempt,
    time_limit_minutes: lesson.time_limit_minutes,
    generate_certificate: lesson.generate_certificate,
    is_optional: lesson.is_optional,
  };
}

describe('the demo academy', () => {
  it('when the admin saves every demo lesson unchanged, each is accepted as it was seeded', async () => {
    const courseIds = (await t.deps.db.select({ id: courses.id }).from(courses)).map((row) => row.id);
    const saved: string[] = [];
    for (const courseId of courseIds) {
      const course = await get<CourseDetail>(`course/get/${courseId}`);
      const lessons = [...course.lessons, ...course.modules.flatMap((module) => module.lessons)];
      for (const lesson of lessons) {
        const res = await saveUnchanged(lesson);
        expect(res.statusCode, `${lesson.title.en}: ${res.body}`).toBe(200);
        const { _id, title, content, materials } = res.json().data;
        expect({ _id, title, content, materials }).toEqual({
          _id: lesson._id,
          title: lesson.title,
          content: lesson.content,
          materials: lesson.materials,
        });
        saved.push(lesson.title.en ?? '');
      }
    }
    expect(saved).toContain('Welcome to networking');
    expect(saved).toContain('AX-200 product tour');
    expect(saved).toHaveLength(9);
  });

  it('when a database seeded by an earlier release is migrated, its welcome lesson saves unchanged too', async () => {
    const [welcome] = await t.deps.db
      .select()
      .from(lessons)
      .where(sql`${lessons.title}->>'en' = 'Welcome to networking'`);
    const [handbook] = await t.deps.db
      .select()
      .from(lessons)
      .where(sql`${lessons.title}->>'en' = 'Network handbook'`);
    if (!welcome || !handbook?.content.pdf) throw new Error('the demo academy has no welcome lesson');
    // as earlier releases seeded it: the slides were the handbook's files, stored as a pdf lesson's
    const slides = { title: { en: 'Slides', pt: 'Slides', es: 'Diapositivas' }, files: handbook.content.pdf };
    await t.deps.db
      .update(lessons)
      .set({ materials: [slides] })
      .where(eq(lessons.id, welcome.id));
    const course = await get<CourseDetail>(`course/get/${welcome.courseId}`);
    const before = course.lessons.find((lesson) => lesson._id === welcome.id);
    if (!before) throw new Error('the welcome lesson is not in its course');
    expect((await saveUnchanged(before)).statusCode).toBe(422);

    const migration = new URL('../migrations/0010_demo-lesson-materials.sql', import.meta.url);
    await t.deps.db.execute(sql.raw(await readFile(migration, 'utf8')));
    const after = (await get<CourseDetail>(`course/get/${welcome.courseId}`)).lessons.find(
      (lesson) => lesson._id === welcome.id,
    );
    if (!after) throw new Error('the welcome lesson is not in its course');
    expect(after.materials).toEqual([]);
    expect((await saveUnchanged(after)).statusCode).toBe(200);
    // the handbook's own lesson keeps its files
    const [stillHandbook] = await t.deps.db.select().from(lessons).where(eq(lessons.id, handbook.id));
    expect(stillHandbook?.content).toEqual(handbook.content);
  });
});
