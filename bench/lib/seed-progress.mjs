// @ts-check
import { courseProgress, isComplete, moduleProgress } from '@academy/domain';
import {
  certificates,
  courseProgress as courseProgressTable,
  lessonProgress,
  moduleProgress as moduleProgressTable,
} from '../../apps/api/dist/db/schema/index.js';
import { newId } from '../../apps/api/dist/lib/ids.js';
import { progressStructure } from '../../apps/api/dist/modules/courses/structure.js';
import { bulkWriter } from './bulk.mjs';
import { weightedPicker } from './random.mjs';

/**
 * @typedef {import('../../apps/api/dist/db/client.js').Db} Db
 * @typedef {import('./random.mjs').Random} Random
 * @typedef {import('./seed-people.mjs').Learner} Learner
 * @typedef {import('./seed-people.mjs').Team} Team
 * @typedef {import('./seed-courses.mjs').BenchCourse} BenchCourse
 * @typedef {{ userId: string, courseId: string, lessonId: string }} MarkTarget
 * @typedef {{ learner: Learner, visible: BenchCourse[], started: number, completed: number, certificates: number }} Viewer
 */

const DAY_MS = 86_400_000;
/** Share of started courses that the learner finished. */
const FINISHED_SHARE = 0.35;
/** One learner in this many gets progress marks to send in the write scenario. */
const MARK_LEARNER_EVERY = 100;
const MARK_TARGETS_PER_LEARNER = 10;

/**
 * @param {BenchCourse} course
 * @param {Learner} learner
 * @param {Set<string>} enabledTeams
 */
function canSee(course, learner, enabledTeams) {
  if (!course.published) return false;
  if (course.audience === 'all') return true;
  if (course.audience === 'masters') return course.distributorIds.has(learner.distributorId);
  return learner.teamIds.some((id) => enabledTeams.has(id) && course.teamIds.has(id));
}

/**
 * Progress as learners leave it: each starts a few courses (exponentially distributed, earlier
 * courses of the catalogue more popular), goes through their lessons in order, finishes about a
 * third of them and stops part way through the rest. Module and course progress are derived with
 * the app's own rule (packages/domain), completed courses that end with an exam get a certificate.
 * @param {Db} db
 * @param {Random} random
 * @param {{ learners: Learner[], teams: Team[], catalogue: BenchCourse[], meanStartedCourses: number }} input
 */
export async function seedProgress(db, random, { learners, teams, catalogue, meanStartedCourses }) {
  const enabledTeams = new Set(teams.filter((team) => team.enabled).map((team) => team.id));
  const pickCourse = weightedPicker(
    random,
    catalogue.map((_course, index) => 1 / (1 + index / 25)),
  );
  const writers = {
    lessons: bulkWriter(db, lessonProgress),
    modules: bulkWriter(db, moduleProgressTable),
    courses: bulkWriter(db, courseProgressTable),
    certificates: bulkWriter(db, certificates),
  };
  const now = Date.now();
  /** @type {MarkTarget[]} */
  const markTargets = [];
  /** @type {Viewer | undefined} */
  let viewer;

  for (const [index, learner] of learners.entries()) {
    const visible = catalogue.filter((course) => canSee(course, learner, enabledTeams));
    const wanted = Math.min(
      Math.round(random.exponential(meanStartedCourses)),
      Math.floor(visible.length * 0.8),
    );
    /** @type {Map<BenchCourse, number>} lessons touched per started course */
    const started = new Map();
    for (let tries = 0; started.size < wanted && tries < wanted * 20; tries += 1) {
      const course = /** @type {BenchCourse} */ (catalogue[pickCourse()]);
      if (started.has(course) || !canSee(course, learner, enabledTeams)) continue;
      const lessonCount = course.lessons.length;
      started.set(course, random.chance(FINISHED_SHARE) ? lessonCount : random.int(1, lessonCount - 1));
    }

    let completed = 0;
    let certified = 0;
    for (const [course, touched] of started) {
      const startedAt = now - random.int(2, 400) * DAY_MS;
      const updatedAt = new Date(startedAt + random.next() * (now - startedAt));
      /** @type {Map<string, number>} */
      const progressByLesson = new Map();
      for (const [position, lesson] of course.lessons.slice(0, touched).entries()) {
        const progress =
          position < touched - 1 || touched === course.lessons.length ? 100 : random.int(5, 95);
        progressByLesson.set(lesson.id, progress);
        await writers.lessons.add({
          userId: learner.id,
          lessonId: lesson.id,
          courseId: course.id,
          progress,
          detail:
            lesson.kind === 'video'
              ? { seconds: Math.round(progress * 6), duration: 600 }
              : lesson.kind === 'pdf'
                ? {
                    pagesTotal: 12,
                    pages: Array.from({ length: Math.ceil(progress / 8.4) }, (_v, p) => p + 1),
                  }
                : {},
          updatedAt,
        });
      }
      const shape = progressStructure(
        course.structure,
        course.modules,
        course.lessons,
        (id) => progressByLesson.get(id) ?? 0,
      );
      for (const module of shape.modules)
        await writers.modules.add({
          userId: learner.id,
          moduleId: module.id,
          courseId: course.id,
          progress: moduleProgress(module),
          updatedAt,
        });
      const progress = courseProgress(shape);
      const done = isComplete(progress);
      if (done) completed += 1;
      await writers.courses.add({
        userId: learner.id,
        courseId: course.id,
        progress,
        startedAt: new Date(startedAt),
        completedAt: done ? updatedAt : null,
        updatedAt,
      });
      if (!done || !course.certifies) continue;
      certified += 1;
      await writers.certificates.add({
        id: newId(updatedAt.getTime()),
        userId: learner.id,
        courseId: course.id,
        kind: 'course',
        title: course.title,
        // an id is unique and time-ordered: enough for a bench's verification codes
        code: newId(updatedAt.getTime()),
        issuedAt: updatedAt,
      });
    }

    if (learner.enabled && index % MARK_LEARNER_EVERY === 0)
      markTargets.push(...markTargetsOf(random, learner, visible, started));
    /** @type {Viewer} */
    const candidate = { learner, visible, started: started.size, completed, certificates: certified };
    if (isBetterViewer(candidate, viewer, meanStartedCourses)) viewer = candidate;
  }

  const counts = {
    lessonProgress: await writers.lessons.close(),
    moduleProgress: await writers.modules.close(),
    courseProgress: await writers.courses.close(),
    certificates: await writers.certificates.close(),
  };
  if (!viewer) throw new Error('no learner fits the read scenarios');
  return { counts, viewer, markTargets };
}

/**
 * The learner the read scenarios act as: an enabled student who sees the most courses (so the
 * deep page has rows), then one with a certificate, then one who started about the mean number
 * of courses.
 * @param {Viewer} candidate
 * @param {Viewer | undefined} best
 * @param {number} mean
 */
function isBetterViewer(candidate, best, mean) {
  if (!candidate.learner.enabled || candidate.learner.type !== 'student') return false;
  if (!best) return true;
  const rank = (/** @type {Viewer} */ viewer) => [
    viewer.visible.length,
    viewer.certificates > 0 ? 1 : 0,
    -Math.abs(viewer.started - mean),
  ];
  const [a, b] = [rank(candidate), rank(best)];
  for (let i = 0; i < a.length; i += 1)
    if (a[i] !== b[i]) return /** @type {number} */ (a[i]) > /** @type {number} */ (b[i]);
  return false;
}

/**
 * Lessons this learner may mark now (the lesson rule would refuse a locked one or an exam):
 * in a linear course the lesson he stopped at or the next one, in a modular course any lesson.
 * @param {Random} random
 * @param {Learner} learner
 * @param {BenchCourse[]} visible
 * @param {Map<BenchCourse, number>} started
 * @returns {MarkTarget[]}
 */
function markTargetsOf(random, learner, visible, started) {
  /** @type {MarkTarget[]} */
  const targets = [];
  for (let tries = 0; targets.length < MARK_TARGETS_PER_LEARNER && tries < 50; tries += 1) {
    const course = random.pick(visible);
    const touched = started.get(course) ?? 0;
    const lesson =
      course.structure === 'modular' ? random.pick(course.lessons) : course.lessons[Math.max(touched - 1, 0)];
    if (!lesson || lesson.kind === 'exam') continue;
    targets.push({ userId: learner.id, courseId: course.id, lessonId: lesson.id });
  }
  return targets;
}
