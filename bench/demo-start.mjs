// @ts-check
/**
 * Demo first start: the time from spawning `node <checkout>/apps/api/dist/server.js` on a fresh
 * PGlite data directory (so migrations, essentials and the one-time demo seed all run) to the
 * first 200 of GET /api/system/health. Development mode, as `npm start` runs it with the demo on.
 *
 *   node bench/demo-start.mjs --runs 3 --label before [--checkout /tmp/academy-before]
 *
 * Writes bench/results/demo-start-<date>.json, keeping the other labels already in that day's
 * file, so one file holds a before and an after. Loopback only.
 */
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const REPO = fileURLToPath(new URL('../', import.meta.url));
const RESULTS = fileURLToPath(new URL('./results/', import.meta.url));
const START_LIMIT_MS = 180_000;

const { values: flags } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    label: { type: 'string', default: 'latest' },
    checkout: { type: 'string', default: REPO },
  },
});

async function freePort() {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  await once(probe, 'close');
  return typeof address === 'object' && address ? address.port : 0;
}

/** One first start on a new data directory, removed afterwards. */
async function firstStart(/** @type {string} */ checkout) {
  const dataDir = await mkdtemp(join(tmpdir(), 'academy-demo-start-'));
  const port = String(await freePort());
  const started = performance.now();
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: checkout,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: port,
      HOST: '127.0.0.1',
    },
    stdio: 'ignore',
  });
  const exited = once(child, 'exit');
  try {
    while (performance.now() - started < START_LIMIT_MS) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      const response = await fetch(`http://127.0.0.1:${port}/api/system/health`).catch(() => undefined);
      if (response?.status === 200) return Math.round(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('no health answer in time');
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  }
}

const runs = [];
for (let round = 0; round < Number(flags.runs); round += 1) {
  const load = loadavg()[0];
  const ms = await firstStart(flags.checkout);
  runs.push({ ms, loadAverage: Math.round((load ?? 0) * 100) / 100 });
  console.log(`${flags.label} run ${round + 1}: ${ms} ms (load ${load?.toFixed(2)})`);
}
const sorted = runs.map((r) => r.ms).sort((a, b) => a - b);
const date = new Date().toISOString().slice(0, 10);
const file = join(RESULTS, `demo-start-${date}.json`);
const report = existsSync(file) ? JSON.parse(await readFile(file, 'utf8')) : {};
report.scenario =
  'demo first start: spawn of node apps/api/dist/server.js (NODE_ENV=development, PGlite, fresh DATA_DIR) to the first 200 of /api/system/health';
report.command =
  'npm run build:server && node bench/demo-start.mjs --runs 3 --label <label> [--checkout <folder>]';
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: flags.checkout })
  .toString()
  .trim();
report[flags.label] = {
  checkout: flags.checkout,
  commit,
  runs,
  medianMs: sorted[Math.floor(sorted.length / 2)],
};
await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
console.log(`median ${report[flags.label].medianMs} ms -> ${file}`);
