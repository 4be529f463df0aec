import { sql } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { rowsOf } from '../db/rows.js';
import { bearer } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { sample } from '../test/metric-sample.js';
import { until } from '../test/until.js';
import {
  createJobQueue,
  type JobQueue,
  type JobQueueOptions,
  type JobSender,
  type ScheduledJob,
} from './jobs.js';

const TOKEN = 'scrape-token-of-the-jobs-test-0123';
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const quiet = { debug: () => {}, warn: () => {}, error: () => {} };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ metricsToken: TOKEN });
  // what the probe jobs leave behind: a row per run, in the database the queue runs on
  await t.deps.db.execute(sql`create table job_probe (job text not null, turn text not null)`);
});
afterAll(() => t.close());

let started: JobQueue[] = [];
afterEach(async () => {
  await Promise.all(started.map((queue) => queue.stop()));
  started = [];
});

/**
 * A queue of `jobs` on the test's database, going by `clock`, which the test moves by hand: a
 * run happens only when the test moves time past its turn, so that none happened in between is
 * seen, not waited for.
 */
async function startQueue(jobs: ScheduledJob[], clock: TestClock, options: Partial<JobQueueOptions> = {}) {
  const queue = createJobQueue(t.deps.db, jobs, { log: quiet, pollingSeconds: 10, clock, ...options });
  started.push(queue);
  await queue.start();
  return queue;
}

/** A job due every minute that records each run with its turn (hh:mm of the clock) in job_probe. */
const probe = (name: string, clock: TestClock): ScheduledJob => ({
  name,
  cron: '* * * * *',
  run: () =>
    t.deps.db.execute(
      sql`insert into job_probe (job, turn) values (${name}, ${new Date(clock.now()).toISOString().slice(11, 16)})`,
    ),
});
const turnsOf = async (job: string) =>
  (
    await rowsOf<{ turn: string }>(
      t.deps.db,
      sql`select turn from job_probe where job = ${job} order by turn`,
    )
  ).map((row) => row.turn);
/** pg-boss's record of a job's runs: one row per turn, with its state and retries. */
const recordsOf = (job: string) =>
  rowsOf<{ state: string; retries: number }>(
    t.deps.db,
    sql`select state, retry_count as retries from pgboss.job where name = ${job} order by created_on`,
  );

describe('the job queue (pg-boss)', () => {
  it('runs a scheduled job once at each turn of its schedule, and never between turns', async () => {
    const clock = new TestClock('2026-03-02T10:00:30Z');
    await startQueue([probe('probe-each-minute', clock)], clock);
    await clock.tick(29 * SECOND);
    expect(await turnsOf('probe-each-minute')).toEqual([]);
    for (const turn of ['10:01', '10:02', '10:03']) {
      await clock.tick(MINUTE);
      await until(async () => (await turnsOf('probe-each-minute')).includes(turn));
    }
    // 10:03:59: the runs of the three turns are all there is
    await until(async () => (await recordsOf('probe-each-minute')).every((run) => run.state === 'completed'));
    expect(await turnsOf('probe-each-minute')).toEqual(['10:01', '10:02', '10:03']);
    expect(await recordsOf('probe-each-minute')).toHaveLength(3);
  });

  it('retries a failed run with growing waits, and the metrics count its runs, failures and retries', async () => {
    const clock = new TestClock('2026-03-02T11:00:30Z');
    const tries: number[] = [];
    const flaky: ScheduledJob = {
      name: 'probe-flaky',
      // once, at 11:01: the retries are all the runs there are
      cron: '1 11 * * *',
      async run() {
        tries.push(clock.now());
        if (tries.length < 3) throw new Error('the database did not answer');
      },
    };
    const retry = { retryLimit: 2, retryDelay: 20 };
    await startQueue([flaky], clock, { tally: t.app.metrics?.jobs, retry });
    for (let moved = 0; tries.length < 3 && moved < 5 * MINUTE; moved += 5 * SECOND)
      await clock.tick(5 * SECOND);
    await until(async () => (await recordsOf('probe-flaky'))[0]?.state === 'completed');

    const [first = 0, second = 0, third = 0] = tries;
    // exponential: about 20 s then about 40 s (with jitter); a fixed delay would wait 20 s twice
    expect(second - first).toBeGreaterThanOrEqual(retry.retryDelay * SECOND);
    expect(third - second).toBeGreaterThanOrEqual(2 * retry.retryDelay * SECOND);
    expect(await recordsOf('probe-flaky')).toEqual([{ state: 'completed', retries: 2 }]);
    const scrape = await t.app.inject({ method: 'GET', url: '/api/system/metrics', headers: bearer(TOKEN) });
    const job = { job: 'probe-flaky' };
    expect(sample(scrape.body, 'academy_job_runs_total', job)).toBe(3);
    expect(sample(scrape.body, 'academy_job_failures_total', job)).toBe(2);
    expect(sample(scrape.body, 'academy_job_retries_total', job)).toBe(2);
  });

  it('when stopped, waits for the run under way, then tells it to stop once the grace is over', async () => {
    const clock = new TestClock('2026-03-02T12:00:30Z');
    const seen: string[] = [];
    const slow: ScheduledJob = {
      name: 'probe-slow',
      cron: '* * * * *',
      run: (signal) =>
        new Promise((resolve) => {
          seen.push('run started');
          signal.addEventListener('abort', () => resolve(seen.push('run told to stop')));
        }),
    };
    const queue = await startQueue([slow], clock, { stopTimeoutMs: SECOND });
    await clock.tick(MINUTE);
    await until(() => seen.length > 0);
    await queue.stop();
    seen.push('queue stopped');
    expect(seen).toEqual(['run started', 'run told to stop', 'queue stopped']);
  });

  it('forgets the schedule of a job the server no longer has', async () => {
    const clock = new TestClock('2026-03-02T13:00:30Z');
    const queue = await startQueue([probe('probe-retired', clock)], clock);
    await queue.stop();
    await startQueue([], clock);
    const schedules = await rowsOf(
      t.deps.db,
      sql`select name from pgboss.schedule where name = 'probe-retired'`,
    );
    expect(schedules).toEqual([]);
  });
});

describe.skipIf(inject('testDatabase').kind !== 'postgres')(
  'the job queue in two instances on one PostgreSQL database',
  () => {
    it('runs each turn of a scheduled job exactly once, in one instance or the other', async () => {
      const clock = new TestClock('2026-03-02T14:00:30Z');
      const ranIn: string[] = [];
      const job = probe('probe-shared', clock);
      const instances = ['a', 'b'].map((instance) => ({
        ...job,
        run: async (signal: AbortSignal, queue: JobSender) => {
          ranIn.push(instance);
          return job.run(signal, queue);
        },
      }));
      // two pg-boss instances, each with its own pool, as two API processes have
      for (const instance of instances) await startQueue([instance], clock, { pollingSeconds: 5 });
      const turns = ['14:01', '14:02', '14:03', '14:04', '14:05', '14:06'];
      for (const turn of turns) {
        await clock.tick(MINUTE);
        await until(async () => (await turnsOf('probe-shared')).includes(turn));
      }
      await until(async () => (await recordsOf('probe-shared')).every((run) => run.state === 'completed'));
      expect(await turnsOf('probe-shared')).toEqual(turns);
      expect(await recordsOf('probe-shared')).toHaveLength(turns.length);
      expect(ranIn).toHaveLength(turns.length);
    });
  },
);
