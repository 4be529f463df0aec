import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, type IncomingMessage, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.js';
import { routePlugins } from '../routes.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { buildApi, startServerProcess } from '../test/server-process.js';
import { stopGracefully } from './graceful-stop.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/** One GET over `agent`, as a kept-alive client sends it. */
function get(origin: string, path: string, agent: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = request(`${origin}${path}`, { agent }, (response: IncomingMessage) => {
      let body = '';
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }),
      );
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end();
  });
}

const target = inject('testDatabase');

describe.runIf(target.kind === 'postgres')('SIGTERM under load (a server process on PostgreSQL)', () => {
  const CLIENTS = 8;
  const GRACE_SECONDS = 5;
  const name = `${target.kind === 'postgres' ? target.copyPrefix : ''}stop_${randomBytes(6).toString('hex')}`;
  let dataDir = '';

  async function onServer(statement: string) {
    if (target.kind !== 'postgres') return;
    const client = new pg.Client({ connectionString: target.serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }

  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    await onServer(`drop database if exists ${name} with (force)`);
  });

  it('resets no connection: every kept-alive client gets its answers, then a refused connection', async () => {
    if (target.kind !== 'postgres') return;
    await onServer(`create database ${name} template ${target.template}`);
    const url = new URL(target.serverUrl);
    url.pathname = `/${name}`;
    dataDir = await mkdtemp(join(tmpdir(), 'academy-stop-'));
    await buildApi();
    const server = await startServerProcess({
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
    });
    const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
    const outcomes = { answered: 0, closing: 0, refused: 0, failures: [] as string[] };
    let stopping = false;
    let enough: () => void = () => {};
    const loaded = new Promise<void>((resolve) => {
      enough = resolve;
    });
    // each client asks again as soon as it is answered, alternating a call that reads the
    // database and one that does not, until the server refuses its connection
    const client = async (n: number) => {
      for (let i = 0; ; i++) {
        try {
          const answer = await get(
            server.origin,
            i % 2 ? '/api/system/health' : '/api/system/server_time',
            agent,
          );
          expect([200, 503], answer.body).toContain(answer.status);
          outcomes.answered++;
          // sent before the server had the signal, an answer keeps its connection; after, it closes it
          if (answer.connection === 'close') outcomes.closing++;
          if (outcomes.answered === 400) enough();
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code;
          if (code === 'ECONNREFUSED' && stopping) outcomes.refused++;
          else outcomes.failures.push(`client ${n}: ${code ?? String(error)}`);
          return;
        }
      }
    };
    const clients = Array.from({ length: CLIENTS }, (_, n) => client(n));
    await loaded;
    stopping = true;
    const exitCode = await server.stop();
    await Promise.all(clients);
    agent.destroy();

    expect(outcomes.failures, server.output()).toEqual([]);
    expect(exitCode).toBe(0);
    // each client was told to close its connection, and its next one was refused
    expect(outcomes.closing).toBeGreaterThanOrEqual(CLIENTS);
    expect(outcomes.refused).toBe(CLIENTS);
  }, 120_000);
});

describe('while the app stops', () => {
  /** A log the test reads, and the app's metrics. */
  async function appWithLog(routes = routePlugins) {
    let log = '';
    const capture = new Writable({
      write(chunk, _encoding, done) {
        log += String(chunk);
        done();
      },
    });
    const app = await buildApp(
      { ...t.deps, config: { ...t.deps.config, metricsToken: 'graceful-stop-test' } },
      { logger: { level: 'info', stream: capture }, routes },
    );
    await app.listen({ host: '127.0.0.1', port: 0 });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    return { app, origin, log: () => log };
  }

  it('refuses new connections, answers on the open ones with Connection: close (the readiness check 503), and ends when they do', async () => {
    const { app, origin, log } = await appWithLog();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(origin, '/api/system/server_time', agent)).connection).toBe('keep-alive');

    // a grace far longer than the test: it ends because the last connection does
    const stopped = stopGracefully(app, 600_000);
    await expect(get(origin, '/api/system/server_time', new Agent())).rejects.toMatchObject({
      code: 'ECONNREFUSED',
    });
    const ready = await get(origin, '/api/system/ready', agent);
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toMatchObject({ error: 'not-ready', fields: { server: 'stopping' } });
    expect(ready.connection).toBe('close');
    await stopped;
    agent.destroy();

    // the 503 of the stop is logged and counted as any answer
    const line = log()
      .trim()
      .split('\n')
      .map((text) => JSON.parse(text) as { msg: string; route?: string; status?: number })
      .find((each) => each.msg === 'request' && each.route === '/api/system/ready');
    expect(line).toMatchObject({ status: 503 });
    expect(await app.metrics?.registry.metrics()).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/system\/ready",status_class="5xx"\} 1/,
    );
  });

  it('lets a request in flight finish, closing its connection, and closes the connections idle through the grace', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let arrived: () => void = () => {};
    const slowArrived = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const { app, origin } = await appWithLog([
      ...routePlugins,
      (api) => {
        api.get('/slow', { config: { access: 'public' } }, async () => {
          arrived();
          await held;
          return { ok: true };
        });
      },
    ]);
    const idle = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(origin, '/api/system/server_time', idle)).connection).toBe('keep-alive');
    const idleClosed = once([...Object.values(idle.freeSockets)].flat()[0] ?? idle, 'close');
    const busy = new Agent({ keepAlive: true, maxSockets: 1 });
    const slow = get(origin, '/api/slow', busy);
    await slowArrived;

    const stopped = stopGracefully(app, 0);
    await idleClosed;
    release();
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(answer.connection).toBe('close');
    await stopped;
    idle.destroy();
    busy.destroy();
  });
});
