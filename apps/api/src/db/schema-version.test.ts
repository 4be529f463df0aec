import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ScratchDatabase, scratchDatabase } from '../test/scratch-database.js';
import { type Database, MIGRATIONS_DIR } from './client.js';
import {
  appliedMigrations,
  exitOnNewerSchema,
  SchemaTooNewError,
  schemaVersion,
  shippedMigrations,
} from './schema-version.js';

let scratch: ScratchDatabase;
let database: Database;
const FUTURE = Date.UTC(2100, 0, 1);

beforeAll(async () => {
  scratch = await scratchDatabase('migrated');
  database = await scratch.open();
});
afterAll(async () => {
  await database?.close();
  await scratch?.drop();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('a database newer than the server', () => {
  it('when up to date, it is at the last shipped migration and migrating again changes nothing', async () => {
    const shipped = shippedMigrations(MIGRATIONS_DIR);
    expect(await schemaVersion(database.db, MIGRATIONS_DIR)).toEqual({
      tag: shipped.at(-1)?.tag,
      when: shipped.at(-1)?.when,
    });
    await database.migrate();
    expect(await appliedMigrations(database.db)).toHaveLength(shipped.length);
  });

  it('when it holds a migration this version does not know, migrating refuses in one line and applies nothing', async () => {
    await database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-version', ${FUTURE})`,
    );
    const before = await appliedMigrations(database.db);

    const refusal = await database.migrate().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(SchemaTooNewError);
    const message = (refusal as Error).message;
    expect(message).not.toContain('\n');
    expect(message).toBe(
      "the database's schema is newer than this version of Academy: it holds 1 migration(s) this version does not know, the latest from 2100-01-01T00:00:00.000Z. Run the newer version, or restore a backup made with this one.",
    );
    expect(await appliedMigrations(database.db)).toEqual(before);
    expect(await schemaVersion(database.db, MIGRATIONS_DIR)).toEqual({ tag: null, when: FUTURE });
  });

  it('when the server starts on it, the start ends with that line on stderr and exit code 1; other failures go on up', async () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => {
      throw new Error('exited');
    }) as never);
    const stderr = vi.spyOn(console, 'error').mockImplementation(() => {});

    await expect(database.migrate().catch(exitOnNewerSchema('academy'))).rejects.toThrow('exited');
    expect(exit).toHaveBeenCalledWith(1);
    expect(stderr).toHaveBeenCalledTimes(1);
    expect(stderr.mock.calls[0]?.[0]).toMatch(
      /^academy: the database's schema is newer than this version of Academy/,
    );

    const other = new Error('connection refused');
    expect(() => exitOnNewerSchema('academy')(other)).toThrow(other);
    expect(exit).toHaveBeenCalledTimes(1);
  });
});
