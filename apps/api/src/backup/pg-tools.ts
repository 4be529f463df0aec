import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { onExit } from 'signal-exit';

/** With --verbose, pg_dump and pg_restore say this once per table whose rows they copy. */
const TABLE_DONE = /(dumping contents of|processing data for) table /;
const PROBLEM = /error|fatal|detail|hint/i;

/** The URL without its password, which goes in the environment: a command line is visible to `ps`. */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { dbname: url, env: {} };
  }
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

export interface PgToolRun {
  /** what the tool writes on its standard output, when asked to pipe it */
  stdout: NodeJS.ReadableStream | null;
  /** settles when the tool has ended: rejects with the tool's own words when it failed */
  done: Promise<void>;
}

/**
 * Starts PostgreSQL's own pg_dump, pg_restore or psql, on the database at `url` when one is given,
 * calling `onTable` as each table's rows are done (pg_dump's and pg_restore's --verbose lines).
 */
export function startPgTool(
  tool: 'pg_dump' | 'pg_restore' | 'psql',
  args: string[],
  options: { url?: string; onTable?: () => void; input?: NodeJS.ReadableStream; pipeOutput?: boolean },
): PgToolRun {
  const { dbname, env } = options.url ? connection(options.url) : { dbname: undefined, env: {} };
  const child = spawn(
    tool,
    [...args, ...(tool === 'psql' ? [] : ['--verbose']), ...(dbname ? [`--dbname=${dbname}`] : [])],
    {
      env: { ...process.env, ...env },
      stdio: [options.input ? 'pipe' : 'ignore', options.pipeOutput ? 'pipe' : 'ignore', 'pipe'],
    },
  );
  if (options.input && child.stdin) options.input.pipe(child.stdin);
  // a backup or a restore stopped by a signal stops its tool too, which would go on writing
  const stopWithUs = onExit(() => {
    child.kill();
  });
  const problems: string[] = [];
  if (child.stderr) {
    createInterface({ input: child.stderr }).on('line', (line) => {
      if (TABLE_DONE.test(line)) options.onTable?.();
      else if (PROBLEM.test(line)) problems.push(line);
    });
  }
  const done = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  })
    .finally(stopWithUs)
    .then(
      (code) => {
        if (code !== 0)
          throw new Error(`${tool} failed: ${problems.slice(-3).join(' | ') || `exit code ${code}`}`);
      },
      (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
        throw new Error(
          `${tool} was not found: install PostgreSQL's client tools (Debian: postgresql-client), of the server's major version or newer`,
        );
      },
    );
  return { stdout: child.stdout, done };
}

/** Runs pg_dump or pg_restore on the database at `url` to its end (startPgTool). */
export function runPgTool(
  tool: 'pg_dump' | 'pg_restore',
  args: string[],
  url: string,
  onTable: () => void,
): Promise<void> {
  return startPgTool(tool, args, { url, onTable }).done;
}
