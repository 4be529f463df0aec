// @ts-check
/**
 * The built server (`apps/api/dist/server.js`, the production entry point, serving the built web
 * app) with the demo academy on PGlite in a throwaway data directory, as the browser tests start
 * it, on 127.0.0.1. Stopped, and its directory removed, when the run cleans up.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
/** PGlite migrates and seeds the demo academy on the first start: slow on a busy machine. */
const START_LIMIT_MS = 180_000;

/**
 * @param {import('./run.mjs').BenchRun} run
 * @param {number} port
 * @returns {Promise<string>} the server's origin
 */
export async function startDemoServer(run, port) {
  const dataDir = await mkdtemp(join(tmpdir(), 'academy-lighthouse-'));
  run.cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: REPO,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DEMO: 'true',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
    },
  });
  const exited = once(server, 'exit');
  run.cleanups.push(async () => {
    if (server.exitCode !== null) return;
    server.kill('SIGTERM');
    await exited;
  });

  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_LIMIT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const response = await fetch(`${origin}/api/system/health`).catch(() => undefined);
    if (response?.ok) return origin;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer within ${START_LIMIT_MS / 1000} s`);
}

/**
 * What signing in as a demo user leaves in the browser: the session token and the user's language
 * (the web app keeps both in localStorage, lib/api.ts and lib/i18n.ts).
 * @param {string} origin
 * @param {{ email: string, password: string }} credentials
 * @returns {Promise<{ token: string, lang: string }>}
 */
export async function signIn(origin, credentials) {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const body = await response.json();
  if (response.status !== 200)
    throw new Error(`sign-in answered ${response.status}: ${JSON.stringify(body)}`);
  return { token: body.data.token, lang: body.data.lang };
}
