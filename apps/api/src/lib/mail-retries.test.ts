import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, settings } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { startTestSmtp, type TestSmtp } from '../test/test-smtp.js';
import { CLAIM_MS, createMailer, RETRY_DELAYS_MS } from './mail.js';
import { claimDueMail, retryDueMail } from './mail-retries.js';

let t: TestApp;
let smtp: TestSmtp;
beforeAll(async () => {
  t = await createTestApp();
  smtp = await startTestSmtp();
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});
afterEach(() => {
  smtp.refuseWith = null;
  smtp.received.length = 0;
  smtp.tries = 0;
  smtp.senders.length = 0;
});

const mailerOf = () => createMailer(t.deps.db, { smtpUrl: smtp.url, from: 'Academy <academy@example.com>' });
let sequence = 0;
/** Sends a new mail through a mailer on the test SMTP server; returns its outbox row once its first try is over. */
async function sendOne(mailer = mailerOf()) {
  const subject = `Mail ${++sequence}`;
  await mailer.send({ to: `person${sequence}@example.com`, subject, text: 'Hello' });
  await mailer.settled();
  return { mailer, subject, row: await rowOf(subject) };
}
async function rowOf(subject: string) {
  const [row] = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.subject, subject));
  if (!row) throw new Error(`no mail ${subject}`);
  return row;
}
const at = (date: Date | null) => {
  if (!date) throw new Error('no time');
  return () => date;
};

describe('mail retries', () => {
  it("sends from the mail settings' sender, or from the server's MAIL_FROM while none is set", async () => {
    const mailFrom = eq(settings.name, 'mail_from');
    const [seeded] = await t.deps.db.select().from(settings).where(mailFrom);
    try {
      await t.deps.db
        .insert(settings)
        .values({ name: 'mail_from', value: 'Partner Academy <academy@partner.example>' })
        .onConflictDoUpdate({
          target: settings.name,
          set: { value: 'Partner Academy <academy@partner.example>' },
        });
      await sendOne();
      await t.deps.db.delete(settings).where(mailFrom);
      await sendOne();
    } finally {
      if (seeded)
        await t.deps.db
          .insert(settings)
          .values(seeded)
          .onConflictDoUpdate({ target: settings.name, set: seeded });
    }
    expect(smtp.senders).toEqual(['academy@partner.example', 'academy@example.com']);
  });

  it('when SMTP accepts the mail, it is sent once and never tried again', async () => {
    const before = Date.now();
    const { mailer, subject, row } = await sendOne();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, error: null, nextAttemptAt: null });
    expect(row.sentAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await retryDueMail(t.deps.db, mailer, { clock: () => new Date(Date.now() + 2 * 3_600_000) })).toBe(
      0,
    );
    expect(smtp.received).toEqual([subject]);
  });

  it('when SMTP keeps refusing, the mail is tried after 1, 10 and 60 minutes, then kept as failed with the reason', async () => {
    smtp.refuseWith = '550 5.1.1 No such mailbox';
    const before = Date.now();
    const { mailer, subject, row: first } = await sendOne();
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    expect(first.error).toContain('550 5.1.1 No such mailbox');
    const firstWait = (first.nextAttemptAt?.getTime() ?? 0) - before;
    expect(firstWait).toBeGreaterThanOrEqual(RETRY_DELAYS_MS[0] - 1000);
    expect(firstWait).toBeLessThanOrEqual(RETRY_DELAYS_MS[0] + 5000);

    // not due yet: left alone
    const early = new Date((first.nextAttemptAt?.getTime() ?? 0) - 1000);
    expect(await retryDueMail(t.deps.db, mailer, { clock: () => early })).toBe(0);
    expect(smtp.tries).toBe(1);

    let row = first;
    for (const [i, wait] of RETRY_DELAYS_MS.slice(1).entries()) {
      const due = row.nextAttemptAt;
      expect(await retryDueMail(t.deps.db, mailer, { clock: at(due) })).toBe(1);
      row = await rowOf(subject);
      expect(row).toMatchObject({ status: 'pending', attempts: i + 2 });
      expect((row.nextAttemptAt?.getTime() ?? 0) - (due?.getTime() ?? 0)).toBe(wait);
    }
    expect(await retryDueMail(t.deps.db, mailer, { clock: at(row.nextAttemptAt) })).toBe(1);
    row = await rowOf(subject);
    expect(row).toMatchObject({
      status: 'failed',
      attempts: RETRY_DELAYS_MS.length + 1,
      nextAttemptAt: null,
    });
    expect(row.error).toContain('550 5.1.1 No such mailbox');
    expect(smtp.tries).toBe(RETRY_DELAYS_MS.length + 1);

    // kept as failed: no later run tries it again
    expect(await retryDueMail(t.deps.db, mailer, { clock: () => new Date(Date.now() + 86_400_000) })).toBe(0);
    expect(smtp.received).toEqual([]);
  });

  it('when SMTP accepts a retried mail, it is sent and its error cleared', async () => {
    smtp.refuseWith = '421 4.3.2 Try again later';
    const { mailer, subject, row } = await sendOne();
    smtp.refuseWith = null;
    expect(await retryDueMail(t.deps.db, mailer, { clock: at(row.nextAttemptAt) })).toBe(1);
    expect(await rowOf(subject)).toMatchObject({
      status: 'sent',
      attempts: 2,
      error: null,
      nextAttemptAt: null,
    });
    expect(smtp.received).toEqual([subject]);
  });

  it('when a mail is claimed, no one claims it again before the claim ends', async () => {
    smtp.refuseWith = '421 4.3.2 Try again later';
    const { row } = await sendOne();
    const due = row.nextAttemptAt ?? new Date();
    const claimed = await claimDueMail(t.deps.db, due);
    expect(claimed?.id).toBe(row.id);
    expect(await claimDueMail(t.deps.db, new Date(due.getTime() + CLAIM_MS - 1000))).toBeUndefined();
    expect((await claimDueMail(t.deps.db, new Date(due.getTime() + CLAIM_MS)))?.id).toBe(row.id);
    // settled here, so the next tests find nothing of it due
    await t.deps.db
      .update(mailOutbox)
      .set({ status: 'failed', nextAttemptAt: null })
      .where(eq(mailOutbox.id, row.id));
  });

  it('when a mail is being sent for the first time, the retry job leaves it alone', async () => {
    const mailer = mailerOf();
    await mailer.send({ to: 'first@example.com', subject: 'First try', text: 'Hello' });
    // the first try is under way in the background while the job looks for due mail
    expect(await retryDueMail(t.deps.db, mailer)).toBe(0);
    await mailer.settled();
    expect(smtp.received).toEqual(['First try']);
  });
});
