// @ts-check
/**
 * Load scenario "person-export" (issue 26): the zip of all the academy holds on one learner with a
 * long history (500 courses in progress, 200 exam attempts, 50 certificates, whose PDFs are printed
 * into the zip), asked by himself from the bench's server (lib/serve.mjs) on a fresh PostgreSQL
 * database. The targets: under 5 s, and the server's memory (its resident set, read from /proc
 * every 20 ms) growing by less than 50 MB. Five exports in a row; the figures are each one's time
 * and growth over the resident set before the first.
 *
 *   npm run bench:person-export
 *
 * It stops by itself within 5 minutes, drops its database and sends traffic only over loopback.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  certificates,
  courseProgress,
  courses,
  examAttempts,
  lessonProgress,
  lessons,
  users,
} from '../apps/api/dist/db/schema/index.js';
import { seedEssentials } from '../apps/api/dist/db/seed/essentials.js';
import { newId } from '../apps/api/dist/lib/ids.js';
import { createSession } from '../apps/api/dist/modules/auth/sessions.js';
import { machine, openFreshDatabase, startRun, startServer, writeReport } from './lib/run.mjs';

const HARD_LIMIT_MS = 5 * 60_000;
const HISTORY = { courses: 500, attempts: 200, certificates: 50 };
const RUNS = 5;
const TARGET = { seconds: 5, megabytes: 50 };

const run = startRun(HARD_LIMIT_MS);
await run.main(measure);

/** The resident set of a process, in MB. @param {number} pid */
async function residentMb(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** One learner, and his history written straight to the tables. @param {import('../apps/api/dist/db/client.js').Db} db */
async function seedLearner(db) {
  const learnerId = newId();
  await db.insert(users).values({
    id: learnerId,
    type: 'student',
    status: 'enabled',
    name: 'Helena Histórico',
    email: 'helena.historico@bench.example',
    passwordHash: '!',
    lang: 'pt',
  });
  const courseRows = Array.from({ length: HISTORY.courses }, (_, index) => ({
    id: newId(),
    title: { en: `Course ${index}`, pt: `Curso ${index}`, es: `Curso ${index}` },
    langs: /** @type {('en' | 'pt' | 'es')[]} */ (['en', 'pt', 'es']),
    structure: /** @type {const} */ ('linear'),
    status: /** @type {const} */ ('published'),
  }));
  await db.insert(courses).values(courseRows);
  const lessonRows = courseRows.map((course) => ({
    id: newId(),
    courseId: course.id,
    kind: /** @type {const} */ ('exam'),
    title: { en: 'Exam', pt: 'Prova', es: 'Examen' },
  }));
  await db.insert(lessons).values(lessonRows);
  await db
    .insert(courseProgress)
    .values(
      courseRows.map((course, index) => ({ userId: learnerId, courseId: course.id, progress: index % 101 })),
    );
  await db.insert(lessonProgress).values(
    lessonRows.map((lesson) => ({
      userId: learnerId,
      courseId: lesson.courseId,
      lessonId: lesson.id,
      progress: 100,
    })),
  );
  await db.insert(examAttempts).values(
    Array.from({ length: HISTORY.attempts }, (_, index) => {
      const lesson = lessonRows[index % lessonRows.length];
      return {
        id: newId(),
        userId: learnerId,
        courseId: lesson?.courseId ?? '',
        lessonId: lesson?.id ?? '',
        score: index % 10,
        total: 10,
        passed: index % 10 >= 7,
        answers: Array.from({ length: 10 }, (__, question) => ({
          questionId: newId(),
          answers: [`answer ${question}`],
        })),
      };
    }),
  );
  await db.insert(certificates).values(
    courseRows.slice(0, HISTORY.certificates).map((course) => ({
      id: newId(),
      userId: learnerId,
      courseId: course.id,
      code: randomBytes(10).toString('hex').toUpperCase(),
      holderName: 'Helena Histórico',
      lang: /** @type {const} */ ('pt'),
      title: course.title.pt,
    })),
  );
  return learnerId;
}

async function measure() {
  const { log } = run;
  const bench = await openFreshDatabase(run, `academy_bench_person_export_${randomBytes(4).toString('hex')}`);
  const { database, config } = bench;
  const db = database.db;
  await seedEssentials(db);
  const learnerId = await seedLearner(db);
  log(`seeded a learner with ${JSON.stringify(HISTORY)}`);
  const server = await startServer(run, bench);
  const headers = {
    authorization: `Bearer ${await createSession(db, config, learnerId, { userAgent: 'bench-export' })}`,
  };

  // a first export warms the server (the PDF libraries load on the first certificate)
  await (await fetch(`${server.origin}/api/privacy/export`, { headers })).arrayBuffer();
  const before = await residentMb(server.pid);
  const exports = [];
  for (let index = 0; index < RUNS; index++) {
    let peak = before;
    const sampler = setInterval(() => {
      void residentMb(server.pid).then((mb) => {
        peak = Math.max(peak, mb);
      });
    }, 20);
    const started = performance.now();
    const response = await fetch(`${server.origin}/api/privacy/export`, { headers });
    if (response.status !== 200) throw new Error(`the export answered ${response.status}`);
    const bytes = (await response.arrayBuffer()).byteLength;
    const seconds = Math.round(performance.now() - started) / 1000;
    clearInterval(sampler);
    exports.push({ seconds, bytes, residentGrowthMb: Math.round((peak - before) * 10) / 10 });
    log(`export ${index + 1}: ${seconds} s, ${bytes} bytes, resident set +${(peak - before).toFixed(1)} MB`);
  }
  const worst = {
    seconds: Math.max(...exports.map((one) => one.seconds)),
    residentGrowthMb: Math.max(...exports.map((one) => one.residentGrowthMb)),
  };
  const date = new Date().toISOString();
  await writeReport(run, 'person-export', date, {
    scenario: 'person-export',
    command: 'npm run bench:person-export',
    date,
    machine: await machine(database),
    history: HISTORY,
    residentBeforeMb: Math.round(before * 10) / 10,
    exports,
    worst,
    target: TARGET,
    met: worst.seconds < TARGET.seconds && worst.residentGrowthMb < TARGET.megabytes,
  });
}
