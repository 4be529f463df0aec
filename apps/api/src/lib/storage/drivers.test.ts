import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startS3Server } from '../../test/s3-server.js';
import { createDiskStorage } from './disk.js';
import { storageDriverSuite } from './drivers.test-suite.js';
import { createS3Storage } from './s3.js';

storageDriverSuite('disk', async () => {
  const root = await mkdtemp(join(tmpdir(), 'academy-disk-storage-'));
  return {
    storage: createDiskStorage(join(root, 'files')),
    close: () => rm(root, { recursive: true, force: true }),
  };
});

storageDriverSuite('s3 (s3rver on loopback)', async () => {
  const server = await startS3Server();
  return { storage: await createS3Storage(server.settings), close: server.stop };
});
