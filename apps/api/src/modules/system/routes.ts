import { createHash, timingSafeEqual } from 'node:crypto';
import { systemCalls } from '@academy/domain';
import { bearerToken } from '../../lib/access.js';
import { fail } from '../../lib/errors.js';
import { route } from '../../lib/route.js';
import type { RoutesPlugin } from '../../lib/route-types.js';
import { APP_VERSION } from '../../lib/version.js';
import { maintenanceStatus } from '../settings/index.js';
import { databaseAnswers, readiness } from './service.js';

const openToAll = { access: 'public', maintenance: 'open' } as const;

const digest = (token: string) => createHash('sha256').update(token).digest();

/** Whether `sent` is `expected`, in a time that tells nothing of how much of it was right. */
const sameToken = (sent: string | undefined, expected: string) =>
  sent !== undefined && timingSafeEqual(digest(sent), digest(expected));

export const systemRoutes: RoutesPlugin = (app, { db }) => {
  route(app, systemCalls.health, openToAll, async () =>
    (await databaseAnswers(db)) ? { database: 'up' as const } : fail('database-unavailable'),
  );

  // for orchestrators: alive while the process answers; ready while what it needs answers too
  route(app, systemCalls.live, openToAll, async () => ({ live: true as const }));
  route(app, systemCalls.ready, openToAll, async () => readiness(db, app.redis, app.stopping));

  route(app, systemCalls.serverTime, openToAll, async () => ({ now: new Date().toISOString() }));

  /** What the web app needs before anyone signs in. */
  route(app, systemCalls.status, openToAll, async () => maintenanceStatus(db));

  /**
   * Public to the access layer, as a scraper has no session: its own token guards it. Without
   * one configured the endpoint is not there at all.
   */
  route(app, systemCalls.metrics, openToAll, async (request, reply) => {
    const metrics = app.metrics ?? fail('not-found');
    if (!sameToken(bearerToken(request), metrics.token)) fail('not-authenticated');
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });

  /** Public, as the health check: a version and a commit tell nothing of the data or the set-up (decision 0019). */
  route(app, systemCalls.version, openToAll, async () => APP_VERSION);
};
