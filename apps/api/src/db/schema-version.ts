import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client.js';
import { rowsOf } from './rows.js';

/** A migration this build ships: drizzle-kit's journal entry, `when` being its id in the database. */
export interface ShippedMigration {
  tag: string;
  when: number;
}

/** What drizzle's migrator recorded for each migration it applied. */
export interface AppliedMigration {
  hash: string;
  createdAt: number;
}

export class SchemaTooNewError extends Error {}

export function shippedMigrations(migrationsFolder: string): ShippedMigration[] {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: ShippedMigration[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/**
 * Oldest first, in one query; none when drizzle's table is not there (a database never
 * migrated). Outside a transaction only: on PostgreSQL the missing table's error would end one.
 */
export async function appliedMigrations(db: Db | Tx): Promise<AppliedMigration[]> {
  const rows = await rowsOf<{ hash: string; created_at: string | number }>(
    db,
    sql`select hash, created_at from drizzle.__drizzle_migrations order by created_at, id`,
  ).catch(() => []);
  // created_at is a bigint, which pg sends as text
  return rows.map((row) => ({ hash: row.hash, createdAt: Number(row.created_at) }));
}

/** Whether drizzle's table of applied migrations is there, without an error that would end a transaction. */
export async function everMigrated(db: Db | Tx): Promise<boolean> {
  const [row] = await rowsOf<{ found: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  return row?.found === true;
}

/**
 * The last migration the database was brought to: its id, and its tag when this build ships it
 * (null for a newer one); null for a database never migrated.
 */
export async function schemaVersion(
  db: Db | Tx,
  migrationsFolder: string,
): Promise<{ tag: string | null; when: number } | null> {
  const last = (await appliedMigrations(db)).at(-1);
  if (!last) return null;
  const shipped = shippedMigrations(migrationsFolder).find((migration) => migration.when === last.createdAt);
  return { tag: shipped?.tag ?? null, when: last.createdAt };
}

/**
 * Drizzle's migrator applies what is newer than the database's last migration and says nothing
 * of a database that is ahead of it. A server older than its database would then query columns
 * it does not know, so it stops before touching anything.
 */
export function refuseNewerSchema(applied: AppliedMigration[], shipped: ShippedMigration[]): void {
  const known = new Set(shipped.map((migration) => migration.when));
  const unknown = applied.filter((migration) => !known.has(migration.createdAt));
  const newest = unknown.at(-1);
  if (!newest) return;
  throw new SchemaTooNewError(
    `the database's schema is newer than this version of Academy: it holds ${unknown.length} migration(s) ` +
      `this version does not know, the latest from ${new Date(newest.createdAt).toISOString()}. ` +
      'Run the newer version, or restore a backup made with this one.',
  );
}

/** For a program's start: a newer schema ends it with its one-line reason and exit code 1; anything else goes on up. */
export function exitOnNewerSchema(program: string) {
  return (error: unknown): never => {
    if (!(error instanceof SchemaTooNewError)) throw error;
    console.error(`${program}: ${error.message}`);
    process.exit(1);
  };
}
