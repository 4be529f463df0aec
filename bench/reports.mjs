// @ts-check
/**
 * Load scenario "reports" (issue 13, "Scale"): the large academy of seed:large, the real server on
 * loopback, autocannon at 20 connections against each report page (lib/report-routes.mjs) beside
 * a bare Fastify hello-world measured in the same run, then one download of the detailed xlsx of
 * about a million rows, timed to its first byte and its end while the server's memory is watched.
 * The pages are measured twice in one run, each time by a server of its own: with the report
 * cache as production keeps it (REPORT_CACHE_SECONDS=60) and without it (REPORT_CACHE_SECONDS=0),
 * each pass beside its own hello-world runs. Writes bench/results/reports-<date>.json.
 * Targets: every page p95 under 300 ms; the xlsx's first byte within 1 s and the server's memory
 * growth under 200 MB.
 *
 *   npm run bench:reports                 seeds academy_bench_reports, measures, drops it
 *   npm run bench:reports -- --scale 0.02 the same with 2 % of the people, for a short try
 *   DATABASE_URL=postgres://…/academy_large npm run bench:reports -- --reuse
 *                                         measures an academy seeded by seed:large and leaves it
 *                                         as it was (the bench's sessions are removed, and the
 *                                         report cache emptied)
 *
 * It stops by itself within 25 minutes and sends traffic only over loopback. A route that answers
 * 404 is skipped as not built yet; one that answers another error is skipped and reported.
 */
import { sql } from 'drizzle-orm';
import { isFloor, measureBesideHelloWorld, ofHelloWorld, printScenarios } from './lib/beside-hello-world.mjs';
import { rowsOf } from './lib/database.mjs';
import { measureDownload } from './lib/download.mjs';
import {
  commandOf,
  isTrial,
  LARGE_LOAD,
  largeAcademyOptions,
  openLargeAcademy,
  sessionsOn,
} from './lib/large-academy-run.mjs';
import { DETAILED_DOWNLOAD, REPORT_ROUTES } from './lib/report-routes.mjs';
import { pickSubjects } from './lib/report-subjects.mjs';
import { machine, startHelloWorld, startRun, startServer, writeReport } from './lib/run.mjs';

const DATABASE = 'academy_bench_reports';
const HARD_LIMIT_MS = 25 * 60_000;
const TARGETS = { pageP95Ms: 300, xlsxFirstByteMs: 1000, xlsxServerRssGrowthMiB: 200 };
const DOWNLOAD_TIMEOUT_MS = 4 * 60_000;
const SESSION_AGENT = 'bench-reports';
/** The two passes: the cache as production keeps it (the config's default), then none. */
const CACHE_PASSES = [
  { name: 'with the cache', reportCacheSeconds: 60 },
  { name: 'without the cache', reportCacheSeconds: 0 },
];

const options = largeAcademyOptions();
const run = startRun(HARD_LIMIT_MS);
await run.main(measure);

async function measure() {
  const { log } = run;
  const { bench, data } = await openLargeAcademy(run, DATABASE, options);
  const { database } = bench;
  const subjects = await pickSubjects(database.db);
  log(
    `subjects: ${JSON.stringify({ ...subjects, detailed: { ...subjects.detailed, courseIds: undefined } })}`,
  );

  const signIn = sessionsOn(run, bench, SESSION_AGENT);
  const as = {
    admin: { authorization: await signIn(String(subjects.admin.id)) },
    master: { authorization: await signIn(String(subjects.master.id)) },
    learner: { authorization: await signIn(String(subjects.student.id)) },
  };
  const hello = await startHelloWorld(run);

  const passes = [];
  /** @type {Record<string, unknown> | undefined} */
  let download;
  for (const pass of CACHE_PASSES) {
    // each pass starts with no answer kept, so that what it keeps is its server's own doing
    await database.db.execute(sql`delete from report_cache`);
    const server = await startServer(run, bench, { REPORT_CACHE_SECONDS: String(pass.reportCacheSeconds) });
    log(`pass: ${pass.name}`);
    const pages = await measurePages(server, hello, subjects, as);
    const kept = await answersKept(database.db);
    // proof that the server took REPORT_CACHE_SECONDS: with a cache it keeps answers, without none
    const keeps = pass.reportCacheSeconds > 0;
    if (keeps !== kept > 0)
      throw new Error(
        `the server with REPORT_CACHE_SECONDS=${pass.reportCacheSeconds} kept ${kept} answers in report_cache`,
      );
    passes.push({ ...pass, answersKept: kept, ...pages });
    download ??= await measureDetailedDownload(server, subjects, as.admin);
    await server.stop();
  }

  const date = new Date().toISOString();
  const report = {
    scenario: 'reports',
    date,
    command: commandOf('bench:reports', options),
    machine: await machine(database),
    load: LARGE_LOAD,
    targets: TARGETS,
    data,
    subjects: {
      ...subjects,
      detailed: { ...subjects.detailed, courses: subjects.detailed.courseIds.length, courseIds: undefined },
    },
    passes,
    download: {
      ...DETAILED_DOWNLOAD,
      body: undefined,
      courses: subjects.detailed.courseIds.length,
      measuredIn: CACHE_PASSES[0]?.name,
      ...download,
    },
    totalSeconds: run.totalSeconds(),
  };
  await writeReport(run, 'reports', date, report, { trial: isTrial(options) });
  for (const pass of passes) {
    console.log(
      `\n${pass.name} (REPORT_CACHE_SECONDS=${pass.reportCacheSeconds}), answers kept: ${pass.answersKept}`,
    );
    printScenarios(pass.scenarios);
    for (const skip of pass.skipped) console.log(`skipped: ${skip.name} (${skip.route}): ${skip.reason}`);
  }
  printSideBySide(passes);
}

/**
 * One pass over the report pages: each asked once alone (after a first request), then under load
 * beside the hello-world; a page that does not answer 200 is skipped.
 * @param {import('./lib/load.mjs').Target} server
 * @param {import('./lib/load.mjs').Target} hello
 * @param {import('./lib/report-subjects.mjs').Subjects} subjects
 * @param {Record<import('./lib/report-routes.mjs').Actor, Record<string, string>>} as
 */
async function measurePages(server, hello, subjects, as) {
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
    run.log(`${entry.name}: ${reason} at GET ${path}, skipped`);
    skipped.push({ name: entry.name, route: entry.route, path, reason, body: body.slice(0, 300) });
  }
  const measured = await measureBesideHelloWorld(run, { server, hello }, live, LARGE_LOAD);
  return {
    helloWorldRequestsPerSecond: measured.helloWorldRequestsPerSecond,
    scenarios: measured.scenarios.map((scenario) =>
      isFloor(scenario)
        ? scenario
        : {
            ...scenario,
            aloneMs: aloneMs.get(scenario.name),
            meetsTarget: scenario.latencyMs.p95 < TARGETS.pageP95Ms && scenario.non2xx === 0,
          },
    ),
    skipped,
  };
}

/**
 * How many answers the report cache holds.
 * @param {import('../apps/api/dist/db/client.js').Db} db
 */
async function answersKept(db) {
  const [row] = await rowsOf(db, sql`select count(*)::int as n from report_cache`);
  return Number(row?.n);
}

/**
 * The detailed xlsx, downloaded once while the server's memory is watched.
 * @param {import('./lib/load.mjs').Target} server
 * @param {import('./lib/report-subjects.mjs').Subjects} subjects
 * @param {Record<string, string>} headers
 */
async function measureDetailedDownload(server, subjects, headers) {
  run.log(`download: ${DETAILED_DOWNLOAD.name} of ${subjects.detailed.courseIds.length} courses`);
  const downloaded = await measureDownload(server, {
    method: 'POST',
    path: DETAILED_DOWNLOAD.path,
    headers,
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
  run.log(`download: ${JSON.stringify(download)}`);
  return download;
}

/**
 * Each page with and without the cache, beside the hello-world of its own pass.
 * @param {{ name: string, scenarios: any[] }[]} passes
 */
function printSideBySide(passes) {
  const [cached, uncached] = passes;
  if (!cached || !uncached) return;
  console.log(
    `\n| route | ${cached.name}: alone ms | p95 ms | vs hello-world | ${uncached.name}: alone ms | p95 ms | vs hello-world | under ${TARGETS.pageP95Ms} ms |`,
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---|');
  for (const s of cached.scenarios) {
    const u = uncached.scenarios.find((other) => other.name === s.name);
    console.log(
      `| ${s.name} | ${s.aloneMs ?? ''} | ${s.latencyMs.p95} | ${ofHelloWorld(s)} | ${u?.aloneMs ?? ''} | ${u?.latencyMs.p95 ?? ''} | ${ofHelloWorld(u)} | ${isFloor(s) ? '' : `${s.meetsTarget ? 'yes' : 'no'} / ${u?.meetsTarget ? 'yes' : 'no'}`} |`,
    );
  }
}
