import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from './client.js';

/** Beside the seeds' locks (7_140_001, 7_140_002) in the one advisory lock space of the database. */
const MIGRATIONS_LOCK = 7_140_000;

/** The `when` of the journal's last entry: drizzle records it as `created_at` of the migration it applied. */
async function latestMigrationMillis(migrationsDir: string): Promise<number> {
  const journal = JSON.parse(await readFile(join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/**
 * Whether the database already has every migration, in one query. Drizzle's migrator would
 * read and hash every file and send five statements to learn the same, on each start; false
 * when its table is not there yet (a new database).
 */
async function upToDate(db: Db, migrationsDir: string): Promise<boolean> {
  const [latest, applied] = await Promise.all([
    latestMigrationMillis(migrationsDir),
    db
      .execute(sql`select max(created_at) as at from drizzle.__drizzle_migrations`)
      // node-postgres and PGlite both answer { rows }; created_at is a bigint, sent as text by pg
      .then((result) => Number((result as { rows: { at: string | number | null }[] }).rows[0]?.at ?? 0))
      .catch(() => 0),
  ]);
  return applied >= latest;
}

/**
 * Runs `migrate` unless the database is already at the latest migration. On PostgreSQL, several
 * instances starting together take turns under an advisory lock held on a connection of its
 * own, so the second finds the work done instead of failing on tables the first just made.
 */
export async function migrateWhenBehind(
  db: Db,
  migrationsDir: string,
  migrate: () => Promise<void>,
  pool?: pg.Pool,
): Promise<void> {
  if (await upToDate(db, migrationsDir)) return;
  if (!pool) return migrate();
  const holder = await pool.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [MIGRATIONS_LOCK]);
    await migrate();
  } finally {
    await holder.query('select pg_advisory_unlock($1)', [MIGRATIONS_LOCK]).catch(() => {});
    holder.release();
  }
}
