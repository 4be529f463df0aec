// @ts-check
/**
 * What every scenario's run shares: a log with the elapsed time, the list of steps that undo
 * what the run made (called on success, failure, Ctrl-C, SIGTERM or the hard time limit), a fresh
 * database, the server and a bare hello-world each in a process of their own, and the results
 * file with the machine's
 * description. The scenarios themselves are measured beside the hello-world by
 * lib/beside-hello-world.mjs.
 */
import { fork } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, release, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/api/dist/db/client.js';
import { benchConfig } from './config.mjs';
import { cpuMeter } from './cpu.mjs';
import { createFreshDatabase, dropDatabase, rowsOf } from './database.mjs';

/** The maintenance database of the PostgreSQL server the benches make their databases on. */
export const SERVER_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const RESULTS_DIR = fileURLToPath(new URL('../results/', import.meta.url));

/**
 * @typedef {ReturnType<typeof startRun>} BenchRun
 * @typedef {import('./load.mjs').Target} Target
 */

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
 * A fresh database of this name on the bench's PostgreSQL server, migrated by the app, with a data
 * directory and the app's config for it; the database is dropped and the directory removed at the end.
 * @param {BenchRun} run
 * @param {string} name
 */
export async function openFreshDatabase(run, name) {
  run.log(`creating ${name}`);
  const databaseUrl = await createFreshDatabase(SERVER_URL, name);
  run.cleanups.push(() => dropDatabase(SERVER_URL, name));
  const bench = await openBenchDatabase(run, databaseUrl);
  const start = performance.now();
  await bench.database.migrate();
  return { ...bench, migrateSeconds: Math.round(performance.now() - start) / 1000 };
}

/**
 * An existing database, with a data directory and the app's config for it (the directory is
 * removed at the end, the database is left as it was found).
 * @param {BenchRun} run
 * @param {string} databaseUrl
 */
export async function openBenchDatabase(run, databaseUrl) {
  const dataDir = await mkdtemp(join(tmpdir(), 'academy-bench-'));
  run.cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const database = await openDatabase({ url: databaseUrl });
  run.cleanups.push(() => database.close());
  return {
    databaseUrl,
    databaseName: decodeURIComponent(new URL(databaseUrl).pathname.slice(1)),
    dataDir,
    config: benchConfig(databaseUrl, dataDir),
    database,
  };
}

/** @typedef {Awaited<ReturnType<typeof openBenchDatabase>>} BenchDatabase */

/**
 * The real server (bench/lib/serve.mjs) in a process of its own on loopback, with a CPU meter of
 * that process and of the PostgreSQL backends serving its database; stopped by `stop` or at the
 * end. `env` reaches the server's config (lib/config.mjs), e.g. `{ REPORT_CACHE_SECONDS: '0' }`.
 * @param {BenchRun} run
 * @param {BenchDatabase} bench
 * @param {Record<string, string>} [env]
 */
export async function startServer(run, bench, env = {}) {
  const { port, pid, stop } = await startChild(
    './serve.mjs',
    { ...env, BENCH_DATABASE_URL: bench.databaseUrl, BENCH_DATA_DIR: bench.dataDir },
    run.cleanups,
  );
  const origin = `http://127.0.0.1:${port}`;
  run.log(`server on ${origin}${Object.keys(env).length > 0 ? ` with ${JSON.stringify(env)}` : ''}`);
  /** @type {Target & { stop: () => Promise<void> }} */
  const server = {
    origin,
    pid,
    cpu: cpuMeter({ serverPid: pid, backendPids: backendsOf(bench.database.db, bench.databaseName) }),
    settle: () => untilIdle(bench.database.db, bench.databaseName),
    stop,
  };
  return server;
}

/** Longest wait for the statements left running by a run's abandoned requests. */
const SETTLE_LIMIT_MS = 20_000;

/**
 * Waits until no statement runs on the bench database (autocannon stops at its deadline, leaving
 * the server to finish what was in flight), so that a run does not pay for the one before it.
 * @param {import('../../apps/api/dist/db/client.js').Db} db
 * @param {string} databaseName
 */
async function untilIdle(db, databaseName) {
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  while (Date.now() < deadline) {
    const [busy] = await rowsOf(
      db,
      sql`select count(*)::int as n from pg_stat_activity
        where datname = ${databaseName} and state = 'active' and pid <> pg_backend_pid()`,
    );
    if (Number(busy?.n) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A bare Fastify hello-world (bench/lib/hello.mjs) in a process of its own on loopback: the floor
 * that a route of the real server is read against, measured in the same run on the same machine.
 * @param {BenchRun} run
 * @returns {Promise<Target>}
 */
export async function startHelloWorld(run) {
  const { port, pid } = await startChild('./hello.mjs', {}, run.cleanups);
  return {
    origin: `http://127.0.0.1:${port}`,
    pid,
    cpu: cpuMeter({ serverPid: pid, backendPids: async () => [] }),
  };
}

/**
 * Starts a script of this folder that reports the port it listens on over IPC, and waits for that
 * port; `stop` ends it, and is added to `cleanups` (it does nothing once the script has ended).
 * @param {string} script
 * @param {Record<string, string>} env
 * @param {(() => Promise<void>)[]} cleanups
 */
export async function startChild(script, env, cleanups) {
  const child = fork(fileURLToPath(new URL(script, import.meta.url)), {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  cleanups.push(stop);
  /** @type {number} */
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start within 120 s`)), 120_000);
    child.once('message', (message) => {
      clearTimeout(timer);
      resolve(/** @type {{ port: number }} */ (message).port);
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return { port, pid: /** @type {number} */ (child.pid), stop };
}

/**
 * The PostgreSQL backends serving the bench database, for the CPU meter.
 * @param {import('../../apps/api/dist/db/client.js').Db} db
 * @param {string} databaseName
 */
const backendsOf = (db, databaseName) => async () => {
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
 * The statements flagged slow, in short.
 * @param {any[]} queries
 */
export const slowQueriesOf = (queries) =>
  queries
    .filter((query) => query.slow)
    .map(({ route, what, p99Ms, executionMs, seqScans }) => ({ route, what, p99Ms, executionMs, seqScans }));

/** Where a trial's results go (a short load or a small academy): never beside the real runs' figures. */
export const TRIALS_DIR = join(tmpdir(), 'academy-bench-trials');

/**
 * Writes `results/<scenario>-<day>.json` (a second run on the same day replaces that day's file),
 * or, for a trial, the same name in TRIALS_DIR, so that a try never replaces a real run's figures.
 * @param {BenchRun} run
 * @param {string} scenario
 * @param {string} date ISO date of the run
 * @param {object} report
 * @param {{ trial?: boolean }} [options]
 */
export async function writeReport(run, scenario, date, report, { trial = false } = {}) {
  const dir = trial ? TRIALS_DIR : RESULTS_DIR;
  await mkdir(dir, { recursive: true });
  const file = join(dir, `${scenario}-${date.slice(0, 10)}.json`);
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  run.log(`written ${file}${trial ? ' (a trial: not a figure to record)' : ''}`);
  return file;
}

/**
 * A GET of the API that answers the response's `data`, and fails unless the status is 200, so
 * that a run measuring errors fails instead of reporting them as figures.
 * @param {string} origin
 * @param {Record<string, string>} headers
 */
export const apiGetter = (origin, headers) => async (/** @type {string} */ path) => {
  const response = await fetch(`${origin}${path}`, { headers });
  const body = await response.json();
  if (response.status !== 200)
    throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body)}`);
  return body.data;
};
