import type pg from 'pg';
import type { Db } from './client.js';
import { appliedMigrations, refuseNewerSchema, shippedMigrations } from './schema-version.js';

/** Beside the seeds' locks (7_140_001, 7_140_002) in the one advisory lock space of the database. */
const MIGRATIONS_LOCK = 7_140_000;

/**
 * Whether the database already has every migration, in one query. Drizzle's migrator would
 * read and hash every file and send five statements to learn the same, on each start; false
 * when its table is not there yet (a new database). A database that holds a migration this
 * build does not know is refused (SchemaTooNewError), where drizzle would carry on silently.
 */
async function upToDate(db: Db, migrationsDir: string): Promise<boolean> {
  const shipped = shippedMigrations(migrationsDir);
  const applied = await appliedMigrations(db);
  refuseNewerSchema(applied, shipped);
  const latest = Math.max(...shipped.map((migration) => migration.when));
  return applied.some((migration) => migration.createdAt >= latest);
}

/**
 * Runs `migrate` unless the database is already at the latest migration. On PostgreSQL, several
 * instances starting together take turns under an advisory lock held on a connection of its
 * own (the migrator runs on others), so the second finds the work done instead of failing on
 * tables the first just made.
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
    // a transaction's lock, held by the holder's open transaction until it ends: it stays with
    // one server connection even behind a pooler that hands connections out per transaction
    await holder.query('begin');
    await holder.query('select pg_advisory_xact_lock($1)', [MIGRATIONS_LOCK]);
    await migrate();
  } finally {
    await holder.query('commit').catch(() => {});
    holder.release();
  }
}
