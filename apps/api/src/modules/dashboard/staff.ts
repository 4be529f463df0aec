import {
  DASHBOARD_LEARNER_TYPES,
  DASHBOARD_MONTHS,
  type DashboardMonth,
  type StaffDashboard,
} from '@academy/domain';
import { and, type Column, eq, gte, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { certificates, courseProgress, users } from '../../db/schema/index.js';
import { peopleInScope } from '../../lib/scope.js';
import type { AuthUser } from '../../lib/session-user.js';
import { lastMonths, monthStart } from './months.js';

/** A learner who counts: a student or fact user, enabled (an approved account, not switched off). */
const isCountedLearner = and(inArray(users.type, [...DASHBOARD_LEARNER_TYPES]), eq(users.status, 'enabled'));

/** The counted learners of the viewer's scope, removed people left out, as a condition on `users`. */
const learnersOf = (viewer: AuthUser) =>
  and(isCountedLearner, isNull(users.deletedAt), peopleInScope(viewer)) as SQL;

/** The calendar month (UTC) of a time column, as YYYY-MM. */
const monthOf = (column: Column) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM')`;

type PerMonth = Map<string, number>;
const byMonth = (rows: { month: string; n: number }[]): PerMonth =>
  new Map(rows.map((row) => [row.month, row.n]));

/**
 * The learners of the scope who made progress, per month since `from`: a course_progress row's
 * `updated_at` is its last progress, so a learner counts in the month he last worked on each course.
 */
async function activeLearners(db: Db, viewer: AuthUser, from: Date): Promise<PerMonth> {
  const month = monthOf(courseProgress.updatedAt);
  const rows = await db
    .select({ month, n: sql<number>`count(distinct ${courseProgress.userId})::int` })
    .from(courseProgress)
    .innerJoin(users, eq(users.id, courseProgress.userId))
    .where(and(gte(courseProgress.updatedAt, from), learnersOf(viewer)))
    .groupBy(month);
  return byMonth(rows);
}

/** The courses the learners of the scope completed, per month since `from`. */
async function completions(db: Db, viewer: AuthUser, from: Date): Promise<PerMonth> {
  const month = monthOf(courseProgress.completedAt);
  const rows = await db
    .select({ month, n: sql<number>`count(*)::int` })
    .from(courseProgress)
    .innerJoin(users, eq(users.id, courseProgress.userId))
    .where(and(gte(courseProgress.completedAt, from), learnersOf(viewer)))
    .groupBy(month);
  return byMonth(rows);
}

/**
 * The certificates issued to the learners of the scope, per month since `from`: a revoked one
 * certifies nothing and is not counted; one that has since ended was issued all the same.
 */
async function certificatesIssued(db: Db, viewer: AuthUser, from: Date): Promise<PerMonth> {
  const month = monthOf(certificates.issuedAt);
  const rows = await db
    .select({ month, n: sql<number>`count(*)::int` })
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.userId))
    .where(and(gte(certificates.issuedAt, from), isNull(certificates.revokedAt), learnersOf(viewer)))
    .groupBy(month);
  return byMonth(rows);
}

/** The scope's counted learners and its registrations waiting for an answer (the users check list's). */
async function peopleCounts(db: Db, viewer: AuthUser) {
  const [row] = await db
    .select({
      learners: sql<number>`count(*) filter (where ${isCountedLearner})::int`,
      pending: sql<number>`count(*) filter (where ${users.status} = 'pending')::int`,
    })
    .from(users)
    .where(and(peopleInScope(viewer), isNull(users.deletedAt)));
  return row ?? { learners: 0, pending: 0 };
}

/**
 * The key figures of the viewer's scope (peopleInScope: an admin all, a tsm the distributors he
 * follows, a master his own) for the last DASHBOARD_MONTHS calendar months (UTC). Four
 * statements whatever the number of people, courses and certificates; each reads its time index.
 */
export async function staffDashboard(db: Db, viewer: AuthUser, now = new Date()): Promise<StaffDashboard> {
  const from = monthStart(now, DASHBOARD_MONTHS - 1);
  const active = await activeLearners(db, viewer, from);
  const completed = await completions(db, viewer, from);
  const issued = await certificatesIssued(db, viewer, from);
  const people = await peopleCounts(db, viewer);
  const months: DashboardMonth[] = lastMonths(now, DASHBOARD_MONTHS).map((month) => ({
    month,
    activeLearners: active.get(month) ?? 0,
    completions: completed.get(month) ?? 0,
    certificates: issued.get(month) ?? 0,
  }));
  const thisMonth = months.at(-1) ?? { month: '', activeLearners: 0, completions: 0, certificates: 0 };
  return { learners: people.learners, thisMonth, pendingRegistrations: people.pending, months };
}
