/**
 * `npm run restore -- <file.tar.gz> [--force]`: brings a backup back into the configured
 * database and files folder, which must be empty unless --force replaces what they hold. Stop
 * the server first.
 */
import { parseArgs } from 'node:util';
import { restoreBackup } from '../backup/restore.js';
import { targetsOf } from '../backup/target.js';
import { loadConfig } from '../config.js';
import { MIGRATIONS_DIR } from '../db/client.js';
import { shippedMigrations } from '../db/schema-version.js';
import { APP_VERSION, versionText } from '../lib/version.js';
import { progressBars } from './progress-bars.js';
import { pathFromCommandLine, stopOnFailure } from './script-run.js';

const USAGE = 'usage: npm run restore -- <archive.tar.gz> [--force]';

let archive = '';
let force = false;
try {
  const { positionals, values } = parseArgs({
    options: { force: { type: 'boolean', default: false } },
    strict: true,
    allowPositionals: true,
  });
  if (positionals.length !== 1) throw new Error('give the one archive to restore');
  archive = pathFromCommandLine(positionals[0] as string);
  force = values.force;
} catch (error) {
  console.error(`restore: ${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}

await stopOnFailure('restore', async () => {
  const bars = progressBars();
  const manifest = await restoreBackup({
    ...(await targetsOf(loadConfig())),
    archive,
    force,
    onProgress: bars.listener,
  })
    .catch((error: Error) => {
      throw new Error(`${archive}: ${error.message}`);
    })
    .finally(() => bars.stop());
  const rows = Object.values(manifest.database.tables).reduce((sum, n) => sum + n, 0);
  console.log(
    `restore: brought back the backup of ${manifest.createdAt}, made by Academy ${versionText({ version: manifest.appVersion, commit: manifest.appCommit })}, ` +
      `into Academy ${versionText(APP_VERSION)}: ` +
      `${rows} rows in ${Object.keys(manifest.database.tables).length} tables, ${manifest.files.count} files`,
  );
  const shipped = shippedMigrations(MIGRATIONS_DIR);
  const latest = shipped.at(-1);
  if (latest && manifest.database.migration.when !== latest.when) {
    const at = shipped.find((migration) => migration.when === manifest.database.migration.when);
    console.log(
      `restore: its schema is at ${at?.tag}; the next start or \`npm run migrate\` brings it to ${latest.tag}`,
    );
  }
});
