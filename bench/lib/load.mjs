// @ts-check
import autocannon from 'autocannon';

/**
 * Measured seconds of each scenario: 10, or BENCH_SECONDS for a short try on a small academy
 * (the results file records the load, so a short run is never read as a real one).
 */
const MEASURED_SECONDS = Number(process.env.BENCH_SECONDS || 10);
if (!(Number.isInteger(MEASURED_SECONDS) && MEASURED_SECONDS > 0))
  throw new Error(`BENCH_SECONDS takes a whole number of seconds above 0, not ${process.env.BENCH_SECONDS}`);

/** A load shorter than the real runs': its figures are a trial (lib/run.mjs, writeReport). */
export const SHORT_LOAD = MEASURED_SECONDS !== 10;

/** The same load for every scenario; the mark scenario is bounded by a count of requests instead. */
export const LOAD = {
  connections: 10,
  seconds: MEASURED_SECONDS,
  warmupSeconds: 2,
  markRequests: 2000,
  markWarmup: 200,
};

/**
 * @typedef {{
 *   method?: 'GET' | 'POST',
 *   path: string,
 *   headers?: Record<string, string>,
 *   body?: string,
 *   setupRequest?: (request: any) => any,
 * }} LoadRequest
 * @typedef {{ origin: string, pid: number, cpu: import('./cpu.mjs').CpuMeter,
 *   settle?: () => Promise<void> }} Target a server under load; `settle` waits for its work in flight to end
 * @typedef {{ name: string, route: string, request: LoadRequest, amount?: number, target?: Target }} Scenario
 */

/**
 * Runs one scenario against a server: a short warm-up (not recorded, so the JIT, the pool and
 * the database cache settle), then the measured run, with the CPU each side spent on it.
 * @param {Target} target
 * @param {Scenario} scenario
 * @param {typeof LOAD} [load]
 */
export async function runScenario(target, scenario, load = LOAD) {
  const base = { url: target.origin, connections: load.connections, requests: [scenario.request] };
  await target.settle?.();
  await autocannon(
    scenario.amount ? { ...base, amount: load.markWarmup } : { ...base, duration: load.warmupSeconds },
  );
  await target.settle?.();
  const stopMeter = await target.cpu.start();
  /** @type {number[]} each response's latency: autocannon's histogram has no 95th percentile */
  const latencies = [];
  const result = await autocannon(
    scenario.amount ? { ...base, amount: scenario.amount } : { ...base, duration: load.seconds },
  ).on('response', (_client, _status, _bytes, milliseconds) => latencies.push(milliseconds));
  const cpuSeconds = stopMeter();
  const perRequest = (/** @type {number} */ seconds) =>
    Math.round((seconds * 1e6) / Math.max(1, result.requests.total)) / 1000;
  return {
    name: scenario.name,
    route: scenario.route,
    ...(scenario.amount ? { requestCount: scenario.amount } : { seconds: load.seconds }),
    connections: load.connections,
    requestsPerSecond: round(result.requests.average),
    latencyMs: {
      p50: result.latency.p50,
      p95: percentile(latencies, 0.95),
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

/**
 * @param {number[]} values
 * @param {number} share
 */
function percentile(values, share) {
  const sorted = [...values].sort((a, b) => a - b);
  return round(sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0);
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
