// @ts-check
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../../apps/api/dist/app.js';
import { openDatabase } from '../../apps/api/dist/db/client.js';
import { createMailer } from '../../apps/api/dist/lib/mail.js';
import { createSecrets } from '../../apps/api/dist/lib/secrets.js';
import { createDiskStorage } from '../../apps/api/dist/lib/storage.js';

/** Sequential runs of each query, to give its own p50 and p99 without load. */
const TIMED_RUNS = 100;
/** A sequential scan over a table at least this large is reported. */
const LARGE_TABLE_ROWS = 10_000;
/** A query slower than this at p99 is reported. */
const SLOW_P99_MS = 20;

/**
 * @typedef {import('../../apps/api/dist/config.js').Config} Config
 * @typedef {{ name: string, url: string, token: string }} Probe
 * @typedef {{ 'Node Type': string, 'Relation Name'?: string, 'Index Name'?: string,
 *   'Actual Rows'?: number, 'Actual Loops'?: number, Plans?: PlanNode[] }} PlanNode
 */

/**
 * Captures the SQL that the real routes send (through Drizzle's logger, one request each in an
 * app of this process), then runs EXPLAIN (ANALYZE, BUFFERS) on each statement and times it.
 * @param {Config} config
 * @param {Probe[]} probes
 */
export async function explainRoutes(config, probes) {
  /** @type {{ sql: string, params: unknown[] }[] | undefined} */
  let captured;
  const database = await openDatabase({
    url: config.databaseUrl,
    logger: { logQuery: (sql, params) => captured?.push({ sql, params }) },
  });
  const app = await buildApp({
    config,
    db: database.db,
    mailer: createMailer(database.db, { from: config.mailFrom }),
    storage: createDiskStorage(config.dataDir),
    secrets: createSecrets({ current: randomBytes(32), previous: [] }),
  });
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  try {
    const largeTables = await tablesOver(client, LARGE_TABLE_ROWS);
    const report = [];
    for (const probe of probes) {
      captured = [];
      const response = await app.inject({
        method: 'GET',
        url: probe.url,
        headers: { authorization: `Bearer ${probe.token}` },
      });
      const statements = captured;
      captured = undefined;
      if (response.statusCode !== 200) throw new Error(`${probe.url} answered ${response.statusCode}`);
      for (const statement of statements)
        report.push({ route: probe.name, ...(await explainOne(client, statement, largeTables)) });
    }
    return report;
  } finally {
    await client.end();
    await app.close();
    await database.close();
  }
}

/**
 * @param {pg.Client} client
 * @param {{ sql: string, params: unknown[] }} statement
 * @param {Map<string, number>} largeTables
 */
async function explainOne(client, { sql, params }, largeTables) {
  const explained = await client.query(`explain (analyze, buffers, format json) ${sql}`, params);
  const [top] = explained.rows[0]['QUERY PLAN'];
  /** @type {PlanNode[]} */
  const nodes = [];
  const walk = (/** @type {PlanNode} */ node) => {
    nodes.push(node);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(top.Plan);
  const seqScans = nodes
    .filter((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'])
    .map((node) => ({
      table: /** @type {string} */ (node['Relation Name']),
      tableRows: largeTables.get(/** @type {string} */ (node['Relation Name'])) ?? null,
    }));
  const timing = await timeRuns(client, sql, params);
  return {
    what: describe(sql),
    sql,
    params,
    indexes: [...new Set(nodes.flatMap((node) => (node['Index Name'] ? [node['Index Name']] : [])))],
    seqScans: seqScans.map((scan) => scan.table),
    seqScanOnLargeTable: seqScans.some((scan) => scan.tableRows !== null),
    planningMs: round(top['Planning Time']),
    executionMs: round(top['Execution Time']),
    sharedBuffers: { hit: top.Plan['Shared Hit Blocks'], read: top.Plan['Shared Read Blocks'] },
    ...timing,
    slow: timing.p99Ms > SLOW_P99_MS || seqScans.some((scan) => scan.tableRows !== null),
    plan: top.Plan,
  };
}

let statementNumber = 0;

/**
 * Client-side time of the statement alone, run one after another with no other load: as the app
 * sends it (an unnamed statement, planned each time), then as a named prepared statement, to show
 * what planning costs.
 * @param {pg.Client} client
 * @param {string} sql
 * @param {unknown[]} params
 */
async function timeRuns(client, sql, params) {
  statementNumber += 1;
  const unnamed = await percentiles(() => client.query(sql, params));
  const name = `bench_${statementNumber}`;
  const prepared = await percentiles(() => client.query({ name, text: sql, values: params }));
  await client.query(`deallocate ${name}`);
  return { p50Ms: unnamed.p50, p99Ms: unnamed.p99, preparedP50Ms: prepared.p50, preparedP99Ms: prepared.p99 };
}

/** @param {() => Promise<unknown>} work */
async function percentiles(work) {
  /** @type {number[]} */
  const times = [];
  for (let run = 0; run < TIMED_RUNS; run += 1) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (/** @type {number} */ share) =>
    round(times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0);
  return { p50: at(0.5), p99: at(0.99) };
}

/**
 * The tables with at least `rows` rows, by their statistics.
 * @param {pg.Client} client
 * @param {number} rows
 */
async function tablesOver(client, rows) {
  const result = await client.query(
    `select relname, reltuples::bigint as n from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace and reltuples >= $1`,
    [rows],
  );
  return new Map(result.rows.map((row) => [row.relname, Number(row.n)]));
}

/**
 * A short name for a statement: its verb and the tables of its outer FROM (subqueries left out).
 * @param {string} sql
 */
function describe(sql) {
  let outer = sql;
  while (/\([^()]*\)/.test(outer)) outer = outer.replace(/\([^()]*\)/g, '');
  const verb = outer.trimStart().split(/\s/, 1)[0]?.toLowerCase() ?? '';
  const tables = [...outer.matchAll(/\b(?:from|join|into|update) "(\w+)"/gi)].map((match) => match[1]);
  return `${verb} ${tables.join(' + ')}`.trim();
}

/** @param {number} value */
const round = (value) => Math.round(value * 1000) / 1000;
