import { dayOf, type PublishVersionRequest, type PublishVersionResult } from '@academy/domain';
import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
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
 * it, it is expired (`certificateStatus`). One transaction; a few statements per holder.
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

    const now = new Date();
    const holders = await tx
      .select({ id: certificates.id, userId: certificates.userId })
      .from(certificates)
      .innerJoin(users, eq(users.id, certificates.userId))
      .where(
        and(
          eq(certificates.courseId, course.id),
          eq(certificates.kind, 'course'),
          lt(certificates.version, version),
          isNull(certificates.revokedAt),
          isNull(certificates.renewedAt),
          or(isNull(certificates.expiresAt), gt(certificates.expiresAt, now)),
          eq(users.status, 'enabled'),
          isNull(users.deletedAt),
        ),
      );
    for (const holder of holders) {
      await assignRenewal(tx, {
        userId: holder.userId,
        courseId: course.id,
        certificateId: holder.id,
        dueOn: body.deadline,
      });
      await reopenPart(tx, holder.userId, course.id, course.structure, changed);
    }
    await recordAudit(tx, auth, {
      action: 'course.version',
      entity: 'course',
      entityId: course.id,
      details: { version, changedModules: changed, deadline: body.deadline, reassigned: holders.length },
      ip,
    });
    return { version, reassigned: holders.length };
  });
}
