import type { Db, Tx } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import { type Mail, reachable } from '../../lib/mail.js';

/**
 * Records mails in the outbox as due now, inside the caller's transaction (none to an address
 * that cannot receive mail, lib/mail.ts `reachable`): they exist only if
 * what they tell is committed, any number cost one statement, and the mail-retries job (every
 * minute, lib/mail-retries.ts; each mail tried by one instance) sends them within its next pass.
 */
export async function queueMails(db: Db | Tx, mails: readonly Mail[]) {
  const sent = mails.filter(reachable);
  if (sent.length === 0) return;
  const now = new Date();
  await db
    .insert(mailOutbox)
    .values(sent.map((mail) => ({ id: newId(), ...mail, status: 'pending' as const, nextAttemptAt: now })));
}
