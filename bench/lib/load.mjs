// @ts-check
import autocannon from 'autocannon';

/** The same load for every scenario; the mark scenario is bounded by a count of requests instead. */
export const LOAD = { connections: 10, seconds: 10, warmupSeconds: 2, markRequests: 2000, markWarmup: 200 };

/**
 * @typedef {{
 *   method?: 'GET' | 'POST',
 *   path: string,
 *   headers?: Record<string, string>,
 *   body?: string,
 *   setupRequest?: (request: any) => any,
 * }} LoadRequest
 * @typedef {{ name: string, route: string, request: LoadRequest, amount?: number }} Scenario
 */

/**
 * Runs one scenario against the server: a short warm-up (not recorded, so the JIT, the pool and
 * the database cache settle), then the measured run, with the CPU each side spent on it.
 * @param {string} origin
 * @param {Scenario} scenario
 * @param {import('./cpu.mjs').CpuMeter} cpu
 */
export async function runScenario(origin, scenario, cpu) {
  const base = { url: origin, connections: LOAD.connections, requests: [scenario.request] };
  await autocannon(
    scenario.amount ? { ...base, amount: LOAD.markWarmup } : { ...base, duration: LOAD.warmupSeconds },
  );
  const stopMeter = await cpu.start();
  const result = await autocannon(
    scenario.amount ? { ...base, amount: scenario.amount } : { ...base, duration: LOAD.seconds },
  );
  const cpuSeconds = stopMeter();
  const perRequest = (/** @type {number} */ seconds) =>
    Math.round((seconds * 1e6) / Math.max(1, result.requests.total)) / 1000;
  return {
    name: scenario.name,
    route: scenario.route,
    ...(scenario.amount ? { requestCount: scenario.amount } : { seconds: LOAD.seconds }),
    requestsPerSecond: round(result.requests.average),
    latencyMs: {
      p50: result.latency.p50,
      p97_5: result.latency.p97_5,
      p99: result.latency.p99,
      average: round(result.latency.average),
      max: result.latency.max,
    },
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    cpuMsPerRequest: {
      server: perRequest(cpuSeconds.server),
      postgres: perRequest(cpuSeconds.postgres),
      loadGenerator: perRequest(cpuSeconds.loadGenerator),
    },
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count]),
    ),
  };
}

/** @param {number} value */
const round = (value) => Math.round(value * 100) / 100;

/**
 * A request whose path or body changes from one request to the next, going round a list.
 * @template T
 * @param {readonly T[]} items
 * @param {(item: T) => Partial<LoadRequest>} build
 * @returns {LoadRequest['setupRequest']}
 */
export function roundRobin(items, build) {
  let next = 0;
  return (request) => {
    const item = /** @type {T} */ (items[next % items.length]);
    next += 1;
    return { ...request, ...build(item) };
  };
}
