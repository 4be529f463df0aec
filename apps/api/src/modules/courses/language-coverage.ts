import type { Language } from '@academy/domain';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { lessons, modules } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { missingLanguages } from './languages.js';
import { loadQuestions } from './lesson-view.js';

/**
 * A published course has its content in each of its languages: every module title, lesson
 * title, video or pdf, material title, question and answer. Answers 400 course-content-incomplete
 * naming each gap in `langs` (`modules.0.title.es`, `lessons.2.content.pdf.es`...).
 */
export async function requireContentIn(tx: Tx, courseId: string, added: readonly Language[]) {
  if (added.length === 0) return;
  const moduleRows = await tx
    .select({ title: modules.title })
    .from(modules)
    .where(eq(modules.courseId, courseId))
    .orderBy(asc(modules.position), asc(modules.id));
  const lessonRows = await tx
    .select({
      id: lessons.id,
      kind: lessons.kind,
      title: lessons.title,
      content: lessons.content,
      materials: lessons.materials,
    })
    .from(lessons)
    .where(eq(lessons.courseId, courseId))
    .orderBy(asc(lessons.position), asc(lessons.id));
  const exams = lessonRows.filter((lesson) => lesson.kind === 'exam').map((lesson) => lesson.id);
  const questionsByLesson = await loadQuestions(tx, exams, false);

  const gaps: Record<string, string> = {};
  moduleRows.forEach((module, m) =>
    Object.assign(gaps, missingLanguages(module.title, added, `modules.${m}.title`)),
  );
  lessonRows.forEach((lesson, l) => {
    const at = `lessons.${l}`;
    Object.assign(gaps, missingLanguages(lesson.title, added, `${at}.title`));
    if (lesson.kind === 'video')
      Object.assign(gaps, missingLanguages(lesson.content.video, added, `${at}.content.video`));
    if (lesson.kind === 'pdf')
      Object.assign(gaps, missingLanguages(lesson.content.pdf, added, `${at}.content.pdf`));
    lesson.materials.forEach((material, m) =>
      Object.assign(gaps, missingLanguages(material.title, added, `${at}.materials.${m}.title`)),
    );
    questionsByLesson.get(lesson.id)?.forEach((question, q) => {
      Object.assign(gaps, missingLanguages(question.title, added, `${at}.questions.${q}.title`));
      question.answers.forEach((answer, a) =>
        Object.assign(gaps, missingLanguages(answer.text, added, `${at}.questions.${q}.answers.${a}.text`)),
      );
    });
  });
  if (Object.keys(gaps).length > 0) throw new AppError('course-content-incomplete', gaps);
}
