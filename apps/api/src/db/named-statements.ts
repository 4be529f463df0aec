import pg from 'pg';

/** How many distinct statements get a name, per process (each connection prepares them once). */
export const NAMED_STATEMENTS_LIMIT = 300;
/** How many statements seen once are remembered while waiting for a second sight. */
const SEEN_ONCE_LIMIT = 2_000;

/**
 * Gives a statement text a name on its second sight, so PostgreSQL parses and plans it once per
 * connection instead of on every call (docs/decisions/0016). A text seen only once (a batch's
 * multi-row insert, a migration) never takes a slot; once `limit` texts are named, the others
 * run unnamed, so what each connection keeps prepared stays bounded. A text keeps its name for
 * the life of the process, and a name never stands for two texts.
 */
export function statementNamer(limit = NAMED_STATEMENTS_LIMIT) {
  const named = new Map<string, string>();
  const seenOnce = new Set<string>();
  return (text: string): string | undefined => {
    const name = named.get(text);
    if (name !== undefined || named.size >= limit) return name;
    if (!seenOnce.has(text)) {
      if (seenOnce.size >= SEEN_ONCE_LIMIT) seenOnce.clear();
      seenOnce.add(text);
      return undefined;
    }
    seenOnce.delete(text);
    const fresh = `academy_${named.size}`;
    named.set(text, fresh);
    return fresh;
  };
}

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown[]; submit?: unknown };

/**
 * A pg client that names the statements its namer names. Only statements with parameters are
 * named: they are sent with the extended protocol anyway, while a text without parameters may
 * hold several statements (a migration), which a prepared statement cannot.
 */
export function namingClient(nameOf: (text: string) => string | undefined): typeof pg.Client {
  return class NamingClient extends pg.Client {
    // biome-ignore lint/suspicious/noExplicitAny: pg's overloads; the arguments pass through unchanged but for the name
    override query(config: any, values?: any, callback?: any): any {
      const query = config as QueryConfig;
      const parameters = Array.isArray(values) ? values : query?.values;
      if (
        query &&
        typeof query === 'object' &&
        typeof query.submit !== 'function' &&
        typeof query.text === 'string' &&
        query.name === undefined &&
        Array.isArray(parameters) &&
        parameters.length > 0
      ) {
        const name = nameOf(query.text);
        if (name) return super.query({ ...config, name }, values, callback);
      }
      return super.query(config, values, callback);
    }
  };
}
