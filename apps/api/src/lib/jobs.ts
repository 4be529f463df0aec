import pg from 'pg';
import { type Clock, type ConstructorOptions, fromPglite, type Job, PgBoss, type Queue } from 'pg-boss';
import { type Db, pgliteOf, poolOf } from '../db/client.js';
import { queueErrorLogger } from './job-queue-errors.js';

/**
 * Work the server does in the background on a schedule. Each module that has some hands its own
 * list to the top (start.ts), which gives them all to one queue (docs/decisions/0028).
 */
export interface ScheduledJob {
  /** the job's queue: lowercase letters, digits and dashes */
  name: string;
  /** when it runs: a cron expression read in UTC, to the minute */
  cron: string;
  /** One run; ends early once `signal` is aborted (the server stops). What it answers is logged. */
  run(signal: AbortSignal, queue: JobSender): Promise<unknown>;
  /**
   * A PostgreSQL notification channel that starts a run at once, besides the schedule: a writer's
   * `pg_notify` reaches the queue when its transaction commits (the webhooks' outbox).
   */
  wakeOn?: string;
}

/**
 * Work sent to the queue when there is some, with its data: one run waiting and one under way per
 * `key` (a second send of a key already waiting is dropped), `concurrency` at once per instance.
 */
export interface SentJob<D extends object = object> {
  name: string;
  concurrency: number;
  run(data: D, signal: AbortSignal, queue: JobSender): Promise<unknown>;
}

export interface JobSender {
  /** Queues a run of a sent job; false when a run of that key is already waiting. */
  send(name: string, data: object, options?: { key?: string; afterSeconds?: number }): Promise<boolean>;
}

export interface JobLog {
  debug(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Told how each run went (the metrics count runs, failures and retries per job). */
export interface JobTally {
  ran(job: string): void;
  failed(job: string): void;
  retried(job: string): void;
}

export interface JobQueueOptions {
  log: JobLog;
  tally?: JobTally;
  /** seconds between a worker's looks for a due run (default 10: a turn starts within 10 s; pg-boss's least is 0.5) */
  pollingSeconds?: number;
  /** how long stop() waits for the runs under way before it aborts their signals */
  stopTimeoutMs?: number;
  /** the time pg-boss goes by: tests hand in pg-boss's TestClock and move it by hand */
  clock?: Clock;
  /** a queue's retry settings, for tests that cannot wait the production ones out */
  retry?: Pick<Queue, 'retryLimit' | 'retryDelay' | 'retryDelayMax'>;
}

export interface JobQueue extends JobSender {
  /** Installs or upgrades pg-boss's schema, then schedules and works every job. */
  start(): Promise<void>;
  /** Takes no new run; resolves once the runs under way are over (their signals aborted after the timeout). */
  stop(): Promise<void>;
}

/** pg-boss's tables live in a schema of their own, beside the app's. */
const SCHEMA = 'pgboss';
/** PostgreSQL: the queue's own small pool, beside the app's (DATABASE_POOL_SIZE). */
const QUEUE_POOL_SIZE = 2;

/**
 * Every job's queue settings. `stately`: at most one run waiting and one under way, so a run slower
 * than its schedule never piles up a backlog, and the schedule's next turn waits behind a retry.
 * A failed run is retried three times, 30 s, ~1 min and ~2 min later (exponential backoff, with
 * jitter). A run still going after 15 minutes counts as failed (its instance died) and is retried.
 * Finished runs are kept a week for inspection (pg-boss's archive), then deleted.
 */
const QUEUE: Omit<Queue, 'name'> = {
  policy: 'stately',
  retryLimit: 3,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 10 * 60,
  expireInSeconds: 15 * 60,
  deleteAfterSeconds: 7 * 86_400,
  retentionSeconds: 86_400,
};

/** pg-boss on the app's database: its own pool on PostgreSQL, the app's one connection on PGlite. */
function connectionOf(db: Db): ConstructorOptions {
  const pool = poolOf(db);
  if (pool) return { connectionString: pool.options.connectionString, max: QUEUE_POOL_SIZE };
  const pglite = pgliteOf(db);
  if (!pglite) throw new Error('the database is neither a PostgreSQL pool nor PGlite');
  return { db: fromPglite(pglite), backend: 'pglite' };
}

/**
 * The background jobs on pg-boss: each scheduled in the database, so among any number of instances
 * one takes each turn, retried with backoff when it fails, and counted in the metrics.
 */
export function createJobQueue(
  db: Db,
  jobs: readonly ScheduledJob[],
  options: JobQueueOptions,
  sentJobs: readonly SentJob[] = [],
): JobQueue {
  const { log, tally } = options;
  const settings = { ...QUEUE, ...options.retry };
  const boss = new PgBoss({
    ...connectionOf(db),
    schema: SCHEMA,
    application_name: 'academy-jobs',
    clock: options.clock,
    // no OpenTelemetry spans or instruments: the metrics are prom-client's (lib/prometheus.ts)
    openTelemetry: { enabled: false },
  });
  boss.on('error', queueErrorLogger(log));
  boss.on('warning', (warning) => log.warn({ warning }, 'job queue warning'));

  let stopListening: (() => Promise<void>) | undefined;
  const sender: JobSender = {
    async send(name, data, sendOptions = {}) {
      const id = await boss.send(name, data, {
        singletonKey: sendOptions.key,
        startAfter: sendOptions.afterSeconds ?? 0,
      });
      return id !== null;
    },
  };

  async function runOnce(
    job: { name: string },
    [attempt]: Job<unknown>[],
    run: (attempt: Job<unknown>) => Promise<unknown>,
  ) {
    if (!attempt) return;
    if (attempt.retryCount > 0) tally?.retried(job.name);
    try {
      const result = await run(attempt);
      log.debug({ job: job.name, result }, 'job ran');
    } catch (error) {
      tally?.failed(job.name);
      log.error({ job: job.name, err: error, retry: attempt.retryCount }, 'job failed');
      // thrown on, so pg-boss records the failure and retries the run
      throw error;
    } finally {
      tally?.ran(job.name);
    }
  }

  async function createOrUpdate(name: string) {
    if (await boss.getQueue(name)) {
      const { policy: _fixedAtCreation, ...changeable } = settings;
      await boss.updateQueue(name, changeable);
    } else {
      await boss.createQueue(name, settings);
    }
  }

  return {
    ...sender,
    async start() {
      await boss.start();
      const names = new Set(jobs.map((job) => job.name));
      // a job the server no longer has leaves no schedule behind to fill its queue
      for (const schedule of await boss.getSchedules())
        if (!names.has(schedule.name)) await boss.unschedule(schedule.name, schedule.key);
      for (const job of jobs) {
        await createOrUpdate(job.name);
        // turns missed while no instance ran (a deploy, an outage) are made up by one run
        await boss.schedule(job.name, job.cron, null, { tz: 'UTC', missed: 'once' });
        await boss.work(job.name, { pollingIntervalSeconds: options.pollingSeconds ?? 10 }, (attempts) =>
          runOnce(job, attempts, (attempt) => job.run(attempt.signal, sender)),
        );
      }
      for (const job of sentJobs) {
        await createOrUpdate(job.name);
        await boss.work(
          job.name,
          { pollingIntervalSeconds: SENT_JOB_POLLING_SECONDS, localConcurrency: job.concurrency },
          (attempts) =>
            runOnce(job, attempts, (attempt) => job.run(attempt.data as object, attempt.signal, sender)),
        );
      }
      const woken = jobs.filter((job) => job.wakeOn);
      stopListening = await listenTo(
        db,
        woken.map((job) => job.wakeOn as string),
        (channel) => {
          for (const job of woken)
            if (job.wakeOn === channel)
              boss
                .send(job.name, null)
                .catch((error: unknown) => log.warn({ err: error, job: job.name }, 'wake-up not sent'));
        },
      );
    },
    async stop() {
      await stopListening?.();
      await boss.stop({ graceful: true, timeout: options.stopTimeoutMs ?? 10_000 });
    },
  };
}

/** How often a worker of sent jobs looks for one: they are waited for by people (a webhook's receiver). */
const SENT_JOB_POLLING_SECONDS = 1;

/**
 * Listens to PostgreSQL notifications on `channels`: on PostgreSQL over a connection of its own
 * (a pooled one may be handed to another query between two notifications), on PGlite through its
 * own listener. Answers how to stop.
 */
async function listenTo(db: Db, channels: string[], heard: (channel: string) => void) {
  if (channels.length === 0) return async () => {};
  const pglite = pgliteOf(db);
  if (pglite) {
    const stops = await Promise.all(channels.map((channel) => pglite.listen(channel, () => heard(channel))));
    return async () => {
      for (const stop of stops) await stop();
    };
  }
  const pool = poolOf(db);
  const client = new pg.Client({
    connectionString: pool?.options.connectionString,
    application_name: 'academy-jobs',
  });
  await client.connect();
  client.on('notification', (message) => heard(message.channel));
  // a lost connection only delays the work to the next scheduled turn
  client.on('error', () => {});
  for (const channel of channels) await client.query(`listen ${pg.escapeIdentifier(channel)}`);
  return () => client.end();
}
