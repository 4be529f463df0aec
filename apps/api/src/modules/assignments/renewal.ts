import { and, eq, is, isNotNull, isNull, SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { assignments } from '../../db/schema/index.js';
import { newIdSql } from '../../lib/ids.js';

/** A holder's renewal: his certificate of the course, due on a day. */
export interface Renewal {
  userId: string;
  courseId: string;
  certificateId: string;
  dueOn: string;
}

/**
 * Assigns holders the renewal of their certificates of a course, due on the day each ends:
 * `renewals` is one renewal, or a subquery of many with the columns user_id, course_id,
 * certificate_id and due_on. An open assignment of the course a holder already has (by hand or by
 * a rule) becomes the renewal, due no later than that day; the others are assigned it anew. Two
 * statements whatever the number of holders; each certificate's renewal is assigned once
 * (assignments_certificate_key), and a holder keeps one open assignment of the course.
 */
export async function assignRenewal(tx: Tx, renewals: Renewal | SQL) {
  const rows = is(renewals, SQL)
    ? renewals
    : sql`select ${renewals.userId}::char(24) as user_id, ${renewals.courseId}::char(24) as course_id,
          ${renewals.certificateId}::char(24) as certificate_id, ${renewals.dueOn}::date as due_on`;
  await tx.execute(sql`update ${assignments}
    set certificate_id = renewal.certificate_id, updated_at = now(),
      due_on = least(coalesce(${assignments.dueOn}, renewal.due_on), renewal.due_on)
    from (${rows}) as renewal
    where ${assignments.userId} = renewal.user_id and ${assignments.courseId} = renewal.course_id
      and ${assignments.completedAt} is null and ${assignments.withdrawnAt} is null
      and ${assignments.certificateId} is null`);
  // the open assignment just made the renewal, or one renewing an earlier certificate, keeps its place
  await tx.execute(sql`insert into ${assignments} (id, user_id, course_id, certificate_id, due_on)
    select ${newIdSql}, renewal.user_id, renewal.course_id, renewal.certificate_id, renewal.due_on
    from (${rows}) as renewal
    on conflict do nothing`);
}

/** The certificate the person's open renewal assignment of the course renews, if he has one. */
export async function openRenewalOf(tx: Tx, userId: string, courseId: string): Promise<string | null> {
  const [row] = await tx
    .select({ certificateId: assignments.certificateId })
    .from(assignments)
    .where(
      and(
        eq(assignments.userId, userId),
        eq(assignments.courseId, courseId),
        isNotNull(assignments.certificateId),
        isNull(assignments.completedAt),
        isNull(assignments.withdrawnAt),
      ),
    );
  return row?.certificateId ?? null;
}
