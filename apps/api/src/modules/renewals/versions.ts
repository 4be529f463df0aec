import { dayOf, type PublishVersionRequest, type PublishVersionResult } from '@academy/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { certificates, courses, modules, users } from '../../db/schema/index.js';
import { fail } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/session-user.js';
import { assignRenewal } from '../assignments/index.js';
import { recordAudit } from '../audit/index.js';
import { reopenPart } from '../progress/index.js';

/**
 * `course/publish-version`: a modular course moves to its next version with the modules that
 * changed, due by `deadline`. Each holder of a current certificate of an earlier version is
 * assigned the renewal of it, due by the deadline (an open renewal keeps going, due no later),
 * and the changed modules open to him again; completing them issues a certificate of the new
 * version that renews his. Until the deadline his certificate stays valid ("version N-1"), after
 * it, it is expired (`certificateStatus`). One transaction, of the same statements for one holder
 * as for thousands: the holders are a subquery each set-based write reads.
 */
export async function publishVersion(
  db: Db,
  auth: AuthContext,
  body: PublishVersionRequest,
  ip: string,
): Promise<PublishVersionResult> {
  if (body.deadline < dayOf(new Date())) fail('due-date-past');
  return db.transaction(async (tx) => {
    const [course] = await tx
      .select({ id: courses.id, structure: courses.structure, version: courses.version })
      .from(courses)
      .where(eq(courses.id, body.courseId))
      .for('update');
    if (!course) return fail('not-found');
    if (course.structure !== 'modular') return fail('course-not-modular');
    const changed = [...new Set(body.changedModules)];
    const found = await tx
      .select({ id: modules.id })
      .from(modules)
      .where(and(eq(modules.courseId, course.id), inArray(modules.id, changed)));
    if (found.length !== changed.length)
      fail('validation-failed', { changedModules: 'validation.changedModules' });

    const version = course.version + 1;
    await tx
      .update(courses)
      .set({ version, versionDeadline: body.deadline, updatedAt: sql`now()` })
      .where(eq(courses.id, course.id));
    await tx.update(modules).set({ changedInVersion: version }).where(inArray(modules.id, changed));

    // the holders of a current certificate of an earlier version, as a subquery read by each statement below
    const holders = sql`select ${certificates.userId} as user_id, ${course.id}::char(24) as course_id,
        ${certificates.id} as certificate_id, ${body.deadline}::date as due_on
      from ${certificates} join ${users} on ${users.id} = ${certificates.userId}
      where ${certificates.courseId} = ${course.id} and ${certificates.kind} = 'course'
        and ${certificates.version} < ${version} and ${certificates.revokedAt} is null
        and ${certificates.renewedAt} is null
        and (${certificates.expiresAt} is null or ${certificates.expiresAt} > now())
        and ${users.status} = 'enabled' and ${users.deletedAt} is null`;
    await assignRenewal(tx, holders);
    const reassigned = await reopenPart(
      tx,
      sql`select user_id from (${holders}) as holder`,
      course.id,
      course.structure,
      changed,
    );
    await recordAudit(tx, auth, {
      action: 'course.version',
      entity: 'course',
      entityId: course.id,
      details: { version, changedModules: changed, deadline: body.deadline, reassigned },
      ip,
    });
    return { version, reassigned };
  });
}
