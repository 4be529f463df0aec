import {
  isStaff,
  type OpenPackageRequest,
  type PackagePlay,
  type PackageStanding,
  packageLearnerName,
} from '@academy/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { lessonPackages, lessons, packageUnitData } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { AuthUser } from '../../lib/session-user.js';
import { findOpenCourseWithStructure } from '../courses/index.js';
import { lessonIsLocked } from '../progress/index.js';
import {
  attemptsLeft,
  latestAttempt,
  type PackageRow,
  packageIdFor,
  standingOf,
  startAttempt,
} from './attempts.js';

/** Where a package's files are served from (package-files route). */
export const packageBase = (packageId: string) => `/api/package-files/${packageId}/`;

/**
 * A package lesson of a course the viewer may open, and not locked by the course's order; an admin
 * previews every lesson, locked or not, as the lesson view lets him (his own progress locks nothing).
 */
export async function findPackageLesson(db: Db, viewer: AuthUser, courseId: string, lessonId: string) {
  const { course, structure } = await findOpenCourseWithStructure(db, viewer, courseId);
  const node = structure.lessons.find((lesson) => lesson.id === lessonId);
  if (node?.kind !== 'package') throw new AppError('not-found');
  if (viewer.type !== 'admin' && (await lessonIsLocked(db, viewer.id, course, structure, lessonId)))
    throw new AppError('lesson-locked');
  return { course, structure };
}

/** Time and status a runtime counts anew in each session are not handed back to resume with. */
function resumable(cmi: Record<string, unknown>) {
  const { session_time: _session, ...rest } = cmi;
  const core = rest.core;
  if (typeof core !== 'object' || core === null) return rest;
  const { session_time: _coreSession, ...coreRest } = core as Record<string, unknown>;
  return { ...rest, core: coreRest };
}

/** What the lesson view plays: the package, what its units kept, and whom the runtime names. */
function playOf(
  pkg: PackageRow,
  viewer: AuthUser,
  kept: { unitId: string; cmi: Record<string, unknown> }[],
  standing: PackageStanding | null,
): PackagePlay {
  return {
    packageId: pkg.id,
    standard: pkg.standard,
    title: pkg.title,
    base: packageBase(pkg.id),
    units: pkg.units,
    data: Object.fromEntries(
      pkg.standard === 'cmi5' ? [] : kept.map((row) => [row.unitId, resumable(row.cmi)]),
    ),
    // his account's id, as a cmi5 launch's actor carries it, and his name as SCORM writes one
    learner: { id: viewer.id, name: packageLearnerName(viewer.name) },
    standing,
  };
}

async function packageRow(db: Db, packageId: string) {
  const [pkg] = await db.select().from(lessonPackages).where(eq(lessonPackages.id, packageId));
  if (!pkg) throw new AppError('not-found');
  return pkg;
}

/**
 * Opens the learner's attempt at a package lesson: his latest (open, or ended so he sees how it
 * went), a first one, or with `fresh` a new one after an ended attempt as his attempts allow.
 * Answers the package's units and what each kept, so the runtime resumes where he left, on any device.
 * Staff (admins, tsm, masters) only preview the lesson: the package in the language asked for, and
 * no attempt, progress or report line of theirs. Who previews is the account's type, never the
 * request's: a learner cannot preview his way past his attempts' limit or a lock.
 */
export async function openPackage(db: Db, viewer: AuthUser, input: OpenPackageRequest): Promise<PackagePlay> {
  const { course } = await findPackageLesson(db, viewer, input.courseId, input.lessonId);
  const [lesson] = await db
    .select({ content: lessons.content })
    .from(lessons)
    .where(eq(lessons.id, input.lessonId));
  if (!lesson) throw new AppError('not-found');
  if (isStaff(viewer.type))
    return playOf(await packageRow(db, packageIdFor(lesson.content, input.lang)), viewer, [], null);
  const ids = { userId: viewer.id, courseId: input.courseId, lessonId: input.lessonId };

  let attempt = await latestAttempt(db, viewer.id, input.lessonId);
  if (!attempt || input.fresh) {
    if (attempt && !attempt.endedAt) throw new AppError('conflict');
    if ((await attemptsLeft(db, viewer.id, input.lessonId)) === 0) throw new AppError('exam-attempts-lock');
    attempt = await startAttempt(db, ids, course, packageIdFor(lesson.content, input.lang));
  }
  const pkg = await packageRow(db, attempt.packageId);
  const kept = await db
    .select({ unitId: packageUnitData.unitId, cmi: packageUnitData.cmi })
    .from(packageUnitData)
    .where(eq(packageUnitData.attemptId, attempt.id));
  return playOf(pkg, viewer, kept, standingOf(attempt, await attemptsLeft(db, viewer.id, input.lessonId)));
}
