import type { ExamAnswers, LessonData, LessonInput, PositionEntry } from '@academy/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { answers, lessons, modules, questions } from '../../db/schema/index.js';
import { unlessReferenceGone } from '../../lib/db-errors.js';
import { AppError, fail } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { checkFileRefs, fileNames } from './file-refs.js';
import { filledOnly } from './languages.js';
import { checkLesson, lessonContent } from './lesson-rules.js';
import { loadQuestions, materialRefs, toLessonData } from './lesson-view.js';
import { checkPackageRefs } from './package-refs.js';
import { nextPosition, saveOrder } from './positions.js';
import { lockCourse } from './structure.js';

/** A modular course's lesson sits in one of its modules; a linear course's lesson in none. */
async function checkModule(tx: Tx, structure: 'linear' | 'modular', lesson: LessonInput) {
  if (structure === 'linear') {
    if (lesson.moduleId) fail('validation-failed', { 'lesson.moduleId': 'validation.linearCourse' });
    return null;
  }
  if (!lesson.moduleId) return fail('validation-failed', { 'lesson.moduleId': 'validation.required' });
  const [row] = await tx
    .select({ id: modules.id })
    .from(modules)
    .where(and(eq(modules.id, lesson.moduleId), eq(modules.courseId, lesson.courseId)));
  if (!row) fail('validation-failed', { 'lesson.moduleId': 'validation.notInCourse' });
  return lesson.moduleId;
}

/**
 * Replaces an exam's questions and answers. Ids sent back from the editor are kept when they
 * were this lesson's, so attempts keep pointing at the same questions; others get new ids.
 */
async function replaceQuestions(tx: Tx, lessonId: string, input: LessonInput['questions']) {
  const kept = await tx
    .select({ questionId: questions.id, answerId: answers.id })
    .from(questions)
    .leftJoin(answers, eq(answers.questionId, questions.id))
    .where(eq(questions.lessonId, lessonId));
  const reusable = new Set(kept.flatMap((row) => [row.questionId, row.answerId ?? '']));
  const reuse = (id: string | undefined) => {
    if (id && reusable.delete(id)) return id;
    return newId();
  };
  await tx.delete(questions).where(eq(questions.lessonId, lessonId));
  if (input.length === 0) return;
  const questionRows = input.map((question, position) => ({
    id: reuse(question._id),
    lessonId,
    type: question.type,
    title: question.title,
    image: filledOnly(question.image),
    position,
  }));
  await tx.insert(questions).values(questionRows);
  const answerRows = input.flatMap((question, q) =>
    question.answers.map((answer, position) => ({
      id: reuse(answer._id),
      questionId: questionRows[q]?.id ?? '',
      text: answer.text,
      isCorrect: answer.correct,
      position,
    })),
  );
  if (answerRows.length > 0) await tx.insert(answers).values(answerRows);
}

/**
 * Creates or changes a lesson: checks it against the course's languages and the exam rules,
 * checks its files and packages, then writes the lesson and replaces its questions in one transaction.
 */
export async function saveLesson(db: Db, lesson: LessonInput | null | undefined): Promise<LessonData> {
  if (!lesson) throw new AppError('lesson-data-missing');
  const id = await unlessReferenceGone(
    () =>
      db.transaction(async (tx) => {
        const course = await lockCourse(tx, lesson.courseId);
        const moduleId = await checkModule(tx, course.structure, lesson);
        const found = await checkFileRefs(tx, checkLesson(lesson, course.langs));
        await checkPackageRefs(tx, lesson);
        const canonical = (ref: string) => found.get(ref)?.url ?? ref;
        const fields = {
          moduleId,
          kind: lesson.kind,
          title: lesson.title,
          description: lesson.description,
          content: lessonContent(lesson),
          materials: lesson.materials.map((material) => ({
            title: material.title,
            files: Object.fromEntries(
              Object.entries(filledOnly(material.files)).map(([lang, ref]) => [lang, canonical(ref)]),
            ),
          })),
          minQuestions: lesson.kind === 'exam' ? (lesson.min_questions ?? null) : null,
          questionsPerAttempt: lesson.kind === 'exam' ? (lesson.questions_per_attempt ?? null) : null,
          timeLimitMinutes: lesson.kind === 'exam' ? (lesson.time_limit_minutes ?? null) : null,
          generateCertificate: lesson.generate_certificate,
          isOptional: lesson.is_optional,
          updatedAt: new Date(),
        };
        const lessonId = lesson._id ?? newId();
        const sameModule = moduleId ? eq(lessons.moduleId, moduleId) : isNull(lessons.moduleId);
        const position =
          lesson.position ??
          nextPosition(lessons, lessons.position, and(eq(lessons.courseId, lesson.courseId), sameModule));
        if (lesson._id) {
          const updated = await tx
            .update(lessons)
            .set({ ...fields, ...(lesson.position === undefined ? {} : { position }) })
            .where(and(eq(lessons.id, lesson._id), eq(lessons.courseId, lesson.courseId)))
            .returning({ id: lessons.id });
          if (updated.length === 0) throw new AppError('not-found');
        } else {
          await tx.insert(lessons).values({ id: lessonId, courseId: lesson.courseId, ...fields, position });
        }
        await replaceQuestions(tx, lessonId, lesson.kind === 'exam' ? lesson.questions : []);
        return lessonId;
      }),
    () => new AppError('not-found'),
  );
  return getAuthoredLesson(db, lesson.courseId, id);
}

/** A lesson as its author edits it: exam questions with which answers are correct. */
async function getAuthoredLesson(db: Db, courseId: string, lessonId: string): Promise<LessonData> {
  const [row] = await db
    .select()
    .from(lessons)
    .where(and(eq(lessons.id, lessonId), eq(lessons.courseId, courseId)));
  if (!row) throw new AppError('not-found');
  const questionsByLesson = await loadQuestions(db, row.kind === 'exam' ? [row.id] : [], true);
  const names = await fileNames(db, materialRefs([row]));
  return toLessonData(row, questionsByLesson, names);
}

/** The answer keys of an exam lesson, for the admin editing it. */
export async function examAnswers(db: Db, courseId: string, lessonId: string): Promise<ExamAnswers> {
  const lesson = await getAuthoredLesson(db, courseId, lessonId);
  return { lessonId, min_questions: lesson.min_questions, questions: lesson.questions ?? [] };
}

export async function removeLesson(db: Db, courseId: string, lessonId: string) {
  const removed = await db
    .delete(lessons)
    .where(and(eq(lessons.id, lessonId), eq(lessons.courseId, courseId)))
    .returning({ id: lessons.id });
  if (removed.length === 0) throw new AppError('not-found');
  return { _id: lessonId };
}

/** Reorders the lessons of a linear course, or of one module of a modular course. */
export async function orderLessons(
  db: Db,
  courseId: string,
  moduleId: string | null | undefined,
  entries: readonly PositionEntry[],
) {
  const scope = and(
    eq(lessons.courseId, courseId),
    moduleId ? eq(lessons.moduleId, moduleId) : isNull(lessons.moduleId),
  );
  return saveOrder(db, lessons, entries, scope, 'lessons');
}
