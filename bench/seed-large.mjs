// @ts-check
/**
 * `npm run seed:large`: builds the large academy (lib/seed-large.mjs) into the PostgreSQL
 * database of DATABASE_URL, migrating it first, with a progress bar per table, and prints who can
 * sign in. It refuses a database that already holds learners unless told to empty it first with
 * `--force` (or SEED_LARGE_FORCE=1), so that nobody wipes a real academy by accident.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/academy_large npm run seed:large [-- options]
 *     --force       empty a database that holds an academy (every table of the app) first
 *     --scale F     people scaled by F (0 < F <= 1) for a quick try; the catalogue stays whole
 *     --record      also write bench/results/seed-large-<date>.json (times, rows, machine)
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../apps/api/dist/db/client.js';
import { machine, startRun, writeReport } from './lib/run.mjs';
import { LARGE_ACADEMY, scaledAcademy, seedLargeAcademy } from './lib/seed-large.mjs';

/** A seed of the full size takes minutes; past this something is stuck. */
const HARD_LIMIT_MS = 45 * 60_000;

const { values: flags } = parseArgs({
  options: {
    force: { type: 'boolean', default: false },
    scale: { type: 'string' },
    record: { type: 'boolean', default: false },
  },
});
const force = flags.force || process.env.SEED_LARGE_FORCE === '1';
const factor = flags.scale === undefined ? 1 : Number(flags.scale);
const databaseUrl = process.env.DATABASE_URL ?? '';

if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
  console.error(
    'seed:large needs DATABASE_URL=postgres://… of a PostgreSQL database (PGlite is too small for it)',
  );
  process.exit(2);
}
if (!(factor > 0 && factor <= 1)) {
  console.error('--scale takes a number above 0 and at most 1');
  process.exit(2);
}

const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
const learners = await learnersIn(databaseUrl);
if (learners > 0 && !force) {
  console.error(
    `${name} already holds ${learners} learners: seed:large leaves it alone. Run it on an empty database, or add --force (SEED_LARGE_FORCE=1) to empty this one first.`,
  );
  process.exit(1);
}

const run = startRun(HARD_LIMIT_MS);
await run.main(async () => {
  const { log, cleanups } = run;
  if (learners > 0) {
    log(`--force: emptying every table of ${name} (${learners} learners)`);
    await emptyAcademy(databaseUrl);
  }

  const database = await openDatabase({ url: databaseUrl });
  cleanups.push(() => database.close());
  const migrateStart = performance.now();
  await database.migrate();
  const migrateSeconds = Math.round(performance.now() - migrateStart) / 1000;
  log(`${name} migrated in ${migrateSeconds} s; seeding`);

  const academy = factor === 1 ? LARGE_ACADEMY : scaledAcademy(factor);
  const seed = await seedLargeAcademy(database, databaseUrl, { academy });
  log(`seeded in ${seed.seconds} s, ${seed.databaseMiB} MiB`);
  console.log('\n| table | rows |\n|---|---:|');
  for (const [table, rows] of Object.entries(seed.rows))
    console.log(`| ${table} | ${rows.toLocaleString('en')} |`);
  console.log(`\nSign in with password "${seed.logins.password}" as:`);
  for (const [who, emails] of Object.entries(seed.logins))
    if (who !== 'password') console.log(`  ${who}: ${emails}`);

  if (!flags.record) return;
  const date = new Date().toISOString();
  await writeReport(run, 'seed-large', date, {
    scenario: 'seed-large',
    date,
    command: `DATABASE_URL=postgres://…/${name} npm run seed:large -- --record${factor === 1 ? '' : ` --scale ${factor}`}`,
    machine: await machine(database),
    academy,
    migrateSeconds,
    seedSeconds: seed.seconds,
    totalSeconds: run.totalSeconds(),
    databaseMiB: seed.databaseMiB,
    rows: seed.rows,
    steps: seed.steps,
  });
});

/**
 * How many learners the database holds; 0 when it holds no academy yet.
 * @param {string} url
 */
async function learnersIn(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query("select to_regclass('public.users') is not null as migrated");
    if (!rows[0].migrated) return 0;
    const counted = await client.query(
      "select count(*)::int as n from users where type in ('student', 'fact')",
    );
    return Number(counted.rows[0].n);
  } finally {
    await client.end();
  }
}

/**
 * Empties every table of the app (its schema `public`), keeping the tables and the record of the
 * migrations applied.
 * @param {string} url
 */
async function emptyAcademy(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select string_agg(format('%I.%I', schemaname, tablename), ', ') as tables from pg_tables where schemaname = 'public'",
    );
    if (rows[0].tables) await client.query(`truncate ${rows[0].tables} cascade`);
  } finally {
    await client.end();
  }
}
