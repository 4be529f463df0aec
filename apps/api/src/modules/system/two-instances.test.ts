import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.js';
import { makeUser } from '../../test/factories.js';
import { buildApi, type ServerProcess, startServerProcess } from '../../test/server-process.js';
import { RATE_LIMITS } from '../auth/index.js';

const target = inject('testDatabase');
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** how long an instance may keep answering from its memory of the maintenance switch (settings/maintenance.ts) */
const MAINTENANCE_MEMORY_MS = 1000;

/** Whether a Redis server answers at REDIS_URL within a second. */
async function redisAnswers(): Promise<boolean> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0 });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

const skipWhy =
  target.kind !== 'postgres'
    ? 'PostgreSQL only: PGlite lives inside one process, so a second instance cannot share it'
    : !(await redisAnswers())
      ? `no Redis answers at ${REDIS_URL}: the instances share their rate limits through it`
      : undefined;

describe.skipIf(skipWhy !== undefined)(
  `two API processes on one PostgreSQL database and one Redis behave as one${skipWhy ? ` (skipped: ${skipWhy})` : ''}`,
  () => {
    // this run's own names, so that runs side by side touch neither each other's database nor counters
    const run = randomBytes(6).toString('hex');
    // under this run's prefix, so that the global teardown drops it even if this file is cut short
    const databaseName = target.kind === 'postgres' ? `${target.copyPrefix}two_instances_${run}` : '';
    // the client address the load balancer reports (X-Forwarded-For), a documentation address
    const clientAddress = `2001:db8:${run.slice(0, 4)}:${run.slice(4, 8)}:${run.slice(8, 12)}::1`;
    const serverUrl = target.kind === 'postgres' ? target.serverUrl : '';
    let database: Database | undefined;
    let dataDir = '';
    const servers: ServerProcess[] = [];
    let a: ServerProcess;
    let b: ServerProcess;
    let admin: { email: string; password: string };
    let student: { id: string; email: string; password: string };
    /** the account whose failed sign-ins the rate-limit test spends */
    let limited: { email: string; password: string };

    async function onServer(query: string) {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(query);
      } finally {
        await client.end();
      }
    }

    beforeAll(async () => {
      if (target.kind !== 'postgres') return;
      await onServer(`create database ${databaseName} template ${target.template}`);
      const url = new URL(serverUrl);
      url.pathname = `/${databaseName}`;
      database = await openDatabase({ url: url.toString() });
      admin = await makeUser(database.db, { type: 'admin', email: `admin-${run}@example.com` });
      student = await makeUser(database.db, { email: `student-${run}@example.com` });
      limited = await makeUser(database.db, { email: `limited-${run}@example.com` });
      // one files folder for both, as shared storage would be
      dataDir = await mkdtemp(join(tmpdir(), 'academy-two-instances-'));
      await buildApi();
      const env = {
        DATABASE_URL: url.toString(),
        REDIS_URL,
        DATA_DIR: dataDir,
        // behind a load balancer: the client's address is the one it adds to X-Forwarded-For
        TRUST_PROXY_HOPS: '1',
      };
      await Promise.all([env, env].map(async (each) => servers.push(await startServerProcess(each))));
      [a, b] = servers as [ServerProcess, ServerProcess];
    }, 240_000);

    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await database?.close();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
      if (target.kind === 'postgres') await onServer(`drop database if exists ${databaseName} with (force)`);
      // the counters this run made: its client address and its accounts
      const redis = new Redis(REDIS_URL);
      for (const pattern of [`*${clientAddress}*`, `*${run}@example.com*`]) {
        const keys = await redis.keys(pattern);
        if (keys.length > 0) await redis.del(...keys);
      }
      redis.disconnect();
    });

    async function call(server: ServerProcess, method: string, path: string, token?: string, body?: object) {
      const response = await fetch(`${server.origin}/api/${path}`, {
        method,
        headers: {
          'x-forwarded-for': clientAddress,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined, text };
    }

    async function signIn(server: ServerProcess, who: { email: string; password: string }) {
      const res = await call(server, 'POST', 'auth/login', undefined, {
        email: who.email,
        password: who.password,
      });
      expect(res.status, res.text).toBe(200);
      return res.body.data.token as string;
    }

    it('when someone signs in on one instance, his session works on the other, and signing out there ends it on both', async () => {
      const token = await signIn(a, student);
      const me = await call(b, 'GET', 'auth/me', token);
      expect(me.status, me.text).toBe(200);
      expect(me.body.data).toMatchObject({ _id: student.id, email: student.email });

      expect((await call(b, 'POST', 'auth/logout', token)).status).toBe(200);
      expect((await call(a, 'GET', 'auth/me', token)).status).toBe(401);
      expect((await call(b, 'GET', 'auth/me', token)).status).toBe(401);
    });

    it('when failed sign-ins to one account are spread over both instances, both refuse it once the limit is reached', async () => {
      const { max } = RATE_LIMITS.loginFailures.perAccount;
      // alternately, so that neither instance alone saw enough failures to refuse
      for (let i = 0; i < max; i++) {
        const res = await call(i % 2 === 0 ? a : b, 'POST', 'auth/login', undefined, {
          email: limited.email,
          password: 'wrong-password',
        });
        expect(res.status, `failure ${i + 1}: ${res.text}`).toBe(401);
      }
      for (const server of [a, b]) {
        const refused = await call(server, 'POST', 'auth/login', undefined, {
          email: limited.email,
          password: limited.password,
        });
        expect(refused.status, refused.text).toBe(429);
        expect(refused.body.error).toBe('rate-limited');
      }
    });

    it('when an admin saves a course on one instance, the other shows it and its change at once', async () => {
      const adminToken = await signIn(a, admin);
      const studentToken = await signIn(a, student);
      const title = (text: string) => ({ en: text, pt: `${text} (pt)`, es: `${text} (es)` });
      const created = await call(a, 'POST', 'course/create', adminToken, {
        title: title(`Shared course ${run}`),
        description: title('What the course is about'),
        langs: ['en', 'pt', 'es'],
        status: 'published',
      });
      expect(created.status, created.text).toBe(200);
      const id = created.body.data._id as string;

      const seen = await call(b, 'GET', `course/get/${id}`, studentToken);
      expect(seen.status, seen.text).toBe(200);
      expect(seen.body.data.title.en).toBe(`Shared course ${run}`);
      const listed = await call(b, 'GET', `course/list?search=${run}`, studentToken);
      expect(listed.status, listed.text).toBe(200);
      expect(listed.body.data.items.map((course: { _id: string }) => course._id)).toEqual([id]);

      const renamed = await call(a, 'POST', 'course/update', adminToken, {
        _id: id,
        title: title(`Renamed course ${run}`),
      });
      expect(renamed.status, renamed.text).toBe(200);
      const seenAgain = await call(b, 'GET', `course/get/${id}`, studentToken);
      expect(seenAgain.body.data.title.en).toBe(`Renamed course ${run}`);

      const unpublished = await call(a, 'POST', 'course/update', adminToken, { _id: id, status: 'draft' });
      expect(unpublished.status, unpublished.text).toBe(200);
      expect((await call(b, 'GET', `course/get/${id}`, studentToken)).status).toBe(404);
    });

    it(`when an admin switches maintenance on through one instance, the other turns learners away within ${MAINTENANCE_MEMORY_MS} ms`, async () => {
      const adminToken = await signIn(a, admin);
      const studentToken = await signIn(b, student);
      // B now remembers "off"
      expect((await call(b, 'GET', 'course/list', studentToken)).status).toBe(200);

      const on = await call(a, 'POST', 'setting/create-or-update', adminToken, {
        name: 'maintenance',
        value: true,
      });
      expect(on.status, on.text).toBe(200);
      await sleep(MAINTENANCE_MEMORY_MS + 50);
      const refused = await call(b, 'GET', 'course/list', studentToken);
      expect(refused.status, refused.text).toBe(503);
      expect(refused.body.error).toBe('maintenance');

      const off = await call(a, 'POST', 'setting/create-or-update', adminToken, {
        name: 'maintenance',
        value: false,
      });
      expect(off.status, off.text).toBe(200);
    });
  },
);
