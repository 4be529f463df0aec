import { certificateFileName, certificateStatus } from '@academy/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { certificates } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { AuthUser } from '../../lib/session-user.js';
import { siteOrigin } from '../../lib/site-address.js';
import { renderCertificatePdf } from './pdf.js';

/** The web app's page that checks a certificate, the address its QR code holds. */
export const verifyPath = (code: string) => `/certificate/verify/${code}`;

/**
 * The PDF of a certificate and its file name, for its holder (an admin may print anyone's). A
 * revoked certificate is refused: printed, it would look as good as a valid one.
 */
export async function certificatePdf(db: Db, viewer: AuthUser, certificateId: string, requestOrigin: string) {
  const [row] = await db.select().from(certificates).where(eq(certificates.id, certificateId));
  // someone else's certificate is as good as missing
  if (!row || (row.userId !== viewer.id && viewer.type !== 'admin')) throw new AppError('not-found');
  if (certificateStatus(row) === 'revoked') throw new AppError('certificate-revoked');
  return { bytes: await printCertificate(db, row, requestOrigin), fileName: certificateFileName(row.title) };
}

/** A certificate's PDF, as its holder prints it: its QR code leads to the academy's verify page. */
export async function printCertificate(
  db: Db,
  row: typeof certificates.$inferSelect,
  requestOrigin: string,
): Promise<Uint8Array> {
  const verifyUrl = (await siteOrigin(db, requestOrigin)) + verifyPath(row.code);
  return renderCertificatePdf(
    {
      kind: row.kind,
      holderName: row.holderName,
      lang: row.lang,
      title: row.title,
      text: row.data.text ?? '',
      issuedAt: row.issuedAt,
      expiresAt: row.expiresAt,
      code: row.code,
    },
    verifyUrl,
  );
}
