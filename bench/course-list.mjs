// @ts-check
/**
 * Load scenario "course list": a fresh PostgreSQL database seeded at academy scale, the real
 * server on loopback, autocannon against the learner's course routes beside a bare Fastify
 * hello-world measured in the same run (lib/beside-hello-world.mjs),
 * EXPLAIN (ANALYZE, BUFFERS) of the queries behind them. Writes bench/results/course-list-<date>.json.
 * Run it with `npm run bench` (which builds the api first). It stops by itself, within minutes.
 */
import { createSession } from '../apps/api/dist/modules/auth/sessions.js';
import { measureBesideHelloWorld, printScenarios } from './lib/beside-hello-world.mjs';
import { explainRoutes } from './lib/explain.mjs';
import { LOAD, roundRobin, SHORT_LOAD } from './lib/load.mjs';
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
import { SCALE, seedAcademy } from './lib/seed.mjs';

const DATABASE = 'academy_bench';
/** The whole run takes about three minutes; past this something is stuck and the run gives up. */
const HARD_LIMIT_MS = 7 * 60_000;

const benchRun = startRun(HARD_LIMIT_MS);
const { log } = benchRun;
await benchRun.main(run);

async function run() {
  const bench = await openFreshDatabase(benchRun, DATABASE);
  const { database, config, migrateSeconds } = bench;
  log(`migrated in ${migrateSeconds} s; seeding`);
  const seedStart = performance.now();
  const seedCpu = process.cpuUsage();
  const seed = await seedAcademy(database.db);
  const seedSeconds = Math.round(performance.now() - seedStart) / 1000;
  const seedCpuUsed = process.cpuUsage(seedCpu);
  const seedNodeCpuSeconds = Math.round((seedCpuUsed.user + seedCpuUsed.system) / 1000) / 1000;
  log(`seeded in ${seedSeconds} s (${seedNodeCpuSeconds} s of it Node's CPU): ${JSON.stringify(seed.rows)}`);

  const { viewer, markTargets } = seed.progress;
  const viewerToken = await createSession(database.db, config, viewer.learner.id, { userAgent: 'bench' });
  /** @type {Map<string, string>} */
  const markTokens = new Map();
  for (const target of markTargets)
    if (!markTokens.has(target.userId))
      markTokens.set(
        target.userId,
        await createSession(database.db, config, target.userId, { userAgent: 'bench' }),
      );

  const server = await startServer(benchRun, bench);
  const hello = await startHelloWorld(benchRun);

  const asViewer = { authorization: `Bearer ${viewerToken}` };
  const visibleIds = viewer.visible.map((course) => course.id);
  /** @type {import('./lib/load.mjs').Scenario[]} */
  const scenarios = [
    {
      name: 'course list, page 1',
      route: 'GET /api/course/list?page=1&limit=10',
      request: { path: '/api/course/list?page=1&limit=10', headers: asViewer },
    },
    {
      name: 'course list, page 15',
      route: 'GET /api/course/list?page=15&limit=10',
      request: { path: '/api/course/list?page=15&limit=10', headers: asViewer },
    },
    {
      name: 'tab counters',
      route: 'GET /api/course/header-tabs-counters',
      request: { path: '/api/course/header-tabs-counters', headers: asViewer },
    },
    {
      name: 'course view',
      route: 'GET /api/course/get/:id (each visible course in turn)',
      request: {
        path: `/api/course/get/${visibleIds[0]}`,
        headers: asViewer,
        setupRequest: roundRobin(visibleIds, (id) => ({ path: `/api/course/get/${id}` })),
      },
    },
    {
      name: 'progress mark',
      route: `POST /api/user/progress/mark (${markTargets.length} lessons of ${markTokens.size} learners in turn)`,
      amount: LOAD.markRequests,
      request: {
        method: 'POST',
        path: '/api/user/progress/mark',
        setupRequest: roundRobin(markTargets, (target) => ({
          headers: {
            authorization: `Bearer ${markTokens.get(target.userId)}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({
            courseId: target.courseId,
            lessonId: target.lessonId,
            progress: 20 + Math.floor(Math.random() * 80),
          }),
        })),
      },
    },
  ];

  const probes = await probeResponses(server.origin, viewerToken, visibleIds[0] ?? '');
  log(`responses checked: ${JSON.stringify(probes)}`);

  const measured = await measureBesideHelloWorld(benchRun, { server, hello }, scenarios);

  log('explain');
  const queries = await explainRoutes(config, [
    { name: 'course list, page 1', url: '/api/course/list?page=1&limit=10', token: viewerToken },
    { name: 'course list, page 15', url: '/api/course/list?page=15&limit=10', token: viewerToken },
    { name: 'tab counters', url: '/api/course/header-tabs-counters', token: viewerToken },
    { name: 'course view', url: `/api/course/get/${visibleIds[0]}`, token: viewerToken },
  ]);

  const date = new Date().toISOString();
  const report = {
    scenario: 'course-list',
    date,
    command: `${config.databaseNamedStatements ? '' : 'DATABASE_NAMED_STATEMENTS=false '}npm run bench`,
    // the server names the statements that come again, prepared once per connection (decision 0016)
    namedStatements: config.databaseNamedStatements,
    machine: await machine(database),
    load: LOAD,
    helloWorldRequestsPerSecond: measured.helloWorldRequestsPerSecond,
    data: {
      scale: SCALE,
      rows: seed.rows,
      databaseMiB: seed.databaseMiB,
      migrateSeconds,
      seedSeconds,
      seedNodeCpuSeconds,
      seedStepSeconds: seed.seconds,
      viewer: {
        type: viewer.learner.type,
        visibleCourses: viewer.visible.length,
        startedCourses: viewer.started,
        completedCourses: viewer.completed,
        certificates: viewer.certificates,
        teams: viewer.learner.teamIds.length,
      },
    },
    probes,
    scenarios: measured.scenarios,
    queries,
    slowQueries: slowQueriesOf(queries),
    totalSeconds: benchRun.totalSeconds(),
  };
  await writeReport(
    benchRun,
    config.databaseNamedStatements ? 'course-list' : 'course-list-unnamed',
    date,
    report,
    { trial: SHORT_LOAD },
  );
  printScenarios(report.scenarios);
  printQueries(report.queries);
}

/**
 * One request of each read scenario before the load, so that a run measuring errors fails
 * instead of reporting them as figures.
 * @param {string} origin
 * @param {string} token
 * @param {string} courseId
 */
async function probeResponses(origin, token, courseId) {
  const get = apiGetter(origin, { authorization: `Bearer ${token}` });
  const page1 = await get('/api/course/list?page=1&limit=10');
  const page15 = await get('/api/course/list?page=15&limit=10');
  const counters = await get('/api/course/header-tabs-counters');
  const course = await get(`/api/course/get/${courseId}`);
  if (page15.items.length === 0) throw new Error('page 15 is empty: the viewer sees too few courses');
  return {
    page1: { items: page1.items.length, total: page1.total },
    page15: { items: page15.items.length, total: page15.total },
    counters,
    courseView: {
      structure: course.structure,
      modules: course.modules.length,
      lessons: course.lessons.length,
    },
  };
}
