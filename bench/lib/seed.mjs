// @ts-check
import { sql } from 'drizzle-orm';
import { seedEssentials } from '../../apps/api/dist/db/seed/essentials.js';
import { rowsOf } from './database.mjs';
import { buildFigures, withoutFigureTriggers } from './kept-figures.mjs';
import { createRandom } from './random.mjs';
import { seedCourses } from './seed-courses.mjs';
import { seedPeople } from './seed-people.mjs';
import { seedProgress } from './seed-progress.mjs';

/** @typedef {import('../../apps/api/dist/db/client.js').Db} Db */

/** Academy scale (the scale the product is built for: tens of thousands of learners, a few hundred courses, millions of events). */
export const SCALE = {
  learners: 20_000,
  courses: 200,
  teams: 50,
  teamMembers: 40,
  /** tuned so that lesson_progress holds about a million rows */
  meanStartedCourses: 9,
};

/** The tables whose sizes the results report. */
const COUNTED_TABLES = [
  'countries',
  'states',
  'cities',
  'distributors',
  'users',
  'teams',
  'team_users',
  'courses',
  'course_distributors',
  'course_teams',
  'modules',
  'lessons',
  'questions',
  'answers',
  'lesson_progress',
  'module_progress',
  'course_progress',
  'certificates',
];

/**
 * Seeds a migrated, empty database at academy scale with multi-row inserts through the app's
 * schema, then lets PostgreSQL gather statistics as autovacuum would on a live server.
 * @param {Db} db
 */
export async function seedAcademy(db) {
  const random = createRandom(20_261_122);
  /** @type {Record<string, number>} seconds per step */
  const seconds = {};
  /**
   * @template T
   * @param {string} step
   * @param {() => Promise<T>} work
   */
  const timed = async (step, work) => {
    const start = performance.now();
    const result = await work();
    seconds[step] = Math.round(performance.now() - start) / 1000;
    return result;
  };

  await timed('essentials (settings, geography)', () => seedEssentials(db));
  const people = await timed('people (distributors, users, teams)', () => seedPeople(db, random, SCALE));
  const catalogue = await timed('courses (modules, lessons, exams)', () =>
    seedCourses(db, random, {
      courses: SCALE.courses,
      adminId: people.adminId,
      distributorIds: people.distributorIds,
      teamIds: people.teams.map((team) => team.id),
    }),
  );
  const progress = await timed('progress (lesson, module, course, certificates)', () =>
    withoutFigureTriggers(
      (statement) => db.execute(sql.raw(statement)),
      () =>
        seedProgress(db, random, {
          learners: people.learners,
          teams: people.teams,
          catalogue,
          meanStartedCourses: SCALE.meanStartedCourses,
        }),
    ),
  );
  await timed('vacuum analyze', () => db.execute(sql`vacuum analyze`));
  await timed('kept figures', () => buildFigures(db));
  return { seconds, people, catalogue, progress, ...(await tableSizes(db)) };
}

/**
 * Rows of each table and the size of the database.
 * @param {Db} db
 * @param {readonly string[]} [tables]
 */
export async function tableSizes(db, tables = COUNTED_TABLES) {
  /** @type {Record<string, number>} */
  const rows = {};
  for (const table of tables) {
    const [count] = await rowsOf(db, sql`select count(*)::int as n from ${sql.identifier(table)}`);
    rows[table] = Number(count?.n);
  }
  const [size] = await rowsOf(db, sql`select pg_database_size(current_database())::bigint as bytes`);
  return { rows, databaseMiB: Math.round(Number(size?.bytes) / 1024 / 1024) };
}
