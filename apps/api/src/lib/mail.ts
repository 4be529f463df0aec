import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.js';
import { mailOutbox } from '../db/schema/index.js';
import { newId } from './ids.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Records the mail in the outbox and, when SMTP is set up, sends it. Never throws on delivery failure. */
  send(mail: Mail): Promise<void>;
}

export function createMailer(
  db: Db,
  options: { smtpUrl?: string; from: string; log?: (msg: string) => void },
): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(mail) {
      const id = newId();
      await db.insert(mailOutbox).values({ id, ...mail, status: transport ? 'pending' : 'logged' });
      if (!transport) {
        options.log?.(`mail to ${mail.to} kept in the outbox (no SMTP_URL): ${mail.subject}`);
        return;
      }
      try {
        await transport.sendMail({ from: options.from, ...mail });
        await db.update(mailOutbox).set({ status: 'sent', sentAt: new Date() }).where(eq(mailOutbox.id, id));
      } catch (error) {
        await db
          .update(mailOutbox)
          .set({ status: 'failed', error: String(error).slice(0, 500) })
          .where(eq(mailOutbox.id, id));
      }
    },
  };
}
