import { setTimeout as sleep } from 'node:timers/promises';
import { PgBoss } from 'pg-boss';
import type { ServerBehindProxy } from './server-behind-proxy.js';

/** The schema the server's job queue keeps its tables in (apps/api/src/lib/jobs.ts). */
const JOB_SCHEMA = 'pgboss';
/** The server's workers look for a due run every 10 s; a mail a job queues comes within a few turns. */
const MAIL_WAIT_MS = 45_000;
/** The server starts its job queue 10 s after it answers (apps/api/src/start.ts), then makes each job's queue. */
const QUEUE_WAIT_MS = 60_000;

/**
 * What `pattern` finds in the newest mail to `email` that it matches, read from the outbox as an
 * operator would. Waits for it a while: a background job may still be on its way to queue it.
 */
export async function mailedTo(server: ServerBehindProxy, email: string, pattern: RegExp): Promise<string> {
  const deadline = Date.now() + MAIL_WAIT_MS;
  for (;;) {
    const rows = (await server.query(
      `select text from mail_outbox where "to" = '${email.replaceAll("'", "''")}' order by created_at desc`,
    )) as { text: string | null }[];
    const found = rows.map((row) => row.text?.match(pattern)?.[0]).find(Boolean);
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(`no mail to ${email} holds ${pattern}; the newest: ${rows[0]?.text}`);
    await sleep(500);
  }
}

/** The link to `path` in the newest mail to `email` that has one. */
export async function linkMailedTo(server: ServerBehindProxy, email: string, path: string): Promise<string> {
  const link = await mailedTo(
    server,
    email,
    new RegExp(`https?://\\S+${path.replaceAll('/', '\\/')}[^\\s]*`),
  );
  return link.replace(/[.,]$/, '');
}

/**
 * Has the server run the background job `name` now rather than on its schedule: a run is put on
 * the job's queue through pg-boss, as any instance's schedule puts one, and the server's worker
 * takes it within its polling interval. Waits for the server to have made the queue first (its
 * job queue starts a while after the server answers). Resolves once the run is queued, not once
 * it is done.
 */
export async function runJobNow(server: ServerBehindProxy, name: string): Promise<void> {
  const deadline = Date.now() + QUEUE_WAIT_MS;
  // two statements: the second names a table that the first finds out exists
  const queueMade = async () => {
    const [schema] = (await server.query(`select to_regclass('${JOB_SCHEMA}.queue') as made`)) as {
      made: string | null;
    }[];
    if (!schema?.made) return false;
    return (await server.query(`select 1 from ${JOB_SCHEMA}.queue where name = '${name}'`)).length > 0;
  };
  while (!(await queueMade())) {
    if (Date.now() > deadline) throw new Error(`the server made no queue for the job ${name}`);
    await sleep(500);
  }
  const boss = new PgBoss({
    connectionString: server.databaseUrl,
    schema: JOB_SCHEMA,
    max: 1,
    // a client that only sends: the server schedules, supervises and migrates its own queue
    supervise: false,
    schedule: false,
    migrate: false,
    createSchema: false,
  });
  await boss.start();
  try {
    await boss.send(name);
  } finally {
    await boss.stop({ graceful: false });
  }
}
