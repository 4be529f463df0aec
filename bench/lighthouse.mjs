// @ts-check
/**
 * Lighthouse as a bench (issue 14): /login signed out, /courses, a course view and the dashboard
 * signed in as the demo student, each in Lighthouse's mobile and desktop presets, against the built app served by
 * the built server with the demo academy (lib/demo-server.mjs). Each page and preset is run
 * `--runs` times and the median run is kept, as Lighthouse advises. The same-run baseline is one
 * run of a static page served by a bare Node http server (lib/static-page.mjs) in each preset, at
 * the start and at the end. Nothing is built here: run `npm run build` first (the npm script does).
 *
 *   npm run bench:lighthouse                        recorded as "latest"
 *   npm run bench:lighthouse -- --label before      recorded under that label
 *   npm run bench:lighthouse -- --runs 1            one run per page and preset (3 by default)
 *   npm run bench:lighthouse -- --port 3900         the app's port (3800 by default)
 *   npm run bench:lighthouse -- --reports /tmp/lh   also keeps each run's whole Lighthouse report
 *
 * Writes bench/results/lighthouse-<date>.json, keeping the other labels already in that day's file,
 * so one file holds a before and an after. Targets: mobile performance 90 or more on each page,
 * cumulative layout shift 0.1 or less, accessibility 100, best practices 95 or more.
 * Sends traffic only over loopback and gives up after 13 minutes (4.5 more for each run past 3).
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg, release, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { signIn, startDemoServer } from './lib/demo-server.mjs';
import {
  CHROMIUM,
  killChromiumAtCleanup,
  lighthouseRun,
  medianFigures,
  PRESETS,
} from './lib/lighthouse-audit.mjs';
import { RESULTS_DIR, startChild, startRun, writeReport } from './lib/run.mjs';

const TARGETS = { mobilePerformance: 90, cumulativeLayoutShift: 0.1, accessibility: 100, bestPractices: 95 };
const STUDENT = { email: 'student@academy.local', password: 'academy-demo' };
/** The built web app the server serves, when not apps/web/dist (a build of another tree, to compare). */
const webDist = process.env.WEB_DIST;
/** Through `npm run bench:lighthouse`, which builds first, or straight with node, which does not. */
const viaNpm = process.env.npm_lifecycle_event === 'bench:lighthouse';

const { values: flags } = parseArgs({
  options: {
    label: { type: 'string', default: 'latest' },
    port: { type: 'string', default: '3800' },
    runs: { type: 'string', default: '3' },
    reports: { type: 'string' },
  },
});
const runs = Math.max(1, Number(flags.runs) || 1);
const run = startRun((13 + 4.5 * Math.max(0, runs - 3)) * 60_000);
await run.main(measure);

async function measure() {
  const { log } = run;
  killChromiumAtCleanup(run);
  const loadBefore = loadavg();
  log('starting the server with the demo academy');
  const origin = await startDemoServer(run, Number(flags.port));
  const { port: staticPort } = await startChild('./static-page.mjs', {}, run.cleanups);
  const baselineUrl = `http://127.0.0.1:${staticPort}/`;
  const session = await signIn(origin, STUDENT);
  const course = await firstCourseOf(origin, session.token);

  const pages = [
    { name: 'login', path: '/login', signedIn: false },
    { name: 'courses', path: '/courses', signedIn: true },
    { name: 'course view', course: course.title, path: `/course/view/${course._id}`, signedIn: true },
    { name: 'dashboard', path: '/', signedIn: true },
  ];
  if (flags.reports) await mkdir(flags.reports, { recursive: true });

  /**
   * @param {string} name
   * @param {string} url
   * @param {{ times: number, session?: { token: string, lang: string } }} how
   */
  const bothPresets = async (name, url, { times, session: signedIn }) => {
    /** @type {Record<string, import('./lib/lighthouse-audit.mjs').PageFigures>} */
    const figures = {};
    for (const preset of PRESETS) {
      const lhrs = [];
      for (let time = 1; time <= times; time++) {
        log(`lighthouse: ${name}, ${preset}${times > 1 ? `, run ${time} of ${times}` : ''}`);
        const fileName = `${name.match(/\w+/g)?.join('-')}-${preset}-${time}.json`;
        const reportFile = flags.reports && join(flags.reports, fileName);
        lhrs.push(await lighthouseRun(url, preset, { session: signedIn, reportFile }));
      }
      figures[preset] = medianFigures(lhrs);
      log(`  median ${JSON.stringify(figures[preset]?.scores)}, cls ${figures[preset]?.cls}`);
    }
    return figures;
  };

  const baselineStart = await bothPresets('baseline (start)', baselineUrl, { times: 1 });
  const measured = [];
  for (const page of pages) {
    const figures = await bothPresets(page.name, `${origin}${page.path}`, {
      times: runs,
      session: page.signedIn ? session : undefined,
    });
    measured.push({ ...page, ...figures, missed: missedTargets(figures) });
  }
  const baselineEnd = await bothPresets('baseline (end)', baselineUrl, { times: 1 });
  const loadAfter = loadavg();

  const date = new Date().toISOString();
  const file = join(RESULTS_DIR, `lighthouse-${date.slice(0, 10)}.json`);
  const earlier = existsSync(file) ? JSON.parse(await readFile(file, 'utf8')) : {};
  const label = flags.label ?? 'latest';
  await writeReport(run, 'lighthouse', date, {
    ...earlier,
    scenario: 'Lighthouse of /login, /courses and a course view in the mobile and desktop presets',
    targets: TARGETS,
    runs: {
      ...earlier.runs,
      [label]: {
        date,
        command: `${webDist ? `WEB_DIST=${webDist} ` : ''}${viaNpm ? 'npm run bench:lighthouse --' : 'node bench/lighthouse.mjs'} --label ${label} --runs ${runs}`,
        runsPerPage: runs,
        machine: machine(),
        loadAverage: { before: loadBefore.map(round2), after: loadAfter.map(round2) },
        chromium: { path: CHROMIUM, userAgent: baselineStart.mobile?.userAgent },
        baseline: { start: baselineStart, end: baselineEnd },
        pages: measured,
        totalSeconds: run.totalSeconds(),
      },
    },
  });
  printTable([
    { name: 'baseline (start)', ...baselineStart },
    ...measured,
    { name: 'baseline (end)', ...baselineEnd },
  ]);
}

/**
 * The first course of the student's list, for the course view.
 * @param {string} origin
 * @param {string} token
 */
async function firstCourseOf(origin, token) {
  const response = await fetch(`${origin}/api/course/list?page=1&limit=10`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = await response.json();
  const first = body.data?.items?.[0];
  if (!first) throw new Error(`the student sees no course: ${response.status} ${JSON.stringify(body)}`);
  return { _id: String(first._id), title: String(first.title?.en ?? first._id) };
}

/**
 * The targets a page misses, and by how much.
 * @param {Record<string, import('./lib/lighthouse-audit.mjs').PageFigures>} figures
 */
function missedTargets(figures) {
  const missed = [];
  for (const [preset, page] of Object.entries(figures)) {
    /** @type {[string, number | null, number, 'at least' | 'at most'][]} */
    const checks = [
      ['accessibility', page.scores.accessibility, TARGETS.accessibility, 'at least'],
      ['best-practices', page.scores.bestPractices, TARGETS.bestPractices, 'at least'],
      ['cls', page.cls, TARGETS.cumulativeLayoutShift, 'at most'],
    ];
    if (preset === 'mobile')
      checks.unshift(['performance', page.scores.performance, TARGETS.mobilePerformance, 'at least']);
    for (const [target, got, want, bound] of checks) {
      const by = got === null ? null : round3(bound === 'at least' ? want - got : got - want);
      if (by === null || by > 0) missed.push({ preset, target, want: `${bound} ${want}`, got, by });
    }
  }
  return missed;
}

function machine() {
  return {
    nproc: availableParallelism(),
    cpu: cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 1024 ** 3),
    node: process.version,
    os: `${process.platform} ${release()}`,
  };
}

/**
 * The figures as a markdown table, with the audits that lower a score.
 * @param {({ name: string } & Record<string, any>)[]} rows
 */
function printTable(rows) {
  console.log(
    '\n| page | preset | perf | a11y | best pr. | seo | LCP ms | TBT ms | CLS | KiB | bench index | audits lowering a score |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const row of rows)
    for (const preset of PRESETS) {
      const f = row[preset];
      const lowering = f.failing
        .filter((/** @type {any} */ a) => a.lowers.length > 0)
        .map((/** @type {any} */ a) => a.id);
      console.log(
        `| ${row.name} | ${preset} | ${f.scores.performance} | ${f.scores.accessibility} | ${f.scores.bestPractices} | ${f.scores.seo} | ${f.lcpMs} | ${f.tbtMs} | ${f.cls} | ${Math.round(f.transferredBytes / 1024)} | ${Math.round(f.benchmarkIndex)} | ${lowering.join(', ')} |`,
      );
    }
}

/** @param {number} value */
function round2(value) {
  return Math.round(value * 100) / 100;
}

/** @param {number} value */
function round3(value) {
  return Math.round(value * 1000) / 1000;
}
