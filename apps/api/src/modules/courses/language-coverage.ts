import type { Language } from '@academy/domain';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { lessons, modules } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { missingLanguages } from './languages.js';
import { loadQuestions } from './lesson-view.js';

/**
 * A published course has its content in each of its languages: every module title, lesson
 * title, video, pdf or package, material title, question and answer. Answers 400 course-content-incomplete
 * naming each gap in `langs` (`modules.0.title.es`, `lessons.2.content.pdf.es`...).
 */
export async function requireContentIn(tx: Tx, courseId: string, langs: readonly Language[]) {
  if (langs.length === 0) return;
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
  const check = (value: Parameters<typeof missingLanguages>[0], path: string) =>
    Object.assign(gaps, missingLanguages(value, langs, path));
  for (const [m, module] of moduleRows.entries()) check(module.title, `modules.${m}.title`);
  for (const [l, lesson] of lessonRows.entries()) {
    const at = `lessons.${l}`;
    check(lesson.title, `${at}.title`);
    if (lesson.kind === 'video') check(lesson.content.video, `${at}.content.video`);
    if (lesson.kind === 'pdf') check(lesson.content.pdf, `${at}.content.pdf`);
    if (lesson.kind === 'package') check(lesson.content.package, `${at}.content.package`);
    for (const [m, material] of lesson.materials.entries())
      check(material.title, `${at}.materials.${m}.title`);
    for (const [q, question] of (questionsByLesson.get(lesson.id) ?? []).entries()) {
      check(question.title, `${at}.questions.${q}.title`);
      for (const [a, answer] of question.answers.entries())
        check(answer.text, `${at}.questions.${q}.answers.${a}.text`);
    }
  }
  if (Object.keys(gaps).length > 0) throw new AppError('course-content-incomplete', gaps);
}
