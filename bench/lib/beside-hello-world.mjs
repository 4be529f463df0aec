// @ts-check
/**
 * Every bench reads its figures against a bare Fastify hello-world (lib/hello.mjs) measured in
 * the same run, at its start and at its end: the fastest a route of this stack can answer on this
 * machine at that moment. The app's own trivial route, `GET /api/system/server_time` (public,
 * every plugin of the app), is measured beside it and read against it too, so a figure shows
 * both what the app's plugins cost and what a route costs on top of them. It is never the
 * baseline itself.
 */
import { LOAD, runScenario } from './load.mjs';

export const HELLO_WORLD_ROUTE = 'GET / (bare Fastify hello-world)';
export const SERVER_TIME_ROUTE = "GET /api/system/server_time (the app's trivial route)";

/**
 * A floor, not a route under test: the hello-world or the app's trivial route.
 * @param {{ route: string }} scenario
 */
export const isFloor = (scenario) =>
  scenario.route === HELLO_WORLD_ROUTE || scenario.route === SERVER_TIME_ROUTE;

/**
 * Runs the hello-world, the app's trivial route, the scenarios one after the other (each
 * against its own target, else `server`) and the hello-world again, then reads each against
 * the mean of the two hello-world runs (the machine is shared, so either alone would mislead).
 * @param {import('./run.mjs').BenchRun} run
 * @param {{ server: import('./load.mjs').Target, hello: import('./load.mjs').Target }} targets
 * @param {import('./load.mjs').Scenario[]} scenarios
 * @param {typeof LOAD} [load]
 */
export async function measureBesideHelloWorld(run, { server, hello }, scenarios, load = LOAD) {
  /** @type {import('./load.mjs').Scenario} */
  const helloWorld = { name: 'hello-world', route: HELLO_WORLD_ROUTE, request: { path: '/' }, target: hello };
  const serverTime = {
    name: 'server_time',
    route: SERVER_TIME_ROUTE,
    request: { path: '/api/system/server_time' },
  };
  /** @type {import('./load.mjs').Scenario[]} */
  const inOrder = [helloWorld, serverTime, ...scenarios, { ...helloWorld, name: 'hello-world, again' }];
  const results = [];
  for (const scenario of inOrder) {
    run.log(`load: ${scenario.name}`);
    results.push(await runScenario(scenario.target ?? server, scenario, load));
  }
  const helloRuns = results.filter((result) => result.route === HELLO_WORLD_ROUTE);
  const helloWorldRequestsPerSecond =
    helloRuns.reduce((sum, result) => sum + result.requestsPerSecond, 0) / helloRuns.length;
  return {
    helloWorldRequestsPerSecond: Math.round(helloWorldRequestsPerSecond),
    scenarios: results.map((result) => ({
      ...result,
      // four places: a report page is well under 1 % of the hello-world
      ratioToHelloWorld:
        Math.round((result.requestsPerSecond / helloWorldRequestsPerSecond) * 10_000) / 10_000,
    })),
  };
}

/**
 * The scenarios' figures as a markdown table.
 * @param {any[]} scenarios
 */
export function printScenarios(scenarios) {
  console.log(
    '\n| scenario | req/s | p50 ms | p95 ms | p99 ms | non-2xx | errors | vs hello-world | CPU ms/req server + postgres |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const s of scenarios)
    console.log(
      `| ${s.name} | ${Math.round(s.requestsPerSecond)} | ${s.latencyMs.p50} | ${s.latencyMs.p95} | ${s.latencyMs.p99} | ${s.non2xx} | ${s.errors + s.timeouts} | ${ofHelloWorld(s)} | ${s.cpuMsPerRequest.server} + ${s.cpuMsPerRequest.postgres} |`,
    );
}

/**
 * A scenario's requests per second as a share of the hello-world's, in percent.
 * @param {{ ratioToHelloWorld: number } | undefined} scenario
 */
export const ofHelloWorld = (scenario) =>
  scenario ? `${(scenario.ratioToHelloWorld * 100).toFixed(scenario.ratioToHelloWorld < 0.1 ? 2 : 1)} %` : '';
