import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { certificates, users } from '../../db/schema/index.js';
import { webhookTime } from '../webhooks/index.js';

/** `{ _id }` of an id column, null when it is null. */
const idOf = (column: SQLWrapper) =>
  sql`case when ${column} is null then null else jsonb_build_object('_id', ${column}) end`;

/**
 * The data of the certificate.* webhook events as the API names it, over a statement's
 * `certificates` row and its holder in `users`: the certificate, its holder, its course or lesson
 * (none for a custom one), its dates and the certificate it renews.
 */
export const certificateEventData = sql`jsonb_build_object(
  '_id', ${certificates.id}, 'code', ${certificates.code}, 'kind', ${certificates.kind},
  'title', ${certificates.title},
  'user', jsonb_build_object('_id', ${users.id}, 'email', ${users.email}),
  'course', ${idOf(certificates.courseId)}, 'lesson', ${idOf(certificates.lessonId)},
  'issuedAt', ${webhookTime(certificates.issuedAt)}, 'expiresAt', ${webhookTime(certificates.expiresAt)},
  'renews', ${idOf(certificates.renewsId)}, 'revokedAt', ${webhookTime(certificates.revokedAt)})`;

/** The events' data of the certificates the condition on `certificates` picks, as a queue's source. */
export const certificateEvents = (which: SQL | undefined) =>
  sql`select ${certificateEventData} from ${certificates}
    join ${users} on ${users.id} = ${certificates.userId} where ${which}`;
