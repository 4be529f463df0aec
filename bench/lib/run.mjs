// @ts-check
/**
 * What every scenario's run shares: a log with the elapsed time, the list of steps that undo
 * what the run made (called on success, failure, Ctrl-C, SIGTERM or the hard time limit), a fresh
 * database, the server and a bare hello-world each in a process of their own, the scenarios run
 * one after the other against a same-run baseline, and the results file with the machine's
 * description.
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
import { LOAD, runScenario } from './load.mjs';

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
 * that process and of the PostgreSQL backends serving its database; stopped at the end.
 * @param {BenchRun} run
 * @param {BenchDatabase} bench
 * @returns {Promise<Target>}
 */
export async function startServer(run, bench) {
  const { port, pid } = await startChild(
    './serve.mjs',
    { BENCH_DATABASE_URL: bench.databaseUrl, BENCH_DATA_DIR: bench.dataDir },
    run.cleanups,
  );
  const origin = `http://127.0.0.1:${port}`;
  run.log(`server on ${origin}`);
  return {
    origin,
    pid,
    cpu: cpuMeter({ serverPid: pid, backendPids: backendsOf(bench.database.db, bench.databaseName) }),
    settle: () => untilIdle(bench.database.db, bench.databaseName),
  };
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
 * port; stopping it is added to `cleanups`.
 * @param {string} script
 * @param {Record<string, string>} env
 * @param {(() => Promise<void>)[]} cleanups
 */
export async function startChild(script, env, cleanups) {
  const child = fork(fileURLToPath(new URL(script, import.meta.url)), {
    env: { ...process.env, ...env },
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
    const timer = setTimeout(() => reject(new Error(`${script} did not start within 120 s`)), 120_000);
    child.once('message', (message) => {
      clearTimeout(timer);
      resolve(/** @type {{ port: number }} */ (message).port);
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return { port, pid: /** @type {number} */ (child.pid) };
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
 * The scenarios' figures as a markdown table.
 * @param {any[]} scenarios
 */
export function printScenarios(scenarios) {
  console.log(
    '\n| scenario | req/s | p50 ms | p95 ms | p99 ms | non-2xx | errors | vs baseline | CPU ms/req server + postgres |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const s of scenarios)
    console.log(
      `| ${s.name} | ${Math.round(s.requestsPerSecond)} | ${s.latencyMs.p50} | ${s.latencyMs.p95} | ${s.latencyMs.p99} | ${s.non2xx} | ${s.errors + s.timeouts} | ${s.ratioToBaseline} | ${s.cpuMsPerRequest.server} + ${s.cpuMsPerRequest.postgres} |`,
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
function againstBaseline(results, baselineRoute) {
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

/**
 * Runs the scenarios one after the other (each against its own target, else `target`), then
 * reads each against the baseline route's runs.
 * @param {BenchRun} run
 * @param {Target} target
 * @param {import('./load.mjs').Scenario[]} scenarios
 * @param {string} baselineRoute
 * @param {typeof LOAD} [load]
 */
export async function measureScenarios(run, target, scenarios, baselineRoute, load = LOAD) {
  const results = [];
  for (const scenario of scenarios) {
    run.log(`load: ${scenario.name}`);
    results.push(await runScenario(scenario.target ?? target, scenario, load));
  }
  return againstBaseline(results, baselineRoute);
}

/**
 * The statements flagged slow, in short.
 * @param {any[]} queries
 */
export const slowQueriesOf = (queries) =>
  queries
    .filter((query) => query.slow)
    .map(({ route, what, p99Ms, executionMs, seqScans }) => ({ route, what, p99Ms, executionMs, seqScans }));

/**
 * Writes `results/<scenario>-<day>.json` (a second run on the same day replaces that day's file).
 * @param {BenchRun} run
 * @param {string} scenario
 * @param {string} date ISO date of the run
 * @param {object} report
 */
export async function writeReport(run, scenario, date, report) {
  await mkdir(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `${scenario}-${date.slice(0, 10)}.json`);
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  run.log(`written ${file}`);
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
