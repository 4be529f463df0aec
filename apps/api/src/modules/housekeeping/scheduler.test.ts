import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createScheduler, type Job } from './scheduler.js';

/** Collects what the scheduler logs. */
function logged() {
  const lines: { level: string; details: object }[] = [];
  return {
    lines,
    debug: (details: object) => lines.push({ level: 'debug', details }),
    error: (details: object) => lines.push({ level: 'error', details }),
  };
}

/** Waits until `condition` holds; a busy machine may delay timers, so the bound is generous. */
async function until(condition: () => boolean, timeoutMs = 5_000) {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await sleep(5);
  }
}

describe('housekeeping scheduler', () => {
  it('when started, runs each job at once and again after its pause, never two runs of a job together', async () => {
    let runs = 0;
    let running = 0;
    let mostAtOnce = 0;
    const job: Job = {
      name: 'counting',
      everyMs: 5,
      async run() {
        runs++;
        mostAtOnce = Math.max(mostAtOnce, ++running);
        await sleep(10);
        running--;
      },
    };
    const scheduler = createScheduler([job], logged());
    scheduler.start();
    await until(() => runs >= 3);
    await scheduler.stop();
    expect(mostAtOnce).toBe(1);
  });

  it('when stopped, waits for the run under way, tells it to stop, and starts no other', async () => {
    let finished = false;
    let runs = 0;
    const job: Job = {
      name: 'slow',
      everyMs: 1,
      async run(signal) {
        runs++;
        await sleep(50);
        finished = signal.aborted;
      },
    };
    const scheduler = createScheduler([job], logged());
    scheduler.start();
    await until(() => runs === 1);
    await scheduler.stop();
    expect(finished).toBe(true);
    await sleep(20);
    expect(runs).toBe(1);
  });

  it('when a run fails, it is logged and the job runs again at its next turn', async () => {
    let runs = 0;
    const log = logged();
    const job: Job = {
      name: 'flaky',
      everyMs: 5,
      async run() {
        runs++;
        if (runs === 1) throw new Error('database unavailable');
        return 'ok';
      },
    };
    const scheduler = createScheduler([job], log);
    scheduler.start();
    await until(() => runs >= 2);
    await scheduler.stop();
    expect(log.lines[0]).toMatchObject({ level: 'error', details: { job: 'flaky', err: expect.any(Error) } });
    expect(log.lines).toContainEqual({ level: 'debug', details: { job: 'flaky', result: 'ok' } });
  });
});
