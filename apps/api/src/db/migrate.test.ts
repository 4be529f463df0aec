import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { type Database, type Db, MIGRATIONS_DIR, openDatabase } from './client.js';
import { migrateWhenBehind } from './migrate.js';

const target = inject('testDatabase');

async function journalEntries(): Promise<number> {
  const journal = JSON.parse(await readFile(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'));
  return journal.entries.length;
}

const serverUrl = target.kind === 'postgres' ? target.serverUrl : '';

async function onServer(statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function appliedMigrations(db: Db): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

/** A copy of the migrated test database: PGlite from the run's dump, PostgreSQL from its template. */
async function migratedCopy(): Promise<Database & { drop(): Promise<void> }> {
  if (target.kind === 'pglite') {
    const database = await openDatabase({
      pglite: new PGlite({ loadDataDir: new Blob([await readFile(target.dump)]) }),
    });
    return { ...database, drop: async () => {} };
  }
  const name = `${target.copyPrefix}${randomBytes(6).toString('hex')}`;
  await onServer(`create database ${name} template ${target.template}`);
  const database = await openDatabase({ url: databaseUrl(name) });
  return { ...database, drop: () => onServer(`drop database if exists ${name} with (force)`) };
}

describe('migrating at start', () => {
  it('when the database has every migration, the migrator is not run and migrate() changes nothing', async () => {
    const database = await migratedCopy();
    try {
      let ran = false;
      await migrateWhenBehind(database.db, MIGRATIONS_DIR, async () => {
        ran = true;
      });
      expect(ran).toBe(false);
      await database.migrate();
      expect(await appliedMigrations(database.db)).toBe(await journalEntries());
    } finally {
      await database.close();
      await database.drop();
    }
  });

  it('when the latest migration is missing, the migrator runs', async () => {
    const database = await migratedCopy();
    try {
      await database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      );
      let ran = false;
      await migrateWhenBehind(database.db, MIGRATIONS_DIR, async () => {
        ran = true;
      });
      expect(ran).toBe(true);
    } finally {
      await database.close();
      await database.drop();
    }
  });
});

describe.skipIf(target.kind !== 'postgres')(
  'two instances starting together on a new PostgreSQL database (PostgreSQL only)',
  () => {
    it('when both migrate a new database at once, both succeed and each migration is applied once', async () => {
      const name = `${target.kind === 'postgres' ? target.copyPrefix : ''}migrate_${randomBytes(6).toString('hex')}`;
      await onServer(`create database ${name}`);
      const instances: Database[] = [];
      try {
        instances.push(
          await openDatabase({ url: databaseUrl(name) }),
          await openDatabase({ url: databaseUrl(name) }),
        );
        const outcomes = await Promise.allSettled(instances.map((instance) => instance.migrate()));
        expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled']);
        expect(await appliedMigrations(instances[0]?.db as Db)).toBe(await journalEntries());
      } finally {
        for (const instance of instances) await instance.close();
        await onServer(`drop database if exists ${name} with (force)`);
      }
    });
  },
);
