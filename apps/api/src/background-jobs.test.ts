import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { TestClock } from 'pg-boss';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { backgroundJobs, backgroundSentJobs } from './background-jobs.js';
import { loadConfig } from './config.js';
import { type Database, openDatabase } from './db/client.js';
import { mailOutbox, sessions } from './db/schema/index.js';
import type { AppDeps } from './lib/deps.js';
import { newId } from './lib/ids.js';
import { createJobQueue, type JobQueue } from './lib/jobs.js';
import { createMailer, type Mailer } from './lib/mail.js';
import { createSecrets } from './lib/secrets.js';
import { createDiskStorage } from './lib/storage.js';
import { EXPIRED_SESSIONS_LOCK, removeExpiredSessions } from './modules/auth/index.js';
import { makeUser } from './test/factories.js';
import { createTestApp, type TestApp } from './test/harness.js';
import { startTestSmtp, type TestSmtp } from './test/test-smtp.js';
import { until } from './test/until.js';

const target = inject('testDatabase');
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
const quiet = { debug: () => {}, warn: () => {}, error: () => {} };
const MINUTE = 60_000;

let smtp: TestSmtp;
let queues: JobQueue[] = [];
beforeAll(async () => {
  // each SMTP exchange takes a little while, so runs that overlapped would show
  smtp = await startTestSmtp({ acceptDelayMs: 15 });
});
afterEach(async () => {
  await Promise.all(queues.map((queue) => queue.stop()));
  queues = [];
});
afterAll(() => smtp?.close());

/** The server's jobs on a job queue of `db`, going by `clock`: they run when the test moves it past their turn. */
async function startJobs(deps: AppDeps, clock: TestClock) {
  const queue = createJobQueue(
    deps.db,
    backgroundJobs(deps),
    { log: quiet, pollingSeconds: 10, clock },
    backgroundSentJobs(deps),
  );
  queues.push(queue);
  await queue.start();
}

/** Mails whose first try failed a minute ago: all due now. */
async function dueMails(deps: AppDeps, count: number) {
  const subjects = Array.from({ length: count }, () => `Retry ${randomBytes(4).toString('hex')}`);
  await deps.db.insert(mailOutbox).values(
    subjects.map((subject) => ({
      id: newId(),
      to: 'someone@example.com',
      subject,
      text: 'Hello',
      status: 'pending' as const,
      attempts: 1,
      error: '421 4.3.2 Try again later',
      nextAttemptAt: new Date(Date.now() - 1000),
    })),
  );
  return subjects;
}
const attemptsOf = async (deps: AppDeps, subjects: string[]) =>
  (
    await deps.db
      .select({ status: mailOutbox.status, attempts: mailOutbox.attempts })
      .from(mailOutbox)
      .where(inArray(mailOutbox.subject, subjects))
  ).map((row) => `${row.status} after ${row.attempts}`);

const received = (subjects: string[]) => smtp.received.filter((subject) => subjects.includes(subject)).sort();

describe("the server's background jobs on the job queue", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('schedules every job, and at the next minute the due mails are sent once each', async () => {
    const deps = {
      ...t.deps,
      mailer: createMailer(t.deps.db, { smtpUrl: smtp.url, from: 'academy@example.com' }),
    };
    const subjects = await dueMails(deps, 3);
    const clock = new TestClock('2026-03-02T10:00:30Z');
    await startJobs(deps, clock);
    const scheduled = await t.deps.db.execute(sql`select name, cron from pgboss.schedule order by name`);
    expect((scheduled as unknown as { rows: unknown[] }).rows).toEqual([
      { name: 'assignment-digest', cron: '0 8 * * 1' },
      { name: 'assignment-reminders', cron: '5 * * * *' },
      { name: 'assignment-rules', cron: '*/15 * * * *' },
      { name: 'certificate-expiry', cron: '0 * * * *' },
      { name: 'certificate-lapses', cron: '*/10 * * * *' },
      { name: 'ended-report-reads', cron: '*/10 * * * *' },
      { name: 'expired-sessions', cron: '*/10 * * * *' },
      { name: 'file-deletions', cron: '* * * * *' },
      { name: 'mail-retention', cron: '17 * * * *' },
      { name: 'mail-retries', cron: '* * * * *' },
      { name: 'registration-reminders', cron: '*/15 * * * *' },
      { name: 'renewal-windows', cron: '20 * * * *' },
      { name: 'retention', cron: '40 3 * * *' },
      { name: 'sso-sign-ins', cron: '*/10 * * * *' },
      { name: 'webhook-dispatch', cron: '* * * * *' },
    ]);
    // before the turn of 10:01, nothing was tried
    expect(await attemptsOf(deps, subjects)).toEqual(subjects.map(() => 'pending after 1'));

    await clock.tick(MINUTE);
    await until(async () => (await attemptsOf(deps, subjects)).every((state) => state === 'sent after 2'));
    expect(received(subjects)).toEqual([...subjects].sort());
  });
});

/** One API instance's share of the outside world: its own connection pool to the shared database. */
interface Instance {
  database: Database;
  deps: AppDeps;
  /** mails this instance tried */
  tried: string[];
}

describe.skipIf(target.kind !== 'postgres')(
  'background jobs shared by two instances (PostgreSQL only: PGlite has one process)',
  () => {
    let serverUrl = '';
    let name = '';
    let filesDir = '';
    let instances: Instance[] = [];

    async function openInstance(url: string): Promise<Instance> {
      const database = await openDatabase({ url });
      const mailer = createMailer(database.db, { smtpUrl: smtp.url, from: 'academy@example.com' });
      const tried: string[] = [];
      // the instance's own mailer, noting which mails it was handed
      const noting: Mailer = {
        ...mailer,
        retry: (mail, now) => {
          tried.push(mail.subject);
          return mailer.retry(mail, now);
        },
      };
      const storage = createDiskStorage(filesDir);
      return {
        database,
        tried,
        deps: {
          config,
          db: database.db,
          mailer: noting,
          storage,
          secrets: createSecrets({ current: randomBytes(32), previous: [] }),
        },
      };
    }

    beforeAll(async () => {
      if (target.kind !== 'postgres') return;
      serverUrl = target.serverUrl;
      name = `${target.copyPrefix}${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database ${name} template ${target.template}`);
      await admin.end();
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      filesDir = await mkdtemp(join(tmpdir(), 'academy-files-'));
      instances = [await openInstance(url.toString()), await openInstance(url.toString())];
    });
    afterAll(async () => {
      for (const instance of instances) await instance.database.close();
      if (filesDir) await rm(filesDir, { recursive: true, force: true });
      if (!name) return;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });

    const [a, b] = [0, 1].map((i) => () => {
      const instance = instances[i];
      if (!instance) throw new Error('instance not open');
      return instance;
    }) as [() => Instance, () => Instance];

    it("when both run the server's jobs, each due mail is sent exactly once, by one of them", async () => {
      const subjects = await dueMails(a().deps, 30);
      const clock = new TestClock('2026-03-02T10:00:30Z');
      await startJobs(a().deps, clock);
      await startJobs(b().deps, clock);
      for (let minute = 0; minute < 2; minute++) await clock.tick(MINUTE);
      await until(async () =>
        (await attemptsOf(a().deps, subjects)).every((state) => state === 'sent after 2'),
      );

      expect(received(subjects)).toEqual([...subjects].sort());
      const tried = [...a().tried, ...b().tried];
      expect(tried.sort()).toEqual([...subjects].sort());
      const runs = await a().deps.db.execute(
        sql`select count(*)::int as n from pgboss.job where name = 'mail-retries'`,
      );
      // one run per turn (10:01, 10:02), not one per instance
      expect((runs as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(2);
      // two instances' timers, five queues each, fired one by one through two minutes of their time
    }, 120_000);

    it('when one instance holds the expired-sessions job, the other skips it and does no work', async () => {
      const user = await makeUser(a().deps.db);
      const longAgo = new Date(Date.now() - 40 * 86_400_000);
      const ended = Array.from({ length: 5 }, () => ({
        id: newId(),
        userId: user.id,
        tokenHash: randomBytes(32).toString('hex'),
        expiresAt: longAgo,
      }));
      await a().deps.db.insert(sessions).values(ended);

      // instance A is in the middle of the job (a run outliving its expiry, retried elsewhere):
      // instance B neither waits nor deletes
      await a().deps.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${EXPIRED_SESSIONS_LOCK})`);
        expect(await removeExpiredSessions(b().deps.db, config)).toBe('busy');
      });
      const left = await a()
        .deps.db.select({ id: sessions.id })
        .from(sessions)
        .where(eq(sessions.userId, user.id));
      expect(left).toHaveLength(ended.length);

      // both at once: one deletes them all, the other finds the job taken or nothing left
      const results = await Promise.all([
        removeExpiredSessions(a().deps.db, config),
        removeExpiredSessions(b().deps.db, config),
      ]);
      const counts = results.map((result) => (result === 'busy' ? 0 : result));
      expect(counts.reduce((sum, n) => sum + n, 0)).toBe(ended.length);
      expect(counts).toContain(0);
      expect(await a().deps.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    });
  },
);
