// @ts-check
/**
 * Load scenario "package-commit" (issue 27, decision 0049): the SCORM runtime's commit, the call
 * a package lesson makes on every LMSCommit/Commit and at unload, at 20 connections, on a fresh
 * PostgreSQL database of an academy of 2,000 people, by the bench's server (lib/serve.mjs) beside
 * a bare Fastify hello-world (lib/beside-hello-world.mjs) under the same load. The target: p99
 * under 50 ms; the ratio to the hello-world is recorded.
 *
 * 200 learners each hold an open attempt at a two-SCO SCORM 2004 package lesson; the load goes
 * round them (each commit is one learner's, as in a classroom), every commit a SCO's whole cmi data:
 * incomplete, a location and 4 KB of suspend data that change from one commit to the next, so each
 * is written; one in four also moves the progress measure, which moves the lesson's progress
 * (the module's and the course's with it), as a learner going through the package does.
 * Writes bench/results/package-commit-<date>.json.
 *
 *   npm run bench:package-commit
 *   BENCH_SECONDS=3 npm run bench:package-commit   a short try (a trial: its file goes to /tmp)
 *
 * It stops by itself within 10 minutes, drops its database and sends traffic only over loopback.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { lessonPackages } from '../apps/api/dist/db/schema/index.js';
import { seedEssentials } from '../apps/api/dist/db/seed/essentials.js';
import { newId } from '../apps/api/dist/lib/ids.js';
import { createSession } from '../apps/api/dist/modules/auth/sessions.js';
import { measureBesideHelloWorld, ofHelloWorld, printScenarios } from './lib/beside-hello-world.mjs';
import { LOAD, roundRobin, SHORT_LOAD } from './lib/load.mjs';
import { createRandom } from './lib/random.mjs';
import {
  machine,
  openFreshDatabase,
  startHelloWorld,
  startRun,
  startServer,
  writeReport,
} from './lib/run.mjs';
import { seedPeople } from './lib/seed-people.mjs';

const HARD_LIMIT_MS = 10 * 60_000;
const SCALE = { learners: 2_000 - 301, teams: 5, teamMembers: 10 };
const PLAYERS = 200;
const COMMIT_LOAD = { ...LOAD, connections: 20 };
const TARGET_P99_MS = 50;

const run = startRun(HARD_LIMIT_MS);
await run.main(measure);

async function measure() {
  const { log } = run;
  const bench = await openFreshDatabase(
    run,
    `academy_bench_package_commit_${randomBytes(4).toString('hex')}`,
  );
  const { database, config } = bench;
  const db = database.db;
  await seedEssentials(db);
  const seeded = await seedPeople(db, createRandom(20_261_129), SCALE);
  const packageId = newId();
  await db.insert(lessonPackages).values({
    id: packageId,
    standard: 'scorm2004-4',
    title: 'Bench package',
    units: [
      { id: 'sco-1', title: 'Part 1', launch: 'part1/index.html' },
      { id: 'sco-2', title: 'Part 2', launch: 'part2/index.html' },
    ],
    files: 2,
    bytes: 2000,
  });
  await db.execute(sql`vacuum analyze`);

  const server = await startServer(run, bench);
  const hello = await startHelloWorld(run);
  const bearer = async (/** @type {string} */ userId) => ({
    authorization: `Bearer ${await createSession(db, config, userId, { userAgent: 'bench-package-commit' })}`,
    'content-type': 'application/json',
  });
  const admin = await bearer(seeded.adminId);
  const call = async (
    /** @type {Record<string, string>} */ headers,
    /** @type {string} */ path,
    /** @type {unknown} */ body,
  ) => {
    const response = await fetch(`${server.origin}/api/${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    const answer = await response.json();
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`);
    return answer.data;
  };
  const everyLanguage = (/** @type {string} */ text) => ({ en: text, pt: text, es: text });
  const course = await call(admin, 'course/create', {
    title: everyLanguage('Package course'),
    description: everyLanguage('A course of one package lesson'),
    langs: ['en', 'pt', 'es'],
    status: 'published',
  });
  const content = { package: { en: packageId, pt: packageId, es: packageId } };
  const lesson = await call(admin, 'course/lesson/save', {
    lesson: { courseId: course._id, kind: 'package', title: everyLanguage('Package lesson'), content },
  });

  /** @type {{ headers: Record<string, string>, attemptId: string, commits: number }[]} */
  const players = [];
  for (const learner of seeded.learners.filter((one) => one.enabled).slice(0, PLAYERS)) {
    const headers = await bearer(learner.id);
    const play = await call(headers, 'package-attempts/open', {
      courseId: course._id,
      lessonId: lesson._id,
      lang: 'en',
    });
    players.push({ headers, attemptId: play.standing.attemptId, commits: 0 });
  }
  log(`${players.length} learners hold an open attempt`);

  const suspendData = randomBytes(3000).toString('base64');
  const commitOf = (/** @type {(typeof players)[number]} */ player) => {
    player.commits += 1;
    const n = player.commits;
    const measure = process.env.MOVE ? Math.min(0.99, Math.floor(n / 4) / 1000) : 0.2;
    return {
      path: `/api/package-attempts/${player.attemptId}/commit`,
      headers: player.headers,
      body: JSON.stringify({
        unitId: n % 2 === 0 ? 'sco-1' : 'sco-2',
        cmi: {
          completion_status: 'incomplete',
          success_status: 'unknown',
          location: `page-${n}`,
          progress_measure: String(measure),
          suspend_data: `${n}:${suspendData}`,
          session_time: `PT${n}S`,
          total_time: `PT${n}S`,
        },
      }),
    };
  };
  const first = commitOf(/** @type {(typeof players)[number]} */ (players[0]));
  const sample = await fetch(`${server.origin}${first.path}`, {
    method: 'POST',
    headers: first.headers,
    body: first.body,
  });
  if (sample.status !== 200) throw new Error(`a commit was refused: ${sample.status} ${await sample.text()}`);

  /** @type {import('./lib/load.mjs').Scenario[]} */
  const scenarios = [
    {
      name: 'package commit',
      route: 'POST /api/package-attempts/:attemptId/commit',
      request: { method: 'POST', path: first.path, setupRequest: roundRobin(players, commitOf) },
    },
  ];
  const measured = await measureBesideHelloWorld(run, { server, hello }, scenarios, COMMIT_LOAD);
  const commit = measured.scenarios.find((scenario) => scenario.name === 'package commit');
  const date = new Date().toISOString();
  await writeReport(
    run,
    'package-commit',
    date,
    {
      scenario: 'package-commit',
      date,
      command: `${process.env.BENCH_SECONDS ? `BENCH_SECONDS=${process.env.BENCH_SECONDS} ` : ''}npm run bench:package-commit`,
      machine: await machine(database),
      load: COMMIT_LOAD,
      server: 'bench/lib/serve.mjs (buildApp, NODE_ENV=production)',
      targets: { commitP99MsBelow: TARGET_P99_MS },
      data: {
        people: SCALE.learners + 301,
        learnersCommitting: players.length,
        suspendDataBytes: suspendData.length,
      },
      helloWorldRequestsPerSecond: measured.helloWorldRequestsPerSecond,
      commit: commit && {
        p99Ms: commit.latencyMs.p99,
        requestsPerSecond: commit.requestsPerSecond,
        ratioToHelloWorld: commit.ratioToHelloWorld,
        meetsTarget: commit.latencyMs.p99 < TARGET_P99_MS && commit.non2xx === 0 && commit.errors === 0,
      },
      scenarios: measured.scenarios,
      totalSeconds: run.totalSeconds(),
    },
    { trial: SHORT_LOAD },
  );
  printScenarios(measured.scenarios);
  if (commit)
    console.log(
      `\ncommit p99 ${commit.latencyMs.p99} ms (target < ${TARGET_P99_MS}), ${Math.round(commit.requestsPerSecond)} req/s, ${ofHelloWorld(commit)} of the hello-world`,
    );
}
