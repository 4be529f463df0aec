import {
  type ExamAnswers,
  examProblems,
  isHostedVideoUrl,
  LANGUAGES,
  type Language,
  LESSON_KINDS,
  type LessonData,
  type LessonInput,
  type LessonKind,
  QUESTION_TYPES,
  type UploadType,
} from '@academy/domain';
import { z } from 'zod';
import {
  addProblems,
  emptyFiles,
  emptyLocalized,
  isBlank,
  localizedFilesShape,
  localizedShape,
  positionField,
  requireLanguages,
  toLocalized,
  toPosition,
} from './form-rules';
import type { FileValue } from './uploads';

const fileValue = z.union([z.instanceof(File), z.string()]);
const videoSource = z.object({ source: z.enum(['link', 'file']), link: z.string(), file: fileValue });
const answerShape = z.object({ _id: z.string().optional(), text: localizedShape, correct: z.boolean() });
const questionShape = z.object({
  _id: z.string().optional(),
  type: z.enum(QUESTION_TYPES),
  title: localizedShape,
  image: localizedFilesShape,
  answers: z.array(answerShape),
});
const materialShape = z.object({
  title: localizedShape,
  files: localizedFilesShape,
  /** the stored files' original names, shown beside them */
  names: z.record(z.string(), z.string()),
});

export type VideoSource = z.infer<typeof videoSource>;
export type QuestionForm = z.infer<typeof questionShape>;
export type AnswerForm = z.infer<typeof answerShape>;
export type MaterialForm = z.infer<typeof materialShape>;

const lessonShape = z.object({
  kind: z.enum(LESSON_KINDS),
  title: localizedShape,
  description: localizedShape,
  video: z.object({ en: videoSource, pt: videoSource, es: videoSource }),
  pdf: localizedFilesShape,
  /** a package lesson's uploaded package id per language ('' for none yet) */
  package: localizedShape,
  materials: z.array(materialShape),
  questions: z.array(questionShape),
  min_questions: z.string(),
  /** blank: every question, every attempt */
  questions_per_attempt: z.string(),
  /** minutes; blank: no limit */
  time_limit_minutes: z.string(),
  generate_certificate: z.boolean(),
  is_optional: z.boolean(),
  position: positionField,
});
export type LessonForm = z.infer<typeof lessonShape>;

type Issues = z.RefinementCtx;
const issue = (ctx: Issues, path: (string | number)[], message: string) =>
  ctx.addIssue({ code: 'custom', path, message });

function checkVideo(ctx: Issues, form: LessonForm, langs: readonly Language[]) {
  for (const lang of langs) {
    const video = form.video[lang];
    if (video.source === 'file') {
      if (isBlank(video.file)) issue(ctx, ['video', lang, 'file'], 'validation.requiredAllLanguages');
    } else if (video.link.trim() === '')
      issue(ctx, ['video', lang, 'link'], 'validation.requiredAllLanguages');
    else if (!isHostedVideoUrl(video.link.trim()))
      issue(ctx, ['video', lang, 'link'], 'courseEditor.validation.videoUrl');
  }
}

/**
 * The exam rules the server applies (packages/domain's examProblems), with the same messages,
 * and each question's title and answers in every language.
 */
function checkExam(ctx: Issues, form: LessonForm, langs: readonly Language[]) {
  form.questions.forEach((question, q) => {
    requireLanguages(ctx, question.title, langs, ['questions', q, 'title']);
    question.answers.forEach((answer, a) => {
      requireLanguages(ctx, answer.text, langs, ['questions', q, 'answers', a, 'text']);
    });
  });
  const typed = form.min_questions.trim();
  const drawn = optionalCount(form.questions_per_attempt);
  addProblems(
    ctx,
    examProblems({
      ...form,
      min_questions: /^\d+$/.test(typed) ? Number(typed) : null,
      // something typed that is no whole number is refused like a count out of range
      questions_per_attempt: Number.isNaN(drawn) ? 0 : drawn,
    }),
  );
  const limit = optionalCount(form.time_limit_minutes);
  if (limit !== null && !(limit >= 1 && limit <= MAX_TIME_LIMIT_MINUTES))
    issue(ctx, ['time_limit_minutes'], 'validation.timeLimit');
}

/** The longest time limit an exam may set (the lesson save's limit): a day. */
const MAX_TIME_LIMIT_MINUTES = 24 * 60;

/** A count typed in an optional field: null when blank, NaN when it is no whole number. */
function optionalCount(typed: string): number | null {
  const value = typed.trim();
  if (value === '') return null;
  return /^\d+$/.test(value) ? Number(value) : Number.NaN;
}

/** The lesson form for a course offered in `langs`: what is asked depends on the lesson's kind. */
export const lessonFormSchema = (langs: readonly Language[]) =>
  lessonShape.superRefine((form, ctx) => {
    requireLanguages(ctx, form.title, langs, ['title']);
    if (form.kind === 'video') checkVideo(ctx, form, langs);
    if (form.kind === 'pdf') requireLanguages(ctx, form.pdf, langs, ['pdf']);
    if (form.kind === 'package') requireLanguages(ctx, form.package, langs, ['package']);
    if (form.kind === 'exam') checkExam(ctx, form, langs);
    form.materials.forEach((material, m) => {
      requireLanguages(ctx, material.title, langs, ['materials', m, 'title']);
      if (LANGUAGES.every((lang) => isBlank(material.files[lang])))
        issue(ctx, ['materials', m, 'files'], 'courseEditor.validation.materialFile');
    });
  });

export const newAnswer = (correct = false): AnswerForm => ({ text: emptyLocalized(), correct });
export const newQuestion = (): QuestionForm => ({
  type: 'single',
  title: emptyLocalized(),
  image: emptyFiles(),
  answers: [newAnswer(true), newAnswer()],
});
export const newMaterial = (): MaterialForm => ({ title: emptyLocalized(), files: emptyFiles(), names: {} });

const perLanguage = <T>(make: (lang: Language) => T) =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, make(lang)])) as Record<Language, T>;

/** A saved video reference: a hosted link, or a stored upload. */
const videoValue = (ref: string | undefined): VideoSource =>
  ref && !isHostedVideoUrl(ref)
    ? { source: 'file', link: '', file: ref }
    : { source: 'link', link: ref ?? '', file: '' };

const questionValues = (question: ExamAnswers['questions'][number]): QuestionForm => ({
  _id: question._id,
  type: question.type,
  title: toLocalized(question.title),
  image: toLocalized(question.image),
  answers: question.answers.map((answer) => ({
    _id: answer._id,
    text: toLocalized(answer.text),
    correct: answer.correct === true,
  })),
});

/** The form's values for a new lesson of `kind`, or for a saved lesson (with its exam's answer keys). */
export function lessonValues(kind: LessonKind, lesson?: LessonData, exam?: ExamAnswers): LessonForm {
  return {
    kind: lesson?.kind ?? kind,
    title: toLocalized(lesson?.title),
    description: toLocalized(lesson?.description),
    video: perLanguage((lang) => videoValue(lesson?.content.video?.[lang])),
    pdf: toLocalized(lesson?.content.pdf),
    package: toLocalized(lesson?.content.package),
    materials: (lesson?.materials ?? []).map((material) => ({
      title: toLocalized(material.title),
      files: toLocalized(material.files),
      names: { ...material.names },
    })),
    // a new exam starts with one question to fill in
    questions: exam ? exam.questions.map(questionValues) : lesson ? [] : [newQuestion()],
    min_questions: String(exam?.min_questions ?? lesson?.min_questions ?? 1),
    questions_per_attempt: String(lesson?.questions_per_attempt ?? ''),
    time_limit_minutes: String(lesson?.time_limit_minutes ?? ''),
    generate_certificate: lesson?.generate_certificate ?? false,
    is_optional: lesson?.is_optional ?? false,
    position: lesson ? String(lesson.position) : '',
  };
}

/**
 * Every file the form holds with its upload type: what is uploaded before the lesson is saved (a
 * package is uploaded as soon as it is chosen, so the form holds its id).
 */
export function lessonFiles(form: LessonForm): { type: UploadType; value: FileValue }[] {
  const files: { type: UploadType; value: FileValue }[] = [];
  for (const lang of LANGUAGES) {
    if (form.kind === 'video' && form.video[lang].source === 'file')
      files.push({ type: 'module_video', value: form.video[lang].file });
    if (form.kind === 'pdf') files.push({ type: 'module_pdf', value: form.pdf[lang] });
    for (const material of form.materials)
      files.push({ type: 'module_material', value: material.files[lang] });
    if (form.kind === 'exam')
      for (const question of form.questions)
        files.push({ type: 'question_image', value: question.image[lang] });
  }
  return files;
}

/** Where a lesson is saved: its course, its module (none in a linear course), and its id once it has one. */
export interface LessonPlace {
  courseId: string;
  moduleId: string | null;
  lessonId?: string;
}

/** The course/lesson/save body once every file is stored; `urlOf` gives a file value's URL. */
export function lessonRequest(
  form: LessonForm,
  where: LessonPlace,
  urlOf: (value: FileValue) => string,
): LessonInput {
  const files = (value: Record<Language, FileValue>) => perLanguage((lang) => urlOf(value[lang]));
  const exam = form.kind === 'exam';
  return {
    ...(where.lessonId ? { _id: where.lessonId } : {}),
    courseId: where.courseId,
    moduleId: where.moduleId,
    kind: form.kind,
    title: form.title,
    description: form.description,
    content:
      form.kind === 'video'
        ? {
            video: perLanguage((lang) => {
              const video = form.video[lang];
              return video.source === 'file' ? urlOf(video.file) : video.link.trim();
            }),
          }
        : form.kind === 'pdf'
          ? { pdf: files(form.pdf) }
          : form.kind === 'package'
            ? { package: form.package }
            : {},
    materials: form.materials.map((material) => ({ title: material.title, files: files(material.files) })),
    questions: exam
      ? form.questions.map((question) => ({
          ...(question._id ? { _id: question._id } : {}),
          type: question.type,
          title: question.title,
          image: files(question.image),
          answers: question.answers.map((answer) => ({
            ...(answer._id ? { _id: answer._id } : {}),
            text: answer.text,
            correct: answer.correct,
          })),
        }))
      : [],
    min_questions: exam ? Number(form.min_questions) : null,
    questions_per_attempt: exam ? optionalCount(form.questions_per_attempt) : null,
    time_limit_minutes: exam ? optionalCount(form.time_limit_minutes) : null,
    generate_certificate: form.generate_certificate,
    is_optional: form.is_optional,
    position: toPosition(form.position),
  };
}
