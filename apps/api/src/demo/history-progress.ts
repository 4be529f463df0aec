import {
  type CourseStructure,
  certificateEndDate,
  courseProgress,
  isComplete,
  type Language,
  moduleProgress,
} from '@academy/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { Localized } from '../db/schema/columns.js';
import {
  answers,
  certificates,
  courseProgress as courseProgressTable,
  courses,
  examAttempts,
  lessonProgress,
  moduleProgress as moduleProgressTable,
  questions,
} from '../db/schema/index.js';
import { insertInChunks } from '../db/seed/bulk.js';
import { newId } from '../lib/ids.js';
import { newVerificationCode } from '../modules/certificates/index.js';
import {
  type LessonNode,
  loadStructure,
  type ModuleNode,
  progressStructure,
} from '../modules/courses/index.js';
import type { HistoryLearner } from './history-people.js';
import { DAY_MS, daysAfter, daysAgo, type Random } from './random.js';

/** Chance that a learner starts each course, in catalogue order: the first course is the entry point. */
const START_CHANCE = [0.7, 0.45];
/** Chance that an assigned learner starts the course: most do, the rest make the overdue list. */
const ASSIGNED_START_CHANCE = 0.85;
const FINISH_CHANCE = 0.6;
/** A course is done in one day to about six weeks. */
const MAX_DAYS_TO_FINISH = 45;
/** Share of passed exams failed once before. */
const FAILED_FIRST_CHANCE = 0.3;

/** A demo course as the history needs it: its structure in the order a learner goes through it. */
export interface HistoryCourse {
  id: string;
  title: Localized;
  structure: CourseStructure;
  validityMonths: number | null;
  renewalWindowDays: number | null;
  modules: ModuleNode[];
  /** in learning order (a modular course's lessons module by module) */
  lessons: LessonNode[];
  /** each exam's questions with their answers, for the attempts' drawn questions */
  exams: Map<string, { questionId: string; answerIds: string[]; correct: string[] }[]>;
}

/** A learner's history of one course, for the assignments that follow it. */
export interface CourseHistory {
  userId: string;
  courseId: string;
  startedAt: Date;
  completedAt: Date | null;
  /** the course certificate issued on completion */
  certificateId: string | null;
}

/** One planned start: the earliest day he may start (joined, assigned) and whether it must finish by a day. */
export interface PlannedStart {
  learner: HistoryLearner;
  course: HistoryCourse;
  earliest: Date;
  /** for the renewal's holder: the course is finished on this day */
  finishedOn?: Date;
}

/** The demo's published courses, read back with their structure and exam questions. */
export async function loadHistoryCourses(db: Db, courseIds: string[]): Promise<HistoryCourse[]> {
  const rows = await db.select().from(courses).where(inArray(courses.id, courseIds));
  const result: HistoryCourse[] = [];
  for (const id of courseIds) {
    const row = rows.find((r) => r.id === id);
    if (!row) continue;
    const structure = await loadStructure(db, id);
    const moduleRank = new Map(structure.modules.map((m, index) => [m.id, index]));
    // loadStructure orders lessons by position; a learner goes through a modular course module by module
    const ordered = [...structure.lessons].sort(
      (a, b) => (moduleRank.get(a.moduleId ?? '') ?? -1) - (moduleRank.get(b.moduleId ?? '') ?? -1),
    );
    const examIds = ordered.filter((l) => l.kind === 'exam').map((l) => l.id);
    result.push({
      id,
      title: row.title,
      structure: row.structure,
      validityMonths: row.certificateValidityMonths,
      renewalWindowDays: row.renewalWindowDays,
      modules: structure.modules,
      lessons: ordered,
      exams: await examQuestions(db, examIds),
    });
  }
  return result;
}

async function examQuestions(db: Db, examIds: string[]): Promise<HistoryCourse['exams']> {
  const exams: HistoryCourse['exams'] = new Map(examIds.map((id) => [id, []]));
  if (examIds.length === 0) return exams;
  const rows = await db
    .select({
      lessonId: questions.lessonId,
      questionId: questions.id,
      answerId: answers.id,
      isCorrect: answers.isCorrect,
    })
    .from(questions)
    .innerJoin(answers, eq(answers.questionId, questions.id))
    .where(inArray(questions.lessonId, examIds))
    .orderBy(questions.position, answers.position);
  for (const row of rows) {
    const list = exams.get(row.lessonId) ?? [];
    let question = list.find((q) => q.questionId === row.questionId);
    if (!question) {
      question = { questionId: row.questionId, answerIds: [], correct: [] };
      list.push(question);
    }
    question.answerIds.push(row.answerId);
    if (row.isCorrect) question.correct.push(row.answerId);
  }
  return exams;
}

/**
 * Who starts which course, and from when: assigned learners mostly start after they are
 * assigned, the others by chance after they joined. `assigned` maps "user:course" to the day.
 */
export function planStarts(
  random: Random,
  learners: HistoryLearner[],
  catalogue: HistoryCourse[],
  assigned: Map<string, Date>,
): PlannedStart[] {
  const planned: PlannedStart[] = [];
  for (const learner of learners)
    catalogue.forEach((course, index) => {
      const assignedAt = assigned.get(`${learner.id}:${course.id}`);
      const chance = assignedAt ? ASSIGNED_START_CHANCE : (START_CHANCE[index] ?? 0.3);
      if (!random.chance(chance)) return;
      const joined = learner.joinedAt;
      planned.push({ learner, course, earliest: assignedAt && assignedAt > joined ? assignedAt : joined });
    });
  return planned;
}

interface Rows {
  lessons: (typeof lessonProgress.$inferInsert)[];
  modules: (typeof moduleProgressTable.$inferInsert)[];
  courses: (typeof courseProgressTable.$inferInsert)[];
  attempts: (typeof examAttempts.$inferInsert)[];
  certificates: (typeof certificates.$inferInsert)[];
}

/**
 * Twelve months of learning: each planned start becomes lesson progress (all of it, or the
 * lessons up to where he stopped), module and course progress derived with the domain's progress
 * rule, exam attempts (some failed first) and, on completion, the certificates the app issues (the
 * passed exam's and the course's, with the course's validity: some end soon, some have ended).
 * `earliestCompletion` keeps a course's completions after a day (those of a renewable course, so
 * that only the planned renewal has its window open). Everything goes in with multi-row inserts.
 */
export async function seedHistoryProgress(
  db: Db,
  random: Random,
  input: { planned: PlannedStart[]; now: Date; earliestCompletion: Map<string, Date> },
): Promise<CourseHistory[]> {
  const rows: Rows = { lessons: [], modules: [], courses: [], attempts: [], certificates: [] };
  const histories: CourseHistory[] = [];
  for (const start of input.planned)
    histories.push(
      learnCourse(random, rows, start, input.now, input.earliestCompletion.get(start.course.id)),
    );
  await insertInChunks(db, courseProgressTable, rows.courses);
  await insertInChunks(db, moduleProgressTable, rows.modules);
  await insertInChunks(db, lessonProgress, rows.lessons);
  await insertInChunks(db, examAttempts, rows.attempts);
  await insertInChunks(db, certificates, rows.certificates);
  return histories;
}

/** A day between `from` and `to`, nearer `from` more often (people start soon after they can). */
const dayBetween = (random: Random, from: Date, to: Date) =>
  new Date(from.getTime() + random.next() ** 1.5 * Math.max(to.getTime() - from.getTime(), 0));

/** One learner's go at one course: the rows it leaves, and its dates. */
function learnCourse(
  random: Random,
  rows: Rows,
  start: PlannedStart,
  now: Date,
  earliestCompletion: Date | undefined,
): CourseHistory {
  const { learner, course } = start;
  const lastStart = daysAgo(now, 1);
  let startedAt = start.finishedOn
    ? daysAgo(start.finishedOn, random.int(3, 15))
    : dayBetween(random, start.earliest, lastStart);
  let finishedAt: Date | null = start.finishedOn ?? null;
  if (!finishedAt && random.chance(FINISH_CHANCE)) {
    const candidate = daysAfter(startedAt, 1 + random.next() ** 2 * MAX_DAYS_TO_FINISH);
    if (earliestCompletion && candidate < earliestCompletion) {
      // a renewable course's early cohort would all be in their renewal window now: start them later
      startedAt = daysAgo(earliestCompletion, -random.int(1, 30));
      finishedAt = daysAfter(startedAt, random.int(1, 20));
    } else finishedAt = candidate;
    if (finishedAt >= now) finishedAt = null;
  }
  if (startedAt >= now) startedAt = lastStart;
  const lastActivity =
    finishedAt ?? new Date(Math.min(daysAfter(startedAt, random.int(0, 30)).getTime(), now.getTime()));

  const required = course.lessons.filter((lesson) => !lesson.isOptional && !isOptionalModule(course, lesson));
  const reached = finishedAt ? required.length : random.int(1, Math.max(required.length - 1, 1));
  const progressOf = new Map<string, number>();
  required.slice(0, reached).forEach((lesson, position) => {
    const last = !finishedAt && position === reached - 1;
    if (lesson.kind === 'exam') {
      const passed = !last;
      addAttempts(random, rows, learner, course, lesson, passed, lastActivity);
      if (passed) progressOf.set(lesson.id, 100);
      return;
    }
    progressOf.set(lesson.id, last ? random.int(5, 95) : 100);
  });
  // the optional lessons: some who finish look further; not into a package, whose progress comes
  // from an attempt the history does not make
  if (finishedAt)
    for (const lesson of course.lessons)
      if (lesson.kind !== 'package' && !progressOf.has(lesson.id) && random.chance(0.4))
        progressOf.set(lesson.id, 100);

  for (const [lessonId, progress] of progressOf) {
    const lesson = course.lessons.find((l) => l.id === lessonId);
    rows.lessons.push({
      userId: learner.id,
      lessonId,
      courseId: course.id,
      progress,
      detail: lessonDetail(lesson?.kind ?? 'video', progress),
      updatedAt: lastActivity,
    });
  }
  const shape = progressStructure(
    course.structure,
    course.modules,
    course.lessons,
    (id) => progressOf.get(id) ?? 0,
  );
  for (const module of shape.modules)
    rows.modules.push({
      userId: learner.id,
      moduleId: module.id,
      courseId: course.id,
      progress: moduleProgress(module),
      updatedAt: lastActivity,
    });
  const progress = courseProgress(shape);
  const completedAt = isComplete(progress) ? lastActivity : null;
  rows.courses.push({
    userId: learner.id,
    courseId: course.id,
    progress,
    startedAt,
    completedAt,
    updatedAt: lastActivity,
  });
  const certificateId = completedAt ? issue(rows, learner, course, completedAt) : null;
  return { userId: learner.id, courseId: course.id, startedAt, completedAt, certificateId };
}

const isOptionalModule = (course: HistoryCourse, lesson: LessonNode) =>
  course.modules.some((m) => m.id === lesson.moduleId && m.isOptional);

/** What the player records: the seconds watched of a video, the pages read of a pdf. */
function lessonDetail(kind: LessonNode['kind'], progress: number): Record<string, unknown> {
  if (kind === 'video') return { seconds: Math.round(progress * 6), duration: 600 };
  if (kind === 'pdf') return { pagesTotal: 1, pages: progress >= 100 ? [1] : [] };
  return {};
}

/** The exam's sittings: a failed one now and then before a pass, or the failed one he stopped at. */
function addAttempts(
  random: Random,
  rows: Rows,
  learner: HistoryLearner,
  course: HistoryCourse,
  lesson: LessonNode,
  passed: boolean,
  at: Date,
) {
  const sittings = passed ? (random.chance(FAILED_FIRST_CHANCE) ? [false, true] : [true]) : [false];
  sittings.forEach((pass, index) => {
    const sittingAt = new Date(at.getTime() - (sittings.length - 1 - index) * DAY_MS - 15 * 60_000);
    rows.attempts.push(attemptRow(random, learner, course, lesson, pass, sittingAt));
  });
}

function attemptRow(
  random: Random,
  learner: HistoryLearner,
  course: HistoryCourse,
  lesson: LessonNode,
  passed: boolean,
  at: Date,
): typeof examAttempts.$inferInsert {
  const drawn = course.exams.get(lesson.id) ?? [];
  // a pass gets every question right but maybe one; a failure gets most wrong
  const wrong = new Set(
    drawn
      .filter((_q, index) => (passed ? index === 0 && random.chance(0.3) : index > 0))
      .map((q) => q.questionId),
  );
  const given = drawn.map((q) => ({
    questionId: q.questionId,
    answers: wrong.has(q.questionId)
      ? q.answerIds.filter((id) => !q.correct.includes(id)).slice(0, 1)
      : q.correct,
  }));
  const score = drawn.length - wrong.size;
  return {
    id: newId(at.getTime()),
    userId: learner.id,
    courseId: course.id,
    moduleId: lesson.moduleId,
    lessonId: lesson.id,
    status: 'scored',
    drawn: drawn.map((q) => ({ questionId: q.questionId, answerIds: q.answerIds })),
    score,
    total: drawn.length,
    passed,
    answers: given,
    createdAt: at,
    submittedAt: new Date(at.getTime() + 10 * 60_000),
  };
}

/**
 * The certificates the app issues on completion: the course's, and the passed exam's when the
 * exam issues one (both demo exams do), in the holder's language with the course's validity. Answers the course's.
 */
function issue(rows: Rows, learner: HistoryLearner, course: HistoryCourse, issuedAt: Date): string {
  const lang: Language = learner.lang;
  const common = {
    userId: learner.id,
    courseId: course.id,
    holderName: learner.name,
    lang,
    title: course.title[lang] ?? course.title.en ?? '',
    issuedAt,
    expiresAt: certificateEndDate(issuedAt, course.validityMonths),
  };
  const courseCertificate = {
    ...common,
    id: newId(issuedAt.getTime()),
    kind: 'course' as const,
    code: newVerificationCode(),
  };
  const exam = course.lessons.find((lesson) => lesson.kind === 'exam');
  rows.certificates.push(courseCertificate);
  if (exam)
    rows.certificates.push({
      ...common,
      id: newId(issuedAt.getTime()),
      kind: 'lesson',
      lessonId: exam.id,
      code: newVerificationCode(),
    });
  return courseCertificate.id;
}
