import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { type Database, openDatabase } from '../../db/client.js';
import { mailOutbox, sessions } from '../../db/schema/index.js';
import type { AppDeps } from '../../lib/deps.js';
import { newId } from '../../lib/ids.js';
import { createMailer, type Mailer } from '../../lib/mail.js';
import { createDiskStorage } from '../../lib/storage.js';
import { makeUser } from '../../test/factories.js';
import { EXPIRED_SESSIONS_LOCK, removeExpiredSessions } from './expired-sessions.js';
import { housekeepingJobs } from './jobs.js';
import { createScheduler } from './scheduler.js';
import { startTestSmtp, type TestSmtp } from './test-smtp.js';

const target = inject('testDatabase');
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
const quiet = { debug: () => {}, error: () => {} };

/** One API instance's share of the outside world: its own connection pool to the shared database. */
interface Instance {
  database: Database;
  deps: AppDeps;
  /** mails this instance tried */
  tried: string[];
}

describe.skipIf(target.kind !== 'postgres')(
  'housekeeping shared by two instances (PostgreSQL only: PGlite has one connection, so no second instance)',
  () => {
    let serverUrl = '';
    let name = '';
    let smtp: TestSmtp;
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
      return { database, tried, deps: { config, db: database.db, mailer: noting, storage } };
    }

    beforeAll(async () => {
      if (target.kind !== 'postgres') return;
      serverUrl = target.serverUrl;
      name = `academy_t_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database ${name} template ${target.template}`);
      await admin.end();
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      // each SMTP exchange takes a little while, so the two instances' turns interleave
      smtp = await startTestSmtp({ acceptDelayMs: 15 });
      filesDir = await mkdtemp(join(tmpdir(), 'academy-files-'));
      instances = [await openInstance(url.toString()), await openInstance(url.toString())];
    });
    afterAll(async () => {
      for (const instance of instances) await instance.database.close();
      await smtp?.close();
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

    it('when both run the jobs at the same time, every due mail is sent exactly once', async () => {
      const subjects = Array.from({ length: 30 }, (_, i) => `Retry ${i + 1}`);
      // mails whose first try failed a minute ago: all due now
      await a()
        .deps.db.insert(mailOutbox)
        .values(
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

      const schedulers = [a(), b()].map((instance) =>
        createScheduler(
          housekeepingJobs(instance.deps).map((job) => ({ ...job, everyMs: 5 })),
          quiet,
        ),
      );
      for (const scheduler of schedulers) scheduler.start();
      const sentCount = async () => {
        const [row] = await a()
          .deps.db.select({ n: sql<number>`count(*)::int` })
          .from(mailOutbox)
          .where(and(inArray(mailOutbox.subject, subjects), eq(mailOutbox.status, 'sent')));
        return row?.n ?? 0;
      };
      const end = Date.now() + 20_000;
      while ((await sentCount()) < subjects.length && Date.now() < end) await sleep(20);
      await Promise.all(schedulers.map((scheduler) => scheduler.stop()));

      expect([...smtp.received].sort()).toEqual([...subjects].sort());
      expect(await sentCount()).toBe(subjects.length);
      const rows = await a()
        .deps.db.select({ attempts: mailOutbox.attempts })
        .from(mailOutbox)
        .where(inArray(mailOutbox.subject, subjects));
      expect(rows.every((row) => row.attempts === 2)).toBe(true);
      // both really took part, and no mail was handed to both
      expect(a().tried.length).toBeGreaterThan(0);
      expect(b().tried.length).toBeGreaterThan(0);
      expect(a().tried.length + b().tried.length).toBe(subjects.length);
      expect(a().tried.filter((subject) => b().tried.includes(subject))).toEqual([]);
    });

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

      // instance A is in the middle of the job: instance B neither waits nor deletes
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
