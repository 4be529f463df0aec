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

/**
 * Runs PostgreSQL's own pg_dump or pg_restore on the database at `url`, calling `onTable` as
 * each table's rows are done; fails with the tool's own words when it fails.
 */
export async function runPgTool(
  tool: 'pg_dump' | 'pg_restore',
  args: string[],
  url: string,
  onTable: () => void,
): Promise<void> {
  const { dbname, env } = connection(url);
  const child = spawn(tool, [...args, '--verbose', `--dbname=${dbname}`], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // a backup or a restore stopped by a signal stops its tool too, which would go on writing
  const stopWithUs = onExit(() => {
    child.kill();
  });
  const problems: string[] = [];
  createInterface({ input: child.stderr }).on('line', (line) => {
    if (TABLE_DONE.test(line)) onTable();
    else if (PROBLEM.test(line)) problems.push(line);
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  })
    .finally(stopWithUs)
    .catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
      throw new Error(
        `${tool} was not found: install PostgreSQL's client tools (Debian: postgresql-client), of the server's major version or newer`,
      );
    });
  if (code !== 0) throw new Error(`${tool} failed: ${problems.slice(-3).join(' | ') || `exit code ${code}`}`);
}
