import type { Query, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client.js';

const dialect = new PgDialect();

/**
 * A raw statement of a hot path whose text is written once, its values left as
 * `sql.placeholder(...)`, that runs on any handle: a transaction's too, where a Drizzle prepared
 * query (db/prepared.ts) would be built again for every transaction (docs/decisions/0035). On
 * PostgreSQL the name makes each connection parse it once; PGlite ignores it. `build` may use the
 * handle it is given as a query builder. Answers the rows.
 */
export function statementOf<Row>(name: string, build: (db: Db | Tx) => SQL) {
  let text: Query | undefined;
  return async (db: Db | Tx, values: Record<string, unknown>): Promise<Row[]> => {
    // the first handle builds it; the text is the same whichever handle writes it
    text ??= dialect.sqlToQuery(build(db));
    const result = (await db._.session.prepareQuery(text, undefined, name, false).execute(values)) as {
      rows: Row[];
    };
    return result.rows;
  };
}
