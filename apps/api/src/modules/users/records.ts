import type { UserCertificate, UserCourse, UserTeam } from '@academy/domain';
import { and, asc, desc, eq, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { certificates, courseProgress, courses, teams, teamUsers } from '../../db/schema/index.js';
import type { AuthUser } from '../../lib/session-user.js';
import { statusColumns, statusOf } from '../certificates/index.js';
import { reachesLearner } from '../courses/index.js';
import { requireVisiblePerson } from './visible.js';

/** The most rows one tab of a person's view lists: a few hundred courses exist in all. */
export const RECORDS_LIMIT = 500;

/**
 * A person's courses: those that reach him (as his course list shows them) and those he has
 * progress in (a course may have stopped reaching him since), with his progress: one statement
 * after the scope check.
 */
export async function personCourses(db: Db, viewer: AuthUser, id: string): Promise<UserCourse[]> {
  const person = await requireVisiblePerson(db, viewer, id);
  const rows = await db
    .select({
      _id: courses.id,
      title: courses.title,
      progress: courseProgress.progress,
      startedAt: courseProgress.startedAt,
      completedAt: courseProgress.completedAt,
    })
    .from(courses)
    .leftJoin(
      courseProgress,
      and(eq(courseProgress.courseId, courses.id), eq(courseProgress.userId, person.id)),
    )
    .where(
      or(
        reachesLearner({ id: person.id, distributorId: person.distributorId }),
        isNotNull(courseProgress.userId),
      ),
    )
    .orderBy(asc(courses.position), asc(courses.id))
    .limit(RECORDS_LIMIT);
  return rows.map((row) => ({
    _id: row._id,
    title: row.title,
    status: row.completedAt ? 'done' : row.startedAt ? 'in_progress' : 'not_started',
    progress: row.progress ?? 0,
    startedAt: row.startedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
  }));
}

/** The teams a person leads or belongs to (a row per role), by name. */
export async function personTeams(db: Db, viewer: AuthUser, id: string): Promise<UserTeam[]> {
  const person = await requireVisiblePerson(db, viewer, id);
  return db
    .select({ _id: teams.id, name: teams.name, status: teams.status, role: teamUsers.role })
    .from(teamUsers)
    .innerJoin(teams, eq(teams.id, teamUsers.teamId))
    .where(eq(teamUsers.userId, person.id))
    .orderBy(asc(teams.name), asc(teams.id), asc(teamUsers.role))
    .limit(RECORDS_LIMIT);
}

/** A person's certificates, the latest first, at most `limit`. */
export async function certificatesOf(db: Db, userId: string, limit: number): Promise<UserCertificate[]> {
  const rows = await db
    .select({
      _id: certificates.id,
      code: certificates.code,
      title: certificates.title,
      courseId: certificates.courseId,
      issuedAt: certificates.issuedAt,
      ...statusColumns,
    })
    .from(certificates)
    .leftJoin(courses, eq(courses.id, certificates.courseId))
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id))
    .limit(limit);
  const now = new Date();
  return rows.map((row) => ({
    _id: row._id,
    code: row.code,
    title: row.title,
    kind: row.kind,
    courseId: row.courseId,
    issuedAt: row.issuedAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    status: statusOf(row, now),
  }));
}
