/**
 * `npm run create-admin -- --email E [--name N]`: creates an enabled admin on the configured
 * database (DATABASE_URL, else PGlite in DATA_DIR), or resets that admin's password. The
 * password comes from a prompt, standard input or ADMIN_PASSWORD (password-input.ts).
 */
import { parseArgs } from 'node:util';
import { exitOnNewerSchema } from '../db/schema-version.js';
import { adminAccountInput, createOrResetAdmin } from './admin-account.js';
import { PASSWORD_SOURCES, readPassword } from './password-input.js';
import { openConfiguredDatabase, stopOnFailure } from './script-run.js';

const USAGE = `usage: npm run create-admin -- --email <email> [--name <name>]; for the password, ${PASSWORD_SOURCES}`;
const PROBLEMS: Record<string, string> = {
  'validation.email': 'the email is not valid',
  'validation.password': 'the password needs 6 to 128 characters',
  'validation.name': 'the name needs 2 to 120 characters',
};

function stop(message: string): never {
  console.error(`create-admin: ${message}\n${USAGE}`);
  process.exit(2);
}

let values: { email?: string; name?: string; password?: string };
try {
  ({ values } = parseArgs({
    // --password is still known, to be refused by name
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
    strict: true,
    allowPositionals: false,
  }));
} catch (error) {
  stop((error as Error).message);
}
if (values.password !== undefined) {
  stop('the password is not taken on the command line, where the shell history and `ps` keep it');
}
if (!values.email) stop('--email is required');

await stopOnFailure('create-admin', async () => {
  const parsed = adminAccountInput.safeParse({ ...values, password: await readPassword() });
  if (!parsed.success) {
    stop(parsed.error.issues.map((issue) => PROBLEMS[issue.message] ?? issue.message).join('; '));
  }
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
