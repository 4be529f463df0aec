// @ts-check
/**
 * A CSV import of new people driven as the import page drives it: the file's rows sent to
 * `POST /api/user/import` (dryRun false) in batches of IMPORT_BATCH_MAX (250), one after the
 * other, each checked to have made every row's person. A file holds at most IMPORT_MAX_ROWS
 * (10,000) rows, so 10,000 people are one file.
 */
import { IMPORT_BATCH_MAX, IMPORT_MAX_ROWS } from '@academy/domain';

export { IMPORT_BATCH_MAX, IMPORT_MAX_ROWS };

/**
 * The rows of a file of `count` new people, emailed at `…@<domain>`, spread over the named
 * distributors, one in ten a fact user, the others students, in Portuguese.
 * @param {string} domain
 * @param {number} count
 * @param {string[]} distributorNames
 */
export function importRows(domain, count, distributorNames) {
  if (count > IMPORT_MAX_ROWS) throw new Error(`a file holds at most ${IMPORT_MAX_ROWS} rows`);
  return Array.from({ length: count }, (_, index) => ({
    line: index + 2,
    name: `Imported Person ${index + 1}`,
    email: `person${index + 1}@${domain}`,
    type: index % 10 === 0 ? 'fact' : 'student',
    country: '',
    state: '',
    distributor: distributorNames[index % distributorNames.length] ?? '',
    team: '',
    language: 'pt',
  }));
}

/**
 * Sends the rows batch after batch and answers the time of the whole file and of each batch.
 * @param {string} origin
 * @param {Record<string, string>} headers an admin's authorization
 * @param {ReturnType<typeof importRows>} rows
 */
export async function importFile(origin, headers, rows) {
  /** @type {number[]} */
  const batchMs = [];
  const started = performance.now();
  const startedAt = Date.now();
  for (let from = 0; from < rows.length; from += IMPORT_BATCH_MAX) {
    const batch = rows.slice(from, from + IMPORT_BATCH_MAX);
    const batchStart = performance.now();
    const response = await fetch(`${origin}/api/user/import`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ rows: batch, dryRun: false }),
    });
    const body = await response.json();
    batchMs.push(Math.round(performance.now() - batchStart));
    if (response.status !== 200)
      throw new Error(`the import answered ${response.status}: ${JSON.stringify(body).slice(0, 500)}`);
    /** @type {{ line: number, outcome: string, reason: string | null }[]} */
    const results = body.data.results;
    const notNew = results.filter((result) => result.outcome !== 'new');
    if (notNew.length > 0 || results.length !== batch.length)
      throw new Error(`rows not made: ${JSON.stringify(notNew.slice(0, 5))} (${notNew.length} in all)`);
  }
  const sorted = [...batchMs].sort((a, b) => a - b);
  return {
    rows: rows.length,
    batches: batchMs.length,
    ms: Math.round(performance.now() - started),
    startedAt,
    endedAt: Date.now(),
    batchMs: {
      p50: sorted[Math.floor((sorted.length - 1) / 2)] ?? 0,
      max: sorted.at(-1) ?? 0,
      first: batchMs[0] ?? 0,
    },
  };
}
