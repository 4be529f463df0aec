// @ts-check
/**
 * Load scenario "api-tokens" (decision 0040): the same call made with an API token and with an
 * admin's session token, in one run, on a fresh PostgreSQL database of an academy of 20,000
 * people, by the bench's server (lib/serve.mjs) beside a bare Fastify hello-world
 * (lib/beside-hello-world.mjs). The target of the issue: a call made with an API token costs no
 * more than the same call with a session. Its statement count is the same (a test counts them:
 * apps/api/src/modules/api-tokens/api-tokens.test.ts); this bench records the throughput and
 * latency of each, read as a ratio token / session.
 *
 * Two calls, each measured eight times in the order session, token, token, session, twice, so that
 * a drift of the shared machine weighs on both alike; each side's figure is the mean of its four
 * runs, and the spread of the session's four tells how far a figure moves by itself in this run:
 * - `GET /api/user/list?limit=10`, the admin's first page of people (`users:read`);
 * - `GET /api/user/get/:id`, one person as the edit form shows him (`users:read`), a lighter
 *   call in which the access hook is a larger share.
 * The token holds only `users:read`; its rate limit (600 a minute by default) is lifted to
 * 1,000,000 a minute for the run, so every request is counted by the limiter and none refused.
 * Writes bench/results/api-tokens-<date>.json.
 *
 *   npm run bench:api-tokens
 *   BENCH_SECONDS=3 npm run bench:api-tokens   a short try (a trial: its file goes to /tmp)
 *
 * It stops by itself within 10 minutes, drops its database and sends traffic only over loopback.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { seedEssentials } from '../apps/api/dist/db/seed/essentials.js';
import { createSession } from '../apps/api/dist/modules/auth/sessions.js';
import { measureBesideHelloWorld, ofHelloWorld, printScenarios } from './lib/beside-hello-world.mjs';
import { LOAD, SHORT_LOAD } from './lib/load.mjs';
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
const SCALE = { learners: 20_000 - 301, teams: 50, teamMembers: 40 };
const TOKEN_REQUESTS_PER_MINUTE = '1000000';
/**
 * Each call's runs, in this order: session, token, token, session, twice, so that a drift of the
 * shared machine weighs on both alike.
 * @type {('session' | 'token')[]}
 */
const ORDER = ['session', 'token', 'token', 'session', 'session', 'token', 'token', 'session'];
/** "No more than the session": the token's req/s at least this share of the session's. */
const TARGET_MIN_RATIO = 0.95;

const run = startRun(HARD_LIMIT_MS);
await run.main(measure);

async function measure() {
  const { log } = run;
  const bench = await openFreshDatabase(run, `academy_bench_api_tokens_${randomBytes(4).toString('hex')}`);
  const { database, config } = bench;
  const db = database.db;
  await seedEssentials(db);
  const seeded = await seedPeople(db, createRandom(20_261_128), SCALE);
  await db.execute(sql`vacuum analyze`);
  log(`seeded ${SCALE.learners + 301} people`);

  const server = await startServer(run, bench, { API_TOKEN_REQUESTS_PER_MINUTE: TOKEN_REQUESTS_PER_MINUTE });
  const hello = await startHelloWorld(run);
  const session = {
    authorization: `Bearer ${await createSession(db, config, seeded.adminId, { userAgent: 'bench-api-tokens' })}`,
  };
  const created = await fetch(`${server.origin}/api/api-token/create`, {
    method: 'POST',
    headers: { ...session, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench: users read', scopes: ['users:read'], days: 1 }),
  });
  const createdBody = await created.json();
  if (created.status !== 200)
    throw new Error(`the token was refused: ${created.status} ${JSON.stringify(createdBody)}`);
  const token = { authorization: `Bearer ${createdBody.data.token}` };

  const person = seeded.learners[Math.floor(seeded.learners.length / 2)];
  if (!person) throw new Error('no learner seeded');
  const calls = [
    { name: 'user list, first page', route: 'GET /api/user/list?limit=10', path: '/api/user/list?limit=10' },
    { name: 'one person', route: 'GET /api/user/get/:id', path: `/api/user/get/${person.id}` },
  ];
  // the same answer either way: the token acts with the rights of the admin who made it
  for (const call of calls) {
    const answerTo = async (/** @type {Record<string, string>} */ headers) => {
      const response = await fetch(`${server.origin}${call.path}`, { headers });
      return { status: response.status, body: await response.text() };
    };
    const bySession = await answerTo(session);
    const byToken = await answerTo(token);
    if (bySession.status !== 200 || byToken.status !== 200 || bySession.body !== byToken.body)
      throw new Error(
        `${call.name}: session ${bySession.status}, token ${byToken.status}, same answer: ${bySession.body === byToken.body}`,
      );
  }
  log('each call answers the same with the session and the token');

  /** @type {import('./lib/load.mjs').Scenario[]} */
  const scenarios = calls.flatMap((call) => {
    const turns = { session: 0, token: 0 };
    return ORDER.map((by) => {
      turns[by] += 1;
      return {
        name: `${call.name}, ${by} ${turns[by]}`,
        route: call.route,
        request: { path: call.path, headers: by === 'session' ? session : token },
      };
    });
  });
  const measured = await measureBesideHelloWorld(run, { server, hello }, scenarios);
  const comparisons = calls.map((call) => compare(call, measured.scenarios));

  const date = new Date().toISOString();
  await writeReport(
    run,
    'api-tokens',
    date,
    {
      scenario: 'api-tokens',
      date,
      command: `${process.env.BENCH_SECONDS ? `BENCH_SECONDS=${process.env.BENCH_SECONDS} ` : ''}npm run bench:api-tokens`,
      machine: await machine(database),
      load: LOAD,
      server: `bench/lib/serve.mjs (buildApp, NODE_ENV=production), API_TOKEN_REQUESTS_PER_MINUTE=${TOKEN_REQUESTS_PER_MINUTE}`,
      token: { scopes: ['users:read'] },
      targets: {
        tokenToSessionRequestsPerSecondAtLeast: TARGET_MIN_RATIO,
        note: 'the same statement count is a test (api-tokens.test.ts); here the throughput of the same call, token / session, in one run',
      },
      data: { people: SCALE.learners + 301 },
      helloWorldRequestsPerSecond: measured.helloWorldRequestsPerSecond,
      comparisons,
      scenarios: measured.scenarios,
      totalSeconds: run.totalSeconds(),
    },
    { trial: SHORT_LOAD },
  );
  printScenarios(measured.scenarios);
  console.log(
    '\n| call | session req/s | token req/s | token / session | session p99 ms | token p99 ms | CPU token / session | session runs apart | meets |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const c of comparisons)
    console.log(
      `| ${c.call} | ${c.session.requestsPerSecond} (${ofHelloWorld(c.session)}) | ${c.token.requestsPerSecond} (${ofHelloWorld(c.token)}) | ${c.requestsPerSecondRatio} | ${c.session.p99Ms} | ${c.token.p99Ms} | ${c.cpuRatio} | ${c.sessionRunsApartPercent} % | ${c.meetsTarget ? 'yes' : 'no'} |`,
    );
}

/**
 * One call's token runs against its session runs: the mean of each side's four runs.
 * @param {{ name: string, route: string }} call
 * @param {any[]} results
 */
function compare(call, results) {
  const runsOf = (/** @type {string} */ by) =>
    results.filter((result) => result.name.startsWith(`${call.name}, ${by} `));
  const side = (/** @type {string} */ by) => {
    const runs = runsOf(by);
    const mean = (/** @type {(result: any) => number} */ pick) =>
      runs.reduce((sum, result) => sum + pick(result), 0) / runs.length;
    return {
      requestsPerSecond: Math.round(mean((result) => result.requestsPerSecond)),
      ratioToHelloWorld: Math.round(mean((result) => result.ratioToHelloWorld) * 10_000) / 10_000,
      p50Ms: mean((result) => result.latencyMs.p50),
      p99Ms: mean((result) => result.latencyMs.p99),
      cpuMsPerRequest: {
        server: Math.round(mean((result) => result.cpuMsPerRequest.server) * 1000) / 1000,
        postgres: Math.round(mean((result) => result.cpuMsPerRequest.postgres) * 1000) / 1000,
      },
      non2xx: runs.reduce((sum, result) => sum + result.non2xx, 0),
      runs: runs.map((result) => result.requestsPerSecond),
    };
  };
  const session = side('session');
  const token = side('token');
  const ratio = Math.round((token.requestsPerSecond / session.requestsPerSecond) * 1000) / 1000;
  const cpuOf = (/** @type {{ cpuMsPerRequest: { server: number, postgres: number } }} */ figures) =>
    figures.cpuMsPerRequest.server + figures.cpuMsPerRequest.postgres;
  return {
    call: call.route,
    session,
    token,
    requestsPerSecondRatio: ratio,
    p99Ratio: session.p99Ms > 0 ? Math.round((token.p99Ms / session.p99Ms) * 1000) / 1000 : null,
    /** CPU per request, server + PostgreSQL, token / session */
    cpuRatio: Math.round((cpuOf(token) / cpuOf(session)) * 1000) / 1000,
    /** how far the session's own runs are apart (highest - lowest) / highest: what a figure moves by itself in this run */
    sessionRunsApartPercent:
      Math.round(
        ((Math.max(...session.runs) - Math.min(...session.runs)) / Math.max(...session.runs, 1)) * 1000,
      ) / 10,
    meetsTarget: ratio >= TARGET_MIN_RATIO && session.non2xx === 0 && token.non2xx === 0,
  };
}
