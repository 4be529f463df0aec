/**
 * `npm run backup [-- <file.tar.gz or folder>]`: one archive of the configured database and
 * files folder (docs/decisions/0014), named academy-backup-<date>.tar.gz when given a folder or
 * nothing (then in the current folder).
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createBackup } from '../backup/backup.js';
import { targetsOf } from '../backup/target.js';
import { loadConfig } from '../config.js';
import { APP_VERSION, versionText } from '../lib/version.js';
import { progressBars } from './progress-bars.js';
import { isFolder, pathFromCommandLine, stopOnFailure } from './script-run.js';

const USAGE = 'usage: npm run backup [-- <archive.tar.gz or folder>]';

function archivePath(given: string | undefined): string {
  const name = `academy-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`;
  const path = pathFromCommandLine(given ?? '.');
  return isFolder(path) ? join(path, name) : path;
}

let positionals: string[] = [];
try {
  ({ positionals } = parseArgs({ options: {}, strict: true, allowPositionals: true }));
  if (positionals.length > 1) throw new Error('give one archive or folder');
} catch (error) {
  console.error(`backup: ${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}

// everything a backup writes (pg_dump's file too, which inherits this) is its owner's alone
process.umask(0o077);

await stopOnFailure('backup', async () => {
  const archive = archivePath(positionals[0]);
  const bars = progressBars();
  const manifest = await createBackup({
    ...(await targetsOf(loadConfig())),
    archive,
    onProgress: bars.listener,
  }).finally(() => bars.stop());
  const rows = Object.values(manifest.database.tables).reduce((sum, n) => sum + n, 0);
  console.log(
    `backup: wrote ${archive}: ${rows} rows in ${Object.keys(manifest.database.tables).length} tables ` +
      `(${manifest.database.kind}, schema ${manifest.database.migration.tag ?? 'newer than this version'}), ` +
      `${manifest.files.count} files of ${manifest.files.bytes} bytes; made by Academy ${versionText(APP_VERSION)}`,
  );
});
