/**
 * The little of the tar format a backup needs, written and read as a stream: regular files in
 * POSIX ustar blocks, a pax header carrying a name over 100 bytes or a size over 8 GiB. Any
 * `tar` reads what this writes (docs/decisions/0014).
 */

const BLOCK = 512;
const END_OF_ARCHIVE = Buffer.alloc(BLOCK * 2);
/** the largest size an 11-digit octal field holds */
const MAX_OCTAL_SIZE = 0o77777777777;

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

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

function header(name: string, size: number, type: '0' | 'x'): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 100, 'utf8');
  block.write(octal(type === '0' ? 0o644 : 0o600, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(size > MAX_OCTAL_SIZE ? 0 : size, 12), 124, 'ascii');
  block.write(octal(Math.floor(Date.now() / 1000), 12), 136, 'ascii');
  block.write(' '.repeat(8), 148, 'ascii');
  block.write(type, 156, 'ascii');
  block.write('ustar\0', 257, 'ascii');
  block.write('00', 263, 'ascii');
  block.write(`${checksum(block).toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return block;
}

/** the sum of the header's bytes, its checksum field counted as eight spaces */
function checksum(block: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : (block[i] as number);
  return sum;
}

/** "<length> <key>=<value>\n", the length counting its own digits */
function paxRecord(key: string, value: string): string {
  const rest = ` ${key}=${value}\n`;
  let length = Buffer.byteLength(rest) + 1;
  while (String(length).length + Buffer.byteLength(rest) !== length) length += 1;
  return `${length}${rest}`;
}

async function* bodyOf(entry: TarInput): AsyncGenerator<Buffer> {
  if (Buffer.isBuffer(entry.body)) {
    yield entry.body;
    return;
  }
  yield* entry.body();
}

/** The archive's bytes, to pipe into gzip and a file. */
export async function* writeTar(
  entries: AsyncIterable<TarInput> | Iterable<TarInput>,
): AsyncGenerator<Buffer> {
  for await (const entry of entries) {
    const longName = Buffer.byteLength(entry.name) > 100;
    const bigFile = entry.size > MAX_OCTAL_SIZE;
    if (longName || bigFile) {
      const records = Buffer.from(
        (longName ? paxRecord('path', entry.name) : '') +
          (bigFile ? paxRecord('size', String(entry.size)) : ''),
      );
      yield header('PaxHeader', records.length, 'x');
      yield records;
      yield padding(records.length);
    }
    yield header(entry.name, entry.size, '0');
    let written = 0;
    for await (const chunk of bodyOf(entry)) {
      written += chunk.length;
      if (written > entry.size) break;
      yield chunk;
    }
    // a file that grew or shrank while it was read would shift every entry after it
    if (written !== entry.size) throw new Error(`${entry.name} changed while it was archived`);
    yield padding(entry.size);
  }
  yield END_OF_ARCHIVE;
}

/** Exact reads over a stream of chunks of any size. */
class ByteQueue {
  private readonly chunks: Buffer[] = [];
  private buffered = 0;
  private ended = false;

  constructor(private readonly source: AsyncIterator<Buffer>) {}

  private async pull(): Promise<boolean> {
    if (this.ended) return false;
    const next = await this.source.next();
    if (next.done) {
      this.ended = true;
      return false;
    }
    this.chunks.push(next.value);
    this.buffered += next.value.length;
    return true;
  }

  /** exactly `size` bytes, or null when the source ends right here */
  async take(size: number): Promise<Buffer | null> {
    while (this.buffered < size) {
      if (await this.pull()) continue;
      if (this.buffered === 0) return null;
      throw new Error('the archive is cut short');
    }
    const joined = this.chunks.length === 1 ? (this.chunks[0] as Buffer) : Buffer.concat(this.chunks);
    this.chunks.length = 0;
    if (joined.length > size) this.chunks.push(joined.subarray(size));
    this.buffered -= size;
    return joined.subarray(0, size);
  }

  /** the next `state.left` bytes as they arrive, `state.left` counting down as they are handed out */
  async *pieces(state: { left: number }): AsyncGenerator<Buffer> {
    while (state.left > 0) {
      if (this.buffered === 0 && !(await this.pull())) throw new Error('the archive is cut short');
      const chunk = this.chunks.shift() as Buffer;
      const piece = chunk.length > state.left ? chunk.subarray(0, state.left) : chunk;
      if (piece !== chunk) this.chunks.unshift(chunk.subarray(piece.length));
      this.buffered -= piece.length;
      state.left -= piece.length;
      yield piece;
    }
  }
}

const text = (block: Buffer, start: number, length: number) => {
  const field = block.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
};

function parsePax(records: Buffer): Record<string, string> {
  const values: Record<string, string> = {};
  let at = 0;
  while (at < records.length) {
    const space = records.indexOf(0x20, at);
    const length = Number(records.subarray(at, space).toString('ascii'));
    if (space === -1 || !Number.isInteger(length) || length <= 0) throw new Error('a damaged pax header');
    const record = records.subarray(space + 1, at + length - 1).toString('utf8');
    const equals = record.indexOf('=');
    values[record.slice(0, equals)] = record.slice(equals + 1);
    at += length;
  }
  return values;
}

/** The regular files of a tar archive, in their order; folders and links are passed over. */
export async function* readTar(source: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const bytes = new ByteQueue(source[Symbol.asyncIterator]());
  let pax: Record<string, string> = {};
  for (;;) {
    const block = await bytes.take(BLOCK);
    if (!block || block.every((byte) => byte === 0)) return;
    if (Number.parseInt(text(block, 148, 8), 8) !== checksum(block)) {
      throw new Error('a damaged header: this is not a backup archive, or it is corrupt');
    }
    const type = text(block, 156, 1);
    const prefix = text(block, 345, 155);
    const name = pax.path ?? (prefix ? `${prefix}/${text(block, 0, 100)}` : text(block, 0, 100));
    const size = Number(pax.size ?? Number.parseInt(text(block, 124, 12).trim() || '0', 8));
    const state = { left: size };
    if (type === 'x') {
      pax = parsePax((await bytes.take(size)) ?? Buffer.alloc(0));
    } else {
      if (type === '0' || type === '') yield { name, size, body: bytes.pieces(state) };
      for await (const _ of bytes.pieces(state)) {
        // skips what the reader left, or the body of an entry that is not a file
      }
      pax = {};
    }
    await bytes.take(padding(size).length);
  }
}
