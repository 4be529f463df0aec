/**
 * A backup's tar archive as a stream of entries, written and read by tar-stream: regular files,
 * a long or non-ASCII name and a size over 8 GiB in the extensions any `tar` reads (decisions
 * 0014 and 0029).
 */
import { pipeline } from 'node:stream/promises';
import { extract, pack } from 'tar-stream';

export interface TarInput {
  name: string;
  size: number;
  /** the bytes, or a stream of exactly `size` bytes (a file's read stream) opened when the entry is written */
  body: Buffer | (() => AsyncIterable<Buffer>);
}

export interface TarEntry {
  name: string;
  size: number;
  /** read it before asking for the next entry; what is left unread is skipped */
  body: AsyncIterable<Buffer>;
}

/** Bytes that are not a whole tar archive: cut short, or not tar at all. */
export class TarFormatError extends Error {}

/** The entry's bytes, failing rather than writing more or fewer than it announced. */
async function* sized(entry: TarInput): AsyncGenerator<Buffer> {
  let written = 0;
  for await (const chunk of Buffer.isBuffer(entry.body) ? [entry.body] : entry.body()) {
    written += chunk.length;
    if (written > entry.size) break;
    yield chunk;
  }
  // a file that grew or shrank while it was read would shift every entry after it
  if (written !== entry.size) throw new Error(`${entry.name} changed while it was archived`);
}

/** The archive's bytes, to pipe into gzip and a file; each entry is read only as they are taken. */
export async function* writeTar(
  entries: AsyncIterable<TarInput> | Iterable<TarInput>,
): AsyncGenerator<Buffer> {
  const archive = pack();
  (async () => {
    for await (const entry of entries) {
      await pipeline(sized(entry), archive.entry({ name: entry.name, size: entry.size }));
    }
  })().then(
    () => archive.finalize(),
    (error: Error) => archive.destroy(error),
  );
  // stopping early destroys the archive, which ends the entry being written
  yield* archive as AsyncIterable<Buffer>;
}

/** tar-stream's errors about the bytes themselves, in the words a backup's reader shows */
function inOurWords(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  if (error.message === 'Unexpected end of data') return new TarFormatError('the archive is cut short');
  if (/^Invalid (tar )?header|^Header exceeds/.test(error.message)) {
    return new TarFormatError('a damaged header: this is not a backup archive, or it is corrupt');
  }
  return error;
}

/** The chunks of one entry, left open when its reader stops so that the rest can be skipped. */
async function* chunksOf(body: AsyncIterator<Buffer>): AsyncGenerator<Buffer> {
  try {
    for (let next = await body.next(); !next.done; next = await body.next()) yield next.value;
  } catch (error) {
    throw inOurWords(error);
  }
}

/** The regular files of a tar archive, in their order; folders and links are passed over. */
export async function* readTar(source: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const archive = extract();
  const fed = pipeline(source, archive);
  // its failure comes out of the entries too; it is awaited once they end
  fed.catch(() => {});
  try {
    for await (const entry of archive) {
      const body = entry[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
      if (entry.header.type === 'file')
        yield { name: entry.header.name, size: entry.header.size, body: chunksOf(body) };
      for (let next = await body.next(); !next.done; next = await body.next()) {
        // skips what the reader left, or the body of an entry that is not a file
      }
    }
    await fed;
  } catch (error) {
    throw inOurWords(error);
  } finally {
    archive.destroy();
  }
}
