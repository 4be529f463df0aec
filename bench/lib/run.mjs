// @ts-check
/**
 * What every scenario's run shares: a log with the elapsed time, the list of steps that undo
 * what the run made (called on success, failure, Ctrl-C, SIGTERM or the hard time limit), the
 * server in a process of its own, and the machine's description for the results.
 */
import { fork } from 'node:child_process';
import { availableParallelism, cpus, release, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { rowsOf } from './database.mjs';

/**
 * Starts a run that gives up after `hardLimitMs`, cleaning up first.
 * @param {number} hardLimitMs
 */
export function startRun(hardLimitMs) {
  const startedAt = Date.now();
  /** @type {(() => Promise<void>)[]} what to undo, last first */
  const cleanups = [];
  let cleaning = false;
  async function cleanUp() {
    if (cleaning) return;
    cleaning = true;
    for (const step of cleanups.reverse()) await step().catch((error) => console.error('cleanup:', error));
  }
  const giveUp = (/** @type {string} */ why, /** @type {number} */ code) => {
    console.error(`bench: ${why}`);
    void cleanUp().finally(() => process.exit(code));
  };
  setTimeout(() => giveUp(`still running after ${hardLimitMs / 1000} s, stopping`, 1), hardLimitMs).unref();
  process.on('SIGINT', () => giveUp('interrupted', 130));
  process.on('SIGTERM', () => giveUp('terminated', 143));
  return {
    startedAt,
    cleanups,
    /** @param {string} message */
    log: (message) => console.log(`[bench ${((Date.now() - startedAt) / 1000).toFixed(1)}s] ${message}`),
    /**
     * Runs the scenario's work, then cleans up whatever happened.
     * @param {() => Promise<void>} work
     */
    async main(work) {
      try {
        await work();
      } catch (error) {
        console.error(error);
        process.exitCode = 1;
      } finally {
        await cleanUp();
      }
    },
    totalSeconds: () => Math.round((Date.now() - startedAt) / 100) / 10,
  };
}

/**
 * Starts bench/lib/serve.mjs and waits for the port it listens on; stopping it is added to `cleanups`.
 * @param {string} databaseUrl
 * @param {string} dataDir
 * @param {(() => Promise<void>)[]} cleanups
 */
export async function startServer(databaseUrl, dataDir, cleanups) {
  const child = fork(fileURLToPath(new URL('./serve.mjs', import.meta.url)), {
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl, BENCH_DATA_DIR: dataDir },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  cleanups.push(async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  });
  /** @type {number} */
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not start within 120 s')), 120_000);
    child.once('message', (message) => {
      clearTimeout(timer);
      resolve(/** @type {{ port: number }} */ (message).port);
    });
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  });
  return { port, pid: /** @type {number} */ (child.pid) };
}

/**
 * The PostgreSQL backends serving the bench database, for the CPU meter.
 * @param {import('../../apps/api/dist/db/client.js').Db} db
 * @param {string} databaseName
 */
export const backendsOf = (db, databaseName) => async () => {
  const rows = await rowsOf(
    db,
    sql`select pid from pg_stat_activity where datname = ${databaseName} and pid <> pg_backend_pid()`,
  );
  return rows.map((row) => Number(row.pid));
};

/** @param {import('../../apps/api/dist/db/client.js').Database} database */
export async function machine(database) {
  const [version] = await rowsOf(database.db, sql`select current_setting('server_version') as v`);
  return {
    nproc: availableParallelism(),
    cpu: cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 1024 ** 3),
    node: process.version,
    os: `${process.platform} ${release()}`,
    postgres: String(version?.v),
  };
}

/**
 * The scenarios' figures as a markdown table.
 * @param {any[]} scenarios
 */
export function printScenarios(scenarios) {
  console.log(
    '\n| scenario | req/s | p50 ms | p97.5 ms | p99 ms | non-2xx | errors | vs baseline | CPU ms/req server + postgres |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const s of scenarios)
    console.log(
      `| ${s.name} | ${Math.round(s.requestsPerSecond)} | ${s.latencyMs.p50} | ${s.latencyMs.p97_5} | ${s.latencyMs.p99} | ${s.non2xx} | ${s.errors + s.timeouts} | ${s.ratioToBaseline} | ${s.cpuMsPerRequest.server} + ${s.cpuMsPerRequest.postgres} |`,
    );
}

/**
 * The statements' plans and timings as a markdown table.
 * @param {any[]} queries
 */
export function printQueries(queries) {
  console.log(
    '\n| route | query | plan ms | exec ms | p50 ms | p99 ms | prepared p50 ms | indexes | seq scans |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|---|---|');
  for (const q of queries)
    console.log(
      `| ${q.route} | ${q.what} | ${q.planningMs} | ${q.executionMs} | ${q.p50Ms} | ${q.p99Ms} | ${q.preparedP50Ms} | ${q.indexes.join(', ')} | ${q.seqScans.join(', ')} |`,
    );
}

/**
 * Each scenario's requests per second against the mean of the baselines measured at the start
 * and at the end of the same run (the machine is shared, so either alone would mislead).
 * @param {any[]} results
 * @param {string} baselineRoute
 */
export function againstBaseline(results, baselineRoute) {
  const baselines = results.filter((result) => result.route === baselineRoute);
  const baseline = baselines.reduce((sum, result) => sum + result.requestsPerSecond, 0) / baselines.length;
  return {
    baseline,
    scenarios: results.map((result) => ({
      ...result,
      ratioToBaseline: Math.round((result.requestsPerSecond / baseline) * 1000) / 1000,
    })),
  };
}
