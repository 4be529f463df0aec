import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { readTar, TarFormatError } from '../lib/tar.js';
import { ENTRY, type Manifest, parseManifest } from './manifest.js';

/** What is wrong with the archive itself (cut short, damaged, not a backup), as opposed to a refusal of the target. */
export class ArchiveError extends Error {}

export interface ArchiveVisitor {
  /** the manifest, before any other entry is read; throw to stop there */
  manifest(manifest: Manifest): Promise<void>;
  /** the database's dump (its name tells which kind) */
  database(name: string, body: AsyncIterable<Buffer>): Promise<void>;
  /** one file of the files folder, by its storage key */
  file(key: string, body: AsyncIterable<Buffer>): Promise<void>;
}

async function collect(body: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The body as it is read, failing at its end when its bytes are not those the manifest's checksum names. */
async function* checked(name: string, body: AsyncIterable<Buffer>, expected: string | undefined) {
  const hash = createHash('sha256');
  for await (const chunk of body) {
    hash.update(chunk);
    yield chunk;
  }
  if (expected !== undefined && hash.digest('hex') !== expected) {
    throw new ArchiveError(`${name} is not what was backed up (its checksum differs from the manifest's)`);
  }
}

/** Reads whatever the visitor left of a body, so that its check runs all the same. */
async function finish(body: AsyncIterable<Buffer>) {
  for await (const _ of body) {
    // drained
  }
}

/**
 * Reads the archive through once, handing each part to the visitor as it is checked: the manifest
 * first, then the database's dump and every file, each against the manifest's checksum (archives
 * of format 2), then the count of files and bytes. Gzip's own check of the whole stream catches a
 * cut or damaged archive of either format. Throws an ArchiveError that says what is wrong.
 */
export async function readArchive(archive: string, visitor: ArchiveVisitor): Promise<Manifest> {
  let manifest: Manifest | undefined;
  try {
    await pipeline(createReadStream(archive), createGunzip(), async (source: AsyncIterable<Buffer>) => {
      const entries = readTar(source);
      const first = (await entries.next()).value;
      if (!first || first.name !== ENTRY.manifest)
        throw new ArchiveError('it does not start with manifest.json');
      manifest = parseManifest(await collect(first.body));
      await visitor.manifest(manifest);

      const expected = new Map(Object.entries(manifest.checksums ?? {}));
      const databaseName = manifest.database.kind === 'postgres' ? ENTRY.postgres : ENTRY.pglite;
      let files = 0;
      let bytes = 0;
      let index = 0;
      for await (const entry of entries) {
        const body = checked(entry.name, entry.body, expected.get(entry.name));
        expected.delete(entry.name);
        if (index++ === 0) {
          if (entry.name !== databaseName)
            throw new ArchiveError(`expected ${databaseName}, found ${entry.name}`);
          await visitor.database(entry.name, body);
        } else {
          if (!entry.name.startsWith(ENTRY.filesPrefix)) throw new ArchiveError(`unexpected ${entry.name}`);
          await visitor.file(entry.name.slice(ENTRY.filesPrefix.length), body);
          files += 1;
          bytes += entry.size;
        }
        await finish(body);
      }
      if (index === 0) throw new ArchiveError('it ends before its database');
      if (files !== manifest.files.count || bytes !== manifest.files.bytes) {
        throw new ArchiveError(
          `it holds ${files} files of ${bytes} bytes where its manifest counts ${manifest.files.count} of ${manifest.files.bytes}`,
        );
      }
      if (expected.size > 0) throw new ArchiveError(`it lacks ${[...expected.keys()].join(', ')}`);
    });
  } catch (error) {
    throw asArchiveError(error as NodeJS.ErrnoException, manifest !== undefined);
  }
  return manifest as unknown as Manifest;
}

/** Says in a backup's words what gzip or tar found wrong; other errors (a refusal, a full disk) pass as they are. */
function asArchiveError(error: NodeJS.ErrnoException, manifestRead: boolean): Error {
  if (error instanceof ArchiveError) return error;
  if (error.code === 'Z_BUF_ERROR' && manifestRead) {
    return new ArchiveError('the archive ends early: it was cut short (a copy not yet finished?)');
  }
  if (error.code?.startsWith('Z_') || error instanceof TarFormatError) {
    return new ArchiveError(
      manifestRead
        ? `the archive is damaged (${error.message})`
        : `it is not a backup archive (a .tar.gz): ${error.message}`,
    );
  }
  return error;
}
