// @ts-check
/**
 * Cold start (issue 14): the time from spawning `node apps/api/dist/server.js` to the first 200
 * of GET /api/system/health, on a PostgreSQL database that is already migrated and on a PGlite
 * data directory that already exists, beside a bare Fastify hello-world's own cold start
 * (lib/hello.mjs, spawn to its first 200) measured in the same run, with the CPU time each process
 * had used by then (user + system, all its threads: steadier than the wall time on a shared
 * machine, and above it where work ran in parallel). Also times two parts of the
 * start on their own: Node alone (`node -e 0`, spawn to exit) and loading the app's modules
 * (spawn, import dist/app.js, exit). Every kind is started once unrecorded, then the kinds take
 * turns for `--runs` rounds, so that the machine's load weighs on each alike.
 *
 *   npm run bench:cold-start                       5 rounds, recorded as "latest"
 *   npm run bench:cold-start -- --label before     recorded under that label
 *   npm run bench:cold-start -- --label after --before /tmp/academy-before
 *                        also starts that checkout's built server (`git archive <commit>` with
 *                        node_modules linked and `tsc -b packages/domain apps/api` run in it)
 *                        in the same rounds, so a change is read against the code before it
 *                        on the machine as it is now
 *
 * Writes bench/results/cold-start-<date>.json, keeping the other labels already in that day's
 * file, so one file holds a before and an after. Targets: 1 s on PostgreSQL, 1.5 s on PGlite.
 * Sends traffic only over loopback and gives up after 15 minutes.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { seedEssentials } from '../apps/api/dist/db/seed/essentials.js';
import { cpuSecondsOf } from './lib/cpu.mjs';
import { machine, openFreshDatabase, RESULTS_DIR, startRun, writeReport } from './lib/run.mjs';

const REPO = fileURLToPath(new URL('../', import.meta.url));
const SERVER = 'apps/api/dist/server.js';
const HELLO = 'bench/lib/hello.mjs';
const APP_MODULE = new URL('../apps/api/dist/app.js', import.meta.url).href;
const DATABASE = 'academy_bench_cold_start';
const HARD_LIMIT_MS = 15 * 60_000;
const START_LIMIT_MS = 120_000;
const POLL_MS = 5;
const TARGETS = { postgresMs: 1000, pgliteMs: 1500 };

const { values: flags } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    label: { type: 'string', default: 'latest' },
    before: { type: 'string' },
  },
});
const rounds = Number(flags.runs);
const run = startRun(HARD_LIMIT_MS);
await run.main(measure);

async function measure() {
  const { log, cleanups } = run;
  const bench = await openFreshDatabase(run, DATABASE);
  await seedEssentials(bench.database.db);

  // the server's own first start makes the PGlite data directory (migrated, essentials seeded)
  const pgliteDir = await mkdtemp(join(tmpdir(), 'academy-cold-start-'));
  cleanups.push(() => rm(pgliteDir, { recursive: true, force: true }));
  const env = { NODE_ENV: 'production', LOG_LEVEL: 'info', HOST: '127.0.0.1' };
  const kinds = {
    hello: () => startToFirst200(HELLO, {}, '/'),
    postgres: () =>
      startToFirst200(SERVER, { ...env, DATABASE_URL: bench.databaseUrl, DATA_DIR: bench.dataDir }),
    pglite: () => startToFirst200(SERVER, { ...env, DATABASE_URL: '', DATA_DIR: pgliteDir }),
    ...(flags.before && {
      postgresBefore: () =>
        startToFirst200(
          SERVER,
          { ...env, DATABASE_URL: bench.databaseUrl, DATA_DIR: bench.dataDir },
          undefined,
          flags.before,
        ),
      pgliteBefore: () =>
        startToFirst200(SERVER, { ...env, DATABASE_URL: '', DATA_DIR: pgliteDir }, undefined, flags.before),
    }),
    nodeAlone: () => spawnToExit(['-e', '0']),
    appModules: () =>
      spawnToExit(['--input-type=module', '-e', `await import(${JSON.stringify(APP_MODULE)})`]),
  };
  log('making the PGlite data directory with a first start');
  log(`first start on a new PGlite data directory: ${(await kinds.pglite()).ms} ms`);

  const loadBefore = loadavg();
  log('one unrecorded start of each kind');
  for (const start of Object.values(kinds)) await start();
  /** @type {Record<string, { ms: number, cpuMs?: number }[]>} */
  const starts = Object.fromEntries(Object.keys(kinds).map((kind) => [kind, []]));
  for (let round = 1; round <= rounds; round++) {
    for (const [kind, start] of Object.entries(kinds)) starts[kind]?.push(await start());
    const last = Object.fromEntries(Object.entries(starts).map(([kind, runs]) => [kind, runs.at(-1)]));
    log(`round ${round}: ${JSON.stringify(last)}`);
  }
  const loadAfter = loadavg();

  /** @type {Record<string, { medianMs: number, runsMs: number[], medianCpuMs?: number, cpuMs?: number[] }>} */
  const summary = Object.fromEntries(
    Object.entries(starts).map(([kind, runs]) => {
      const wall = runs.map((start) => start.ms);
      const cpu = runs.flatMap((start) => (start.cpuMs === undefined ? [] : [start.cpuMs]));
      return [
        kind,
        {
          medianMs: median(wall),
          runsMs: wall,
          ...(cpu.length > 0 && { medianCpuMs: median(cpu), cpuMs: cpu }),
        },
      ];
    }),
  );
  const wallOf = (/** @type {string} */ kind) => summary[kind]?.medianMs ?? 0;
  const pg = wallOf('postgres');
  const pglite = wallOf('pglite');
  const hello = wallOf('hello');
  const date = new Date().toISOString();
  const measured = {
    date,
    command: `npm run bench:cold-start -- --runs ${rounds} --label ${flags.label}${flags.before ? ` --before ${flags.before}` : ''}`,
    webAppServed: existsSync(join(REPO, 'apps/web/dist/index.html')),
    loadAverage: { before: loadBefore.map(round2), after: loadAfter.map(round2) },
    ...summary,
    overHello: { postgresMs: pg - hello, pgliteMs: pglite - hello },
    againstTargets: {
      postgres: {
        targetMs: TARGETS.postgresMs,
        medianMs: pg,
        missedByMs: Math.max(0, pg - TARGETS.postgresMs),
      },
      pglite: {
        targetMs: TARGETS.pgliteMs,
        medianMs: pglite,
        missedByMs: Math.max(0, pglite - TARGETS.pgliteMs),
      },
    },
  };

  const file = join(RESULTS_DIR, `cold-start-${date.slice(0, 10)}.json`);
  const earlier = existsSync(file) ? JSON.parse(await readFile(file, 'utf8')) : {};
  await writeReport(run, 'cold-start', date, {
    scenario: 'cold start: spawn of node apps/api/dist/server.js to the first 200 of /api/system/health',
    machine: await machine(bench.database),
    targets: TARGETS,
    runs: { ...earlier.runs, [flags.label]: measured },
  });
  console.log('\n| kind | median ms | runs ms | median CPU ms |\n|---|---:|---|---:|');
  for (const [kind, { medianMs, runsMs, medianCpuMs }] of Object.entries(summary))
    console.log(`| ${kind} | ${medianMs} | ${runsMs.join(', ')} | ${medianCpuMs ?? ''} |`);
  console.log(
    `\nPostgreSQL ${pg} ms (target ${TARGETS.postgresMs}), PGlite ${pglite} ms (target ${TARGETS.pgliteMs}), hello-world ${hello} ms`,
  );
}

/**
 * Spawns `script` on a free loopback port and polls `path` until it answers 200; resolves the
 * milliseconds from the spawn to that answer and the CPU the process had used by then, once the
 * process has been stopped again.
 * @param {string} script
 * @param {Record<string, string>} env
 * @param {string} [path]
 * @param {string} [checkout] the folder the script's path is read from (this repository by default)
 */
async function startToFirst200(script, env, path = '/api/system/health', checkout = REPO) {
  const port = String(await freePort());
  const started = performance.now();
  const child = spawn(process.execPath, [script], {
    cwd: checkout,
    env: { ...process.env, ...env, PORT: port, HELLO_PORT: port },
    stdio: 'ignore',
  });
  const exited = once(child, 'exit');
  try {
    const deadline = started + START_LIMIT_MS;
    while (performance.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
      const response = await fetch(`http://127.0.0.1:${port}${path}`).catch(() => undefined);
      if (response?.status === 200)
        return {
          ms: Math.round(performance.now() - started),
          cpuMs: Math.round(cpuSecondsOf(/** @type {number} */ (child.pid)) * 1000),
        };
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    throw new Error(`${script} did not answer 200 within ${START_LIMIT_MS} ms`);
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  }
}

/**
 * The milliseconds from spawning `node <args>` to its exit.
 * @param {string[]} args
 */
async function spawnToExit(args) {
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: REPO, stdio: 'ignore' });
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`node ${args.join(' ')} exited with ${code}`);
  return { ms: Math.round(performance.now() - started) };
}

async function freePort() {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  await once(probe, 'close');
  return typeof address === 'object' && address ? address.port : 0;
}

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : Math.round(((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2);
}

/** @param {number} value */
function round2(value) {
  return Math.round(value * 100) / 100;
}
