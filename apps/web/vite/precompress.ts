import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; source maps are left out, browsers fetch them only in devtools. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|wasm)$/;

const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

/** The files under `dir`, leaving out dot folders such as `.vite`, which the server does not serve. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      if (entry.name.startsWith('.')) return [];
      const path = join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(path) : [path];
    }),
  );
  return nested.flat();
}

/**
 * Writes `file.br` and `file.gz` beside `file`, always: of a file of some 200 bytes a copy can come
 * out a few bytes larger, and whether it does changes with the hashes in its text from one build
 * to the next, so a "when smaller" rule sent such a chunk uncompressed in some builds only.
 */
async function compressFile(path: string): Promise<void> {
  const content = await readFile(path);
  const [brotli, gzipped] = await Promise.all([
    toBrotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    toGzip(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${path}.br`, brotli), writeFile(`${path}.gz`, gzipped)]);
}

/**
 * The server sends these copies by the browser's Accept-Encoding (@fastify/static `preCompressed`
 * in apps/api): compressed once at build time at the best ratio, never again per request.
 * Walks the whole output, so the public folder's files are compressed too.
 */
export function precompress(): Plugin {
  return {
    name: 'academy:precompress',
    apply: 'build',
    async writeBundle({ dir }) {
      if (!dir) return;
      const files = await filesUnder(dir);
      await Promise.all(files.filter((path) => COMPRESSIBLE.test(path)).map(compressFile));
    },
  };
}
