import { dayOf } from './assignment-due.js';
import { type CourseVersion, versionStanding } from './renewal.js';

/**
 * Certificate rules shared by the server (what it stores, answers and prints) and the web app
 * (what it shows).
 */

/**
 * Where a certificate stands, derived from its record and the time, never stored:
 * - revoked: an admin withdrew it (with a reason); it certifies nothing, whatever its dates;
 * - renewed: its holder renewed it and a newer certificate of the same course replaced it; the
 *   newer one is what certifies him now (the verification page names it);
 * - expired: its course gave it a validity and that end has passed, or it was issued for an
 *   earlier version of its course whose deadline passed without its holder taking the changes
 *   (renewal.ts, `versionStanding`); it no longer certifies, and the learner counts it as
 *   expired, not as certified;
 * - valid: none of these: it certifies that its holder completed what it names.
 */
export const CERTIFICATE_STATUSES = ['valid', 'expired', 'renewed', 'revoked'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

export interface CertificateDates {
  /** when an admin revoked it, or null */
  revokedAt: Date | string | null;
  /** when a renewal replaced it, or null */
  renewedAt: Date | string | null;
  /** the end of its validity, or null for a certificate that never ends */
  expiresAt: Date | string | null;
  /** a course certificate's version, and its course's current version and deadline */
  versions?: { issuedFor: number; course: CourseVersion };
}

const timeOf = (value: Date | string) => (value instanceof Date ? value.getTime() : Date.parse(value));

/** Revoked first, then renewed, then expired once the end has passed (the end instant itself counts as ended). */
export function certificateStatus(certificate: CertificateDates, now: Date = new Date()): CertificateStatus {
  if (certificate.revokedAt !== null) return 'revoked';
  if (certificate.renewedAt !== null) return 'renewed';
  if (certificate.expiresAt !== null && timeOf(certificate.expiresAt) <= now.getTime()) return 'expired';
  const { versions } = certificate;
  if (
    versions &&
    versionStanding({ version: versions.issuedFor }, versions.course, dayOf(now)) ===
      'not-renewed-for-version'
  )
    return 'expired';
  return 'valid';
}

/** A learner hears this many days before his certificate ends. */
export const CERTIFICATE_EXPIRY_NOTICE_DAYS = 30;

/**
 * The end of the window in which a valid certificate is "about to end" (its holder is told, and
 * his dashboard shows it): CERTIFICATE_EXPIRY_NOTICE_DAYS days after `now`.
 */
export const expiryNoticeHorizon = (now: Date): Date =>
  new Date(now.getTime() + CERTIFICATE_EXPIRY_NOTICE_DAYS * 86_400_000);

/** The longest validity a course may give (50 years): beyond it, give none. */
export const MAX_CERTIFICATE_VALIDITY_MONTHS = 600;

/**
 * The end of a certificate issued at `issuedAt` and valid `months` months (UTC calendar): the
 * same day of the month, or the month's last day when it has no such day (31 Jan + 1 = 28/29 Feb).
 */
export function certificateEndDate(issuedAt: Date, months: number | null): Date | null {
  if (months === null) return null;
  const end = new Date(issuedAt.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/**
 * The end of a certificate that renews another, valid `months` months: counted from the day the
 * renewed one ends while that one has not ended yet, so renewing early in the window costs the
 * holder no time; from the day it is issued once the renewed one has ended (or never ends), and
 * for a certificate that renews none (`renewedEndsAt` null).
 */
export function renewingEndDate(
  issuedAt: Date,
  months: number | null,
  renewedEndsAt: Date | null,
): Date | null {
  const from = renewedEndsAt && renewedEndsAt.getTime() > issuedAt.getTime() ? renewedEndsAt : issuedAt;
  return certificateEndDate(from, months);
}

/** Characters no file system takes in a name, and control characters. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
const UNSAFE_IN_FILE_NAMES = /[\\/:*?"<>|\u0000-\u001f\u007f]/g;

/**
 * The certificate PDF's file name (spec section 5): the title lowercased, its spaces as dashes,
 * then `-cert.pdf`. Characters no file system accepts are dropped and runs of dashes merged; a
 * title left empty gives `certificate-cert.pdf`.
 */
export function certificateFileName(title: string): string {
  const base = title
    .normalize('NFC')
    .toLowerCase()
    .replace(UNSAFE_IN_FILE_NAMES, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 150);
  return `${base || 'certificate'}-cert.pdf`;
}
