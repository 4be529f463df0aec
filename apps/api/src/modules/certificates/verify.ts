import type { CertificateCheck, RevokeCertificateRequest } from '@academy/domain';
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { certificates, courses, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { queueWebhookEventsOf } from '../webhooks/index.js';
import { normalizeCode } from './code.js';
import { certificateEventData } from './events.js';
import { ofItsCourse, type StatusRow, statusColumns, statusOf } from './status.js';

const checkColumns = {
  id: certificates.id,
  userId: certificates.userId,
  courseId: certificates.courseId,
  renewsId: certificates.renewsId,
  holderName: certificates.holderName,
  title: certificates.title,
  issuedAt: certificates.issuedAt,
  code: certificates.code,
  ...statusColumns,
};

type CheckRow = StatusRow & {
  id: string;
  userId: string;
  courseId: string | null;
  renewsId: string | null;
  holderName: string;
  title: string;
  issuedAt: Date;
  code: string;
};

const linkTo = (row: CheckRow) => ({ code: row.code, issuedAt: row.issuedAt.toISOString() });
const link = (row: CheckRow | undefined) => (row ? linkTo(row) : null);

/**
 * The certificates around one in its holder's chain of renewals of its course: the one it renewed,
 * the one that renewed it, and his current one (not renewed), when that is another.
 */
async function chainOf(db: Db, row: CheckRow) {
  if (row.kind !== 'course' || row.courseId === null) return { renews: null, renewedBy: null, current: null };
  const neighbours = await db
    .select(checkColumns)
    .from(certificates)
    .leftJoin(courses, ofItsCourse)
    .where(
      or(
        row.renewsId ? eq(certificates.id, row.renewsId) : undefined,
        eq(certificates.renewsId, row.id),
        and(
          eq(certificates.userId, row.userId),
          eq(certificates.courseId, row.courseId),
          eq(certificates.kind, 'course'),
          isNull(certificates.renewedAt),
          ne(certificates.id, row.id),
        ),
      ),
    );
  const current = neighbours.find(
    (other) =>
      other.renewedAt === null &&
      other.userId === row.userId &&
      other.id !== row.id &&
      other.kind === 'course' &&
      other.courseId === row.courseId,
  );
  return {
    renews: link(neighbours.find((other) => other.id === row.renewsId)),
    renewedBy: link(neighbours.find((other) => other.renewsId === row.id)),
    current: current
      ? {
          ...linkTo(current),
          expiresAt: current.expiresAt?.toISOString() ?? null,
          status: statusOf(current),
        }
      : null,
  };
}

/**
 * What anyone learns of a certificate from its verification code: the holder's name, the title,
 * the dates and the status, and its place in the holder's renewals of the course (the codes and
 * dates of the one it renewed, the one that renewed it and his current one), nothing else (not
 * who revoked it or why, not the holder's id).
 */
export async function verifyCertificate(db: Db, code: string): Promise<CertificateCheck> {
  const [row] = await db
    .select(checkColumns)
    .from(certificates)
    .leftJoin(courses, ofItsCourse)
    .where(eq(certificates.code, normalizeCode(code)));
  if (!row) throw new AppError('certificate-not-found');
  return {
    name: row.holderName,
    title: row.title,
    issuedAt: row.issuedAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    status: statusOf(row),
    version:
      row.kind === 'course' && row.courseVersion !== null && row.courseVersion > 1
        ? { issuedFor: row.issuedVersion, current: row.courseVersion, deadline: row.versionDeadline }
        : null,
    ...(await chainOf(db, row)),
  };
}

/**
 * Revokes a certificate for good, recording who did it and why, and tells webhooks
 * (certificate.revoked): the revocation is the event's source, one statement for both. Revoking
 * a revoked certificate changes nothing and tells nothing: the first reason stands.
 */
export async function revokeCertificate(
  db: Db,
  adminId: string,
  input: RevokeCertificateRequest,
): Promise<CertificateCheck> {
  const code = normalizeCode(input.code);
  await queueWebhookEventsOf(
    db,
    'certificate.revoked',
    sql`update ${certificates} set revoked_at = now(), revoked_reason = ${input.reason}, revoked_by = ${adminId}
      from ${users}
      where ${users.id} = ${certificates.userId} and ${and(eq(certificates.code, code), isNull(certificates.revokedAt))}
      returning ${certificateEventData}`,
  );
  return verifyCertificate(db, code);
}
