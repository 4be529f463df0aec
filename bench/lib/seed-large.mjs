// @ts-check
/**
 * The large academy (issue 13, "Scale"): 30,000 learners across 500 distributors in 8 countries,
 * 2,000 teams, 300 courses, about 3,000,000 lesson progress rows, 300,000 exam attempts and
 * 60,000 certificates, written into a migrated database. People and progress are made by
 * PostgreSQL (INSERT … SELECT from generate_series, lib/seed-large-*.mjs), the catalogue and the
 * learning paths through the app's schema (lib/seed-courses.mjs, lib/seed-large-paths.mjs).
 */
import { sql } from 'drizzle-orm';
import { seedEssentials } from '../../apps/api/dist/db/seed/essentials.js';
import { hashPassword } from '../../apps/api/dist/lib/passwords.js';
import { buildFigures, withoutFigureTriggers } from './kept-figures.mjs';
import { tableBars } from './progress-bars.mjs';
import { createRandom } from './random.mjs';
import { tableSizes } from './seed.mjs';
import { seedCourses } from './seed-courses.mjs';
import { seedLargePaths } from './seed-large-paths.mjs';
import { ADMIN_EMAIL, EMAIL_DOMAIN, seedLargePeople } from './seed-large-people.mjs';
import { seedLargeProgress } from './seed-large-progress.mjs';
import { openSeedPool, SCRATCH } from './seed-large-sql.mjs';

/** The sizes of issue 13; the two shares are tuned to land near its counts of rows. */
export const LARGE_ACADEMY = {
  learners: 30_000,
  /** @type {Record<string, number>} Brazil holds 40 % of the channel, seven LAAM countries the rest */
  distributorsByCountry: { BR: 200, MX: 80, AR: 60, CO: 50, CL: 40, PE: 30, EC: 20, UY: 20 },
  teams: 2_000,
  pendingRegistrations: 300,
  courses: 300,
  lessons: { min: 8, max: 20 },
  /** every 8th lesson is a quiz (an exam without a certificate), besides the final exams */
  quizEvery: 8,
  learningPaths: 50,
  /** courses a learner of average keenness starts */
  meanStartedCourses: 14.8,
  /** share of the started courses that learners finish */
  finishedShare: 0.107,
};

/** @typedef {typeof LARGE_ACADEMY} LargeAcademy */

/**
 * The same academy with its people scaled by `factor` (the catalogue stays whole), for a quick try.
 * @param {number} factor
 * @returns {LargeAcademy}
 */
export function scaledAcademy(factor) {
  const scaled = (/** @type {number} */ n) => Math.max(1, Math.round(n * factor));
  return {
    ...LARGE_ACADEMY,
    learners: scaled(LARGE_ACADEMY.learners),
    distributorsByCountry: Object.fromEntries(
      Object.entries(LARGE_ACADEMY.distributorsByCountry).map(([iso2, n]) => [iso2, scaled(n)]),
    ),
    teams: scaled(LARGE_ACADEMY.teams),
    pendingRegistrations: scaled(LARGE_ACADEMY.pendingRegistrations),
  };
}

/** The password of every account of the large academy, unless SEED_LARGE_PASSWORD gives another. */
export const LARGE_PASSWORD = process.env.SEED_LARGE_PASSWORD || 'large-academy';

/** Who signs in to the large academy, and as what. */
export const LARGE_LOGINS = {
  admin: ADMIN_EMAIL,
  tsmBr: `tsm.br1@${EMAIL_DOMAIN} … tsm.br4@${EMAIL_DOMAIN} (a quarter of Brazil's distributors each)`,
  tsmLaam: `tsm.laam1@${EMAIL_DOMAIN} … tsm.laam3@${EMAIL_DOMAIN} (MX PE, AR CL UY, CO EC)`,
  masters: `master1@${EMAIL_DOMAIN} … master<N>@${EMAIL_DOMAIN} (master1 has the most learners)`,
  learners: `learner1@${EMAIL_DOMAIN} … learner<N>@${EMAIL_DOMAIN}`,
};

const COUNTED_TABLES = [
  'countries',
  'distributors',
  'users',
  'tsm_distributors',
  'tsm_countries',
  'teams',
  'team_distributors',
  'team_users',
  'courses',
  'course_distributors',
  'course_teams',
  'modules',
  'lessons',
  'questions',
  'answers',
  'learning_paths',
  'learning_path_courses',
  'learning_path_teams',
  'lesson_progress',
  'module_progress',
  'course_progress',
  'exam_attempts',
  'certificates',
];

/**
 * Seeds the large academy into a migrated database that holds no academy yet, with a progress bar
 * per table, then lets PostgreSQL gather statistics as autovacuum would on a live server.
 * @param {import('../../apps/api/dist/db/client.js').Database} database
 * @param {string} databaseUrl the same database, for the pool that writes the bulk of the rows
 * @param {{ academy?: LargeAcademy, password?: string }} [options]
 */
export async function seedLargeAcademy(database, databaseUrl, options = {}) {
  const { academy = LARGE_ACADEMY, password = LARGE_PASSWORD } = options;
  const started = performance.now();
  const now = new Date();
  const random = createRandom(20_261_201);
  const bars = tableBars();
  const steps = [];

  let bar = bars.start('settings, geography', 1);
  await seedEssentials(database.db);
  steps.push(bar.done());

  const seedPool = await openSeedPool(databaseUrl, now);
  const { pool } = seedPool;
  try {
    await withoutFigureTriggers(
      (statement) => pool.query(statement),
      async () => {
        const people = await seedLargePeople(pool, bars, academy, await hashPassword(password));
        steps.push(...people.steps);

        bar = bars.start('courses (with lessons, exams)', 1);
        const teamIds = (await pool.query(`select id from ${SCRATCH}.team order by n`)).rows.map(
          (row) => row.id,
        );
        const distributorIds = (await pool.query('select id from distributors order by position')).rows.map(
          (row) => row.id,
        );
        const catalogue = await seedCourses(database.db, random, {
          courses: academy.courses,
          adminId: people.adminId,
          distributorIds,
          teamIds,
          lessons: academy.lessons,
          quizEvery: academy.quizEvery,
        });
        // certificates of a quarter of the courses last 6 months and of another quarter 12, so that
        // some have ended and some end within 30 days; courses were written before anyone started them
        const updated = await pool.query(`update courses set
      certificate_validity_months = case position % 4 when 0 then 6 when 1 then 12 when 2 then 24 end,
      created_at = ${SCRATCH}.t0() - interval '400 days' + position * interval '1 hour',
      updated_at = ${SCRATCH}.t0() - interval '400 days' + position * interval '1 hour'`);
        bar.step(updated.rowCount ?? 0);
        steps.push(bar.done());

        bar = bars.start('learning paths', 1);
        const enabledTeams = (await pool.query(`select id from ${SCRATCH}.team where enabled order by n`))
          .rows;
        const paths = await seedLargePaths(database.db, random, {
          paths: academy.learningPaths,
          adminId: people.adminId,
          catalogue,
          teamIds: enabledTeams.map((row) => row.id),
          now,
        });
        bar.step(paths.learningPaths);
        steps.push(bar.done());

        steps.push(...(await seedLargeProgress(pool, bars, academy, people.adminId)));
      },
    );
  } finally {
    bars.stop();
    await seedPool.close();
  }

  const vacuumStart = performance.now();
  await database.db.execute(sql`vacuum analyze`);
  steps.push({
    table: 'vacuum analyze',
    rows: 0,
    seconds: Math.round(performance.now() - vacuumStart) / 1000,
  });

  const figuresStart = performance.now();
  await buildFigures(database.db, now);
  steps.push({
    table: 'kept figures',
    rows: 0,
    seconds: Math.round(performance.now() - figuresStart) / 1000,
  });

  return {
    academy,
    steps,
    ...(await tableSizes(database.db, COUNTED_TABLES)),
    seconds: Math.round(performance.now() - started) / 1000,
    logins: { ...LARGE_LOGINS, password },
  };
}
