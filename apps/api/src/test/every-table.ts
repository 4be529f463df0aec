import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { newId } from '../lib/ids.js';

/**
 * One row in every table of whatever schema a database is at, read from its catalogue: for
 * tests of migrations, which must work on the tables of an older release without the code
 * that wrote them.
 */

interface Column {
  table: string;
  name: string;
  type: string;
  nullable: boolean;
  hasDefault: boolean;
}

interface Reference {
  table: string;
  column: string;
  refTable: string;
  refColumn: string;
}

/**
 * A value per "table.column" that the filler would otherwise make up or take from the referenced
 * row (null, say, for one of two references of which a check allows only one).
 */
export type Fixture = Record<string, unknown>;

async function columnsOf(db: Db | Tx): Promise<Column[]> {
  const rows = await rowsOf<{
    table: string;
    name: string;
    type: string;
    nullable: string;
    dflt: string | null;
  }>(
    db,
    sql`select table_name as "table", column_name as name, data_type as type, is_nullable as nullable,
          column_default as dflt
        from information_schema.columns c
        where table_schema = 'public' and exists (select 1 from information_schema.tables t
          where t.table_schema = 'public' and t.table_name = c.table_name and t.table_type = 'BASE TABLE')
        order by table_name, ordinal_position`,
  );
  return rows.map((row) => ({ ...row, nullable: row.nullable === 'YES', hasDefault: row.dflt !== null }));
}

async function constraintColumns(db: Db | Tx, kind: 'PRIMARY KEY' | 'FOREIGN KEY') {
  return rowsOf<Reference>(
    db,
    sql`select tc.table_name as "table", kcu.column_name as "column",
          ccu.table_name as "refTable", ccu.column_name as "refColumn"
        from information_schema.table_constraints tc
        join information_schema.key_column_usage kcu
          on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
        join information_schema.constraint_column_usage ccu
          on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
        where tc.table_schema = 'public' and tc.constraint_type = ${kind}
        order by tc.table_name, kcu.ordinal_position`,
  );
}

/** Parents before children; fails on a cycle, which this filler would have to learn to break. */
function insertionOrder(tables: string[], references: Reference[]): string[] {
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table)) return;
    if (visiting.has(table)) throw new Error(`the foreign keys of ${table} make a cycle`);
    visiting.add(table);
    for (const ref of references) if (ref.table === table && ref.refTable !== table) visit(ref.refTable);
    visiting.delete(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}

function madeUp(column: Column): unknown {
  if (column.type === 'character') return newId();
  if (column.type === 'text' || column.type === 'character varying') return `${column.table}.${column.name}`;
  if (['integer', 'bigint', 'smallint', 'real', 'double precision', 'numeric'].includes(column.type))
    return 1;
  if (column.type === 'boolean') return false;
  if (column.type.startsWith('timestamp')) return new Date().toISOString();
  if (column.type === 'date') return new Date().toISOString().slice(0, 10);
  if (column.type === 'jsonb' || column.type === 'json') return {};
  if (column.type === 'ARRAY') return [];
  throw new Error(`no made-up value for ${column.table}.${column.name} of type ${column.type}`);
}

function literal(column: Column, value: unknown): SQL {
  if (value === null) return sql`null`;
  if (column.type === 'jsonb' || column.type === 'json') return sql`${JSON.stringify(value)}::jsonb`;
  if (column.type.startsWith('timestamp')) return sql`${value}::timestamptz`;
  // an array as PostgreSQL's text of one (drizzle would spread a JavaScript array into a list)
  if (column.type === 'ARRAY')
    return sql`${`{${(value as unknown[]).map((item) => JSON.stringify(item)).join(',')}}`}`;
  return sql`${value}`;
}

/**
 * Inserts one row into every table (not views): the fixture's values, else the referenced row's
 * key in each foreign key, a made-up value in each other column that has no default, the default
 * elsewhere. The tables' own triggers are off meanwhile: the kept figures' would add rows of
 * their own to the figures' tables.
 */
export async function fillEveryTable(db: Db, fixture: Fixture = {}): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await insertEveryRow(tx, fixture);
  });
}

async function insertEveryRow(db: Tx, fixture: Fixture) {
  const columns = await columnsOf(db);
  const references = await constraintColumns(db, 'FOREIGN KEY');
  const tables = [...new Set(columns.map((column) => column.table))];
  const inserted = new Map<string, Record<string, unknown>>();
  for (const table of insertionOrder(tables, references)) {
    const row: Record<string, unknown> = {};
    const own = columns.filter((column) => column.table === table);
    for (const column of own) {
      const key = `${table}.${column.name}`;
      const ref = references.find((each) => each.table === table && each.column === column.name);
      if (key in fixture) row[column.name] = fixture[key];
      else if (ref && ref.refTable !== table) row[column.name] = inserted.get(ref.refTable)?.[ref.refColumn];
      else if (!column.hasDefault && !column.nullable) row[column.name] = madeUp(column);
    }
    const names = own.filter((column) => column.name in row);
    const values = names.map((column) => literal(column, row[column.name]));
    await db.execute(
      sql`insert into ${sql.identifier(table)} (${sql.join(
        names.map((column) => sql.identifier(column.name)),
        sql`, `,
      )}) values (${sql.join(values, sql`, `)})`,
    );
    inserted.set(table, row);
  }
}

/** Each table's primary keys, as sorted JSON: a row lost or added shows as a difference. */
export async function primaryKeysOfEveryTable(db: Db): Promise<Record<string, string[]>> {
  const keys = await constraintColumns(db, 'PRIMARY KEY');
  const tables = [...new Set(keys.map((key) => key.table))].sort();
  const found: Record<string, string[]> = {};
  for (const table of tables) {
    const columns = keys.filter((key) => key.table === table).map((key) => sql.identifier(key.column));
    const rows = await rowsOf<{ key: string }>(
      db,
      sql`select json_build_array(${sql.join(columns, sql`, `)})::text as key from ${sql.identifier(table)}`,
    );
    found[table] = rows.map((row) => row.key).sort();
  }
  return found;
}
