// @ts-check
import autocannon from 'autocannon';

/** The same load for every scenario; the mark scenario is bounded by a count of requests instead. */
export const LOAD = { connections: 10, seconds: 10, warmupSeconds: 2, markRequests: 3000, markWarmup: 300 };

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
 * Runs one scenario against the server: a short warm-up (not recorded, so the JIT and the
 * database cache settle), then the measured run.
 * @param {string} origin
 * @param {Scenario} scenario
 */
export async function runScenario(origin, scenario) {
  const base = { url: origin, connections: LOAD.connections, requests: [scenario.request] };
  await autocannon(
    scenario.amount ? { ...base, amount: LOAD.markWarmup } : { ...base, duration: LOAD.warmupSeconds },
  );
  const result = await autocannon(
    scenario.amount ? { ...base, amount: scenario.amount } : { ...base, duration: LOAD.seconds },
  );
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
