import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answers,
  certificates,
  courseDistributors,
  courses,
  lessons,
  modules,
  questions,
} from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import {
  type Client,
  client,
  examLesson,
  inAllLanguages,
  makeStoredFile,
  makeTeam,
  makeTrainingType,
  question,
  seedCourses,
  videoLesson,
} from '../../test/course-data.js';
import { login, makeCountry, makeDistributor, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let admin: Client;
let distributorId: string;

beforeAll(async () => {
  t = await createTestApp();
  const user = await makeUser(t.deps.db, { type: 'admin' });
  admin = client(t.app, await login(t.app, user.email, user.password));
  distributorId = await makeDistributor(t.deps.db, (await makeCountry(t.deps.db)).id);
});
afterAll(() => t.close());

const file = (type: Parameters<typeof makeStoredFile>[1], name?: string) =>
  makeStoredFile(t.deps, type, name ? { name } : {});

async function createCourse(extra: Record<string, unknown> = {}) {
  const res = await admin.post('course/create', {
    title: inAllLanguages('Course'),
    description: inAllLanguages('About'),
    langs: ['en', 'pt', 'es'],
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

describe('authoring a modular course in three languages', () => {
  it('when an admin builds it, reads back every part in order, without answer keys', async () => {
    const image = await file('course_image', 'cover.png');
    await makeTrainingType(t.deps.db, 3, 'Sales');
    const course = await createCourse({
      description: inAllLanguages('What it teaches'),
      structure: 'modular',
      image,
      audience: 'masters',
      masters: [distributorId],
      trainingType: 3,
      status: 'published',
    });
    expect(course).toMatchObject({
      structure: 'modular',
      image,
      audience: 'masters',
      masters: [distributorId],
      trainingType: 3,
      status: 'published',
      modules: [],
      lessons: [],
      progress: 0,
    });

    const first = await admin.post('course/module/save', {
      courseId: course._id,
      module: { title: inAllLanguages('Basics') },
    });
    const second = await admin.post('course/module/save', {
      courseId: course._id,
      module: { title: inAllLanguages('Extras'), is_optional: true },
    });
    expect(first.body.data).toMatchObject({ courseId: course._id, position: 0, is_optional: false });
    expect(second.body.data).toMatchObject({ position: 1, is_optional: true });

    const pdfs = { en: await file('module_pdf'), pt: await file('module_pdf'), es: await file('module_pdf') };
    const material = await file('module_material', 'slides.pdf');
    const pdf = await admin.post('course/lesson/save', {
      lesson: {
        courseId: course._id,
        moduleId: first.body.data._id,
        kind: 'pdf',
        title: inAllLanguages('Reading'),
        content: { pdf: pdfs },
        materials: [{ title: inAllLanguages('Slides'), files: { en: material } }],
      },
    });
    expect(pdf.status, JSON.stringify(pdf.body)).toBe(200);
    expect(pdf.body.data).toMatchObject({
      kind: 'pdf',
      moduleId: first.body.data._id,
      content: { pdf: pdfs },
      materials: [{ files: { en: material }, names: { en: 'slides.pdf' } }],
      position: 0,
    });
    const video = await admin.post('course/lesson/save', {
      lesson: videoLesson(course._id, { moduleId: first.body.data._id }),
    });
    const exam = await admin.post('course/lesson/save', {
      lesson: examLesson(course._id, { moduleId: second.body.data._id }),
    });
    expect(exam.status, JSON.stringify(exam.body)).toBe(200);
    expect(exam.body.data.questions[0].answers[0]).toMatchObject({ correct: true });

    const view = await admin.get(`course/get/${course._id}`);
    expect(view.status).toBe(200);
    const data = view.body.data;
    expect(data.modules.map((m: { _id: string }) => m._id)).toEqual([
      first.body.data._id,
      second.body.data._id,
    ]);
    expect(data.modules[0].lessons.map((l: { _id: string }) => l._id)).toEqual([
      pdf.body.data._id,
      video.body.data._id,
    ]);
    expect(data.modules[0].lessons[1]).toMatchObject({
      kind: 'video',
      title: inAllLanguages('Video lesson'),
      progress: 0,
      locked: false,
    });
    const examView = data.modules[1].lessons[0];
    expect(examView.questions).toHaveLength(2);
    expect(JSON.stringify(examView)).not.toContain('correct');
    expect(examView).toMatchObject({ min_questions: 1, generate_certificate: true });

    const keys = await admin.get(`course/module/exam/get-answers/${course._id}/${exam.body.data._id}`);
    expect(keys.body.data.questions[0].answers.map((a: { correct: boolean }) => a.correct)).toEqual([
      true,
      false,
    ]);
  });

  it('when an exam is saved again, replaces its questions and keeps the ids it was sent', async () => {
    const course = await createCourse({ structure: 'linear' });
    const saved = (await admin.post('course/lesson/save', { lesson: examLesson(course._id) })).body.data;
    const kept = saved.questions[0];
    const again = await admin.post('course/lesson/save', {
      lesson: {
        ...examLesson(course._id),
        _id: saved._id,
        questions: [
          {
            ...question(),
            _id: kept._id,
            answers: [{ ...question().answers[0], _id: kept.answers[0]._id }, question().answers[1]],
          },
          question('single', 'Replacing the second'),
        ],
      },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data.questions).toHaveLength(2);
    expect(again.body.data.questions[0]._id).toBe(kept._id);
    expect(again.body.data.questions[0].answers[0]._id).toBe(kept.answers[0]._id);
    expect(again.body.data.questions[1]._id).not.toBe(saved.questions[1]._id);
    const stored = await t.deps.db.select().from(questions).where(eq(questions.lessonId, saved._id));
    expect(stored).toHaveLength(2);
  });
});

describe('authoring a linear course', () => {
  it('when an admin adds lessons, keeps them in order with locks after the first', async () => {
    const course = await createCourse({ structure: 'linear', status: 'published' });
    const mp4 = await file('module_video');
    const one = await admin.post('course/lesson/save', {
      lesson: videoLesson(course._id, { content: { video: { en: mp4, pt: mp4, es: mp4 } } }),
    });
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    const two = await admin.post('course/lesson/save', { lesson: videoLesson(course._id) });
    const view = (await admin.get(`course/get/${course._id}`)).body.data;
    expect(view.modules).toEqual([]);
    expect(view.lessons.map((l: { _id: string; locked: boolean }) => [l._id, l.locked])).toEqual([
      [one.body.data._id, false],
      [two.body.data._id, true],
    ]);
    // the author still sees the locked lesson's content; a learner sees only its title
    expect(view.lessons[1].content.video).toBeDefined();
    const learner = await makeUser(t.deps.db);
    const asLearner = client(t.app, await login(t.app, learner.email, learner.password));
    const learnerView = (await asLearner.get(`course/get/${course._id}`)).body.data;
    expect(learnerView.lessons[0].content.video).toBeDefined();
    expect(learnerView.lessons[1]).toMatchObject({ locked: true, content: {}, materials: [] });
    expect(learnerView.lessons[1].title).toEqual(view.lessons[1].title);
  });

  it('when its lesson names a module, answers 400', async () => {
    const course = await createCourse({ structure: 'linear' });
    const res = await admin.post('course/lesson/save', {
      lesson: videoLesson(course._id, { moduleId: newId() }),
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ 'lesson.moduleId': 'validation.linearCourse' });
  });

  it('when a module is saved in it, answers 400 course-not-modular', async () => {
    const course = await createCourse({ structure: 'linear' });
    const res = await admin.post('course/module/save', {
      courseId: course._id,
      module: { title: inAllLanguages('M') },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('course-not-modular');
  });
});

describe('course validation', () => {
  it('when the title or description is blank in a course language, answers required-all-languages naming each', async () => {
    const res = await admin.post('course/create', {
      title: { en: 'Only English', pt: 'Só português', es: ' ' },
      description: { en: 'About', pt: '', es: 'Acerca' },
      langs: ['en', 'pt', 'es'],
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: 'required-all-languages',
      message: 'Required in all languages',
      fields: {
        'title.es': 'validation.requiredAllLanguages',
        'description.pt': 'validation.requiredAllLanguages',
      },
    });
  });

  it('when a language is not offered, does not require it', async () => {
    const res = await admin.post('course/create', {
      title: { en: 'English only' },
      description: { en: 'About' },
      langs: ['en'],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.langs).toEqual(['en']);
  });

  it('when langs is empty or repeated, answers 400 validation.langs', async () => {
    for (const langs of [[], ['en', 'en'], ['fr']]) {
      const res = await admin.post('course/create', {
        title: inAllLanguages('X'),
        description: inAllLanguages('About'),
        langs,
      });
      expect(res.status).toBe(400);
      expect(Object.values(res.body.fields ?? {})).toContain('validation.langs');
    }
  });

  it('when the image is not a stored course image, answers 422 invalid-file', async () => {
    for (const image of [
      '/api/file/0123456789abcdef01234567',
      await file('module_pdf'),
      'https://evil.example/x.png',
    ]) {
      const res = await admin.post('course/create', {
        title: inAllLanguages('X'),
        description: inAllLanguages('About'),
        langs: ['en', 'pt', 'es'],
        image,
      });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({
        error: 'invalid-file',
        message: 'Invalid file',
        fields: { image: 'validation.invalidFile' },
      });
    }
  });

  it('when the audience names unknown distributors, teams or training type, answers 400', async () => {
    const base = {
      title: inAllLanguages('X'),
      description: inAllLanguages('About'),
      langs: ['en', 'pt', 'es'],
    };
    const masters = await admin.post('course/create', { ...base, audience: 'masters', masters: [newId()] });
    expect(masters.body.fields).toEqual({ masters: 'validation.unknownDistributor' });
    const teams = await admin.post('course/create', { ...base, audience: 'teams', teams: [newId()] });
    expect(teams.body.fields).toEqual({ teams: 'validation.unknownTeam' });
    const none = await admin.post('course/create', { ...base, audience: 'teams', teams: [] });
    expect(none.body.fields).toEqual({ teams: 'validation.required' });
    const type = await admin.post('course/create', { ...base, trainingType: 999 });
    expect(type.body.fields).toEqual({ trainingType: 'validation.trainingType' });
    // beyond what an integer column holds: refused by the contract, not by the database
    const huge = await admin.post('course/create', { ...base, trainingType: 3_000_000_000 });
    expect(huge.status).toBe(400);
    expect(huge.body.fields).toMatchObject({ trainingType: expect.any(String) });
  });

  it('when the renewal window is not shorter than the validity, answers 400 at the window and changes nothing', async () => {
    const tooLong = {
      error: 'validation-failed',
      fields: { renewalWindowDays: 'validation.renewalWindowTooLong' },
    };
    const [before] = await t.deps.db.select({ n: count() }).from(courses);
    const refused = await admin.post('course/create', {
      title: inAllLanguages('Renewed monthly'),
      description: inAllLanguages('About'),
      langs: ['en', 'pt', 'es'],
      certificateValidityMonths: 1,
      renewalWindowDays: 60,
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject(tooLong);
    expect(await t.deps.db.select({ n: count() }).from(courses)).toEqual([before]);

    const course = await createCourse({ certificateValidityMonths: 3, renewalWindowDays: 60 });
    const longer = await admin.post('course/update', { _id: course._id, renewalWindowDays: 84 });
    expect(longer.status).toBe(400);
    expect(longer.body).toMatchObject(tooLong);
    // a validity shortened under the window it has is refused alike
    const shorter = await admin.post('course/update', { _id: course._id, certificateValidityMonths: 2 });
    expect(shorter.status).toBe(400);
    expect(shorter.body).toMatchObject(tooLong);
    expect((await admin.get(`course/get/${course._id}`)).body.data).toMatchObject({
      certificateValidityMonths: 3,
      renewalWindowDays: 60,
    });
    const both = await admin.post('course/update', {
      _id: course._id,
      certificateValidityMonths: 1,
      renewalWindowDays: 27,
    });
    expect(both.status, JSON.stringify(both.body)).toBe(200);
  });

  it('when the structure of a course with lessons changes, answers 409 and changes nothing', async () => {
    const course = await createCourse({ structure: 'linear' });
    await admin.post('course/lesson/save', { lesson: videoLesson(course._id) });
    const res = await admin.post('course/update', { _id: course._id, structure: 'modular' });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('course-structure-locked');
    expect((await admin.get(`course/get/${course._id}`)).body.data.structure).toBe('linear');
  });

  it('when an update sends some fields, keeps the others and replaces the audience', async () => {
    const team = await makeTeam(t.deps.db, []);
    const course = await createCourse({ audience: 'masters', masters: [distributorId] });
    const res = await admin.post('course/update', {
      _id: course._id,
      audience: 'teams',
      teams: [team],
      status: 'published',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      title: course.title,
      audience: 'teams',
      teams: [team],
      masters: [],
      status: 'published',
    });
    const left = await t.deps.db
      .select()
      .from(courseDistributors)
      .where(eq(courseDistributors.courseId, course._id));
    expect(left).toEqual([]);
  });

  it('when an update names an unknown course, answers 404', async () => {
    const res = await admin.post('course/update', { _id: newId(), status: 'published' });
    expect(res.status).toBe(404);
  });
});

describe('module validation', () => {
  it('when a module title is blank in a course language, answers required-all-languages', async () => {
    const course = await createCourse({
      structure: 'modular',
      langs: ['en', 'es'],
      title: { en: 'A', es: 'B' },
    });
    const res = await admin.post('course/module/save', {
      courseId: course._id,
      module: { title: { en: 'Module', pt: '', es: '' } },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ 'module.title.es': 'validation.requiredAllLanguages' });
  });

  it('when a module is removed, its lessons go with it', async () => {
    const course = await createCourse({ structure: 'modular' });
    const module = (
      await admin.post('course/module/save', { courseId: course._id, module: { title: inAllLanguages('M') } })
    ).body.data;
    await admin.post('course/lesson/save', { lesson: videoLesson(course._id, { moduleId: module._id }) });
    const res = await admin.del(`course/module/remove/${course._id}/${module._id}`);
    expect(res.status).toBe(200);
    expect(await t.deps.db.select().from(lessons).where(eq(lessons.courseId, course._id))).toEqual([]);
    expect((await admin.del(`course/module/remove/${course._id}/${module._id}`)).status).toBe(404);
  });
});

describe('lesson validation', () => {
  let linear: string;
  let modular: string;
  let moduleId: string;
  beforeAll(async () => {
    linear = (await createCourse({ structure: 'linear' }))._id;
    modular = (await createCourse({ structure: 'modular' }))._id;
    moduleId = (
      await admin.post('course/module/save', { courseId: modular, module: { title: inAllLanguages('M') } })
    ).body.data._id;
  });

  const save = (lesson: unknown) => admin.post('course/lesson/save', lesson === undefined ? {} : { lesson });

  it('when the lesson is missing, answers 400 lesson-data-missing', async () => {
    for (const body of [{}, { lesson: null }]) {
      const res = await admin.post('course/lesson/save', body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'lesson-data-missing', message: 'Lesson data is missing' });
    }
  });

  it('when the title or a video is missing in a language, answers required-all-languages naming each', async () => {
    const res = await save(
      videoLesson(linear, {
        title: { en: 'Title', pt: '', es: 'Título' },
        content: { video: { en: 'https://vimeo.com/1', pt: 'https://vimeo.com/1' } },
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: 'required-all-languages',
      fields: {
        'lesson.title.pt': 'validation.requiredAllLanguages',
        'lesson.content.video.es': 'validation.requiredAllLanguages',
      },
    });
  });

  it('when a pdf lesson lacks a pdf in a language, answers required-all-languages', async () => {
    const res = await save({
      courseId: linear,
      kind: 'pdf',
      title: inAllLanguages('P'),
      content: { pdf: { en: await file('module_pdf') } },
    });
    expect(res.body.fields).toEqual({
      'lesson.content.pdf.pt': 'validation.requiredAllLanguages',
      'lesson.content.pdf.es': 'validation.requiredAllLanguages',
    });
  });

  it('when a file is missing or of another type, or a video link is not YouTube or Vimeo, answers 422 invalid-file', async () => {
    const image = await file('question_image');
    const pdf = await save({
      courseId: linear,
      kind: 'pdf',
      title: inAllLanguages('P'),
      content: { pdf: { en: image, pt: `/api/file/${newId()}`, es: await file('module_pdf') } },
    });
    expect(pdf.status).toBe(422);
    expect(pdf.body).toMatchObject({
      error: 'invalid-file',
      fields: {
        'lesson.content.pdf.en': 'validation.invalidFile',
        'lesson.content.pdf.pt': 'validation.invalidFile',
      },
    });
    const video = await save(
      videoLesson(linear, {
        content: {
          video: { en: 'http://youtube.com/x', pt: 'https://evil.example/v', es: 'https://vimeo.com/1' },
        },
      }),
    );
    expect(video.status).toBe(422);
    expect(Object.keys(video.body.fields ?? {})).toEqual([
      'lesson.content.video.en',
      'lesson.content.video.pt',
    ]);
    const material = await save(
      videoLesson(linear, {
        materials: [{ title: inAllLanguages('M'), files: { en: await file('module_pdf') } }],
      }),
    );
    expect(material.body.fields).toEqual({ 'lesson.materials.0.files.en': 'validation.invalidFile' });
  });

  it('when a modular lesson has no module or another course module, answers 400', async () => {
    expect((await save(videoLesson(modular))).body.fields).toEqual({
      'lesson.moduleId': 'validation.required',
    });
    const other = await save(videoLesson(modular, { moduleId: newId() }));
    expect(other.body.fields).toEqual({ 'lesson.moduleId': 'validation.notInCourse' });
    expect((await save(videoLesson(modular, { moduleId }))).status).toBe(200);
  });

  it('when an exam has no question, answers exam-needs-question', async () => {
    const res = await save(examLesson(linear, { questions: [] }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'exam-needs-question', message: 'Add at least 1 question' });
  });

  it('when an exam has one question, answers exam-needs-two-questions; two are accepted', async () => {
    const one = await save(examLesson(linear, { questions: [question()] as never }));
    expect(one.status).toBe(400);
    expect(one.body).toMatchObject({
      error: 'exam-needs-two-questions',
      message: 'An exam needs at least 2 questions',
      fields: { 'lesson.questions': 'validation.twoQuestions' },
    });
    const two = await save(examLesson(linear, { questions: [question(), question('multiple')] as never }));
    expect(two.status, JSON.stringify(two.body)).toBe(200);
    expect(two.body.data.questions).toHaveLength(2);
  });

  it('when a question has fewer than 2 answers, answers question-needs-two-answers', async () => {
    const lonely = { ...question(), answers: [question().answers[0]] };
    const res = await save(examLesson(linear, { questions: [question(), lonely] as never }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: 'question-needs-two-answers',
      message: 'Each question needs at least 2 answers',
      fields: { 'lesson.questions.1.answers': 'validation.twoAnswers' },
    });
  });

  it('when a question has no correct answer, or a single one has two, answers question-needs-correct-answer', async () => {
    const none = {
      ...question('multiple'),
      answers: question().answers.map((a) => ({ ...a, correct: false })),
    };
    const two = { ...question('single'), answers: question().answers.map((a) => ({ ...a, correct: true })) };
    for (const bad of [none, two]) {
      const res = await save(examLesson(linear, { questions: [question(), bad] as never }));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        error: 'question-needs-correct-answer',
        message: 'Select a correct answer',
      });
    }
    const multiple = {
      ...question('multiple'),
      answers: question().answers.map((a) => ({ ...a, correct: true })),
    };
    expect((await save(examLesson(linear, { questions: [question(), multiple] as never }))).status).toBe(200);
  });

  it('when min_questions is outside 1..questions, answers validation.minQuestions', async () => {
    for (const min of [0, 3, null]) {
      const res = await save(examLesson(linear, { min_questions: min }));
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ 'lesson.min_questions': 'validation.minQuestions' });
    }
  });

  it('when question or answer text is blank in a language, answers required-all-languages', async () => {
    const q = question();
    const blank = {
      ...q,
      title: { en: 'Q', pt: 'Q', es: '' },
      answers: [{ ...q.answers[0], text: { en: 'A', pt: '', es: 'A' } }, q.answers[1]],
    };
    const res = await save(examLesson(linear, { questions: [blank, question()] as never }));
    expect(res.body.fields).toEqual({
      'lesson.questions.0.title.es': 'validation.requiredAllLanguages',
      'lesson.questions.0.answers.0.text.pt': 'validation.requiredAllLanguages',
    });
  });

  it('when a video lesson carries questions, answers 400 validation.examOnly', async () => {
    const res = await save(videoLesson(linear, { questions: [question()] as never }));
    expect(res.body.fields).toEqual({ 'lesson.questions': 'validation.examOnly' });
  });

  it('when a lesson is refused, writes nothing', async () => {
    const before = await t.deps.db.select().from(lessons).where(eq(lessons.courseId, linear));
    await save(examLesson(linear, { questions: [] }));
    await save(examLesson(linear, { questions: [question()] as never }));
    await save(videoLesson(linear, { title: { en: '', pt: '', es: '' } }));
    expect(await t.deps.db.select().from(lessons).where(eq(lessons.courseId, linear))).toEqual(before);
  });

  it('when the course does not exist, answers 404', async () => {
    expect((await save(videoLesson(newId()))).status).toBe(404);
  });
});

describe('removing', () => {
  it('when a lesson is removed by body or by query, it and its questions are gone', async () => {
    const course = await createCourse({ structure: 'linear' });
    const one = (await admin.post('course/lesson/save', { lesson: examLesson(course._id) })).body.data;
    const two = (await admin.post('course/lesson/save', { lesson: videoLesson(course._id) })).body.data;
    expect(
      (await admin.del('course/lesson/remove', { courseId: course._id, lessonId: one._id })).status,
    ).toBe(200);
    expect((await admin.del(`course/lesson/remove?courseId=${course._id}&lessonId=${two._id}`)).status).toBe(
      200,
    );
    expect(
      (await admin.del('course/lesson/remove', { courseId: course._id, lessonId: two._id })).status,
    ).toBe(404);
    expect(await t.deps.db.select().from(questions).where(eq(questions.lessonId, one._id))).toEqual([]);
    expect((await admin.del('course/lesson/remove')).status).toBe(400);
  });

  it('when a course is deleted, its modules, lessons, questions and answers go with it', async () => {
    const course = await createCourse({ structure: 'modular' });
    const module = (
      await admin.post('course/module/save', { courseId: course._id, module: { title: inAllLanguages('M') } })
    ).body.data;
    const exam = (
      await admin.post('course/lesson/save', { lesson: examLesson(course._id, { moduleId: module._id }) })
    ).body.data;
    expect((await admin.del(`course/${course._id}`)).status).toBe(200);
    expect((await admin.get(`course/get/${course._id}`)).status).toBe(404);
    expect(await t.deps.db.select().from(modules).where(eq(modules.courseId, course._id))).toEqual([]);
    const questionId = exam.questions[0]._id;
    expect(await t.deps.db.select().from(answers).where(eq(answers.questionId, questionId))).toEqual([]);
    expect((await admin.del(`course/${course._id}`)).status).toBe(404);
  });

  it('when a draft gains a language, authors translate its lessons; publishing waits until they have', async () => {
    const course = await createCourse({ langs: ['en'], title: { en: 'One' }, description: { en: 'About' } });
    const saved = await admin.post('course/lesson/save', {
      lesson: videoLesson(course._id, {
        title: { en: 'Intro', pt: '', es: '' },
        description: { en: '', pt: '', es: '' },
        content: { video: { en: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } },
      }),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const both = {
      _id: course._id,
      langs: ['en', 'pt'],
      title: { en: 'One', pt: 'Um' },
      description: { en: 'About', pt: 'Sobre' },
    };
    expect((await admin.post('course/update', both)).status).toBe(200);
    const publish = await admin.post('course/update', { _id: course._id, status: 'published' });
    expect(publish.status).toBe(400);
    expect(publish.body).toMatchObject({
      error: 'course-content-incomplete',
      fields: {
        'lessons.0.title.pt': 'validation.requiredAllLanguages',
        'lessons.0.content.video.pt': 'validation.requiredAllLanguages',
      },
    });
    expect((await admin.get(`course/get/${course._id}`)).body.data.status).toBe('draft');
    const translated = await admin.post('course/lesson/save', {
      lesson: {
        ...videoLesson(course._id, {
          title: { en: 'Intro', pt: 'Introdução', es: '' },
          content: {
            video: { en: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', pt: 'https://vimeo.com/76979871' },
          },
        }),
        _id: saved.body.data._id,
      },
    });
    expect(translated.status, JSON.stringify(translated.body)).toBe(200);
    expect((await admin.post('course/update', { _id: course._id, status: 'published' })).status).toBe(200);
    // a published course cannot gain a language its lessons lack
    const spanish = await admin.post('course/update', {
      _id: course._id,
      langs: ['en', 'pt', 'es'],
      title: { en: 'One', pt: 'Um', es: 'Uno' },
      description: { en: 'About', pt: 'Sobre', es: 'Acerca' },
    });
    expect(spanish.status).toBe(400);
    expect(spanish.body.fields).toMatchObject({ 'lessons.0.title.es': 'validation.requiredAllLanguages' });
  });

  it('when a course is deleted, the certificates learners earned in it stay theirs', async () => {
    const course = await createCourse();
    const learner = await makeUser(t.deps.db);
    const certificateId = newId();
    await t.deps.db.insert(certificates).values({
      id: certificateId,
      userId: learner.id,
      courseId: course._id,
      title: 'Earned',
      code: newId(),
    });
    expect((await admin.del(`course/${course._id}`)).status).toBe(200);
    const [kept] = await t.deps.db.select().from(certificates).where(eq(certificates.id, certificateId));
    expect(kept).toMatchObject({ userId: learner.id, courseId: null, title: 'Earned' });
  });
});

describe('course/get', () => {
  it('costs the same number of queries for a course of 1 lesson or of 30 with progress', async () => {
    const learner = await makeUser(t.deps.db);
    const api = client(t.app, await login(t.app, learner.email, learner.password));
    const [small] = await seedCourses(t.deps.db, 1, { modules: 1, lessonsPerModule: 1 });
    const [large] = await seedCourses(t.deps.db, 1, { modules: 5, lessonsPerModule: 6 });
    const measure = async (courseId: string) => {
      const lessonId = (await api.get(`course/get/${courseId}`)).body.data.modules[0].lessons[0]._id;
      await api.post('user/progress/mark', { courseId, lessonId, progress: 40 });
      return t.queries.measure(() => api.get(`course/get/${courseId}`));
    };
    const a = await measure(small as string);
    const b = await measure(large as string);
    expect(b.result.body.data.modules).toHaveLength(5);
    expect(b.result.body.data.modules[0].lessons[0].progress).toBe(40);
    expect(b.queries).toBe(a.queries);
    // session, course, modules, lessons, progress
    expect(b.queries).toBeLessThanOrEqual(5);
  });
});
