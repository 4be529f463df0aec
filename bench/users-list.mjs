// @ts-check
/**
 * Load scenario "users list": a fresh PostgreSQL database with 50,000 people, the real server on
 * loopback, autocannon against the admin's user list (first page, a page reached by cursor, the
 * last page, the students tab's last page) and the tab counters beside a bare Fastify hello-world
 * measured in the same run (lib/beside-hello-world.mjs), and
 * EXPLAIN (ANALYZE, BUFFERS) of their statements. The first and the last page should cost the
 * same: keyset paging reads `limit + 1` rows from either end of users(created_at, id). The count
 * of a page and the tab counters read the partial indexes `users_counted_idx` (all people) and
 * `users_counted_scope_idx` (by distributor); the pages and the counters are measured again in
 * the same run with them dropped, as they were before them.
 * Writes bench/results/users-list-<date>.json. Run it with `npm run bench:users`
 * (`BENCH_DATABASE` names the database it creates); it stops by itself within minutes.
 */
import { sql } from 'drizzle-orm';
import { seedEssentials } from '../apps/api/dist/db/seed/essentials.js';
import { createSession } from '../apps/api/dist/modules/auth/sessions.js';
import { measureBesideHelloWorld, printScenarios } from './lib/beside-hello-world.mjs';
import { rowsOf } from './lib/database.mjs';
import { explainRoutes } from './lib/explain.mjs';
import { LOAD, SHORT_LOAD } from './lib/load.mjs';
import { createRandom } from './lib/random.mjs';
import {
  apiGetter,
  machine,
  openFreshDatabase,
  printQueries,
  slowQueriesOf,
  startHelloWorld,
  startRun,
  startServer,
  writeReport,
} from './lib/run.mjs';
import { seedPeople } from './lib/seed-people.mjs';

const DATABASE = process.env.BENCH_DATABASE ?? 'academy_bench_users';
/** The partial indexes that make a page's count and the tab counters index-only scans (migration 0012). */
const COUNTED_INDEXES = ['users_counted_idx', 'users_counted_scope_idx'];
/** 50,000 people: the learners, plus seedPeople's 300 masters and one admin. */
const PEOPLE = 50_000;
const SCALE = { learners: PEOPLE - 301, teams: 50, teamMembers: 40 };
const PAGE = 10;
/** The scenarios measured again without the counted indexes (beside the hello-world again). */
const COUNTED_SCENARIOS = [
  'user list, first page',
  'user list, last page',
  'students tab, last page',
  'tab counters',
];

const run = startRun(9 * 60_000);
await run.main(measure);

async function measure() {
  const { log } = run;
  const bench = await openFreshDatabase(run, DATABASE);
  const { database, config } = bench;
  const seedStart = performance.now();
  await seedEssentials(database.db);
  const people = await seedPeople(database.db, createRandom(20_261_125), SCALE);
  await database.db.execute(sql`vacuum analyze`);
  const seedSeconds = Math.round(performance.now() - seedStart) / 1000;
  const [counted] = await rowsOf(database.db, sql`select count(*)::int as n from users`);
  const users = Number(counted?.n);
  log(`seeded ${users} people in ${seedSeconds} s`);

  const adminToken = await createSession(database.db, config, people.adminId, { userAgent: 'bench' });
  const server = await startServer(run, bench);
  const hello = await startHelloWorld(run);

  const headers = { authorization: `Bearer ${adminToken}` };
  const probes = await probeResponses(server.origin, headers, users);
  log(`responses checked: ${JSON.stringify(probes.summary)}`);
  const urls = {
    first: `/api/user/list?limit=${PAGE}`,
    second: `/api/user/list?limit=${PAGE}&cursor=${probes.next}`,
    last: `/api/user/list?limit=${PAGE}&jump=last`,
    studentsLast: `/api/user/list?limit=${PAGE}&type=student&jump=last`,
    counters: '/api/user/get-tabs-counters',
  };
  /** @type {import('./lib/load.mjs').Scenario[]} */
  const scenarios = [
    { name: 'user list, first page', route: `GET ${urls.first}`, request: { path: urls.first, headers } },
    { name: 'user list, last page', route: `GET ${urls.last}`, request: { path: urls.last, headers } },
    {
      name: 'user list, second page (cursor)',
      route: 'GET /api/user/list?limit=10&cursor=…',
      request: { path: urls.second, headers },
    },
    {
      name: 'students tab, last page',
      route: `GET ${urls.studentsLast}`,
      request: { path: urls.studentsLast, headers },
    },
    { name: 'tab counters', route: `GET ${urls.counters}`, request: { path: urls.counters, headers } },
  ];
  const { helloWorldRequestsPerSecond, scenarios: scenarioResults } = await measureBesideHelloWorld(
    run,
    { server, hello },
    scenarios,
  );
  const rate = (/** @type {string} */ name) =>
    scenarioResults.find((s) => s.name === name)?.requestsPerSecond ?? 0;

  log('explain');
  const queries = await explainRoutes(config, [
    { name: 'user list, first page', url: urls.first, token: adminToken },
    { name: 'user list, last page', url: urls.last, token: adminToken },
    { name: 'students tab, last page', url: urls.studentsLast, token: adminToken },
    { name: 'tab counters', url: urls.counters, token: adminToken },
  ]);

  log(`without ${COUNTED_INDEXES.join(' and ')}, as before them`);
  for (const index of COUNTED_INDEXES) await database.db.execute(sql`drop index ${sql.identifier(index)}`);
  await database.db.execute(sql`analyze users`);
  const withoutIndex = await measureBesideHelloWorld(
    run,
    { server, hello },
    scenarios.filter((scenario) => COUNTED_SCENARIOS.includes(scenario.name)),
  );
  const queriesWithoutIndex = await explainRoutes(config, [
    { name: 'user list, first page', url: urls.first, token: adminToken },
    { name: 'tab counters', url: urls.counters, token: adminToken },
  ]);

  const date = new Date().toISOString();
  const report = {
    scenario: 'users-list',
    date,
    command: `${process.env.BENCH_DATABASE ? `BENCH_DATABASE=${DATABASE} ` : ''}npm run bench:users`,
    machine: await machine(database),
    load: LOAD,
    helloWorldRequestsPerSecond,
    data: { users, scale: SCALE, seedSeconds },
    probes: probes.summary,
    lastVsFirst: Math.round((rate('user list, last page') / rate('user list, first page')) * 1000) / 1000,
    scenarios: scenarioResults,
    queries,
    slowQueries: slowQueriesOf(queries),
    withoutCountedIndex: {
      note: `the same run with ${COUNTED_INDEXES.join(' and ')} dropped: how the pages and counters cost before them`,
      helloWorldRequestsPerSecond: withoutIndex.helloWorldRequestsPerSecond,
      scenarios: withoutIndex.scenarios,
      queries: queriesWithoutIndex,
    },
    totalSeconds: run.totalSeconds(),
  };
  await writeReport(run, 'users-list', date, report, { trial: SHORT_LOAD });
  log(`last page / first page req/s: ${report.lastVsFirst}`);
  printScenarios(report.scenarios);
  printQueries(report.queries);
  log(`without ${COUNTED_INDEXES.join(' and ')}:`);
  printScenarios(withoutIndex.scenarios);
}

/**
 * One request of each page before the load, so that a run measuring errors fails instead of
 * reporting them as figures: the first and last pages are full, the last holds the oldest people.
 * @param {string} origin
 * @param {Record<string, string>} headers
 * @param {number} users
 */
async function probeResponses(origin, headers, users) {
  const get = apiGetter(origin, headers);
  const first = await get(`/api/user/list?limit=${PAGE}`);
  const last = await get(`/api/user/list?limit=${PAGE}&jump=last`);
  const counters = await get('/api/user/get-tabs-counters');
  if (first.total !== users || first.items.length !== PAGE || last.items.length !== PAGE || !first.next)
    throw new Error(`unexpected pages: ${JSON.stringify({ first: first.total, last: last.items.length })}`);
  if (last.items.at(-1).createdAt > first.items[0].createdAt)
    throw new Error('the last page is not the oldest');
  return {
    next: first.next,
    summary: {
      total: first.total,
      firstNewest: first.items[0].createdAt,
      lastOldest: last.items.at(-1).createdAt,
      counters,
    },
  };
}
