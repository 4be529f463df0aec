import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { assignments } from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';

/**
 * Assigns a holder the renewal of his certificate of a course, due on the day it ends. An open
 * assignment of the course he already has (by hand or by a rule) becomes the renewal, due no
 * later than that day. Each certificate's renewal is assigned once (assignments_certificate_key).
 */
export async function assignRenewal(
  tx: Tx,
  renewal: { userId: string; courseId: string; certificateId: string; dueOn: string },
) {
  const [open] = await tx
    .update(assignments)
    .set({
      certificateId: renewal.certificateId,
      dueOn: sql`least(coalesce(${assignments.dueOn}, ${renewal.dueOn}::date), ${renewal.dueOn}::date)`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(assignments.userId, renewal.userId),
        eq(assignments.courseId, renewal.courseId),
        isNull(assignments.completedAt),
        isNull(assignments.withdrawnAt),
        isNull(assignments.certificateId),
      ),
    )
    .returning({ id: assignments.id });
  if (open) return;
  await tx
    .insert(assignments)
    .values({ id: newId(), ...renewal })
    .onConflictDoNothing();
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
