import { join } from 'node:path';
import type { Config } from '../../config.js';
import { createDiskStorage } from './disk.js';
import type { Storage } from './storage.js';

export type StorageKind = Config['storage'];

/** The store of this configuration (STORAGE), or the other one `files:move` copies to or from. */
export async function configuredStorage(
  config: Config,
  kind: StorageKind = config.storage,
): Promise<Storage> {
  if (kind === 'disk') return createDiskStorage(join(config.dataDir, 'files'));
  if (!config.s3)
    throw new Error('S3_BUCKET is not set: the S3 store needs S3_BUCKET and usually S3_ENDPOINT');
  const { createS3Storage } = await import('./s3.js');
  return createS3Storage(config.s3);
}
