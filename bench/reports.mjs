// @ts-check
/**
 * Load scenario "reports" (issue 13, "Scale"): the large academy of seed:large, the real server on
 * loopback, autocannon at 20 connections against each report page (lib/report-routes.mjs) beside
 * a bare Fastify hello-world measured in the same run, then one download of the detailed xlsx of
 * about a million rows, timed to its first byte and its end while the server's memory is watched.
 * Writes bench/results/reports-<date>.json. Targets: every page p95 under 300 ms; the xlsx's first
 * byte within 1 s and the server's memory growth under 200 MB.
 *
 *   npm run bench:reports                 seeds academy_bench_reports, measures, drops it
 *   DATABASE_URL=postgres://…/academy_large npm run bench:reports -- --reuse
 *                                         measures an academy seeded by seed:large and leaves it
 *                                         as it was (the bench's sessions are removed)
 *
 * It stops by itself within 15 minutes and sends traffic only over loopback. A route that answers
 * 404 is skipped as not built yet; one that answers another error is skipped and reported.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createSession } from '../apps/api/dist/modules/auth/sessions.js';
import { measureDownload } from './lib/download.mjs';
import { DETAILED_DOWNLOAD, REPORT_ROUTES } from './lib/report-routes.mjs';
import { pickSubjects } from './lib/report-subjects.mjs';
import {
  machine,
  measureScenarios,
  openBenchDatabase,
  openFreshDatabase,
  printScenarios,
  startHelloWorld,
  startRun,
  startServer,
  writeReport,
} from './lib/run.mjs';
import { seedLargeAcademy } from './lib/seed-large.mjs';

const DATABASE = 'academy_bench_reports';
const HARD_LIMIT_MS = 15 * 60_000;
/** 20 users at once; each route gets a 2-second warm-up, then 10 measured seconds. */
const LOAD = { connections: 20, seconds: 10, warmupSeconds: 2, markRequests: 0, markWarmup: 0 };
const TARGETS = { pageP95Ms: 300, xlsxFirstByteMs: 1000, xlsxServerRssGrowthMiB: 200 };
const BASELINE_ROUTE = 'GET / (bare Fastify hello-world)';
const DOWNLOAD_TIMEOUT_MS = 4 * 60_000;
const SESSION_AGENT = 'bench-reports';

const { values: flags } = parseArgs({ options: { reuse: { type: 'boolean', default: false } } });
const run = startRun(HARD_LIMIT_MS);
await run.main(measure);

async function measure() {
  const { log, cleanups } = run;
  const bench = flags.reuse
    ? await openBenchDatabase(run, reusedUrl())
    : await openFreshDatabase(run, DATABASE);
  const { database, config } = bench;
  const seed = flags.reuse ? undefined : await seedLargeAcademy(database, bench.databaseUrl);
  if (seed) log(`seeded in ${seed.seconds} s`);
  const subjects = await pickSubjects(database.db);
  log(
    `subjects: ${JSON.stringify({ ...subjects, detailed: { ...subjects.detailed, courseIds: undefined } })}`,
  );

  cleanups.push(async () => {
    await database.db.execute(sql`delete from sessions where user_agent = ${SESSION_AGENT}`);
  });
  const signIn = async (/** @type {string} */ userId) =>
    `Bearer ${await createSession(database.db, config, userId, { userAgent: SESSION_AGENT })}`;
  const as = {
    admin: { authorization: await signIn(String(subjects.admin.id)) },
    master: { authorization: await signIn(String(subjects.master.id)) },
    learner: { authorization: await signIn(String(subjects.student.id)) },
  };

  const server = await startServer(run, bench);
  const hello = await startHelloWorld(run);

  /** @type {import('./lib/load.mjs').Scenario[]} */
  const live = [];
  const skipped = [];
  /** @type {Map<string, number>} each live route's time for one request alone, after a first one */
  const aloneMs = new Map();
  for (const entry of REPORT_ROUTES) {
    const path = entry.path(subjects);
    const ask = () => fetch(`${server.origin}${path}`, { headers: as[entry.as] });
    const response = await ask();
    const body = await response.text();
    if (response.status === 200) {
      const start = performance.now();
      await (await ask()).arrayBuffer();
      aloneMs.set(entry.name, Math.round(performance.now() - start));
      live.push({ name: entry.name, route: entry.route, request: { path, headers: as[entry.as] } });
      continue;
    }
    const reason = response.status === 404 ? 'not built yet (404)' : `answered ${response.status}`;
    log(`${entry.name}: ${reason} at GET ${path}, skipped`);
    skipped.push({ name: entry.name, route: entry.route, path, reason, body: body.slice(0, 300) });
  }

  const baseline = { name: 'hello-world', route: BASELINE_ROUTE, request: { path: '/' }, target: hello };
  const measured = await measureScenarios(
    run,
    server,
    [baseline, ...live, { ...baseline, name: 'hello-world, again' }],
    BASELINE_ROUTE,
    LOAD,
  );
  const scenarios = measured.scenarios.map((scenario) =>
    scenario.route === BASELINE_ROUTE
      ? scenario
      : {
          ...scenario,
          aloneMs: aloneMs.get(scenario.name),
          meetsTarget: scenario.latencyMs.p95 < TARGETS.pageP95Ms && scenario.non2xx === 0,
        },
  );

  log(`download: ${DETAILED_DOWNLOAD.name} of ${subjects.detailed.courseIds.length} courses`);
  const downloaded = await measureDownload(server, {
    method: 'POST',
    path: DETAILED_DOWNLOAD.path,
    headers: as[DETAILED_DOWNLOAD.as],
    body: DETAILED_DOWNLOAD.body(subjects),
    timeoutMs: DOWNLOAD_TIMEOUT_MS,
  });
  const download =
    downloaded.status === 200
      ? {
          ...downloaded,
          meetsTarget:
            downloaded.zip &&
            (downloaded.firstByteMs ?? Infinity) < TARGETS.xlsxFirstByteMs &&
            downloaded.serverRssMiB.growth < TARGETS.xlsxServerRssGrowthMiB,
        }
      : {
          ...downloaded,
          skipped: downloaded.status === 404 ? 'not built yet (404)' : `answered ${downloaded.status}`,
        };
  log(`download: ${JSON.stringify(download)}`);

  const date = new Date().toISOString();
  const report = {
    scenario: 'reports',
    date,
    command: flags.reuse
      ? 'DATABASE_URL=postgres://…/<seeded> npm run bench:reports -- --reuse'
      : 'npm run bench:reports',
    machine: await machine(database),
    load: LOAD,
    targets: TARGETS,
    data: seed
      ? {
          seededBy: 'seed:large (this run)',
          seedSeconds: seed.seconds,
          rows: seed.rows,
          databaseMiB: seed.databaseMiB,
        }
      : { seededBy: 'seed:large (reused)' },
    subjects: {
      ...subjects,
      detailed: { ...subjects.detailed, courses: subjects.detailed.courseIds.length, courseIds: undefined },
    },
    baselineRequestsPerSecond: Math.round(measured.baseline),
    scenarios,
    skipped,
    download: {
      ...DETAILED_DOWNLOAD,
      body: undefined,
      courses: subjects.detailed.courseIds.length,
      ...download,
    },
    totalSeconds: run.totalSeconds(),
  };
  await writeReport(run, 'reports', date, report);
  printScenarios(scenarios);
  console.log(
    `\n| route | alone ms | p95 ms at ${LOAD.connections} users | under ${TARGETS.pageP95Ms} ms |\n|---|---:|---:|---|`,
  );
  for (const s of scenarios)
    if (s.route !== BASELINE_ROUTE)
      console.log(`| ${s.name} | ${s.aloneMs} | ${s.latencyMs.p95} | ${s.meetsTarget ? 'yes' : 'no'} |`);
  for (const skip of skipped) console.log(`skipped: ${skip.name} (${skip.route}): ${skip.reason}`);
}

/** The database of an academy seeded by seed:large, for --reuse. */
function reusedUrl() {
  const url = process.env.DATABASE_URL ?? '';
  if (!/^postgres(ql)?:\/\//.test(url))
    throw new Error('--reuse needs DATABASE_URL=postgres://… of an academy seeded by npm run seed:large');
  return url;
}
