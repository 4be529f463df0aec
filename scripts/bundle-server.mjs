// Bundles the built server (apps/api/dist/start.js) into apps/api/dist/server.js, the file
// production runs: Node then reads one file instead of some 400 modules of ours, the domain's,
// Drizzle's and zod's, which was most of a start (decision 0017). Packages with native code,
// their own files beside them or a loading of their own (pglite's WebAssembly, argon2, fastify
// and its plugins, the download libraries loaded later) stay outside and load from node_modules.
// The operational commands (create-admin, migrate, backup, restore, figures) are bundled the same way
// into apps/api/dist/commands/, which `npm run <command>` runs without building anything.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

/** Pure-JavaScript ESM packages whose many small modules are worth bundling. */
const BUNDLED = new Set(['@academy/domain', 'drizzle-orm', 'zod', 'fastify-type-provider-zod']);
const COMMANDS = ['create-admin', 'migrate', 'backup', 'restore', 'figures'];

const packageOf = (path) => {
  const [first, second] = path.split('/');
  return first.startsWith('@') ? `${first}/${second}` : first;
};

/**
 * The commit being built, for GET /api/system/version and the backups' manifest: git's, else
 * ACADEMY_COMMIT (a build from an archive, without git, can give it), else none.
 */
function commit() {
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      encoding: 'utf8',
      stdio: 'pipe',
    }).trim();
  } catch {
    return process.env.ACADEMY_COMMIT || null;
  }
}
const version = JSON.parse(readFileSync('apps/api/package.json', 'utf8')).version;

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  // Node 20's syntax: the declared floor is 22.12, but `npm start` still works on an older Node
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  define: { __ACADEMY_VERSION__: JSON.stringify({ version, commit: commit() }) },
  plugins: [
    {
      name: 'external-packages',
      setup(builder) {
        builder.onResolve({ filter: /^[^./]/ }, (args) =>
          BUNDLED.has(packageOf(args.path)) ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
};

// chunks are named by their content: those of an earlier build would pile up
rmSync('apps/api/dist/commands', { recursive: true, force: true });
await Promise.all([
  build({ ...common, entryPoints: ['apps/api/dist/start.js'], outfile: 'apps/api/dist/server.js' }),
  build({
    ...common,
    entryPoints: COMMANDS.map((name) => `apps/api/dist/scripts/${name}.js`),
    outdir: 'apps/api/dist/commands',
    // what they share (the database, Drizzle, zod) is one chunk beside them
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
  }),
]);
