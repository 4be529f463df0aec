import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import {
  classifiedColumnsOf,
  PERSONAL_DATA,
  registeredColumns,
  type TableKey,
  tableOf,
} from './personal-data.js';
import { rowsOf } from './rows.js';
import { SEALED_COLUMNS } from './sealed-columns.js';

const REGISTER = 'apps/api/src/db/personal-data.ts';
const tableKeys = Object.keys(PERSONAL_DATA) as TableKey[];

/** Where a column the register lacks is to be written, as its author would look for it. */
function whereToClassify(table: string, column: string): string {
  const key = tableKeys.find((each) => getTableName(tableOf(each)) === table);
  if (!key)
    return `add the table to apps/api/src/db/schema/, then classify it as PERSONAL_DATA.<its export name>`;
  const property = Object.entries(getTableColumns(tableOf(key))).find(
    ([, each]) => each.name === column,
  )?.[0];
  if (!property)
    return `add the column to the Drizzle table \`${key}\`, then classify it in PERSONAL_DATA.${key}.columns`;
  return `classify it as PERSONAL_DATA.${key}.columns.${property}`;
}

describe('the register of personal data', () => {
  let t: TestApp;
  let inDatabase: string[];

  beforeAll(async () => {
    t = await createTestApp();
    // Every column of every base table of the app's schema, `public`, as the migrations made it.
    // Views are left out: they store nothing, and read the tables classified here. pg-boss keeps
    // the job queue in a schema of its own (`pgboss`, lib/jobs.ts) and drizzle its record of the
    // migrations applied (file hashes and times, about no one) in `drizzle`: neither is `public`,
    // so neither is listed, and a job queue moved into `public` would be.
    const rows = await rowsOf<{ name: string }>(
      t.deps.db,
      sql`select c.table_name || '.' || c.column_name as name
          from information_schema.columns c
          join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
          where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
          order by c.table_name, c.ordinal_position`,
    );
    inDatabase = rows.map((row) => row.name);
  });
  afterAll(() => t?.close());

  it('classifies every column of every table in the migrated database', () => {
    const registered = new Set(registeredColumns().map((each) => `${each.table}.${each.column}`));
    const unclassified = inDatabase
      .filter((name) => !registered.has(name))
      .map((name) => {
        const [table = '', column = ''] = name.split('.');
        return `${name} is not classified: ${whereToClassify(table, column)} in ${REGISTER}`;
      });
    expect(unclassified).toEqual([]);
  });

  it('names no column the migrated database lacks', () => {
    const present = new Set(inDatabase);
    const unknown = registeredColumns()
      .map((each) => `${each.table}.${each.column}`)
      .filter((name) => !present.has(name))
      .map(
        (name) =>
          `${name} is classified in ${REGISTER} but no migration makes it: write its migration, ` +
          'or take it out of the Drizzle table and the register',
      );
    expect(unknown).toEqual([]);
  });

  // what the export and the erasure rely on to find every row of a person
  it('says how the rows of every table with personal data lead to their person', () => {
    const unlinked = tableKeys
      .filter((key) => PERSONAL_DATA[key].people.length === 0)
      .filter((key) => classifiedColumnsOf(key).some(({ entry }) => entry.kind !== 'none'))
      .map((key) => `PERSONAL_DATA.${key} holds personal data but lists no column in \`people\``);
    expect(unlinked).toEqual([]);
  });

  it('classifies as personal every column that leads to a person, and leads through tables that do', () => {
    const wrong = tableKeys.flatMap((key) =>
      PERSONAL_DATA[key].people.flatMap((link) => {
        const problems: string[] = [];
        const entry = (PERSONAL_DATA[key].columns as Record<string, { kind: string }>)[link.column];
        if (entry?.kind === 'none')
          problems.push(`${key}.${link.column} leads to a person but is classified none`);
        if (typeof link.holds === 'object' && PERSONAL_DATA[link.holds.rowOf].people.length === 0)
          problems.push(`${key}.${link.column} leads through ${link.holds.rowOf}, which leads to no one`);
        return problems;
      }),
    );
    expect(wrong).toEqual([]);
  });

  it('flags every sealed column as a secret', () => {
    const secrets = new Set(
      registeredColumns()
        .filter(({ entry }) => entry.secret)
        .map((each) => `${each.table}.${each.column}`),
    );
    const unflagged = SEALED_COLUMNS.map((each) => `${each.table}.${each.column}`).filter(
      (name) => !secrets.has(name),
    );
    expect(unflagged).toEqual([]);
  });
});
