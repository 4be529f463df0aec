import { mkdirSync, realpathSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { onExit } from 'signal-exit';

/**
 * How long a holder that stopped refreshing its lock (a killed process) keeps the folder: after
 * that the next process takes the lock over. proper-lockfile's own default.
 */
const STALE_MS = 10_000;

/**
 * The lock is kept by proper-lockfile in a worker thread of its own: PGlite runs its queries on
 * the main thread, and a long one (a migration, a dump) must not stop the lock's refreshing, or
 * another process would take a lock that only looked abandoned (decision 0018).
 */
const HOLDER = `
const { parentPort, workerData } = require('node:worker_threads');
const lockfile = require(workerData.library);
lockfile
  .lock(workerData.folder, {
    realpath: false,
    lockfilePath: workerData.lockPath,
    stale: workerData.staleMs,
    retries: workerData.retries,
    onCompromised: (error) => parentPort.postMessage({ lost: error.message }),
  })
  .then(
    (release) => {
      parentPort.postMessage({ held: true });
      parentPort.once('message', () => release().catch(() => {}).finally(() => parentPort.close()));
    },
    (error) => {
      parentPort.postMessage({ refused: error.code === 'ELOCKED', message: error.message });
      parentPort.close();
    },
  );
`;

export class FolderInUseError extends Error {}

export interface FolderHold {
  release(): Promise<void>;
}

export interface HoldOptions {
  /** how long to wait for another process to let the folder go before refusing (0: refuse at once) */
  waitMs?: number;
  /** called if the lock is taken away while held; by default the process stops rather than write beside another */
  onLost?: (message: string) => void;
}

const stopOnLost = (folder: string) => (message: string) => {
  console.error(`the embedded database in ${folder} was taken by another process (${message}): stopping`);
  process.exit(1);
};

/**
 * Holds the embedded database's folder for this process until `release()` (or its exit): every
 * process that opens the folder (the server, create-admin, migrate, backup, restore) takes this
 * lock first, and one that finds it held refuses with one line instead of opening the folder
 * beside another process, which PGlite does not prevent and which loses writes.
 */
export async function holdPgliteFolder(dataDir: string, options: HoldOptions = {}): Promise<FolderHold> {
  mkdirSync(dataDir, { recursive: true });
  // one lock whatever path leads to the folder
  const folder = realpathSync(dataDir);
  const lockPath = `${folder}.lock`;
  const waitMs = options.waitMs ?? 0;
  const worker = new Worker(HOLDER, {
    eval: true,
    workerData: {
      library: createRequire(import.meta.url).resolve('proper-lockfile'),
      folder,
      lockPath,
      staleMs: STALE_MS,
      retries: waitMs > 0 ? { retries: Math.ceil(waitMs / 1000), factor: 1, minTimeout: 1000 } : 0,
    },
  });
  const onLost = options.onLost ?? stopOnLost(dataDir);
  const answer = await new Promise<{ held?: true; refused?: boolean; message?: string }>(
    (resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    },
  );
  if (!answer.held) {
    await worker.terminate();
    if (answer.refused) {
      throw new FolderInUseError(
        `the embedded database in ${dataDir} is in use by another process (the server, or another command): ` +
          `stop it and try again (after a crash, the folder is free ${STALE_MS / 1000} s later)`,
      );
    }
    throw new Error(`the embedded database in ${dataDir} cannot be locked: ${answer.message}`);
  }
  worker.on('message', (message: { lost?: string }) => {
    if (message.lost) onLost(message.lost);
  });
  worker.unref();
  // a process that ends without releasing (an error, a signal) lets the folder go at once
  const removeOnExit = onExit(() => rmSync(lockPath, { recursive: true, force: true }));
  let released: Promise<void> | undefined;
  return {
    release() {
      released ??= new Promise<void>((resolve) => {
        removeOnExit();
        // held again until the worker has let the lock go, or the process would end before
        worker.ref();
        worker.once('exit', () => resolve());
        worker.postMessage('release');
      });
      return released;
    },
  };
}
