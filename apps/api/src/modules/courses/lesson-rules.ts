import { examProblems, isHostedVideoUrl, type Language, type LessonInput } from '@academy/domain';
import { AppError } from '../../lib/errors.js';
import type { FileRef } from './file-refs.js';
import { filledOnly, missingLanguages, problemFields, requireAllLanguages } from './languages.js';

/** Every text and content a lesson needs in each of the course's languages. */
function languageGaps(lesson: LessonInput, langs: readonly Language[]) {
  const gaps = { ...missingLanguages(lesson.title, langs, 'lesson.title') };
  if (lesson.kind === 'video')
    Object.assign(gaps, missingLanguages(lesson.content.video, langs, 'lesson.content.video'));
  if (lesson.kind === 'pdf')
    Object.assign(gaps, missingLanguages(lesson.content.pdf, langs, 'lesson.content.pdf'));
  if (lesson.kind === 'package')
    Object.assign(gaps, missingLanguages(lesson.content.package, langs, 'lesson.content.package'));
  lesson.materials.forEach((material, m) => {
    Object.assign(gaps, missingLanguages(material.title, langs, `lesson.materials.${m}.title`));
  });
  lesson.questions.forEach((question, q) => {
    Object.assign(gaps, missingLanguages(question.title, langs, `lesson.questions.${q}.title`));
    question.answers.forEach((answer, a) => {
      Object.assign(gaps, missingLanguages(answer.text, langs, `lesson.questions.${q}.answers.${a}.text`));
    });
  });
  return gaps;
}

/** The exam rules (packages/domain): the first problem is the answer. */
function checkExam(lesson: LessonInput) {
  const [first] = examProblems(lesson);
  if (first) throw new AppError(first.error, problemFields([{ ...first, path: ['lesson', ...first.path] }]));
}

/** Fields that only an exam may carry, and materials without any file. */
function checkShape(lesson: LessonInput) {
  const fields: Record<string, string> = {};
  if (lesson.kind !== 'exam' && lesson.questions.length > 0)
    fields['lesson.questions'] = 'validation.examOnly';
  lesson.materials.forEach((material, m) => {
    if (Object.keys(filledOnly(material.files)).length === 0)
      fields[`lesson.materials.${m}.files`] = 'validation.required';
  });
  if (Object.keys(fields).length > 0) throw new AppError('validation-failed', fields);
}

/** The stored files a lesson points to, each with the upload type it must have. */
function fileRefs(lesson: LessonInput): FileRef[] {
  const refs: FileRef[] = [];
  const add = (value: Record<string, string>, path: string, type: FileRef['type']) => {
    for (const [lang, ref] of Object.entries(value)) refs.push({ path: `${path}.${lang}`, ref, type });
  };
  if (lesson.kind === 'video') {
    const uploaded = Object.entries(filledOnly(lesson.content.video)).filter(
      ([, url]) => !isHostedVideoUrl(url),
    );
    add(Object.fromEntries(uploaded), 'lesson.content.video', 'module_video');
  }
  if (lesson.kind === 'pdf') add(filledOnly(lesson.content.pdf), 'lesson.content.pdf', 'module_pdf');
  lesson.materials.forEach((material, m) => {
    add(filledOnly(material.files), `lesson.materials.${m}.files`, 'module_material');
  });
  lesson.questions.forEach((question, q) => {
    add(filledOnly(question.image), `lesson.questions.${q}.image`, 'question_image');
  });
  return refs;
}

/**
 * Checks a lesson against the course's languages and the exam rules, in the order the author
 * fixes them; gives the file references still to be checked against the stored files.
 */
export function checkLesson(lesson: LessonInput, langs: readonly Language[]): FileRef[] {
  requireAllLanguages(languageGaps(lesson, langs));
  checkShape(lesson);
  if (lesson.kind === 'exam') checkExam(lesson);
  return fileRefs(lesson);
}

/** What a lesson stores as content: only its kind's part, only the filled languages. */
export function lessonContent(lesson: LessonInput) {
  if (lesson.kind === 'video') return { video: filledOnly(lesson.content.video) };
  if (lesson.kind === 'pdf') return { pdf: filledOnly(lesson.content.pdf) };
  if (lesson.kind === 'package') return { package: filledOnly(lesson.content.package) };
  return {};
}
