/**
 * `npm run migrate`: brings the configured database (DATABASE_URL, else PGlite in DATA_DIR) to
 * this version's schema, as the server does at start; refuses a database newer than this version.
 */
import { MIGRATIONS_DIR } from '../db/client.js';
import { appliedMigrations, schemaVersion } from '../db/schema-version.js';
import { openConfiguredDatabase, stopOnFailure } from './script-run.js';

await stopOnFailure('migrate', async () => {
  const database = await openConfiguredDatabase();
  try {
    const before = (await appliedMigrations(database.db)).length;
    await database.migrate();
    const applied = (await appliedMigrations(database.db)).length - before;
    const version = await schemaVersion(database.db, MIGRATIONS_DIR);
    console.log(
      `migrate: ${applied === 0 ? 'nothing to apply' : `applied ${applied} migration(s)`}; the ${database.kind} database is at ${version?.tag}`,
    );
  } finally {
    await database.close();
  }
});
