import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Registry } from 'prom-client';
import type { Db } from '../db/client.js';
import type { JobTally } from './jobs.js';

/** What the server tells Prometheus at GET /api/system/metrics (modules/system). */
export interface AppMetrics {
  /** the bearer token a scrape must send (METRICS_TOKEN) */
  token: string;
  registry: Registry;
  /** counts an answered request (the app's onResponse hook does, lib/request-log.ts for an unrouted one) */
  observeRequest(request: FastifyRequest, reply: FastifyReply): void;
  /** counts the background jobs' runs, failures and retries (start.ts hands it to the job queue) */
  jobs: JobTally;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** null while METRICS_TOKEN is unset: nothing is counted and the endpoint answers 404 */
    metrics: AppMetrics | null;
  }
}

/**
 * Counts what the metrics tell, when someone may read them. prom-client (lib/prometheus.ts) is
 * loaded only then: every start of a server without METRICS_TOKEN would pay for it otherwise.
 */
export async function registerMetrics(app: FastifyInstance, db: Db, token: string | undefined) {
  const metrics = token ? (await import('./prometheus.js')).createMetrics(app, db, token) : null;
  app.decorate('metrics', metrics);
}
