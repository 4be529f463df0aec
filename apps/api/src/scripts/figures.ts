/**
 * `npm run figures -- check|rebuild`: the kept figures of the reports (decision 0034) on the
 * configured database (DATABASE_URL, else PGlite in DATA_DIR). `check` lists every figure that
 * differs from a count made now; `rebuild` builds them all again from scratch, then checks. Exits
 * 1 when a difference remains, so that the command proves what it says.
 */
import { exitOnNewerSchema } from '../db/schema-version.js';
import { figureDifferences, lapseEndedCertificates, rebuildFigures } from '../modules/figures/index.js';
import { openConfiguredDatabase, stopOnFailure } from './script-run.js';

const [action] = process.argv.slice(2);
if (action !== 'check' && action !== 'rebuild') {
  console.error('usage: npm run figures -- check|rebuild');
  process.exit(2);
}

await stopOnFailure('figures', async () => {
  const database = await openConfiguredDatabase();
  try {
    await database.migrate().catch(exitOnNewerSchema('figures'));
    if (action === 'rebuild') {
      const started = Date.now();
      const lapsed = await lapseEndedCertificates(database.db);
      await rebuildFigures(database.db);
      console.log(
        `figures: rebuilt in ${Date.now() - started} ms (${lapsed} ended certificate(s) lapsed first)`,
      );
    }
    const differences = await figureDifferences(database.db);
    for (const { kind, cell, kept, counted } of differences.slice(0, 50))
      console.log(`figures: ${kind} ${cell}: kept ${kept || '-'}, counted ${counted || '-'}`);
    if (differences.length > 0)
      throw new Error(`${differences.length} kept figure(s) differ from a count made now`);
    console.log('figures: every kept figure equals a count made now');
  } finally {
    await database.close();
  }
});
