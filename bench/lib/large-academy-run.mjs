// @ts-check
/**
 * What the benches on the large academy (reports.mjs, assignments.mjs) share: their options, the
 * academy they measure, sessions of its people that are removed at the end, and their load of 20
 * users at once.
 *
 *   --reuse      measure the academy of DATABASE_URL, seeded by seed:large, and leave it there
 *   --scale F    seed a fresh academy with F of the people (0 < F <= 1; the catalogue stays
 *                whole) for a short try; without --reuse the academy is seeded for the run and
 *                dropped at the end
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createSession } from '../../apps/api/dist/modules/auth/sessions.js';
import { LOAD, SHORT_LOAD } from './load.mjs';
import { openBenchDatabase, openFreshDatabase } from './run.mjs';
import { LARGE_ACADEMY, scaledAcademy, seedLargeAcademy } from './seed-large.mjs';

/** 20 users at once; each route gets a 2-second warm-up, then the measured seconds. */
export const LARGE_LOAD = { ...LOAD, connections: 20, markRequests: 0, markWarmup: 0 };

/** The bench's options, from its command line. */
export function largeAcademyOptions() {
  const { values } = parseArgs({
    options: { reuse: { type: 'boolean', default: false }, scale: { type: 'string' } },
  });
  const scale = values.scale === undefined ? 1 : Number(values.scale);
  if (!(scale > 0 && scale <= 1)) throw new Error('--scale takes a number above 0 and at most 1');
  if (values.reuse && scale !== 1)
    throw new Error('--scale seeds a fresh academy; --reuse measures one as it is');
  return { reuse: Boolean(values.reuse), scale };
}

/** @typedef {ReturnType<typeof largeAcademyOptions>} LargeAcademyOptions */

/**
 * The academy to measure: the one of DATABASE_URL with --reuse, else `freshName` created,
 * seeded (at --scale) and dropped at the end. `data` says which, for the results file.
 * @param {import('./run.mjs').BenchRun} run
 * @param {string} freshName
 * @param {LargeAcademyOptions} options
 */
export async function openLargeAcademy(run, freshName, options) {
  if (options.reuse)
    return { bench: await openBenchDatabase(run, reusedUrl()), data: { seededBy: 'seed:large (reused)' } };
  const bench = await openFreshDatabase(run, freshName);
  const academy = options.scale === 1 ? LARGE_ACADEMY : scaledAcademy(options.scale);
  const seed = await seedLargeAcademy(bench.database, bench.databaseUrl, { academy });
  run.log(`seeded in ${seed.seconds} s`);
  return {
    bench,
    data: {
      seededBy: 'seed:large (this run)',
      scale: options.scale,
      seedSeconds: seed.seconds,
      rows: seed.rows,
      databaseMiB: seed.databaseMiB,
    },
  };
}

/**
 * Opens sessions as the academy's people (answering the authorization header), all removed at
 * the end by their user agent.
 * @param {import('./run.mjs').BenchRun} run
 * @param {import('./run.mjs').BenchDatabase} bench
 * @param {string} userAgent
 */
export function sessionsOn(run, bench, userAgent) {
  run.cleanups.push(async () => {
    await bench.database.db.execute(sql`delete from sessions where user_agent = ${userAgent}`);
  });
  return async (/** @type {string} */ userId) =>
    `Bearer ${await createSession(bench.database.db, bench.config, userId, { userAgent })}`;
}

/**
 * A run on a scaled academy or with a short load is a trial, whose results stay out of results/.
 * @param {LargeAcademyOptions} options
 */
export const isTrial = (options) => options.scale !== 1 || SHORT_LOAD;

/**
 * The command that ran the bench, for the results file.
 * @param {string} script the npm script
 * @param {LargeAcademyOptions} options
 * @param {string} [env] variables set before it, `NAME=value `
 */
export function commandOf(script, options, env = '') {
  const seconds = process.env.BENCH_SECONDS ? `BENCH_SECONDS=${process.env.BENCH_SECONDS} ` : '';
  if (options.reuse) return `${env}${seconds}DATABASE_URL=postgres://…/<seeded> npm run ${script} -- --reuse`;
  return `${env}${seconds}npm run ${script}${options.scale === 1 ? '' : ` -- --scale ${options.scale}`}`;
}

/** The database of an academy seeded by seed:large, for --reuse. */
function reusedUrl() {
  const url = process.env.DATABASE_URL ?? '';
  if (!/^postgres(ql)?:\/\//.test(url))
    throw new Error('--reuse needs DATABASE_URL=postgres://… of an academy seeded by npm run seed:large');
  return url;
}
