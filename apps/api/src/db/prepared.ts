import type { Db } from './client.js';

/**
 * A query of the hot paths built once per database handle and shape, its values left as
 * `sql.placeholder(...)`: Drizzle writes its text once instead of on every call, and on
 * PostgreSQL the name given to `.prepare(name)` makes each connection parse it once
 * (docs/decisions/0035). `keyOf` names a shape of the query (what of the asker or the filter
 * changes its text: a user type, a tab); each shape is built on its first use, and its key must
 * be part of the name. A prepared query runs on the handle it was built on: a transaction's
 * handle gets queries of its own, built for it (correct, but built again in every transaction).
 */
export function preparedPer<Shape, Query>(
  keyOf: (shape: Shape) => string,
  build: (db: Db, shape: Shape, key: string) => Query,
): (db: Db, shape: Shape) => Query {
  const built = new WeakMap<Db, Map<string, Query>>();
  return (db, shape) => {
    let ofDb = built.get(db);
    if (!ofDb) {
      ofDb = new Map();
      built.set(db, ofDb);
    }
    const key = keyOf(shape);
    let query = ofDb.get(key);
    if (query === undefined) {
      query = build(db, shape, key);
      ofDb.set(key, query);
    }
    return query;
  };
}

/** A query of the hot paths with one shape, built once per database handle (preparedPer). */
export function prepared<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const one = preparedPer<void, Query>(
    () => '',
    (db) => build(db),
  );
  return (db) => one(db);
}
