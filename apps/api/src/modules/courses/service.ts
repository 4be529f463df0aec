import {
  audienceProblems,
  type CourseDetail,
  type CreateCourseRequest,
  type Language,
  renewalProblems,
  type UpdateCourseRequest,
} from '@academy/domain';
import { count, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  courseDistributors,
  courses,
  courseTeams,
  distributors,
  lessons,
  modules,
  teams,
  trainingTypes,
} from '../../db/schema/index.js';
import { unlessReferenceGone } from '../../lib/db-errors.js';
import { AppError, fail } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import type { AuthUser } from '../../lib/session-user.js';
import { holdFiguresAlone } from '../figures/index.js';
import { outerCourseId } from './access.js';
import { checkFileRefs } from './file-refs.js';
import { requireContentIn } from './language-coverage.js';
import { missingLanguages, problemFields, requireAllLanguages } from './languages.js';
import { nextPosition } from './positions.js';
import { notifyCoursePublished } from './publish-notice.js';
import { audienceColumns, getCourseView } from './view.js';

/** A course as it will be stored: the form's fields after defaults and merging. */
type CourseFields = Omit<CreateCourseRequest, 'position'> & { position?: number };

/**
 * The rules a course's fields must meet before they are written: title and description in
 * every language of the course, an audience that names its distributors or teams, and references that exist.
 * Gives the image's canonical URL; an image already stored is kept without a new check.
 */
async function checkCourse(db: Db | Tx, fields: CourseFields, storedImage: string | null = null) {
  requireAllLanguages({
    ...missingLanguages(fields.title, fields.langs, 'title'),
    ...missingLanguages(fields.description, fields.langs, 'description'),
  });
  const problems = [...audienceProblems(fields), ...renewalProblems(fields)];
  if (problems.length > 0) fail('validation-failed', problemFields(problems));

  const unknown: Record<string, string> = {};
  const masters = audienceIds(fields, 'masters');
  const teamIds = audienceIds(fields, 'teams');
  if (masters.length > 0) {
    const [row] = await db.select({ n: count() }).from(distributors).where(inArray(distributors.id, masters));
    if (row?.n !== masters.length) unknown.masters = 'validation.unknownDistributor';
  }
  if (teamIds.length > 0) {
    const [row] = await db.select({ n: count() }).from(teams).where(inArray(teams.id, teamIds));
    if (row?.n !== teamIds.length) unknown.teams = 'validation.unknownTeam';
  }
  if (fields.trainingType !== null) {
    const [row] = await db
      .select({ id: trainingTypes.id })
      .from(trainingTypes)
      .where(eq(trainingTypes.id, fields.trainingType));
    if (!row) unknown.trainingType = 'validation.trainingType';
  }
  if (Object.keys(unknown).length > 0) fail('validation-failed', unknown);

  if (!fields.image || fields.image === storedImage) return fields.image || null;
  const found = await checkFileRefs(db, [{ path: 'image', ref: fields.image, type: 'course_image' }]);
  return found.get(fields.image)?.url ?? null;
}

/** The distributors or teams a course is published to: only those of its audience are kept. */
const audienceIds = (fields: CourseFields, kind: 'masters' | 'teams') =>
  fields.audience === kind ? [...new Set(fields[kind])] : [];

async function writeAudience(tx: Tx, courseId: string, fields: CourseFields) {
  await tx.delete(courseDistributors).where(eq(courseDistributors.courseId, courseId));
  await tx.delete(courseTeams).where(eq(courseTeams.courseId, courseId));
  const masters = audienceIds(fields, 'masters');
  const teamIds = audienceIds(fields, 'teams');
  if (masters.length > 0)
    await tx.insert(courseDistributors).values(masters.map((distributorId) => ({ courseId, distributorId })));
  if (teamIds.length > 0)
    await tx.insert(courseTeams).values(teamIds.map((teamId) => ({ courseId, teamId })));
}

/** Whether the distributors or teams a course is published to changed (the notice tells the newcomers). */
const audienceChanged = (before: CourseFields, after: CourseFields) =>
  before.audience !== after.audience ||
  (['masters', 'teams'] as const).some(
    (kind) => audienceIds(before, kind).sort().join() !== audienceIds(after, kind).sort().join(),
  );

// A distributor or team removed between the check and the write.
const audienceGone = () => new AppError('validation-failed', { audience: 'validation.unknownAudience' });

const columnsOf = (fields: CourseFields, image: string | null) => ({
  title: fields.title,
  description: fields.description,
  langs: fields.langs,
  structure: fields.structure,
  image,
  audience: fields.audience,
  trainingTypeId: fields.trainingType,
  status: fields.status,
  certificateValidityMonths: fields.certificateValidityMonths,
  renewalWindowDays: fields.renewalWindowDays,
});

export async function createCourse(
  db: Db,
  author: AuthUser,
  input: CreateCourseRequest,
): Promise<CourseDetail> {
  const image = await checkCourse(db, input);
  const id = newId();
  await unlessReferenceGone(
    () =>
      db.transaction(async (tx) => {
        await tx.insert(courses).values({
          id,
          ...columnsOf(input, image),
          position: input.position ?? nextPosition(courses, courses.position),
          createdBy: author.id,
        });
        await writeAudience(tx, id, input);
        if (input.status === 'published') await notifyCoursePublished(tx, { id, ...input });
      }),
    audienceGone,
  );
  return getCourseView(db, author, id);
}

/** The course row, locked for the rest of the transaction, with its audience and whether it has content. */
async function lockedCourse(tx: Tx, courseId: string) {
  const [current] = await tx
    .select({
      ...getTableColumns(courses),
      ...audienceColumns,
      hasContent: sql<boolean>`exists (select 1 from ${lessons} where ${lessons.courseId} = ${outerCourseId}) or exists (select 1 from ${modules} where ${modules.courseId} = ${outerCourseId})`,
    })
    .from(courses)
    .where(eq(courses.id, courseId))
    .for('no key update', { of: courses });
  if (!current) throw new AppError('not-found');
  return { current, hasContent: current.hasContent };
}

const fieldsOf = (row: Awaited<ReturnType<typeof lockedCourse>>['current']): CourseFields => ({
  title: row.title,
  description: row.description,
  langs: row.langs as Language[],
  structure: row.structure,
  image: row.image,
  audience: row.audience,
  masters: row.masters,
  teams: row.teams,
  trainingType: row.trainingTypeId,
  status: row.status,
  position: row.position,
  certificateValidityMonths: row.certificateValidityMonths,
  renewalWindowDays: row.renewalWindowDays,
});

/**
 * Changes the fields sent, checking the course as a whole. The structure cannot change once the
 * course has modules or lessons, and a course is published (or a published one gains a language)
 * only when its content is in every language: the course row is locked, so a lesson saved
 * meanwhile waits. A draft may gain a language first, so authors can then translate its lessons.
 */
export async function updateCourse(
  db: Db,
  author: AuthUser,
  input: UpdateCourseRequest,
): Promise<CourseDetail> {
  await unlessReferenceGone(
    () =>
      db.transaction(async (tx) => {
        const { current, hasContent } = await lockedCourse(tx, input._id);
        const { _id, ...changes } = input;
        const merged: CourseFields = { ...fieldsOf(current), ...changes };
        if (merged.structure !== current.structure && hasContent)
          throw new AppError('course-structure-locked');
        if (hasContent && merged.status === 'published') {
          // publishing checks every language; a published course checks the ones it gains
          const publishing = current.status !== 'published';
          const langs = publishing
            ? merged.langs
            : merged.langs.filter((lang) => !current.langs.includes(lang));
          await requireContentIn(tx, current.id, langs);
        }
        const image = await checkCourse(tx, merged, current.image);
        await tx
          .update(courses)
          .set({ ...columnsOf(merged, image), position: merged.position, updatedAt: new Date() })
          .where(eq(courses.id, current.id));
        await writeAudience(tx, current.id, merged);
        if (
          merged.status === 'published' &&
          (current.status !== 'published' || audienceChanged(fieldsOf(current), merged))
        )
          await notifyCoursePublished(tx, { id: current.id, ...merged });
      }),
    audienceGone,
  );
  return getCourseView(db, author, input._id);
}

/**
 * Removes a course with its modules, lessons, questions, progress and ratings (cascading keys).
 * Its cascades write counted rows (progress, certificates) and take it from its paths, which
 * holds the figures' lock alone (decision 0038): it is taken alone first, so that two removals
 * at once wait for each other instead of each waiting for the other to let the lock go.
 */
export async function deleteCourse(db: Db, courseId: string) {
  const removed = await db.transaction(async (tx) => {
    await holdFiguresAlone(tx);
    return tx.delete(courses).where(eq(courses.id, courseId)).returning({ id: courses.id });
  });
  if (removed.length === 0) throw new AppError('not-found');
  return { _id: courseId };
}
