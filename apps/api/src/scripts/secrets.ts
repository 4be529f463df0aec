/**
 * `npm run secrets -- rotate|check`: the values sealed with SECRETS_KEY (decision 0039) in every
 * column of db/sealed-columns.ts, on the configured database (DATABASE_URL, else PGlite in
 * DATA_DIR). `rotate` opens each value not sealed with SECRETS_KEY (with a key of
 * SECRETS_KEY_PREVIOUS) and seals it again with SECRETS_KEY, in one transaction per table, then
 * checks. `check` counts the values each key sealed and tries to open every one. Exits 1 when a
 * value cannot be opened, so that the command proves what it says.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import type { Db, Tx } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { exitOnNewerSchema } from '../db/schema-version.js';
import { SEALED_COLUMNS, type SealedColumn } from '../db/sealed-columns.js';
import { createSecrets, type Secrets, sealedKeyId, secretKeyId, secretKeysOf } from '../lib/secrets.js';
import { openConfiguredDatabase, stopOnFailure } from './script-run.js';

const [action] = process.argv.slice(2);
if (action !== 'check' && action !== 'rotate') {
  console.error('usage: npm run secrets -- check|rotate');
  process.exit(2);
}

const nameOf = (sealed: SealedColumn) => `${sealed.table}.${sealed.column}`;

/** The column's sealed values, locked against writes when in a rotation's transaction. */
const sealedValues = (db: Db | Tx, sealed: SealedColumn, lock: boolean) =>
  rowsOf<{ id: string; sealed: string }>(
    db,
    sql`select ${sql.identifier(sealed.id)} as id, ${sql.identifier(sealed.column)} as sealed
      from ${sql.identifier(sealed.table)} where ${sql.identifier(sealed.column)} is not null
      order by 1 ${lock ? sql`for update` : sql``}`,
  );

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Seals again with the current key each value of the column sealed with another; how many it did. */
async function rotate(db: Db, secrets: Secrets, sealed: SealedColumn): Promise<number> {
  return db.transaction(async (tx) => {
    const stale = (await sealedValues(tx, sealed, true)).filter((row) => !secrets.isCurrent(row.sealed));
    const failures: string[] = [];
    const resealed: { id: string; sealed: string }[] = [];
    for (const row of stale) {
      try {
        resealed.push({ id: row.id, sealed: secrets.seal(secrets.open(row.sealed)) });
      } catch (error) {
        failures.push(`${nameOf(sealed)} ${row.id}: ${messageOf(error)}`);
      }
    }
    if (failures.length > 0) {
      for (const failure of failures.slice(0, 50)) console.log(`secrets: ${failure}`);
      throw new Error(
        `${failures.length} value(s) of ${nameOf(sealed)} cannot be opened: nothing of it was re-sealed`,
      );
    }
    for (const row of resealed)
      await tx.execute(
        sql`update ${sql.identifier(sealed.table)} set ${sql.identifier(sealed.column)} = ${row.sealed}
          where ${sql.identifier(sealed.id)} = ${row.id}`,
      );
    return resealed.length;
  });
}

/** Prints how many values of each column each key sealed; how many could not be opened. */
async function check(db: Db, secrets: Secrets, keyNames: Map<string, string>): Promise<number> {
  const dropping = [...keyNames.values()].includes('SECRETS_KEY_PREVIOUS')
    ? ' alone: SECRETS_KEY_PREVIOUS can be dropped once every instance runs with this SECRETS_KEY'
    : '';
  let failed = 0;
  let previous = 0;
  for (const sealed of SEALED_COLUMNS) {
    const rows = await sealedValues(db, sealed, false);
    const byKey = new Map<string, number>();
    for (const row of rows) {
      const keyId = sealedKeyId(row.sealed) ?? 'none';
      byKey.set(keyId, (byKey.get(keyId) ?? 0) + 1);
      if (!secrets.isCurrent(row.sealed) && keyNames.has(keyId)) previous++;
      try {
        secrets.open(row.sealed);
      } catch (error) {
        failed++;
        if (failed <= 50) console.log(`secrets: ${nameOf(sealed)} ${row.id}: ${messageOf(error)}`);
      }
    }
    const counts = [...byKey].map(
      ([keyId, count]) => `${count} sealed with ${keyId} (${keyNames.get(keyId) ?? 'an unknown key'})`,
    );
    console.log(`secrets: ${nameOf(sealed)}: ${counts.length > 0 ? counts.join(', ') : 'no value'}`);
  }
  if (failed > 0) return failed;
  console.log(
    previous > 0
      ? `secrets: every sealed value opens; ${previous} sealed with a previous key (\`npm run secrets -- rotate\` seals them with SECRETS_KEY)`
      : `secrets: every sealed value opens with the current key${dropping}`,
  );
  return 0;
}

await stopOnFailure('secrets', async () => {
  const config = loadConfig();
  const keyFile = join(config.dataDir, 'secrets.key');
  if (!config.secretsKey && action === 'rotate')
    throw new Error(
      `SECRETS_KEY is not set: rotate seals with SECRETS_KEY, not with the key file (${keyFile}). ` +
        'Set SECRETS_KEY to the new key and SECRETS_KEY_PREVIOUS to the old one(s) (for an academy ' +
        'that used the key file, its content), restart the server with them, then rotate',
    );
  // check opens with the key the server uses; it makes no key file of its own
  if (!config.secretsKey && !existsSync(keyFile))
    throw new Error(
      `SECRETS_KEY is not set and there is no key file (${keyFile}): set SECRETS_KEY as the server has it`,
    );
  const keys = secretKeysOf(config);
  const secrets = createSecrets(keys);
  const keyNames = new Map<string, string>([
    ...keys.previous.map((key) => [secretKeyId(key), 'SECRETS_KEY_PREVIOUS'] as const),
    [secretKeyId(keys.current), keys.fromFile ? 'the key file' : 'SECRETS_KEY'],
  ]);

  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate().catch(exitOnNewerSchema('secrets'));
    if (action === 'rotate') {
      let total = 0;
      for (const sealed of SEALED_COLUMNS) {
        const count = await rotate(database.db, secrets, sealed);
        total += count;
        console.log(`secrets: ${nameOf(sealed)}: re-sealed ${count} value(s)`);
      }
      console.log(`secrets: re-sealed ${total} value(s) with SECRETS_KEY (${secretKeyId(keys.current)})`);
    }
    const failed = await check(database.db, secrets, keyNames);
    if (failed > 0)
      throw new Error(
        `${failed} sealed value(s) cannot be opened: is the key that sealed them in SECRETS_KEY_PREVIOUS?`,
      );
  } finally {
    await database.close();
  }
});
