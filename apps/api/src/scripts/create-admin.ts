/**
 * `npm run create-admin -- --email E --password P --name N`: creates an enabled admin on the
 * configured database (DATABASE_URL, else PGlite in DATA_DIR), or resets that admin's password.
 */
import { parseArgs } from 'node:util';
import { exitOnNewerSchema } from '../db/schema-version.js';
import { adminAccountInput, createOrResetAdmin } from './admin-account.js';
import { openConfiguredDatabase, stopOnFailure } from './script-run.js';

const USAGE =
  'usage: npm run create-admin -- --email <email> --password <at least 6 characters> [--name <name>]';
const PROBLEMS: Record<string, string> = {
  'validation.email': 'the email is not valid',
  'validation.password': 'the password needs 6 to 128 characters',
  'validation.name': 'the name needs 2 to 120 characters',
};

function stop(message: string): never {
  console.error(`create-admin: ${message}\n${USAGE}`);
  process.exit(2);
}

let values: Record<string, string | undefined>;
try {
  ({ values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
    strict: true,
    allowPositionals: false,
  }));
} catch (error) {
  stop((error as Error).message);
}
if (!values.email || !values.password) stop('--email and --password are required');
const parsed = adminAccountInput.safeParse(values);
if (!parsed.success) {
  stop(parsed.error.issues.map((issue) => PROBLEMS[issue.message] ?? issue.message).join('; '));
}

await stopOnFailure('create-admin', async () => {
  const database = await openConfiguredDatabase();
  try {
    await database.migrate().catch(exitOnNewerSchema('create-admin'));
    const result = await createOrResetAdmin(database.db, parsed.data);
    if (result.action === 'refused') {
      console.error(
        result.reason === 'not-an-admin'
          ? `create-admin: ${result.email} belongs to a user who is not an admin; nothing changed`
          : `create-admin: no admin ${result.email} yet; give --name to create one`,
      );
      process.exitCode = 1;
    } else {
      const what = result.action === 'created' ? 'created the admin' : 'reset the password of the admin';
      console.log(`create-admin: ${what} ${result.email} (${result.id}) on ${database.kind}`);
    }
  } finally {
    await database.close();
  }
});
