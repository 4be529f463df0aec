import type { LessonData, QuestionView } from '@academy/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { answers, type lessons, questions } from '../../db/schema/index.js';

export type LessonRow = typeof lessons.$inferSelect;

/**
 * The questions of some exam lessons with their answers, in one query. `withKeys` adds which
 * answers are correct: only admins editing an exam ever get it.
 */
export async function loadQuestions(
  db: Db | Tx,
  lessonIds: readonly string[],
  withKeys: boolean,
): Promise<Map<string, QuestionView[]>> {
  const byLesson = new Map<string, QuestionView[]>();
  if (lessonIds.length === 0) return byLesson;
  const rows = await db
    .select({
      lessonId: questions.lessonId,
      id: questions.id,
      type: questions.type,
      title: questions.title,
      image: questions.image,
      answerId: answers.id,
      text: answers.text,
      correct: answers.isCorrect,
    })
    .from(questions)
    .leftJoin(answers, eq(answers.questionId, questions.id))
    .where(inArray(questions.lessonId, [...lessonIds]))
    .orderBy(
      asc(questions.lessonId),
      asc(questions.position),
      asc(questions.id),
      asc(answers.position),
      asc(answers.id),
    );
  const byId = new Map<string, QuestionView>();
  for (const row of rows) {
    let question = byId.get(row.id);
    if (!question) {
      question = { _id: row.id, type: row.type, title: row.title, image: row.image, answers: [] };
      byId.set(row.id, question);
      const list = byLesson.get(row.lessonId) ?? [];
      list.push(question);
      byLesson.set(row.lessonId, list);
    }
    if (row.answerId && row.text)
      question.answers.push(
        withKeys
          ? { _id: row.answerId, text: row.text, correct: row.correct ?? false }
          : { _id: row.answerId, text: row.text },
      );
  }
  return byLesson;
}

/** Every file URL of the lessons' materials, to look their names up at once. */
export const materialRefs = (rows: readonly LessonRow[]) =>
  rows.flatMap((row) => row.materials.flatMap((material) => Object.values(material.files)));

/** A lesson as the API shows it (without the caller's progress). */
export function toLessonData(
  row: LessonRow,
  questionsByLesson: ReadonlyMap<string, QuestionView[]>,
  names: ReadonlyMap<string, string>,
): LessonData {
  const data: LessonData = {
    _id: row.id,
    courseId: row.courseId,
    moduleId: row.moduleId,
    kind: row.kind,
    title: row.title,
    description: row.description,
    content: row.content,
    materials: row.materials.map((material) => ({
      title: material.title,
      files: material.files,
      names: Object.fromEntries(
        Object.entries(material.files).map(([lang, ref]) => [lang, names.get(ref) ?? '']),
      ),
    })),
    min_questions: row.minQuestions,
    questions_per_attempt: row.questionsPerAttempt,
    time_limit_minutes: row.timeLimitMinutes,
    generate_certificate: row.generateCertificate,
    is_optional: row.isOptional,
    position: row.position,
  };
  if (row.kind === 'exam') data.questions = questionsByLesson.get(row.id) ?? [];
  return data;
}
