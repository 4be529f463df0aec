/** Work an instance repeats in the background; `run` ends early once `signal` is aborted. */
export interface Job {
  name: string;
  /** the pause between the end of one run and the start of the next */
  everyMs: number;
  run(signal: AbortSignal): Promise<unknown>;
}

export interface JobLog {
  debug(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Told how each run ended (the metrics count runs and failures per job). */
export interface JobTally {
  ran(job: string): void;
  failed(job: string): void;
}

const NO_TALLY: JobTally = { ran: () => {}, failed: () => {} };

export interface Scheduler {
  start(): void;
  /** No new runs; resolves once the runs under way have finished. */
  stop(): Promise<void>;
}

/**
 * Runs each job right away and then again `everyMs` after each run ends, so a run never
 * overlaps the previous one of its instance (taking turns with other instances is the job's
 * own lock). A failed run is logged and the job carries on at its next turn.
 */
export function createScheduler(jobs: readonly Job[], log: JobLog, tally: JobTally = NO_TALLY): Scheduler {
  const stopping = new AbortController();
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();

  function runLater(job: Job, delayMs: number) {
    if (stopping.signal.aborted) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      const run = job
        .run(stopping.signal)
        .then((result) => log.debug({ job: job.name, result }, 'housekeeping job ran'))
        .catch((error: unknown) => {
          tally.failed(job.name);
          log.error({ job: job.name, err: error }, 'housekeeping job failed');
        })
        .finally(() => {
          tally.ran(job.name);
          running.delete(run);
          runLater(job, job.everyMs);
        });
      running.add(run);
    }, delayMs);
    // the schedule alone never keeps the process alive
    timer.unref();
    timers.add(timer);
  }

  return {
    start() {
      for (const job of jobs) runLater(job, 0);
    },
    async stop() {
      stopping.abort();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all(running);
    },
  };
}
