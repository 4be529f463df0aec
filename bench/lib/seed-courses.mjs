// @ts-check
import {
  answers,
  courseDistributors,
  courses,
  courseTeams,
  files,
  lessons,
  modules,
  questions,
  trainingTypes,
} from '../../apps/api/dist/db/schema/index.js';
import { newId } from '../../apps/api/dist/lib/ids.js';
import { insertAll } from './bulk.mjs';

/**
 * @typedef {import('../../apps/api/dist/db/client.js').Db} Db
 * @typedef {import('./random.mjs').Random} Random
 * @typedef {{ id: string, moduleId: string | null, kind: 'video' | 'pdf' | 'exam', isOptional: boolean }} BenchLesson
 * @typedef {{
 *   id: string,
 *   title: string,
 *   structure: 'linear' | 'modular',
 *   audience: 'all' | 'masters' | 'teams',
 *   published: boolean,
 *   certifies: boolean,
 *   distributorIds: Set<string>,
 *   teamIds: Set<string>,
 *   modules: { id: string, isOptional: boolean, renewalPart: boolean }[],
 *   lessons: BenchLesson[],
 * }} BenchCourse
 */

const TRAINING_TYPES = ['Sales', 'Technical', 'Installation', 'Product launch', 'Compliance'];
const text = (/** @type {string} */ value) => ({ en: value, pt: `${value} (pt)`, es: `${value} (es)` });
const QUESTIONS_PER_EXAM = 5;
const ANSWERS_PER_QUESTION = 4;

/**
 * The catalogue, by course index i (deterministic, so every run has the same mix):
 * - audience: i % 10 in 0..7 open to all (160), 8 for chosen distributors (20), 9 for chosen teams (20);
 * - status: i % 20 == 19 is a draft (10 team courses), every other course is published;
 * - structure: i % 5 in {1, 3} modular with three modules (80), the rest linear (120);
 * - 6 to 10 lessons (`lessons` changes the range); every other course ends with an exam that
 *   grants a certificate;
 * - with `quizEvery`, every quizEvery-th lesson before the last is an exam too, one that grants
 *   no certificate.
 * @param {Db} db
 * @param {Random} random
 * @param {{ courses: number, adminId: string, distributorIds: string[], teamIds: string[],
 *   lessons?: { min: number, max: number }, quizEvery?: number }} input
 */
export async function seedCourses(db, random, input) {
  const { lessons: lessonRange = { min: 6, max: 10 }, quizEvery = 0 } = input;
  await insertAll(
    db,
    trainingTypes,
    TRAINING_TYPES.map((title, id) => ({ id, title })),
  );

  /** @type {BenchCourse[]} */
  const catalogue = [];
  /** @type {(typeof courses.$inferInsert)[]} */
  const courseRows = [];
  /** @type {(typeof files.$inferInsert)[]} */
  const fileRows = [];
  /** @type {(typeof modules.$inferInsert)[]} */
  const moduleRows = [];
  /** @type {(typeof lessons.$inferInsert)[]} */
  const lessonRows = [];
  /** @type {(typeof questions.$inferInsert)[]} */
  const questionRows = [];
  /** @type {(typeof answers.$inferInsert)[]} */
  const answerRows = [];

  for (let i = 0; i < input.courses; i += 1) {
    const audience = i % 10 < 8 ? 'all' : i % 10 === 8 ? 'masters' : 'teams';
    const structure = i % 5 === 1 || i % 5 === 3 ? 'modular' : 'linear';
    const title = `Course ${String(i + 1).padStart(3, '0')}`;
    /** @type {BenchCourse} */
    const course = {
      id: newId(),
      title,
      structure,
      audience,
      published: i % 20 !== 19,
      certifies: i % 2 === 0,
      distributorIds: new Set(),
      teamIds: new Set(),
      modules: [],
      lessons: [],
    };
    catalogue.push(course);
    // 30 distributors and 3 teams each, or all there are in an academy seeded at a small --scale
    const distributorCount = Math.min(30, input.distributorIds.length);
    const teamCount = Math.min(3, input.teamIds.length);
    if (audience === 'masters')
      while (course.distributorIds.size < distributorCount)
        course.distributorIds.add(random.pick(input.distributorIds));
    if (audience === 'teams')
      while (course.teamIds.size < teamCount) course.teamIds.add(random.pick(input.teamIds));

    const pdfFile = { id: newId(), type: 'module_pdf', mime: 'application/pdf' };
    const materialFile = { id: newId(), type: 'module_material', mime: 'application/pdf' };
    for (const file of [pdfFile, materialFile])
      fileRows.push({
        ...file,
        ownerId: input.adminId,
        size: 250_000,
        storageKey: `${file.type}/${file.id}.pdf`,
        originalName: `${title} ${file.type}.pdf`,
      });
    courseRows.push({
      id: course.id,
      title: text(title),
      description: text(`What partners learn in ${title}, in a paragraph of plain text.`),
      structure,
      audience,
      trainingTypeId: i % TRAINING_TYPES.length,
      status: course.published ? 'published' : 'draft',
      position: i,
      createdBy: input.adminId,
    });

    if (structure === 'modular')
      for (let m = 0; m < 3; m += 1) {
        const id = newId();
        course.modules.push({ id, isOptional: false, renewalPart: false });
        moduleRows.push({ id, courseId: course.id, title: text(`${title}, module ${m + 1}`), position: m });
      }

    const lessonCount = random.int(lessonRange.min, lessonRange.max);
    const optionalAt = random.chance(0.2) ? random.int(1, lessonCount - 2) : -1;
    for (let l = 0; l < lessonCount; l += 1) {
      const isFinalExam = course.certifies && l === lessonCount - 1;
      const isQuiz = quizEvery > 0 && l % quizEvery === quizEvery - 1 && l < lessonCount - 1;
      const isExam = isFinalExam || isQuiz;
      const kind = isExam ? 'exam' : l % 3 === 1 ? 'pdf' : 'video';
      const moduleId = course.modules[Math.floor((l * course.modules.length) / lessonCount)]?.id ?? null;
      /** @type {BenchLesson} */
      const lesson = { id: newId(), moduleId, kind, isOptional: l === optionalAt };
      course.lessons.push(lesson);
      const pdfRef = `/api/file/${pdfFile.id}`;
      lessonRows.push({
        id: lesson.id,
        courseId: course.id,
        moduleId,
        kind,
        title: text(`${title}, lesson ${l + 1}`),
        description: text('A short description of the lesson.'),
        content:
          kind === 'video'
            ? { video: text(`https://www.youtube.com/watch?v=bench${i}x${l}`) }
            : kind === 'pdf'
              ? { pdf: { en: pdfRef, pt: pdfRef, es: pdfRef } }
              : {},
        materials: l === 0 ? [{ title: text('Slides'), files: { en: `/api/file/${materialFile.id}` } }] : [],
        minQuestions: isExam ? 3 : null,
        generateCertificate: isFinalExam,
        isOptional: lesson.isOptional,
        position: l,
      });
      if (!isExam) continue;
      for (let q = 0; q < QUESTIONS_PER_EXAM; q += 1) {
        const questionId = newId();
        questionRows.push({
          id: questionId,
          lessonId: lesson.id,
          type: 'single',
          title: text(`Question ${q + 1}`),
          position: q,
        });
        for (let a = 0; a < ANSWERS_PER_QUESTION; a += 1)
          answerRows.push({
            id: newId(),
            questionId,
            text: text(`Answer ${a + 1}`),
            isCorrect: a === q % ANSWERS_PER_QUESTION,
            position: a,
          });
      }
    }
  }

  await insertAll(db, files, fileRows);
  await insertAll(db, courses, courseRows);
  await insertAll(
    db,
    courseDistributors,
    catalogue.flatMap((course) =>
      [...course.distributorIds].map((distributorId) => ({ courseId: course.id, distributorId })),
    ),
  );
  await insertAll(
    db,
    courseTeams,
    catalogue.flatMap((course) => [...course.teamIds].map((teamId) => ({ courseId: course.id, teamId }))),
  );
  await insertAll(db, modules, moduleRows);
  await insertAll(db, lessons, lessonRows);
  await insertAll(db, questions, questionRows);
  await insertAll(db, answers, answerRows);
  return catalogue;
}
