import { type CertificateCheck, certificateStatus, type RevokeCertificateRequest } from '@academy/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { certificates } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { normalizeCode } from './code.js';

const checkColumns = {
  holderName: certificates.holderName,
  title: certificates.title,
  issuedAt: certificates.issuedAt,
  expiresAt: certificates.expiresAt,
  revokedAt: certificates.revokedAt,
};

type CheckRow = Pick<typeof certificates.$inferSelect, keyof typeof checkColumns>;

const toCheck = (row: CheckRow): CertificateCheck => ({
  name: row.holderName,
  title: row.title,
  issuedAt: row.issuedAt.toISOString(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
  status: certificateStatus(row),
});

/**
 * What anyone learns of a certificate from its verification code: the holder's name, the title,
 * the dates and the status, and nothing else (not who revoked it or why, not the holder's id).
 */
export async function verifyCertificate(db: Db, code: string): Promise<CertificateCheck> {
  const [row] = await db
    .select(checkColumns)
    .from(certificates)
    .where(eq(certificates.code, normalizeCode(code)));
  if (!row) throw new AppError('certificate-not-found');
  return toCheck(row);
}

/**
 * Revokes a certificate for good, recording who did it and why. Revoking a revoked certificate
 * changes nothing: the first reason stands.
 */
export async function revokeCertificate(
  db: Db,
  adminId: string,
  input: RevokeCertificateRequest,
): Promise<CertificateCheck> {
  const code = normalizeCode(input.code);
  await db
    .update(certificates)
    .set({ revokedAt: new Date(), revokedReason: input.reason, revokedBy: adminId })
    .where(and(eq(certificates.code, code), isNull(certificates.revokedAt)));
  return verifyCertificate(db, code);
}
