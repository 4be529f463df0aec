/**
 * `npm run files:move -- --to s3|disk`: copies every stored file from the other store (the disk's
 * DATA_DIR/files, or the S3_* bucket) into the one named, with a progress bar, each file verified
 * by its SHA-256 after the copy (decision 0044). Run again after an interruption, it completes the
 * rest. It removes nothing: the operator switches STORAGE, restarts, and removes the old copy.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { configuredStorage, type StorageKind } from '../lib/storage.js';
import { copyAllFiles } from './copy-files.js';
import { progressBars } from './progress-bars.js';
import { stopOnFailure } from './script-run.js';

const USAGE = 'usage: npm run files:move -- --to s3|disk';

let to: StorageKind = 's3';
try {
  const { values } = parseArgs({ options: { to: { type: 'string' } }, strict: true });
  if (values.to !== 's3' && values.to !== 'disk') throw new Error('say where to: --to s3 or --to disk');
  to = values.to;
} catch (error) {
  console.error(`files:move: ${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}

await stopOnFailure('files:move', async () => {
  const config = loadConfig();
  const from = await configuredStorage(config, to === 's3' ? 'disk' : 's3');
  const target = await configuredStorage(config, to);
  await from.check();
  await target.check();
  const bars = progressBars();
  const report = await copyAllFiles(from, target, bars.listener).finally(() => bars.stop());
  console.log(
    `files:move: ${report.files} files (${report.bytes} bytes) are in ${target.name}, each checked by its SHA-256: ` +
      `${report.copied} copied, ${report.present} there already`,
  );
  console.log(
    `files:move: nothing was removed from ${from.name}. Stop the server, run this again (it copies what was uploaded meanwhile), ` +
      `set STORAGE=${to} and start it; remove the old copy once the academy runs well.`,
  );
});
