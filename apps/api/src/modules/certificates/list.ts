import { dayOf, expiryNoticeHorizon, type MyCertificate, type Page } from '@academy/domain';
import { and, asc, count, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { assignments, certificates, courses } from '../../db/schema/index.js';
import {
  ofItsCourse,
  type StatusRow,
  statusColumns,
  statusOf,
  stillCertifies,
  stillCertifiesAt,
} from './status.js';

const listColumns = {
  id: certificates.id,
  courseId: certificates.courseId,
  title: certificates.title,
  issuedAt: certificates.issuedAt,
  code: certificates.code,
  ...statusColumns,
  // read from the table: the assignments module builds on this one (its report reads stillCertifies)
  renewalDueOn: sql<string | null>`(select ${assignments.dueOn}::text from ${assignments}
    where ${assignments.certificateId} = ${certificates.id} and ${assignments.completedAt} is null
      and ${assignments.withdrawnAt} is null)`,
};

type ListRow = StatusRow & {
  renewalDueOn: string | null;
  id: string;
  courseId: string | null;
  title: string;
  issuedAt: Date;
  code: string;
};

function toItem(row: ListRow, now: Date): MyCertificate {
  return {
    _id: row.id,
    courseId: row.courseId,
    kind: row.kind,
    title: row.title,
    issuedAt: row.issuedAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    status: statusOf(row, now),
    code: row.code,
    renewalDueOn: row.renewalDueOn,
  };
}

const validCertificateCount = prepared((db) =>
  db
    .select({ n: count() })
    .from(certificates)
    .where(
      and(
        eq(certificates.userId, sql.placeholder('userId')),
        stillCertifiesAt(sql.placeholder('now'), sql.placeholder('today')),
      ),
    )
    .prepare('valid_certificate_count'),
);

/** How many of the user's certificates still certify: the course list's certificates counter. */
export async function countValidCertificates(db: Db, userId: string, now = new Date()): Promise<number> {
  const [row] = await validCertificateCount(db).execute({
    userId,
    now: now.toISOString(),
    today: dayOf(now),
  });
  return row?.n ?? 0;
}

/** The user's certificates, newest first, each with its status (`statusOf`). */
export async function myCertificates(
  db: Db,
  userId: string,
  page: { page: number; limit: number },
): Promise<Page<MyCertificate>> {
  const rows = await db
    .select({ ...listColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(certificates)
    .leftJoin(courses, ofItsCourse)
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page.page > 1) {
    const [all] = await db.select({ n: count() }).from(certificates).where(eq(certificates.userId, userId));
    total = all?.n ?? 0;
  }
  const now = new Date();
  return { items: rows.map((row) => toItem(row, now)), total };
}

/**
 * `user/get_certificates_data`: the user's course and exam certificates of the given courses
 * (whatever their status), newest first; a course he holds none of is simply absent.
 */
export async function certificatesOfCourses(
  db: Db,
  userId: string,
  courseIds: readonly string[],
): Promise<MyCertificate[]> {
  const rows = await db
    .select(listColumns)
    .from(certificates)
    .leftJoin(courses, ofItsCourse)
    .where(and(eq(certificates.userId, userId), inArray(certificates.courseId, [...courseIds])))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id));
  const now = new Date();
  return rows.map((row) => toItem(row, now));
}

/**
 * The user's valid certificates about to end: still certifying, ending after `now` and within the
 * window its holder is told of (expiryNoticeHorizon, as the expiry notices), the soonest first.
 */
export async function endingCertificates(
  db: Db,
  userId: string,
  limit: number,
  now = new Date(),
): Promise<MyCertificate[]> {
  const rows = await db
    .select(listColumns)
    .from(certificates)
    .leftJoin(courses, ofItsCourse)
    .where(
      and(
        eq(certificates.userId, userId),
        stillCertifies(now),
        gt(certificates.expiresAt, now),
        lte(certificates.expiresAt, expiryNoticeHorizon(now)),
      ),
    )
    .orderBy(asc(certificates.expiresAt), asc(certificates.id))
    .limit(limit);
  return rows.map((row) => toItem(row, now));
}
