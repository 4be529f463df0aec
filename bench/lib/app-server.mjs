// @ts-check
/**
 * The built production server, `node apps/api/dist/server.js`, as `npm start` runs it: with its
 * job queue (pg-boss, started 10 s after it listens), which the bench's own server
 * (lib/serve.mjs) leaves out. On 127.0.0.1 and a free port, on the bench's database, logging at
 * `warn`. Its warnings and errors are echoed and counted for the results file. Stopped with
 * SIGTERM (its graceful stop) when the run cleans up.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { cpuMeter } from './cpu.mjs';
import { rowsOf } from './database.mjs';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const START_LIMIT_MS = 120_000;
/** The server starts its job queue this long after it listens (apps/api/src/start.ts, JOBS_AFTER_MS). */
export const JOBS_AFTER_MS = 10_000;
/** Log lines kept for the results file (the first ones: the rest are counted). */
const KEPT_LINES = 20;

/** A port on loopback that nothing listens on now. */
export async function freePort() {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  probe.close();
  await once(probe, 'close');
  return port;
}

/**
 * @param {import('./run.mjs').BenchRun} run
 * @param {import('./run.mjs').BenchDatabase} bench
 * @param {Record<string, string>} [env] more of the server's settings
 */
export async function startAppServer(run, bench, env = {}) {
  const port = await freePort();
  const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: REPO,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DEMO: 'false',
      DATABASE_URL: bench.databaseUrl,
      DATA_DIR: bench.dataDir,
      REDIS_URL: '',
      SMTP_URL: '',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const exited = once(server, 'exit');
  let stopping = false;
  server.on('exit', (code, signal) => {
    if (!stopping) console.error(`[bench] the server exited by itself: code ${code}, signal ${signal}`);
  });
  run.cleanups.push(async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    stopping = true;
    server.kill('SIGTERM');
    await exited;
  });

  /** @type {{ level: number, msg: string, job?: string, err?: string }[]} */
  const kept = [];
  const counts = { warn: 0, error: 0, other: 0 };
  let pending = '';
  /** @param {Buffer} chunk */
  const readLog = (chunk) => {
    pending += chunk.toString('utf8');
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (line.trim() === '') continue;
      /** @type {any} */
      let entry;
      try {
        entry = JSON.parse(line);
      } catch {
        entry = { level: 0, msg: line };
      }
      if (entry.level === 40) counts.warn += 1;
      else if (entry.level >= 50) counts.error += 1;
      else counts.other += 1;
      if (kept.length < KEPT_LINES)
        kept.push({
          level: entry.level,
          msg: String(entry.msg).slice(0, 300),
          ...(entry.job && { job: entry.job }),
          ...(entry.err && { err: String(entry.err.message ?? entry.err).slice(0, 300) }),
        });
      console.error(`[server] ${line.slice(0, 400)}`);
    }
  };
  server.stdout.on('data', readLog);
  server.stderr.on('data', readLog);

  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_LIMIT_MS;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const response = await fetch(`${origin}/api/system/health`).catch(() => undefined);
    if (response?.ok) break;
    if (Date.now() > deadline) throw new Error(`the server did not answer within ${START_LIMIT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const listeningAt = Date.now();
  const pid = /** @type {number} */ (server.pid);
  run.log(`built server (pid ${pid}) on ${origin}`);
  const db = bench.database.db;
  return {
    origin,
    pid,
    cpu: cpuMeter({
      serverPid: pid,
      // every backend of the bench database but this process's own: the app's pool and pg-boss's
      backendPids: async () =>
        (
          await rowsOf(
            db,
            sql`select pid from pg_stat_activity where datname = ${bench.databaseName} and pid <> pg_backend_pid()`,
          )
        ).map((row) => Number(row.pid)),
    }),
    /** Resolves once the job queue's start is due (it then takes a moment more to install and work). */
    jobsDue: () =>
      new Promise((resolve) => setTimeout(resolve, Math.max(0, listeningAt + JOBS_AFTER_MS - Date.now()))),
    log: () => ({ counts: { ...counts }, first: [...kept] }),
  };
}
