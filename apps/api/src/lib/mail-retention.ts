import { and, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { mailOutbox, users } from '../db/schema/index.js';

/** How long the outbox remembers that a mail was sent, failed or kept: its address, subject and outcome. */
export const MAIL_METADATA_DAYS = 30;
/**
 * Without SMTP (development, a demo) the outbox is where mails are read, so their bodies stay a
 * day; a sent or failed mail's body is gone with its outcome already (lib/mail.ts).
 */
export const LOGGED_MAIL_BODY_HOURS = 24;

/**
 * The outbox keeps only what it needs: bodies of kept mails past their day are blanked, mails
 * whose outcome is older than MAIL_METADATA_DAYS are deleted, and so are those tried to an address
 * no account holds any more (an erased person's). Pending mails stay whatever their age, until
 * sent or failed.
 */
export async function forgetOldMail(db: Db) {
  const blanked = await db
    .update(mailOutbox)
    .set({ text: null })
    .where(
      and(
        inArray(mailOutbox.status, ['logged', 'sent', 'failed']),
        isNotNull(mailOutbox.text),
        lt(mailOutbox.createdAt, sql`now() - make_interval(hours => ${LOGGED_MAIL_BODY_HOURS})`),
      ),
    )
    .returning({ id: mailOutbox.id });
  const deleted = await db
    .delete(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.status, ['logged', 'sent', 'failed']),
        lt(mailOutbox.createdAt, sql`now() - make_interval(days => ${MAIL_METADATA_DAYS})`),
      ),
    )
    .returning({ id: mailOutbox.id });
  // mails tried to an address no account holds any more (the answer to an erased person's request)
  const orphaned = await db
    .delete(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.status, ['logged', 'sent', 'failed']),
        sql`not exists (select 1 from ${users} where ${users.email} = ${mailOutbox.to})`,
      ),
    )
    .returning({ id: mailOutbox.id });
  return { blanked: blanked.length, deleted: deleted.length + orphaned.length };
}
