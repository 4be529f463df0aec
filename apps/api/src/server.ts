import { join } from 'node:path';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seedDemoAcademy } from './db/seed/demo.js';
import { seedEssentials } from './db/seed/essentials.js';
import type { AppDeps } from './lib/deps.js';
import { createMailer } from './lib/mail.js';
import { createDiskStorage } from './lib/storage.js';
import { housekeepingJobs } from './modules/housekeeping/jobs.js';
import { createScheduler } from './modules/housekeeping/scheduler.js';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, pgliteDir: join(config.dataDir, 'pglite') });
await database.migrate();
const storage = createDiskStorage(join(config.dataDir, 'files'));
await seedEssentials(database.db);
if (config.demo) await seedDemoAcademy(database.db, storage);

const deps: AppDeps = {
  config,
  db: database.db,
  mailer: createMailer(database.db, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log: { info: (msg) => app.log.info(msg), error: (msg) => app.log.error(msg) },
  }),
  storage,
};
const app = await buildApp(deps, { logger: { level: config.logLevel } });
const housekeeping = createScheduler(housekeepingJobs(deps), app.log);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: finishing requests in flight`);
  await app.close();
  await housekeeping.stop();
  await deps.mailer.settled();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
housekeeping.start();
app.log.info(`Academy is serving on http://localhost:${config.port} (${database.kind})`);
