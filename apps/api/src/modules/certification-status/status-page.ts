import { partnerStatusPagePath, type StatusPage } from '@academy/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { distributors } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/session-user.js';
import { siteOrigin } from '../../lib/site-address.js';
import { recordAudit } from '../audit/index.js';
import { newVerificationCode } from '../certificates/index.js';

/** The full address of a distributor's public status page, on the academy's own address. */
export const partnerStatusAddress = (origin: string, code: string) => origin + partnerStatusPagePath(code);

/** A QR code of `address` as an SVG data URL, for an <img> (the page's CSP allows data: images). */
async function qrCodeOf(address: string): Promise<string> {
  // loaded by the first page that shows a code, not at the server's start
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(address, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

async function viewOf(
  db: Db,
  row: { statusPageEnabled: boolean; statusPageCode: string | null },
  requestOrigin: string,
): Promise<StatusPage> {
  if (!row.statusPageEnabled || !row.statusPageCode) return { enabled: false, address: null, qrCode: null };
  const address = partnerStatusAddress(await siteOrigin(db, requestOrigin), row.statusPageCode);
  return { enabled: true, address, qrCode: await qrCodeOf(address) };
}

const ofDistributor = (countryId: string, id: string) =>
  and(eq(distributors.id, id), eq(distributors.countryId, countryId));

const pageColumns = {
  statusPageEnabled: distributors.statusPageEnabled,
  statusPageCode: distributors.statusPageCode,
};

/** `GET country/distributors/{countryID}/{id}/status-page` (admins). */
export async function statusPageOf(
  db: Db,
  countryId: string,
  id: string,
  requestOrigin: string,
): Promise<StatusPage> {
  const [row] = await db.select(pageColumns).from(distributors).where(ofDistributor(countryId, id));
  if (!row) throw new AppError('not-found');
  return viewOf(db, row, requestOrigin);
}

/**
 * `PUT country/distributors/{countryID}/{id}/status-page` (admins), audited. The page's code (120
 * random bits, as a certificate's) is made the first time it is switched on and kept after, so
 * switching it off and on again brings back the same address, and the QR codes already printed.
 */
export async function setStatusPage(
  db: Db,
  auth: AuthContext,
  target: { countryId: string; id: string },
  enabled: boolean,
  context: { requestOrigin: string; ip: string },
): Promise<StatusPage> {
  const saved = await db.transaction(async (tx) => {
    const [row] = await tx
      .select(pageColumns)
      .from(distributors)
      .where(ofDistributor(target.countryId, target.id))
      .for('update');
    if (!row) throw new AppError('not-found');
    const code = row.statusPageCode ?? (enabled ? newVerificationCode() : null);
    await tx
      .update(distributors)
      .set({ statusPageEnabled: enabled, statusPageCode: code })
      .where(eq(distributors.id, target.id));
    await recordAudit(tx, auth, {
      action: 'distributor.status-page',
      entity: 'distributor',
      entityId: target.id,
      details: { enabled },
      ip: context.ip,
    });
    return { statusPageEnabled: enabled, statusPageCode: code };
  });
  return viewOf(db, saved, context.requestOrigin);
}
