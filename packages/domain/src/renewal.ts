import { addDays, dayOf } from './assignment-due.js';

/**
 * Renewal: a course (or path) whose certificates have a validity may open a renewal window that
 * many days before a certificate ends. From the window's first day its holder is assigned the
 * renewal, due on the day the certificate ends.
 */

/** The longest renewal window: a year. */
export const MAX_RENEWAL_WINDOW_DAYS = 365;

/** The first day of the renewal window of a certificate ending at `expiresAt`. */
export const renewalOpensOn = (expiresAt: Date, windowDays: number): string =>
  addDays(dayOf(expiresAt), -windowDays);

/** Whether the renewal window of a certificate ending at `expiresAt` is open today (and it has not ended). */
export function renewalWindowOpen(expiresAt: Date, windowDays: number, today: string): boolean {
  return renewalOpensOn(expiresAt, windowDays) <= today && today <= dayOf(expiresAt);
}

/**
 * Where a certificate stands against its course's versions. A course publishes version N with
 * the modules that changed and a day by which holders of earlier versions take them:
 * - current: issued for the course's current version, or the course has none newer;
 * - previous-version: issued for an earlier version and the day has not passed: still valid;
 * - not-renewed-for-version: the day has passed without the holder taking the changes: expired.
 */
export type VersionStanding = 'current' | 'previous-version' | 'not-renewed-for-version';

export interface VersionedCertificate {
  /** the course version it was issued for */
  version: number;
}

export interface CourseVersion {
  /** the course's current version (1 until an admin publishes a new one) */
  version: number;
  /** the day holders of earlier versions must take the changed modules by, or null for version 1 */
  deadline: string | null;
}

export function versionStanding(
  certificate: VersionedCertificate,
  course: CourseVersion,
  today: string,
): VersionStanding {
  if (certificate.version >= course.version || course.deadline === null) return 'current';
  return today > course.deadline ? 'not-renewed-for-version' : 'previous-version';
}
