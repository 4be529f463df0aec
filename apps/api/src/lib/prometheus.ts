import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { type Db, poolOf } from '../db/client.js';
import { mailOutbox } from '../db/schema/index.js';
import type { AppMetrics } from './metrics.js';
import { routePatternOf } from './request-log.js';

const statusClassOf = (status: number) => `${Math.floor(status / 100)}xx`;

/**
 * The app's metrics, in a registry of its own (not prom-client's global one), so tests that
 * build several apps in one process keep their counts apart: requests by route pattern and
 * status class, the database pool, the background jobs, the mail outbox, whether Redis
 * answers, and prom-client's process metrics (event-loop lag, memory). Read at scrape time:
 * nothing is polled in between.
 */
export function createMetrics(app: FastifyInstance, db: Db, token: string): AppMetrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  // by route pattern, never the URL: ids in paths would make a series per record
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Requests answered and how long they took, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers,
  });
  const observeRequest = (request: FastifyRequest, reply: FastifyReply) =>
    requests.observe(
      {
        method: request.method,
        route: routePatternOf(request),
        status_class: statusClassOf(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  app.addHook('onResponse', async (request, reply) => observeRequest(request, reply));

  const pool = poolOf(db);
  // PGlite runs in this process with one connection and no pool: there is nothing to watch there.
  if (pool) {
    new Gauge({
      name: 'academy_db_pool_in_use',
      help: 'Database connections lent to a query or a transaction',
      registers,
      collect() {
        this.set(pool.totalCount - pool.idleCount);
      },
    });
    new Gauge({
      name: 'academy_db_pool_waiting',
      help: 'Queries waiting for a database connection to be free',
      registers,
      collect() {
        this.set(pool.waitingCount);
      },
    });
  }

  const { redis } = app;
  // only where the rate limits are shared through Redis (REDIS_URL)
  if (redis) {
    new Gauge({
      name: 'academy_redis_up',
      help: "1 while Redis answers; 0 while it does not and the rate limits are counted in this instance's memory",
      registers,
      collect() {
        this.set(redis.isUp() ? 1 : 0);
      },
    });
  }

  const jobRuns = new Counter({
    name: 'academy_job_runs_total',
    help: 'Background job runs ended in this instance, failed ones and retries included, by job',
    labelNames: ['job'] as const,
    registers,
  });
  const jobFailures = new Counter({
    name: 'academy_job_failures_total',
    help: 'Background job runs that failed in this instance (each is retried until its last try), by job',
    labelNames: ['job'] as const,
    registers,
  });
  const jobRetries = new Counter({
    name: 'academy_job_retries_total',
    help: 'Background job runs in this instance that retried a failed one, by job',
    labelNames: ['job'] as const,
    registers,
  });

  new Gauge({
    name: 'academy_mail_outbox',
    help: 'Mails in the outbox still to be sent (waiting) and given up after their last try (failed)',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      try {
        const [counts] = await db
          .select({
            waiting: sql<number>`(count(*) filter (where ${mailOutbox.status} = 'pending'))::int`,
            failed: sql<number>`(count(*) filter (where ${mailOutbox.status} = 'failed'))::int`,
          })
          .from(mailOutbox)
          .where(inArray(mailOutbox.status, ['pending', 'failed']));
        this.set({ state: 'waiting' }, counts?.waiting ?? 0);
        this.set({ state: 'failed' }, counts?.failed ?? 0);
      } catch {
        // a database that does not answer leaves the outbox out of this scrape rather than
        // failing it: the other metrics are what tells why
        this.reset();
      }
    },
  });

  return {
    token,
    registry,
    observeRequest,
    jobs: {
      ran: (job) => jobRuns.inc({ job }),
      failed: (job) => jobFailures.inc({ job }),
      retried: (job) => jobRetries.inc({ job }),
    },
  };
}
