// @ts-check
/**
 * Load scenario "package-upload" (issue 27): an author uploads a SCORM package of about 200 MB
 * (random bytes in stored and deflated entries: media do not compress) to the built server
 * (`node apps/api/dist/server.js`, lib/app-server.mjs) on a fresh PostgreSQL database, while a
 * learner reads his course list. The targets: the server's memory (its resident set, read from
 * /proc every 20 ms) grows by less than 100 MB during an upload, and the course list's p99 during
 * the upload is within 2x of its p99 without it.
 *
 * 1. seeds an academy's catalogue (200 courses, lib/seed-courses.mjs), an author and a learner;
 * 2. writes the package to a temporary file (lib/package-zip.mjs) and warms the server with a
 *    small package;
 * 3. the course list alone, 10 connections for BENCH_SECONDS (10) after a 2 s warm-up: its p99;
 * 4. uploads the package alone: its time and the resident set's growth;
 * 5. the course list while the package is uploaded a second time, from the upload's start to its
 *    answer: p99 during the upload, and the resident set's growth with both;
 * 6. the course list alone again; p99Ratio is the p99 during the upload over the lower of 3's and
 *    6's, so that the machine's drift does not flatter it.
 *
 *   npm run bench:package-upload
 *
 * Writes bench/results/package-upload-<date>.json (a trial with BENCH_SECONDS). It stops by
 * itself within 10 minutes, drops its database and sends traffic only over loopback.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { users } from '../apps/api/dist/db/schema/index.js';
import { seedEssentials } from '../apps/api/dist/db/seed/essentials.js';
import { newId } from '../apps/api/dist/lib/ids.js';
import { createSession } from '../apps/api/dist/modules/auth/sessions.js';
import { startAppServer } from './lib/app-server.mjs';
import { LOAD, SHORT_LOAD } from './lib/load.mjs';
import { packageEntries, writePackage } from './lib/package-zip.mjs';
import { createRandom } from './lib/random.mjs';
import { machine, openFreshDatabase, startRun, writeReport } from './lib/run.mjs';
import { seedCourses } from './lib/seed-courses.mjs';

const HARD_LIMIT_MS = 10 * 60_000;
const PACKAGE_MB = 200;
const TARGET = { residentGrowthMb: 100, p99Ratio: 2 };
const COURSE_LIST = '/api/course/list?page=1&limit=10';

const run = startRun(HARD_LIMIT_MS);
await run.main(measure);

/** The resident set of a process, in MB. @param {number} pid */
async function residentMb(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** The highest resident set of `pid` while `work` runs, sampled every 20 ms. @template T */
async function peakResidentDuring(/** @type {number} */ pid, /** @type {() => Promise<T>} */ work) {
  let peak = await residentMb(pid);
  const sampler = setInterval(() => {
    void residentMb(pid).then((mb) => {
      peak = Math.max(peak, mb);
    });
  }, 20);
  try {
    const result = await work();
    peak = Math.max(peak, await residentMb(pid));
    return { result, peak };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * POST lesson-packages with the zip at `path` streamed from the disk as a multipart body.
 * @param {string} origin @param {string} token @param {string} path @param {number} size
 * @returns {Promise<{ status: number, body: any, seconds: number }>}
 */
function uploadPackage(origin, token, path, size) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="package.zip"\r\n` +
      'Content-Type: application/zip\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const { hostname, port } = new URL(origin);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: hostname,
        port,
        method: 'POST',
        path: '/api/lesson-packages',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + size + tail.length,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(text),
            seconds: Math.round(performance.now() - started) / 1000,
          }),
        );
      },
    );
    req.on('error', reject);
    req.write(head);
    const file = createReadStream(path);
    file.on('error', reject);
    file.on('end', () => req.end(tail));
    file.pipe(req, { end: false });
  });
}

/** The course list's load as a learner. @param {string} origin @param {string} token */
function courseList(origin, token) {
  return {
    url: origin,
    connections: LOAD.connections,
    requests: [{ path: COURSE_LIST, headers: { authorization: `Bearer ${token}` } }],
  };
}

/** The load's warm-up, not recorded. @param {string} origin @param {string} token */
async function warmUp(origin, token) {
  await autocannon({ ...courseList(origin, token), duration: LOAD.warmupSeconds });
}

/**
 * The course list under load for the load's seconds, or, given `until`, from now until it
 * settles: its latencies' percentiles.
 * @param {string} origin @param {string} token @param {Promise<unknown>} [until]
 */
async function courseListLoad(origin, token, until) {
  /** @type {number[]} */
  const latencies = [];
  const instance = autocannon({ ...courseList(origin, token), duration: until ? 600 : LOAD.seconds });
  instance.on('response', (_client, _status, _bytes, milliseconds) => latencies.push(milliseconds));
  const stop = () => instance.stop();
  until?.then(stop, stop);
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const at = (/** @type {number} */ share) =>
    Math.round((latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))] ?? 0) * 100) /
    100;
  return {
    requests: latencies.length,
    non2xx: result.non2xx,
    errors: result.errors,
    latencyMs: { p50: at(0.5), p90: at(0.9), p99: at(0.99), max: at(1) },
  };
}

async function measure() {
  const { log } = run;
  const bench = await openFreshDatabase(
    run,
    `academy_bench_package_upload_${randomBytes(4).toString('hex')}`,
  );
  const { database, config } = bench;
  const db = database.db;
  await seedEssentials(db);
  const authorId = newId();
  const learnerId = newId();
  await db.insert(users).values([
    {
      id: authorId,
      type: 'admin',
      status: 'enabled',
      name: 'Ana Autora',
      email: 'author@bench.example',
      passwordHash: '!',
    },
    {
      id: learnerId,
      type: 'student',
      status: 'enabled',
      name: 'Luis Leitor',
      email: 'learner@bench.example',
      passwordHash: '!',
    },
  ]);
  await seedCourses(db, createRandom(27), {
    courses: 200,
    adminId: authorId,
    distributorIds: [],
    teamIds: [],
  });
  const authorToken = await createSession(db, config, authorId, { userAgent: 'bench-package-upload' });
  const learnerToken = await createSession(db, config, learnerId, { userAgent: 'bench-package-upload' });
  log('seeded 200 courses, an author and a learner');

  const folder = await mkdtemp(join(tmpdir(), 'academy-bench-package-'));
  run.cleanups.push(() => rm(folder, { recursive: true, force: true }));
  const zip = join(folder, 'package.zip');
  const entries = packageEntries(PACKAGE_MB);
  const zipBytes = await writePackage(zip, entries);
  const small = join(folder, 'small.zip');
  const smallBytes = await writePackage(small, packageEntries(1).slice(0, 3));
  log(`wrote a package of ${entries.length + 2} files, ${(zipBytes / 1024 ** 2).toFixed(1)} MB`);

  const server = await startAppServer(run, bench);
  // a first small upload loads what the upload runs (yauzl, the manifest's parser, the store)
  const warm = await uploadPackage(server.origin, authorToken, small, smallBytes);
  if (warm.status !== 200)
    throw new Error(`the warm-up upload answered ${warm.status}: ${JSON.stringify(warm.body)}`);
  await warmUp(server.origin, learnerToken);

  const uploadOnce = async () => {
    const before = await residentMb(server.pid);
    const { result, peak } = await peakResidentDuring(server.pid, () =>
      uploadPackage(server.origin, authorToken, zip, zipBytes),
    );
    if (result.status !== 200)
      throw new Error(`the upload answered ${result.status}: ${JSON.stringify(result.body)}`);
    return {
      seconds: result.seconds,
      files: result.body.data.files,
      unpackedBytes: result.body.data.bytes,
      residentBeforeMb: Math.round(before * 10) / 10,
      residentGrowthMb: Math.round((peak - before) * 10) / 10,
    };
  };

  await warmUp(server.origin, learnerToken);
  const listBefore = await courseListLoad(server.origin, learnerToken);
  log(`course list alone, before: p99 ${listBefore.latencyMs.p99} ms, ${listBefore.requests} requests`);
  const alone = await uploadOnce();
  log(`upload alone: ${alone.seconds} s, resident set +${alone.residentGrowthMb} MB`);

  // warm again, then the measured load starts with the upload and stops when it is answered
  await warmUp(server.origin, learnerToken);
  const upload = uploadOnce();
  const [listDuring, during] = await Promise.all([
    courseListLoad(server.origin, learnerToken, upload),
    upload,
  ]);
  log(
    `course list during the upload: p99 ${listDuring.latencyMs.p99} ms, ${listDuring.requests} requests; upload ${during.seconds} s, resident set +${during.residentGrowthMb} MB`,
  );
  await warmUp(server.origin, learnerToken);
  const listAfter = await courseListLoad(server.origin, learnerToken);
  log(`course list alone, after: p99 ${listAfter.latencyMs.p99} ms, ${listAfter.requests} requests`);
  for (const list of [listBefore, listDuring, listAfter])
    if (list.non2xx > 0 || list.errors > 0)
      throw new Error(`the course list answered ${list.non2xx} non-2xx, ${list.errors} errors`);

  // read against the better of the two runs without an upload: the stricter comparison
  const p99Alone = Math.min(listBefore.latencyMs.p99, listAfter.latencyMs.p99);
  const p99Ratio = Math.round((listDuring.latencyMs.p99 / Math.max(p99Alone, 0.01)) * 100) / 100;
  const residentGrowthMb = Math.max(alone.residentGrowthMb, during.residentGrowthMb);
  const date = new Date().toISOString();
  await writeReport(
    run,
    'package-upload',
    date,
    {
      scenario: 'package-upload',
      command: 'npm run bench:package-upload',
      date,
      machine: await machine(database),
      server: 'node apps/api/dist/server.js (the built bundle), files on the disk store, PostgreSQL',
      package: {
        bytes: zipBytes,
        files: entries.length + 2,
        content:
          'random bytes (incompressible) in stored and deflated entries: two of 20 and 30 MB, the rest 0.5 to 3.5 MB, and 300 small scripts',
      },
      load: { ...LOAD, route: `GET ${COURSE_LIST} as a learner who sees 160 courses` },
      uploadAlone: alone,
      courseListBefore: listBefore,
      courseListDuringUpload: listDuring,
      courseListAfter: listAfter,
      p99AloneMs: p99Alone,
      uploadDuringCourseList: during,
      residentGrowthMb,
      p99Ratio,
      target: TARGET,
      met: residentGrowthMb < TARGET.residentGrowthMb && p99Ratio <= TARGET.p99Ratio,
      totalSeconds: run.totalSeconds(),
    },
    { trial: SHORT_LOAD },
  );
}
