// @ts-check
/**
 * The real Academy server for the bench, in a process of its own so that it does not share an
 * event loop with the load generator: the built app with real dependencies, logger off,
 * on 127.0.0.1 and a free port, which it reports to the parent over IPC.
 * Reads BENCH_DATABASE_URL and BENCH_DATA_DIR; stops on SIGTERM or when the parent goes away.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { buildApp } from '../../apps/api/dist/app.js';
import { openDatabase } from '../../apps/api/dist/db/client.js';
import { createMailer } from '../../apps/api/dist/lib/mail.js';
import { createSecrets } from '../../apps/api/dist/lib/secrets.js';
import { createDiskStorage } from '../../apps/api/dist/lib/storage.js';
import { benchConfig } from './config.mjs';

const config = benchConfig(process.env.BENCH_DATABASE_URL, process.env.BENCH_DATA_DIR);
const database = await openDatabase({
  url: config.databaseUrl,
  namedStatements: config.databaseNamedStatements,
});
const app = await buildApp(
  {
    config,
    db: database.db,
    mailer: createMailer(database.db, { from: config.mailFrom }),
    storage: createDiskStorage(join(config.dataDir, 'files')),
    secrets: createSecrets({ current: randomBytes(32), previous: [] }),
  },
  { logger: false },
);

let closing = false;
async function stop() {
  if (closing) return;
  closing = true;
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('disconnect', () => void stop());

await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
