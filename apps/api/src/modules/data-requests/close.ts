import type { CloseDataRequest } from '@academy/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { dataRequests, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/session-user.js';
import { siteOrigin } from '../../lib/site-address.js';
import { recordAudit } from '../audit/index.js';
import { queueMails } from '../notifications/index.js';
import { requestMail } from './mails.js';
import type { Origin } from './record.js';

/**
 * Closes an open request as done or refused, with what was done: one update that only an open
 * request passes, so of two admins closing it at once one wins and the other is told it is
 * closed (409). The person's mail and the audit entry go in the same transaction.
 */
export async function closeRequest(
  db: Db,
  auth: AuthContext,
  id: string,
  close: Required<CloseDataRequest>,
  origin: Origin,
) {
  const link = await siteOrigin(db, origin.requestOrigin);
  await db.transaction(async (tx) => {
    const [closed] = await tx
      .update(dataRequests)
      .set({ status: close.status, outcome: close.outcome, closedAt: new Date(), closedBy: auth.user.id })
      .where(and(eq(dataRequests.id, id), eq(dataRequests.status, 'open')))
      .returning();
    if (!closed) {
      const [exists] = await tx
        .select({ id: dataRequests.id })
        .from(dataRequests)
        .where(eq(dataRequests.id, id));
      throw exists
        ? new AppError('conflict', undefined, 'This request is already closed')
        : new AppError('not-found');
    }
    const [person] = await tx
      .select({ name: users.name, email: users.email, lang: users.lang })
      .from(users)
      .where(eq(users.id, closed.userId));
    if (person) await queueMails(tx, [requestMail(close.status, person, closed, link)]);
    await recordAudit(tx, auth, {
      action: 'data-request.close',
      entity: 'data_request',
      entityId: id,
      // the outcome stays on the request only: an erasure then has one place to clear
      details: { user: closed.userId, kind: closed.kind, status: close.status },
      ip: origin.ip,
    });
  });
}
