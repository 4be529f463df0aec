import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ProgressListener } from '../backup/progress.js';
import type { Storage, StoredObject } from '../lib/storage.js';

/** Files copied at once: enough to hide a store's latency on small files, few enough for two cores. */
const AT_ONCE = 4;

export interface CopyReport {
  files: number;
  bytes: number;
  copied: number;
  /** found whole in the target already (a rerun after an interruption) */
  present: number;
}

async function sha256Of(storage: Storage, key: string): Promise<string> {
  const opened = await storage.read(key);
  if (!opened) throw new Error(`${key} is missing from ${storage.name}`);
  const hash = createHash('sha256');
  for await (const chunk of opened.stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The source's bytes into the target, hashed as they pass; the SHA-256 of what was read. */
async function copyOne(from: Storage, to: Storage, key: string): Promise<string> {
  const opened = await from.read(key);
  if (!opened)
    throw new Error(`${key} was removed from ${from.name} while it was copied: run the move again`);
  const hash = createHash('sha256');
  const source = opened.stream;
  await to.put(
    key,
    Readable.from(
      (async function* () {
        for await (const chunk of source) {
          hash.update(chunk as Buffer);
          yield chunk as Buffer;
        }
      })(),
    ),
  );
  return hash.digest('hex');
}

/**
 * Copies every file of `from` into `to` under the same key, each verified after the copy by the
 * SHA-256 of the bytes the target gives back against those read from the source. A file the target
 * holds already with the same size and checksum is left as it is, so a run stopped anywhere (even
 * by kill -9: both drivers let a key appear only once whole) completes when run again. The source
 * is never changed: removing it is the operator's choice, once the academy runs on the target.
 */
export async function copyAllFiles(
  from: Storage,
  to: Storage,
  onProgress: ProgressListener,
): Promise<CopyReport> {
  const files: StoredObject[] = [];
  for await (const object of from.list()) files.push(object);
  const report: CopyReport = { files: files.length, bytes: 0, copied: 0, present: 0 };
  const total = files.reduce((sum, file) => sum + file.size, 0);
  onProgress({ step: 'files', done: 0, total });

  async function copy(file: StoredObject) {
    const there = await to.stat(file.key);
    if (there?.size === file.size && (await sha256Of(from, file.key)) === (await sha256Of(to, file.key))) {
      report.present += 1;
    } else {
      const read = await copyOne(from, to, file.key);
      if ((await sha256Of(to, file.key)) !== read)
        throw new Error(
          `${file.key}: the copy in ${to.name} differs from the original (SHA-256); nothing was removed`,
        );
      report.copied += 1;
    }
    report.bytes += file.size;
    onProgress({ step: 'files', done: report.bytes, total });
  }

  let next = 0;
  let failed = false;
  // the first failure stops every worker: the command says what failed, and a rerun goes on
  const worker = async () => {
    while (!failed && next < files.length) {
      await copy(files[next++] as StoredObject).catch((error: unknown) => {
        failed = true;
        throw error;
      });
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return report;
}
