import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { type Database, openDatabase } from '../../db/client.js';
import { createMailer } from '../../lib/mail.js';
import { createSecrets } from '../../lib/secrets.js';
import { createDiskStorage } from '../../lib/storage.js';
import { bearer, login, makeUser } from '../../test/factories.js';
import { createTestApp } from '../../test/harness.js';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.js';

type App = Awaited<ReturnType<typeof buildApp>>;
const target = inject('testDatabase');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The maintenance flag is remembered for a second: past that, every route asks the database. */
const MAINTENANCE_MEMORY_MS = 1100;

async function expectUnavailable(app: App, request: InjectOptions) {
  const res = await app.inject(request);
  expect(res.statusCode, `${request.method} ${request.url}: ${res.body}`).toBe(503);
  expect(res.json()).toMatchObject({ status: 0, error: 'database-unavailable' });
}

/** What the web app calls first, the health check, a public call and a signed-in one. */
async function expectEveryKindUnavailable(app: App, token: string) {
  await expectUnavailable(app, { method: 'GET', url: '/api/system/status' });
  await expectUnavailable(app, { method: 'GET', url: '/api/system/health' });
  await expectUnavailable(app, { method: 'GET', url: '/api/country/list' });
  await expectUnavailable(app, {
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'someone@example.com', password: 'Secret123!' },
  });
  await expectUnavailable(app, { method: 'GET', url: '/api/course/list', headers: bearer(token) });
}

/** Every operation of the OpenAPI document, with any path parameter filled in. */
async function operations(app: App) {
  const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map((method) => ({
        method: method.toUpperCase() as InjectOptions['method'],
        url: path.replace(/\{[^}]+\}/g, 'f'.repeat(24)),
      })),
  );
}

describe.runIf(target.kind === 'pglite')('while the embedded database is closed', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let token: string;
  let calls: Awaited<ReturnType<typeof operations>>;

  beforeAll(async () => {
    t = await createTestApp();
    const student = await makeUser(t.deps.db, { type: 'student' });
    token = await login(t.app, student.email, student.password);
    calls = await operations(t.app);
    await (t.deps.db as unknown as { $client: PGlite }).$client.close();
    await sleep(MAINTENANCE_MEMORY_MS);
  });
  afterAll(() => t.close());

  it('the status, health, public and signed-in calls answer 503 database-unavailable', async () => {
    await expectEveryKindUnavailable(t.app, token);
  });

  it('every operation answers a signed-in caller 503 database-unavailable', async () => {
    expect(calls.length).toBeGreaterThan(40);
    for (const call of calls) await expectUnavailable(t.app, { ...call, headers: bearer(token) });
  });

  it('no operation answers an anonymous caller 500: it needs no database, or answers 503 database-unavailable', async () => {
    for (const call of calls) {
      const res = await t.app.inject(call);
      expect(res.statusCode, `${call.method} ${call.url}`).not.toBe(500);
      // the readiness check says what is not ready in its own words
      if (res.statusCode >= 500 && call.url !== '/api/system/ready')
        expect(res.json().error).toBe('database-unavailable');
    }
  });

  it('the readiness check answers 503 not-ready naming the database; the liveness check still answers', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/system/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ error: 'not-ready', fields: { database: 'down' } });
    const live = await t.app.inject({ method: 'GET', url: '/api/system/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 1, data: { live: true } });
  });
});

describe.runIf(target.kind === 'postgres')('while the PostgreSQL server does not answer', () => {
  const CONNECT_TIMEOUT_MS = 1000;
  const name = `academy_t_${randomBytes(6).toString('hex')}`;
  let proxy: TcpProxy;
  let database: Database;
  let app: App;
  let filesDir: string;
  let token: string;

  /** Runs `statement` on the test server itself, not through the proxy. */
  async function onServer(statement: string) {
    if (target.kind !== 'postgres') return;
    const admin = new pg.Client({ connectionString: target.serverUrl });
    await admin.connect();
    await admin.query(statement);
    await admin.end();
  }

  beforeAll(async () => {
    if (target.kind !== 'postgres') return;
    await onServer(`create database ${name} template ${target.template}`);
    const server = new URL(target.serverUrl);
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    const url = new URL(target.serverUrl);
    url.host = `127.0.0.1:${proxy.port}`;
    url.pathname = `/${name}`;
    database = await openDatabase({ url: url.toString(), connectTimeoutMs: CONNECT_TIMEOUT_MS });
    filesDir = await mkdtemp(join(tmpdir(), 'academy-files-'));
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    app = await buildApp({
      config,
      db: database.db,
      mailer: createMailer(database.db, { from: config.mailFrom }),
      storage: createDiskStorage(filesDir),
      secrets: createSecrets({ current: randomBytes(32), previous: [] }),
    });
    await app.ready();
    const student = await makeUser(database.db, { type: 'student' });
    token = await login(app, student.email, student.password);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy?.close();
    await onServer(`drop database if exists ${name} with (force)`);
    if (filesDir) await rm(filesDir, { recursive: true, force: true });
  });

  it('when the server ends its connections (admin shutdown), the pool replaces them by itself', async () => {
    await onServer(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`,
    );
    const answers: number[] = [];
    for (let tries = 0; tries < 20 && answers.at(-1) !== 200; tries++) {
      const res = await app.inject({ method: 'GET', url: '/api/course/list', headers: bearer(token) });
      if (res.statusCode !== 200) expect(res.json().error).toBe('database-unavailable');
      answers.push(res.statusCode);
      await sleep(50);
    }
    expect(answers.at(-1)).toBe(200);
  });

  it('when the server goes down, every kind of call answers 503 database-unavailable, at once', async () => {
    const calls = await operations(app);
    proxy.cut('refuse');
    await sleep(MAINTENANCE_MEMORY_MS);
    const started = Date.now();
    await expectEveryKindUnavailable(app, token);
    expect(Date.now() - started).toBeLessThan(2000);
    for (const call of calls) await expectUnavailable(app, { ...call, headers: bearer(token) });
  });

  it('when the server is out of reach, a call answers 503 once the connect timeout passes, not never', async () => {
    proxy.cut('silent');
    const started = Date.now();
    await expectUnavailable(app, { method: 'GET', url: '/api/system/health' });
    await expectUnavailable(app, { method: 'GET', url: '/api/course/list', headers: bearer(token) });
    expect(Date.now() - started).toBeLessThan(4 * CONNECT_TIMEOUT_MS);
  });

  it('when the server is back, the same app answers again without a restart', async () => {
    proxy.restore();
    const health = await app.inject({ method: 'GET', url: '/api/system/health' });
    expect(health.statusCode, health.body).toBe(200);
    const status = await app.inject({ method: 'GET', url: '/api/system/status' });
    expect(status.json()).toEqual({ status: 1, data: { maintenance: false, message: null } });
    const list = await app.inject({ method: 'GET', url: '/api/course/list', headers: bearer(token) });
    expect(list.statusCode, list.body).toBe(200);
  });
});
