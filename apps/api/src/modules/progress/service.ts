import {
  type CourseProgressStructure,
  courseProgress,
  isComplete,
  lessonLocks,
  type MarkProgressRequest,
  type MarkProgressResult,
  moduleProgress,
  type ProgressTree,
} from '@academy/domain';
import type { Db, Tx } from '../../db/client.js';
import { unlessReferenceGone } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import type { AuthUser } from '../../lib/session-user.js';
import { type IssuedRow, issueCertificates } from '../certificates/index.js';
import {
  type CourseRow,
  findOpenCourseWithStructure,
  findVisibleCourse,
  loadStructure,
  progressStructure,
} from '../courses/index.js';
import { lessonProgressOf, lockCourseProgress, storeDerived, writeLessonMark } from './stored.js';

type Structure = Awaited<ReturnType<typeof loadStructure>>;

const treeOf = (courseId: string, structure: CourseProgressStructure): ProgressTree => {
  const progress = courseProgress(structure);
  const entries = (lessons: CourseProgressStructure['lessons']) =>
    lessons.map((lesson) => ({ lessonID: lesson.id, progress: lesson.progress }));
  return {
    courseID: courseId,
    progress,
    completed: isComplete(progress),
    modules: structure.modules.map((module) => ({
      moduleID: module.id,
      progress: moduleProgress(module),
      lessons: entries(module.lessons),
    })),
    lessons: entries(structure.lessons),
  };
};

/**
 * Records a learner's progress on a video or pdf lesson of a course he may see and open (a
 * learning path's order may keep it closed) and a lesson he has unlocked. Lesson progress never goes down; module and course progress are recomputed from
 * all his lessons of the course and stored, in one transaction and a fixed number of queries.
 */
export async function markProgress(
  db: Db,
  viewer: AuthUser,
  input: MarkProgressRequest,
): Promise<MarkProgressResult> {
  const { course, structure } = await findOpenCourseWithStructure(db, viewer, input.courseId);
  const lesson = structure.lessons.find((item) => item.id === input.lessonId);
  if (!lesson) throw new AppError('not-found');
  // exams and packages are marked by their attempts, scored on the server
  if (lesson.kind === 'exam' || lesson.kind === 'package') throw new AppError('exam-not-markable');
  const shapeWith = (progress: ReadonlyMap<string, number>) =>
    progressStructure(course.structure, structure.modules, structure.lessons, (id) => progress.get(id) ?? 0);

  return unlessReferenceGone(
    () =>
      db.transaction(async (tx) => {
        await lockCourseProgress(tx, viewer.id, course.id);
        const { before, after, written } = await writeLessonMark(tx, {
          userId: viewer.id,
          courseId: course.id,
          lessonId: lesson.id,
          progress: input.progress,
          detail: input.detail ?? {},
        });
        // refused with its transaction, the mark is not kept
        if (lessonLocks(shapeWith(before))[lesson.id]) throw new AppError('lesson-locked');

        const shape = shapeWith(after);
        await storeDerived(tx, course.id, [{ userId: viewer.id, structure: shape }], viewer.id);
        const module = lesson.moduleId
          ? shape.modules.find((item) => item.id === lesson.moduleId)
          : undefined;
        return {
          lessonProgress: written,
          moduleProgress: module ? moduleProgress(module) : null,
          courseProgress: courseProgress(shape),
        };
      }),
    () => new AppError('not-found'),
  );
}

/** The course in the progress rule's shape, filled with one learner's lesson progress. */
async function withProgressOf(db: Db | Tx, course: CourseRow, structure: Structure, userId: string) {
  const progressByLesson = await lessonProgressOf(db, userId, course.id);
  return {
    shape: progressStructure(
      course.structure,
      structure.modules,
      structure.lessons,
      (id) => progressByLesson.get(id) ?? 0,
    ),
    started: progressByLesson.size > 0,
  };
}

/**
 * One learner's progress through a course, computed from his lesson progress. The learner
 * himself reads courses he may see; an admin reads anyone's on any course.
 */
export async function getProgressTree(db: Db, reader: AuthUser, userId: string, courseId: string) {
  if (reader.type !== 'admin' && reader.id !== userId) throw new AppError('forbidden');
  const course = await findVisibleCourse(db, reader, courseId);
  const { shape } = await withProgressOf(db, course, await loadStructure(db, course.id), userId);
  return treeOf(course.id, shape);
}

/**
 * Recomputes and stores a learner's module and course progress, e.g. after lessons of the
 * course were added or removed. A learner who never started the course is left without rows:
 * a course_progress row would list the course as started.
 */
export async function updateStoredProgress(db: Db, reader: AuthUser, userId: string, courseId: string) {
  if (reader.type !== 'admin' && reader.id !== userId) throw new AppError('forbidden');
  const course = await findVisibleCourse(db, reader, courseId);
  const structure = await loadStructure(db, course.id);
  return db.transaction(async (tx) => {
    let { shape, started } = await withProgressOf(tx, course, structure, userId);
    if (started) {
      await lockCourseProgress(tx, userId, course.id);
      // read again under the lock: a mark may have landed in between
      ({ shape } = await withProgressOf(tx, course, structure, userId));
      await storeDerived(tx, course.id, [{ userId, structure: shape }], userId);
    }
    return treeOf(course.id, shape);
  });
}

/** Whether a lesson of the course is still locked for the learner (a linear course's order). */
export async function lessonIsLocked(
  db: Db | Tx,
  userId: string,
  course: CourseRow,
  structure: Structure,
  lessonId: string,
) {
  const { shape } = await withProgressOf(db, course, structure, userId);
  return lessonLocks(shape)[lessonId] === true;
}

/**
 * Records the progress a lesson scored on the server reached for a learner (an exam passed: 100;
 * a package: what its attempt reports), never lower than it was, stores the module and course
 * progress that follow and, once the lesson is complete, issues the certificates earned: the
 * course's when it is now complete, the lesson's when it gives one. Runs inside the transaction
 * that records the attempt; gives the lesson's progress and the certificates it issued (none when
 * the learner held them already).
 */
export async function recordLessonOutcome(
  tx: Tx,
  userId: string,
  course: CourseRow,
  lessonId: string,
  progress: number,
): Promise<{ lessonProgress: number; issued: IssuedRow[] }> {
  const structure = await loadStructure(tx, course.id);
  await lockCourseProgress(tx, userId, course.id);
  const { after, written } = await writeLessonMark(tx, {
    userId,
    lessonId,
    courseId: course.id,
    progress,
    detail: {},
  });
  const shape = progressStructure(
    course.structure,
    structure.modules,
    structure.lessons,
    (id) => after.get(id) ?? 0,
  );
  const [certificate] = await storeDerived(tx, course.id, [{ userId, structure: shape }], userId);
  const lessonCertificate = isComplete(written)
    ? await issueCertificates(tx, userId, course.id, lessonId)
    : null;
  const issued = [certificate, lessonCertificate].filter((one) => one !== null && one !== undefined);
  return { lessonProgress: written, issued };
}

/** Completes a passed exam lesson (progress 100): recordLessonOutcome's certificates. */
export async function completeExamLesson(
  tx: Tx,
  userId: string,
  course: CourseRow,
  lessonId: string,
): Promise<IssuedRow[]> {
  return (await recordLessonOutcome(tx, userId, course, lessonId, 100)).issued;
}
