import type { Db, Tx } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import type { Mail } from '../../lib/mail.js';

/**
 * Records mails in the outbox as due now, inside the caller's transaction: they exist only if
 * what they tell is committed, any number cost one statement, and the mail-retries job (every
 * minute, lib/mail-retries.ts; each mail tried by one instance) sends them within its next pass.
 */
export async function queueMails(db: Db | Tx, mails: readonly Mail[]) {
  if (mails.length === 0) return;
  const now = new Date();
  await db
    .insert(mailOutbox)
    .values(mails.map((mail) => ({ id: newId(), ...mail, status: 'pending' as const, nextAttemptAt: now })));
}
