// @ts-check
/**
 * A file served through the server from the disk driver and from an S3-compatible store (s3rver
 * on loopback, in a process of its own) in one run (issue 26, decision 0044): the same 1 MB file,
 * GET /api/file/:id with 10 connections, beside a bare Fastify hello-world. Each server runs on
 * its own embedded database (PGlite) in a temporary folder, with the file recorded through the
 * app's own storage drivers before it starts. Target: S3's throughput within 2x of the disk's.
 *
 *   npm run bench:files
 *
 * Writes bench/results/files-storage-<date>.json (a trial with BENCH_SECONDS). Sends traffic only
 * over loopback and gives up after 10 minutes.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, cpus, release, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../apps/api/dist/config.js';
import { openDatabase } from '../apps/api/dist/db/client.js';
import { seedEssentials } from '../apps/api/dist/db/seed/essentials.js';
import { configuredStorage } from '../apps/api/dist/lib/storage.js';
import { recordFile } from '../apps/api/dist/lib/stored-files.js';
import { freePort } from './lib/app-server.mjs';
import { cpuMeter } from './lib/cpu.mjs';
import { LOAD, runScenario, SHORT_LOAD } from './lib/load.mjs';
import { startChild, startHelloWorld, startRun, writeReport } from './lib/run.mjs';

const REPO = fileURLToPath(new URL('../', import.meta.url));
const HARD_LIMIT_MS = 10 * 60_000;
const FILE_BYTES = 1024 * 1024;
const BUCKET = 'academy-bench';
/** s3rver's own credentials */
const S3_ENV = {
  S3_BUCKET: BUCKET,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
};

const run = startRun(HARD_LIMIT_MS);
await run.main(measure);

/**
 * The server on a fresh embedded database of its own holding one file in the given store.
 * @param {Record<string, string>} env
 * @param {Buffer} bytes
 * @param {number | undefined} storePid counted as the store's CPU
 */
async function serverWithFile(env, bytes, storePid) {
  const dataDir = await mkdtemp(join(tmpdir(), 'academy-bench-files-'));
  run.cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const fullEnv = { ...env, DATA_DIR: dataDir, DATABASE_URL: '' };
  const config = loadConfig({ ...process.env, ...fullEnv });
  const database = await openDatabase({ pgliteDir: join(dataDir, 'pglite') });
  await database.migrate();
  await seedEssentials(database.db);
  const file = await recordFile(database.db, await configuredStorage(config), {
    ownerId: null,
    type: 'module_pdf',
    mime: 'application/pdf',
    ext: 'pdf',
    size: bytes.length,
    name: 'guide.pdf',
    bytes,
  });
  await database.close();

  const port = await freePort();
  const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: REPO,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      ...fullEnv,
      NODE_ENV: 'production',
      DEMO: 'false',
      REDIS_URL: '',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
    },
  });
  const exited = once(server, 'exit');
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    server.kill('SIGTERM');
    await exited;
  };
  run.cleanups.push(stop);
  const origin = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 120_000; ; ) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    if ((await fetch(`${origin}/api/system/health`).catch(() => undefined))?.status === 200) break;
    if (Date.now() > deadline) throw new Error('the server did not start within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const pid = /** @type {number} */ (server.pid);
  const target = {
    origin,
    pid,
    cpu: cpuMeter({ serverPid: pid, backendPids: async () => (storePid ? [storePid] : []) }),
  };
  return { target, path: `/api/file/${file._id}`, stop };
}

/** @param {Awaited<ReturnType<typeof runScenario>>} result */
function throughput(result) {
  return {
    ...result,
    megabytesPerSecond: Math.round(((result.requestsPerSecond * FILE_BYTES) / 1_048_576) * 10) / 10,
    // the "postgres" column of the CPU meter is the store's process here (none for the disk)
    cpuMsPerRequest: {
      server: result.cpuMsPerRequest.server,
      store: result.cpuMsPerRequest.postgres,
      loadGenerator: result.cpuMsPerRequest.loadGenerator,
    },
  };
}

async function measure() {
  const { log } = run;
  const bytes = randomBytes(FILE_BYTES);
  const storeDir = await mkdtemp(join(tmpdir(), 'academy-bench-s3-'));
  run.cleanups.push(() => rm(storeDir, { recursive: true, force: true }));
  const store = await startChild(
    './s3-store.mjs',
    { S3_STORE_DIR: storeDir, S3_STORE_BUCKET: BUCKET },
    run.cleanups,
  );
  const s3Env = { ...S3_ENV, STORAGE: 's3', S3_ENDPOINT: `http://127.0.0.1:${store.port}` };

  const hello = await startHelloWorld(run);
  log('hello-world');
  const helloResult = await runScenario(hello, { name: 'hello', route: 'GET /', request: { path: '/' } });

  const results = [];
  for (const [name, env, storePid] of /** @type {const} */ ([
    ['disk', { STORAGE: 'disk' }, undefined],
    ['s3', s3Env, store.pid],
  ])) {
    const server = await serverWithFile(env, bytes, storePid);
    log(`${name}: GET ${server.path} (${FILE_BYTES} bytes)`);
    const result = await runScenario(server.target, {
      name,
      route: 'GET /api/file/:id',
      request: { path: server.path },
    });
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    results.push(throughput(result));
    await server.stop();
  }
  const [disk, s3] = results;
  const s3ToDisk = Math.round(((s3?.requestsPerSecond ?? 0) / (disk?.requestsPerSecond ?? 1)) * 100) / 100;
  for (const result of results)
    log(
      `${result.name}: ${result.requestsPerSecond} req/s, ${result.megabytesPerSecond} MB/s, p99 ${result.latencyMs.p99} ms`,
    );
  log(`s3 / disk: ${s3ToDisk} (target: 0.5 or more)`);

  await writeReport(
    run,
    'files-storage',
    new Date().toISOString(),
    {
      command: 'npm run bench:files',
      date: new Date().toISOString(),
      machine: {
        nproc: availableParallelism(),
        cpu: cpus()[0]?.model ?? 'unknown',
        memoryGiB: Math.round(totalmem() / 1024 ** 3),
        node: process.version,
        os: `${process.platform} ${release()}`,
      },
      load: LOAD,
      fileBytes: FILE_BYTES,
      store: 's3rver on loopback, in a process of its own; the server on PGlite',
      helloWorldRequestsPerSecond: helloResult.requestsPerSecond,
      scenarios: results.map((result) => ({
        ...result,
        ratioToHelloWorld:
          Math.round((result.requestsPerSecond / helloResult.requestsPerSecond) * 1000) / 1000,
      })),
      s3ToDiskThroughput: s3ToDisk,
      target: 'S3 within 2x of disk: s3ToDiskThroughput >= 0.5',
      totalSeconds: run.totalSeconds(),
    },
    { trial: SHORT_LOAD },
  );
}
