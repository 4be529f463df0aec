import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { mailOutbox } from '../db/schema/index.js';

/**
 * The six-digit code of the newest mail to `email`, read from the outbox as an operator would,
 * once the mails in flight are kept.
 */
export async function mailedCode(
  deps: { db: Db; mailer: { settled(): Promise<unknown> } },
  email: string,
): Promise<string> {
  await deps.mailer.settled();
  const [mail] = await deps.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(1);
  const code = mail?.text?.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}
