import type { DataRequestKind } from '@academy/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { dataRequests, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import type { AuthContext } from '../../lib/session-user.js';
import { siteOrigin } from '../../lib/site-address.js';
import { recordAudit } from '../audit/index.js';
import { queueMails } from '../notifications/index.js';
import { requestMail } from './mails.js';
import { dueDateOf } from './request-days.js';

export interface NewRequest {
  /** whose data */
  userId: string;
  kind: DataRequestKind;
  details: string;
}

/** Where the request came from: for the mail's link and the audit entry. */
export interface Origin {
  requestOrigin: string;
  ip: string;
}

/**
 * Records a request, due `data_request_days` after now, and in the same transaction the mail that
 * tells the person (in his language) and the audit entry: either all of it is kept or none. The
 * person is asked for as he is now: a removed account cannot ask any more. Answers the new id.
 */
export async function recordRequest(db: Db, auth: AuthContext, request: NewRequest, origin: Origin) {
  const [person] = await db
    .select({ name: users.name, email: users.email, lang: users.lang })
    .from(users)
    .where(and(eq(users.id, request.userId), isNull(users.deletedAt)));
  if (!person) throw new AppError('user-not-found', { user: 'validation.required' });
  const askedAt = new Date();
  const dueAt = await dueDateOf(db, askedAt);
  const link = await siteOrigin(db, origin.requestOrigin);
  const id = newId();
  await db.transaction(async (tx) => {
    await tx.insert(dataRequests).values({ id, ...request, askedBy: auth.user.id, askedAt, dueAt });
    await queueMails(tx, [
      requestMail('recorded', person, { ...request, askedAt, dueAt, outcome: null }, link),
    ]);
    await recordAudit(tx, auth, {
      action: 'data-request.create',
      entity: 'data_request',
      entityId: id,
      details: { user: request.userId, kind: request.kind },
      ip: origin.ip,
    });
  });
  return id;
}
