import { z } from 'zod';
import { defineCall } from './call.js';

export const systemCalls = {
  health: defineCall({
    method: 'GET',
    path: '/system/health',
    response: z.object({ database: z.literal('up') }),
    summary: 'Whether the server and its database answer (503 when the database does not)',
  }),
  live: defineCall({
    method: 'GET',
    path: '/system/live',
    response: z.object({ live: z.literal(true) }),
    summary:
      "Whether the server's process answers, for an orchestrator's liveness check: it asks nothing " +
      'of the database or Redis, so their outage never gets a healthy instance restarted',
  }),
  ready: defineCall({
    method: 'GET',
    path: '/system/ready',
    response: z.object({ database: z.literal('up'), redis: z.enum(['up', 'not-configured']) }),
    summary:
      "Whether this instance can serve, for an orchestrator's readiness check or a load balancer: " +
      'its database answers and, when REDIS_URL is set, Redis. Otherwise 503 not-ready, its fields ' +
      'naming what is not (database or redis: down; server: stopping after SIGTERM)',
  }),
  serverTime: defineCall({
    method: 'GET',
    path: '/system/server_time',
    response: z.object({ now: z.string() }),
    summary: "The server's clock",
  }),
  status: defineCall({
    method: 'GET',
    path: '/system/status',
    response: z.object({
      maintenance: z.boolean(),
      /** the admin's text for the maintenance page per language; a blank one means the standard text */
      message: z.object({ en: z.string(), pt: z.string(), es: z.string() }).nullable(),
    }),
    summary: 'What the web app needs before anyone signs in',
  }),
  metrics: defineCall({
    method: 'GET',
    path: '/system/metrics',
    response: 'file',
    summary:
      "The server's metrics in the Prometheus text format, for the bearer of METRICS_TOKEN " +
      '(401 for anyone else, 404 while no token is set)',
  }),
  version: defineCall({
    method: 'GET',
    path: '/system/version',
    response: z.object({
      /** the server's package version */
      version: z.string(),
      /** the git commit it was built from; null when built without git or run unbuilt */
      commit: z.string().nullable(),
    }),
    summary: 'Which version of Academy answers: its package version and build commit (public)',
  }),
};
