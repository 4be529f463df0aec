import { join } from 'node:path';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { exitOnNewerSchema } from './db/schema-version.js';
import { seedEssentials } from './db/seed/essentials.js';
import type { AppDeps } from './lib/deps.js';
import { createSecrets, secretKeysOf } from './lib/secrets.js';
import { configuredStorage } from './lib/storage.js';

/**
 * After the start, so that the first requests do not queue behind the job queue's own start (its schema
 * installed or checked, the schedules written): PGlite has one connection.
 */
const JOBS_AFTER_MS = 10_000;
/** Then the libraries the start leaves out load, so that the first download does not wait for them. */
const DOWNLOAD_LIBRARIES_AFTER_MS = 3_000;
/** A restart right after a crash waits for the crashed process's hold on the embedded database to go stale. */
const PGLITE_WAIT_MS = 30_000;

const config = loadConfig();
// a SECRETS_KEY that is not a key stops the start here, before anything is opened
const secretKeys = secretKeysOf(config);
// Loading the app's modules is the longest part of a start: they load while the database opens,
// migrates and seeds (PGlite compiles its WebAssembly off the main thread meanwhile).
const modules = Promise.all([
  import('./app.js'),
  import('./lib/mail.js'),
  import('./lib/xlsx.js'),
  import('./modules/certificates/index.js'),
  import('./background-jobs.js'),
  import('./lib/jobs.js'),
  import('./lib/graceful-stop.js'),
]);
// a store that cannot be reached (a wrong endpoint, a missing bucket, refused credentials) stops
// the start here in one line, rather than a server whose every upload and download fails
const storage = await configuredStorage(config);
await storage.check().catch((error: unknown) => {
  console.error(`academy: ${(error as Error).message}`);
  process.exit(1);
});
const database = await openDatabase({
  url: config.databaseUrl,
  namedStatements: config.databaseNamedStatements,
  poolSize: config.databasePoolSize,
  connectTimeoutMs: config.databaseConnectTimeoutMs,
  pgliteDir: join(config.dataDir, 'pglite'),
  pgliteWaitMs: PGLITE_WAIT_MS,
});
await database.migrate().catch(exitOnNewerSchema('academy'));
await seedEssentials(database.db);
if (config.demo) {
  const [{ seedDemoAcademy }, { seedHistory }, { storePackage }] = await Promise.all([
    import('./db/seed/demo.js'),
    import('./demo/history.js'),
    import('./modules/lesson-packages/index.js'),
  ]);
  await seedDemoAcademy(database.db, storage, { storePackage, history: seedHistory });
}
const [
  { buildApp },
  { createMailer },
  { loadExcelJs },
  { loadPdfLibraries },
  { backgroundJobs, backgroundSentJobs },
  { createJobQueue },
  { stopGracefully },
] = await modules;

const deps: AppDeps = {
  config,
  db: database.db,
  mailer: createMailer(database.db, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log: {
      info: (fields, message) => app.log.info(fields, message),
      error: (fields, message) => app.log.error(fields, message),
    },
  }),
  storage,
  secrets: createSecrets(secretKeys),
};
const app = await buildApp(deps, { logger: { level: config.logLevel } });
if (secretKeys.fromFile && config.databaseUrl)
  app.log.warn(
    { file: join(config.dataDir, 'secrets.key') },
    'SECRETS_KEY is not set: secrets are sealed with a key of this machine, which other instances do not share',
  );
const jobs = createJobQueue(
  database.db,
  backgroundJobs(deps),
  { log: app.log, tally: app.metrics?.jobs, stopTimeoutMs: config.shutdownGraceMs },
  backgroundSentJobs(deps),
);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'stopping: no new connections; the open ones finish their requests');
  await stopGracefully(app, config.shutdownGraceMs);
  await jobs.stop();
  await deps.mailer.settled();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
setTimeout(() => {
  jobs.start().catch((error: unknown) => app.log.error({ err: error }, 'the job queue did not start'));
}, JOBS_AFTER_MS).unref();
setTimeout(() => {
  Promise.all([loadExcelJs(), loadPdfLibraries()]).catch((error: unknown) =>
    app.log.error({ err: error }, 'loading the download libraries failed'),
  );
}, DOWNLOAD_LIBRARIES_AFTER_MS).unref();
app.log.info(`Academy is serving on http://localhost:${config.port} (${database.kind})`);
