import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { bearer, type MadeUser, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { type RedisProcess, startRedisProcess } from '../../test/redis-process.js';
import { RATE_LIMITS } from '../auth/index.js';
import { VERIFY_LIMIT } from '../certificates/index.js';

const METRICS_TOKEN = 'metrics-token-of-the-redis-test';
const run = randomBytes(4).toString('hex');

let t: TestApp;
let redis: RedisProcess;
let log = '';
/** what ioredis would print by itself, bypassing the app's log */
const printed = vi.spyOn(console, 'error');

type App = Awaited<ReturnType<typeof buildApp>>;
const apps: App[] = [];

/** When `app`'s Redis connection next emits `event` (events.once would fail on the reconnection errors meanwhile). */
const next = (app: App, event: 'ready' | 'close') =>
  new Promise<void>((resolve) => app.redis?.client.once(event, () => resolve()));

/** An instance of the academy on the test's Redis under `prefix`, logging into `log`. */
async function instance(prefix: string) {
  const capture = new Writable({
    write(chunk, _encoding, done) {
      log += String(chunk);
      done();
    },
  });
  const app = await buildApp(
    {
      ...t.deps,
      config: { ...t.deps.config, redisUrl: redis.url, redisPrefix: prefix, metricsToken: METRICS_TOKEN },
    },
    { logger: { level: 'info', stream: capture } },
  );
  await app.ready();
  // connected before the test goes on
  if (!app.redis?.isUp()) await next(app, 'ready');
  apps.push(app);
  return app;
}

/** Two instances of one academy (sharing a prefix) and one of another academy on the same Redis. */
let a: App;
let alsoA: App;
let other: App;

beforeAll(async () => {
  t = await createTestApp();
  redis = await startRedisProcess();
  a = await instance(`academy-a-${run}:`);
  alsoA = await instance(`academy-a-${run}:`);
  other = await instance(`academy-b-${run}:`);
}, 60_000);

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await redis?.stop();
  await t?.close();
});

const signIn = (app: App, user: MadeUser, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: '198.51.100.20',
    payload: { email: user.email, password },
  });

/** Fails `user`'s sign-in as often as its account's limit allows, on `app`. */
async function useUpFailures(app: App, user: MadeUser) {
  for (let i = 0; i < RATE_LIMITS.loginFailures.perAccount.max; i++)
    expect((await signIn(app, user, 'wrong-password')).statusCode, `failure ${i + 1}`).toBe(401);
}

const ready = (app: App) => app.inject({ method: 'GET', url: '/api/system/ready' });
const redisUpMetric = async (app: App) => {
  const text = (
    await app.inject({ method: 'GET', url: '/api/system/metrics', headers: bearer(METRICS_TOKEN) })
  ).body;
  return text.match(/^academy_redis_up (\d)$/m)?.[1];
};

describe('rate limits on a shared Redis', () => {
  it('are shared by the instances of one academy and kept apart from another academy on the same Redis', async () => {
    const user = await makeUser(t.deps.db);
    await useUpFailures(a, user);
    // the other instance of the same academy knows of them from Redis alone
    expect((await signIn(alsoA, user, user.password)).json().error).toBe('rate-limited');
    // another academy (another prefix) counts its own
    expect((await signIn(other, user, user.password)).statusCode).toBe(200);

    const reader = new Redis(redis.url);
    const keys = await reader.keys('*');
    await reader.quit();
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key).toMatch(new RegExp(`^academy-[ab]-${run}:`));
      expect(key).not.toContain('undefined');
    }
  });
});

describe('while Redis is away', () => {
  let user: MadeUser;

  beforeAll(async () => {
    user = await makeUser(t.deps.db);
    expect((await ready(a)).json().data).toEqual({ database: 'up', redis: 'up' });
    expect(await redisUpMetric(a)).toBe('1');
    const gone = next(a, 'close');
    await redis.stop();
    await gone;
  });

  it('the sign-in limits still hold, counted in memory', async () => {
    await useUpFailures(a, user);
    const refused = await signIn(a, user, user.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe('rate-limited');
  });

  it('the limit on checking certificate codes still holds', async () => {
    const check = () =>
      a.inject({ method: 'GET', url: `/api/certificate/verify/code-${run}`, remoteAddress: '198.51.100.30' });
    for (let i = 0; i < VERIFY_LIMIT.max; i++) expect((await check()).statusCode, `check ${i + 1}`).toBe(404);
    expect((await check()).json().error).toBe('rate-limited');
  });

  it('the readiness check answers 503 not-ready naming redis, and the metric shows it down', async () => {
    const answer = await ready(a);
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({ error: 'not-ready', fields: { redis: 'down' } });
    expect(answer.json().fields.database).toBeUndefined();
    expect(await redisUpMetric(a)).toBe('0');
    // the liveness check asks nothing of Redis
    expect((await a.inject({ method: 'GET', url: '/api/system/live' })).statusCode).toBe(200);
  });

  it("says so in the app's JSON log, once, and ioredis prints nothing of its own", () => {
    const lines = log
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { level: number; msg: string; redis?: string });
    const down = lines.filter((line) => line.redis === 'down');
    // one line per instance
    expect(down).toHaveLength(apps.length);
    expect(down[0]?.level).toBe(40);
    expect(printed.mock.calls.flat().join(' ')).not.toContain('ioredis');
  });
});

describe('when Redis is back', () => {
  beforeAll(async () => {
    const back = apps.map((app) => next(app, 'ready'));
    await redis.start();
    await Promise.all(back);
  });

  it('the instances count in it again, and the checks say it is up', async () => {
    expect((await ready(a)).json().data).toEqual({ database: 'up', redis: 'up' });
    expect(await redisUpMetric(a)).toBe('1');
    expect(log).toContain('redis answers again');

    const user = await makeUser(t.deps.db);
    await useUpFailures(a, user);
    expect((await signIn(alsoA, user, user.password)).json().error).toBe('rate-limited');
  });
});
