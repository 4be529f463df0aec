import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema/index.js';
import { makeUser } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { startTestSmtp, type TestSmtp } from '../test/test-smtp.js';
import { newId } from './ids.js';
import { createMailer, RETRY_DELAYS_MS } from './mail.js';
import { forgetOldMail } from './mail-retention.js';
import { retryDueMail } from './mail-retries.js';

let t: TestApp;
let smtp: TestSmtp;
beforeAll(async () => {
  t = await createTestApp();
  smtp = await startTestSmtp();
  await makeUser(t.deps.db, { email: 'someone@example.com' });
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

const rowOf = async (subject: string) =>
  (await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.subject, subject)))[0];

/** A mail as the outbox held it `ageHours` ago, with its outcome. */
async function storedMail(
  status: 'pending' | 'sent' | 'failed' | 'logged',
  ageHours: number,
  to = 'someone@example.com',
) {
  const subject = `${status} ${ageHours}h ${newId()}`;
  await t.deps.db.insert(mailOutbox).values({
    id: newId(),
    to,
    subject,
    text: 'Your code is 123456',
    status,
    createdAt: sql`now() - make_interval(hours => ${ageHours})`,
  });
  return subject;
}

describe('what the outbox keeps', () => {
  it("forgets a mail's body once it is sent, and once it failed for good", async () => {
    const mailer = createMailer(t.deps.db, { smtpUrl: smtp.url, from: 'academy@example.com' });
    await mailer.send({ to: 'ana@example.com', subject: 'Your reset code', text: 'Your code is 654321' });
    await mailer.settled();
    expect(smtp.received).toContain('Your reset code');
    expect(await rowOf('Your reset code')).toMatchObject({ status: 'sent', text: null });

    smtp.refuseWith = '550 mailbox unavailable';
    try {
      await mailer.send({ to: 'bia@example.com', subject: 'Never delivered', text: 'Your code is 111222' });
      await mailer.settled();
      expect((await rowOf('Never delivered'))?.text).toContain('111222');
      let now = Date.now();
      for (const wait of RETRY_DELAYS_MS) {
        now += wait + 1000;
        const at = new Date(now);
        await retryDueMail(t.deps.db, mailer, { clock: () => at });
      }
    } finally {
      smtp.refuseWith = null;
    }
    expect(await rowOf('Never delivered')).toMatchObject({ status: 'failed', text: null });
  });

  it('blanks kept bodies after a day, deletes outcomes after 30 days, and leaves pending mails alone', async () => {
    const freshLogged = await storedMail('logged', 2);
    const oldLogged = await storedMail('logged', 30);
    const oldSent = await storedMail('sent', 31 * 24);
    const oldPending = await storedMail('pending', 31 * 24);
    const outcome = await forgetOldMail(t.deps.db);
    expect(outcome.blanked).toBeGreaterThanOrEqual(1);
    expect((await rowOf(freshLogged))?.text).toContain('123456');
    expect(await rowOf(oldLogged)).toMatchObject({ status: 'logged', text: null });
    expect(await rowOf(oldSent)).toBeUndefined();
    expect((await rowOf(oldPending))?.text).toContain('123456');
  });

  it('forgets at once a mail tried to an address no account holds any more, and keeps one still to send', async () => {
    const sentToNoOne = await storedMail('sent', 1, 'erased-person@example.com');
    const pendingToNoOne = await storedMail('pending', 1, 'erased-person@example.com');
    await forgetOldMail(t.deps.db);
    expect(await rowOf(sentToNoOne)).toBeUndefined();
    expect(await rowOf(pendingToNoOne)).toBeDefined();
  });
});
