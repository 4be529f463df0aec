import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTcpProxy, type TcpProxy } from '../../apps/api/src/test/tcp-proxy.js';

/** The PostgreSQL server the test database is made on (the API tests use the same variable). */
const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REPO = fileURLToPath(new URL('../../', import.meta.url));
const STARTUP_MS = 120_000;

interface PgClient {
  connect(): Promise<void>;
  query(statement: string): Promise<unknown>;
  end(): Promise<void>;
}
/** The API's own PostgreSQL client, resolved as the API resolves it. */
const { Client } = createRequire(join(REPO, 'apps/api/package.json'))('pg') as {
  Client: new (options: { connectionString: string; connectionTimeoutMillis?: number }) => PgClient;
};

async function onServer(statement: string, url = SERVER_URL): Promise<unknown[]> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    return ((await client.query(statement)) as { rows?: unknown[] }).rows ?? [];
  } finally {
    await client.end();
  }
}

/** Why the database-down test cannot run here, or null when a PostgreSQL server answers. */
export async function postgresMissing(): Promise<string | null> {
  try {
    await onServer('select 1');
    return null;
  } catch (error) {
    return `no PostgreSQL answers at ${new URL(SERVER_URL).host} (${(error as Error).message}); set TEST_DATABASE_URL to run it`;
  }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

export interface ServerBehindProxy {
  baseURL: string;
  /** between the API and its database: cut it to play the database stopping */
  proxy: TcpProxy;
  /** the server's database, reached directly (not through the proxy), as an operator reaches it */
  databaseUrl: string;
  /** runs a statement on the server's database directly (not through the proxy), as an operator would */
  query(statement: string): Promise<unknown[]>;
  stop(): Promise<void>;
}

/**
 * The built API server, on a database made for this test and reached through a TCP proxy. The
 * server migrates and seeds the demo academy by itself on start, as it does in production.
 */
export async function startServerBehindProxy(): Promise<ServerBehindProxy> {
  const name = `academy_e2e_${randomBytes(6).toString('hex')}`;
  await onServer(`create database ${name}`);
  const target = new URL(SERVER_URL);
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const databaseUrl = new URL(SERVER_URL);
  databaseUrl.host = `127.0.0.1:${proxy.port}`;
  databaseUrl.pathname = `/${name}`;
  const directUrl = new URL(SERVER_URL);
  directUrl.pathname = `/${name}`;
  const query = (statement: string) => onServer(statement, directUrl.toString());
  const dataDir = mkdtempSync(join(tmpdir(), 'academy-e2e-pg-'));
  const port = await freePort();
  const server: ChildProcess = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: REPO,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl.toString(),
      DATA_DIR: dataDir,
      DEMO: 'true',
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
    },
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));

  const stop = async () => {
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (server.exitCode === null) server.kill('SIGKILL');
    await proxy.close();
    await onServer(`drop database if exists ${name} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  };

  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + STARTUP_MS;
  while (Date.now() < deadline && server.exitCode === null) {
    const health = await fetch(`${baseURL}/api/system/health`).catch(() => null);
    if (health?.ok) return { baseURL, proxy, databaseUrl: directUrl.toString(), query, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the API server on ${name} did not start within ${STARTUP_MS / 1000} s`);
}
