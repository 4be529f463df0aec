// Bundles the built server (apps/api/dist/start.js) into apps/api/dist/server.js, the file
// production runs: Node then reads one file instead of some 400 modules of ours, the domain's,
// Drizzle's and zod's, which was most of a start (decision 0017). Packages with native code,
// their own files beside them or a loading of their own (pglite's WebAssembly, argon2, fastify
// and its plugins, the download libraries loaded later) stay outside and load from node_modules.
// The operational commands (create-admin, migrate, backup, restore, figures, secrets, files-move) are bundled the same way
// into apps/api/dist/commands/, which `npm run <command>` runs without building anything.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

/** Pure-JavaScript ESM packages whose many small modules are worth bundling. */
const BUNDLED = new Set(['@academy/domain', 'drizzle-orm', 'zod', 'fastify-type-provider-zod']);
const COMMANDS = ['create-admin', 'migrate', 'backup', 'restore', 'figures', 'secrets', 'files-move'];

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

const COMMANDS_DIR = 'apps/api/dist/commands';

/**
 * Puts the folder `fresh` in the place of COMMANDS_DIR: the old one is moved aside, the new one
 * takes its name, the old one is removed. A command started meanwhile (tests build side by side
 * while others run commands) finds a whole folder, the old or the new, not one being emptied; a
 * build that swaps at the same moment moves the other's folder aside and tries again. (Between
 * the two renames there is no folder, for the time of a rename.)
 */
function swapInto(fresh) {
  const aside = `${COMMANDS_DIR}.${process.pid}.old`;
  // left by an earlier build of the same process id
  rmSync(aside, { recursive: true, force: true });
  for (let attempt = 0; ; attempt++) {
    try {
      renameSync(COMMANDS_DIR, aside);
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
    }
    try {
      renameSync(fresh, COMMANDS_DIR);
      break;
    } catch (error) {
      if (!['ENOTEMPTY', 'EEXIST'].includes(error.code) || attempt === 10) throw error;
      rmSync(aside, { recursive: true, force: true });
    }
  }
  rmSync(aside, { recursive: true, force: true });
}

/**
 * Writes each of the server bundle's files whose content changed, whole (a temporary file renamed
 * over it): a server started meanwhile never reads half a file, and a build that changes nothing
 * touches nothing.
 */
function writeChanged(outputFiles) {
  for (const file of outputFiles) {
    if (existsSync(file.path) && readFileSync(file.path).equals(file.contents)) continue;
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
}

// each build writes a folder of its own (chunks are named by their content: those of an earlier
// build would pile up in a folder kept), then swaps it in
const fresh = `${COMMANDS_DIR}.${process.pid}.new`;
rmSync(fresh, { recursive: true, force: true });
try {
  await Promise.all([
    build({
      ...common,
      entryPoints: ['apps/api/dist/start.js'],
      outfile: 'apps/api/dist/server.js',
      write: false,
    }).then((result) => writeChanged(result.outputFiles)),
    build({
      ...common,
      entryPoints: COMMANDS.map((name) => `apps/api/dist/scripts/${name}.js`),
      outdir: fresh,
      // what they share (the database, Drizzle, zod) is one chunk beside them
      splitting: true,
      chunkNames: 'chunks/[name]-[hash]',
    }),
  ]);
  swapInto(fresh);
} finally {
  // a failed build leaves nothing beside the folder
  rmSync(fresh, { recursive: true, force: true });
}
