import { and, eq } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Db } from '../db/client.js';
import { mailOutbox, settings } from '../db/schema/index.js';
import { newId } from './ids.js';
import { withoutValues } from './logged-error.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Whether an address can receive mail: removed and erased people keep a unique address under the
 * reserved `.invalid` domain (RFC 2606), which no mail is written to.
 */
export const reachable = (mail: Mail) => !/\.invalid$/i.test(mail.to.trim());

/** A recorded mail, claimed for one try by the instance holding it. */
export type OutboxMail = Mail & { id: string; attempts: number };

/**
 * The waits after the first, second and third failed try. The try after the last wait is the
 * last one: four tries over 71 minutes, then the mail is kept as `failed` with the reason.
 */
export const RETRY_DELAYS_MS = [60_000, 10 * 60_000, 60 * 60_000] as const;

/**
 * How long a mail being tried stays out of other instances' reach. It outlasts the longest
 * try the SMTP timeouts allow, so a mail is never tried by two instances at once; if its
 * instance dies mid-try, another one takes it up after this.
 */
export const CLAIM_MS = 5 * 60_000;
// nodemailer's defaults (two minutes to connect, ten of silence) would outlast a claim.
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

export interface Mailer {
  /** Records the mail in the outbox; when SMTP is set up, the first try runs without holding up the caller. */
  send(mail: Mail): Promise<void>;
  /**
   * Runs `compose` once the caller has moved on and sends the mail it makes, if any: the
   * caller takes the same time whether or not there is a mail to send.
   */
  sendLater(compose: () => Promise<Mail | null>): void;
  /** Tries a claimed mail once more and records how it went. */
  retry(mail: OutboxMail, now?: Date): Promise<void>;
  /** Resolves once the work started by `send` and `sendLater` so far is done (shutdown, tests). */
  settled(): Promise<void>;
}

const reasonOf = (error: unknown) =>
  withoutValues(error instanceof Error ? error.message : String(error)).slice(0, 500);

/** Anything shaped like an email address (`a@b`, `<a@b>`), which a log line must not carry. */
const EMAIL_ADDRESS = /[^\s<>"'@]+@[^\s<>"'@]+/g;
/** A text for the log without the email addresses it names (an SMTP refusal quotes its recipient). */
const withoutAddresses = (text: string) => text.replace(EMAIL_ADDRESS, '(address)');

/**
 * Where the mailer's lines go (the app's pino logger in start.ts). They name a mail by its
 * outbox id, never by its recipient: the log is not the place of people's addresses.
 */
export interface MailLog {
  info(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

/**
 * `from` is the server's MAIL_FROM; the sender an admin sets in the mail settings (`mail_from`)
 * takes its place from the next mail on.
 */
export function createMailer(db: Db, options: { smtpUrl?: string; from: string; log?: MailLog }): Mailer {
  const { smtpUrl } = options;
  // nodemailer is loaded by the first mail sent, not at the server's start
  let transport: Promise<Transporter> | undefined;
  const transportTo = (url: string) => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({ url, ...SMTP_TIMEOUTS }),
    );
    return transport;
  };
  const log = options.log ?? { info: () => {}, error: () => {} };
  const inFlight = new Set<Promise<void>>();

  function track(work: () => Promise<void>) {
    const running = work()
      .catch((error) => log.error({ reason: withoutAddresses(reasonOf(error)) }, 'mail work failed'))
      .finally(() => inFlight.delete(running));
    inFlight.add(running);
  }

  async function sender() {
    const [row] = await db
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.name, 'mail_from'))
      .limit(1);
    return typeof row?.value === 'string' && row.value.trim() !== '' ? row.value : options.from;
  }

  /**
   * One try; a failure is tried again after the next wait, or kept as failed after the last. The
   * body leaves the outbox with the outcome (sent or failed): no code or link in it lingers.
   */
  async function tryOnce(mail: OutboxMail, now: Date) {
    const attempts = mail.attempts + 1;
    // only the claim's holder writes the outcome, and only while the mail is still pending
    const ours = and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, 'pending'));
    if (!smtpUrl) {
      await db.update(mailOutbox).set({ status: 'logged', nextAttemptAt: null }).where(ours);
      return;
    }
    try {
      await (await transportTo(smtpUrl)).sendMail({
        from: await sender(),
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
      });
    } catch (error) {
      const wait = RETRY_DELAYS_MS[attempts - 1];
      await db
        .update(mailOutbox)
        .set({
          attempts,
          error: reasonOf(error),
          ...(wait === undefined
            ? { status: 'failed', nextAttemptAt: null, text: null }
            : { status: 'pending', nextAttemptAt: new Date(now.getTime() + wait) }),
        })
        .where(ours);
      return;
    }
    await db
      .update(mailOutbox)
      .set({ attempts, status: 'sent', sentAt: new Date(), nextAttemptAt: null, error: null, text: null })
      .where(ours);
  }

  async function record(mail: Mail) {
    if (!reachable(mail)) return;
    const id = newId();
    if (!smtpUrl) {
      await db.insert(mailOutbox).values({ id, ...mail, status: 'logged' });
      log.info({ mailId: id }, 'mail kept in the outbox (no SMTP_URL)');
      return;
    }
    // Recorded as claimed by this instance, so the retry job leaves it alone during the first try.
    const now = new Date();
    await db
      .insert(mailOutbox)
      .values({ id, ...mail, status: 'pending', nextAttemptAt: new Date(now.getTime() + CLAIM_MS) });
    track(() => tryOnce({ id, ...mail, attempts: 0 }, now));
  }

  return {
    send: record,
    sendLater(compose) {
      track(async () => {
        // after the caller's current turn, so its answer is on its way first
        await new Promise((resolve) => setImmediate(resolve));
        const mail = await compose();
        if (mail) await record(mail);
      });
    },
    retry: (mail, now = new Date()) => tryOnce(mail, now),
    async settled() {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
  };
}
