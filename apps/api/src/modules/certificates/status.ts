import { type CertificateStatus, certificateStatus, dayOf } from '@academy/domain';
import { and, eq, gt, isNull, or, type Placeholder, sql } from 'drizzle-orm';
import { certificates, courses } from '../../db/schema/index.js';

/**
 * What a certificate's status is read from: its own dates, and for a course certificate the
 * version it was issued for against its course's current version and deadline. Select these
 * with `courses` left-joined on the certificate's course.
 */
/** A certificate's course, left-joined for its status: `.leftJoin(courses, ofItsCourse)`. */
export const ofItsCourse = eq(courses.id, certificates.courseId);

export const statusColumns = {
  kind: certificates.kind,
  revokedAt: certificates.revokedAt,
  renewedAt: certificates.renewedAt,
  expiresAt: certificates.expiresAt,
  issuedVersion: certificates.version,
  courseVersion: courses.version,
  versionDeadline: courses.versionDeadline,
};

export interface StatusRow {
  kind: 'course' | 'lesson' | 'custom';
  revokedAt: Date | null;
  renewedAt: Date | null;
  expiresAt: Date | null;
  issuedVersion: number;
  courseVersion: number | null;
  versionDeadline: string | null;
}

/** The domain's `certificateStatus` of a row read with `statusColumns`. */
export const statusOf = (row: StatusRow, now = new Date()): CertificateStatus =>
  certificateStatus(
    {
      ...row,
      versions:
        row.kind === 'course' && row.courseVersion !== null
          ? {
              issuedFor: row.issuedVersion,
              course: { version: row.courseVersion, deadline: row.versionDeadline },
            }
          : undefined,
    },
    now,
  );

/**
 * A certificate that still certifies, as a condition on `certificates` (`certificateStatus`'s rule,
 * in SQL): not revoked, not renewed, not ended, and for a course certificate not of an earlier
 * version of its course whose deadline has passed.
 */
export const stillCertifies = (now = new Date()) => stillCertifiesAt(now, dayOf(now));

/** stillCertifies at an instant and its day, as values or as a prepared query's placeholders. */
export const stillCertifiesAt = (now: Date | Placeholder, today: string | Placeholder) =>
  and(
    isNull(certificates.revokedAt),
    isNull(certificates.renewedAt),
    or(isNull(certificates.expiresAt), gt(certificates.expiresAt, now)),
    sql`(${certificates.kind} <> 'course' or not exists (select 1 from ${courses} where ${courses.id} = ${certificates.courseId}
      and ${certificates.version} < ${courses.version} and ${courses.versionDeadline} < ${today}::date))`,
  );
