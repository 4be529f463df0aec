// @ts-check
/**
 * What the large seed's SQL shares: a pool of two connections (the machine has two cores, and
 * PostgreSQL does the work), a scratch schema `seed_large` of unlogged tables and functions that
 * lives only while the seed runs, and batches that fill a table a range of learners at a time so
 * that its progress bar moves.
 */
import pg from 'pg';

/** Connections writing at once: one per core of the target machine. */
const CONCURRENCY = 2;
export const SCRATCH = 'seed_large';

/**
 * @param {string} databaseUrl
 * @param {Date} now the one "now" of the whole seed, so every batch dates its rows alike
 */
export async function openSeedPool(databaseUrl, now) {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: CONCURRENCY,
    // a seed can be run again, so losing its last commits in a crash costs nothing; dates are
    // computed in UTC as the app's certificate rule does
    options: '-c synchronous_commit=off -c TimeZone=UTC -c work_mem=64MB -c maintenance_work_mem=256MB',
  });
  await pool.query(`drop schema if exists ${SCRATCH} cascade`);
  await pool.query(`create schema ${SCRATCH}`);
  // a uniform number in [0, 1) from two keys and a salt: the same data on every run, computed
  // where the rows are made
  await pool.query(`create function ${SCRATCH}.rand(a bigint, b bigint, salt bigint) returns float8
    language sql immutable parallel safe
    as $$ select (hashint8extended(a * 1000003 + b, salt) & 2147483647)::float8 / 2147483648 $$`);
  await pool.query(`create function ${SCRATCH}.t0() returns timestamptz language sql immutable
    as $$ select '${now.toISOString()}'::timestamptz $$`);
  return {
    pool,
    /** Drops the scratch schema and closes the pool. */
    async close() {
      await pool.query(`drop schema if exists ${SCRATCH} cascade`);
      await pool.end();
    },
  };
}

/** @typedef {Awaited<ReturnType<typeof openSeedPool>>['pool']} SeedPool */

/**
 * An id as the app makes them (lib/ids.ts): 8 hex digits of the Unix second of `time`, then 16
 * hex digits, here of the md5 of `key` so that a rerun makes the same ids.
 * @param {string} time SQL expression of a timestamptz
 * @param {string} key SQL expression of a text unique to the row
 */
export const idAt = (time, key) =>
  `(lpad(to_hex(floor(extract(epoch from ${time}))::bigint), 8, '0') || substr(md5(${key}), 1, 16))`;

/**
 * Fills a table in batches of learners (`$1` and `$2` of the statement are the first and last
 * learner number of a batch), two at a time, moving its bar one step per batch.
 * @param {SeedPool} pool
 * @param {import('./progress-bars.mjs').TableBars} bars
 * @param {string} table
 * @param {number} learners
 * @param {string} statement
 */
export async function fillByLearners(pool, bars, table, learners, statement) {
  const size = Math.max(500, Math.ceil(learners / 40));
  /** @type {[number, number][]} */
  const ranges = [];
  for (let first = 1; first <= learners; first += size)
    ranges.push([first, Math.min(learners, first + size - 1)]);
  const bar = bars.start(table, ranges.length);
  let next = 0;
  const worker = async () => {
    while (next < ranges.length) {
      const range = /** @type {[number, number]} */ (ranges[next]);
      next += 1;
      const result = await pool.query(statement, range);
      bar.step(result.rowCount ?? 0);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return bar.done();
}

/**
 * Runs one statement as a table's single step.
 * @param {SeedPool} pool
 * @param {import('./progress-bars.mjs').TableBars} bars
 * @param {string} table
 * @param {string} statement
 * @param {unknown[]} [values]
 */
export async function fillOnce(pool, bars, table, statement, values = []) {
  const bar = bars.start(table, 1);
  const result = await pool.query(statement, values);
  bar.step(result.rowCount ?? 0);
  return bar.done();
}
