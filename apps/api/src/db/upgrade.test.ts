import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableCounts } from '../backup/table-counts.js';
import { hashPassword } from '../lib/passwords.js';
import { client } from '../test/course-data.js';
import { type Fixture, fillEveryTable, primaryKeysOfEveryTable } from '../test/every-table.js';
import { login } from '../test/factories.js';
import { appOn } from '../test/harness.js';
import { scratchDatabase } from '../test/scratch-database.js';
import { type Database, MIGRATIONS_DIR } from './client.js';
import { schemaVersion, shippedMigrations } from './schema-version.js';
import { seedEssentials } from './seed/essentials.js';

const shipped = shippedMigrations(MIGRATIONS_DIR);
/** every release's schema but the latest */
const earlier = shipped.slice(0, -1).map((migration, index) => ({ ...migration, index }));

const ADMIN = { email: 'upgraded.admin@example.com', password: 'kept-through-upgrades' };
const COURSE_TITLE = {
  en: 'Course of an older release',
  pt: 'Curso de uma versão anterior',
  es: 'Curso anterior',
};
let fixture: Fixture;
let folders: string;

/** The migrations folder of the release whose last migration is `index`: its files and a journal cut there. */
async function releaseFolder(index: number): Promise<string> {
  const folder = join(folders, `to-${index}`);
  await mkdir(join(folder, 'meta'), { recursive: true });
  const entries = shipped.slice(0, index + 1);
  for (const entry of entries)
    await copyFile(join(MIGRATIONS_DIR, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  const journal = JSON.parse(await readFile(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'));
  journal.entries = journal.entries.slice(0, index + 1);
  await writeFile(join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  return folder;
}

/** Brings the database to an older release's schema, as that release's server did at its start. */
async function migrateTo(database: Database, index: number) {
  const migrationsFolder = await releaseFolder(index);
  if (database.kind === 'postgres') await migratePg(database.db as never, { migrationsFolder });
  else await migratePglite(database.db as never, { migrationsFolder });
}

beforeAll(async () => {
  folders = await mkdtemp(join(tmpdir(), 'academy-releases-'));
  fixture = {
    'users.email': ADMIN.email,
    'users.password_hash': await hashPassword(ADMIN.password),
    'users.name': 'Upgraded Admin',
    'users.type': 'admin',
    'users.status': 'enabled',
    'users.lang': 'en',
    'courses.title': COURSE_TITLE,
    'courses.status': 'published',
    'lessons.kind': 'video',
    'questions.type': 'single',
    'certificates.title': 'Certificate of an older release',
    'countries.iso2': 'XU',
    'countries.region': 'LAAM',
    'notifications.type': 'user-registered',
    'settings.name': 'setting-of-an-older-release',
    'settings.value': { kept: true },
    // an assignment, a rule and a cell of their figures name a course or a path, not both
    'assignment_rules.path_id': null,
    'assignments.path_id': null,
    'assignment_figures.path_id': null,
    // values the checks of the integrations' tables take
    'api_tokens.scopes': ['reports:read'],
    'webhook_subscriptions.events': ['person.created'],
    'webhook_deliveries.status': 'pending',
    'identity_providers.kind': 'oidc',
    'distributors.brand_colour': null,
    'invitation_links.uses': 0,
    'data_requests.kind': 'export',
    'data_requests.status': 'open',
    'lesson_packages.standard': 'cmi5',
    'package_attempts.completion': 'unknown',
    'package_attempts.success': 'unknown',
    'package_attempts.score': 50,
  };
}, 60_000);

afterAll(async () => {
  await rm(folders, { recursive: true, force: true });
});

describe('upgrading from every earlier release', () => {
  it.each(earlier)(
    'when a database at $tag holds a row in every table, migrating to the latest keeps every row and the app reads them',
    async ({ index }) => {
      const scratch = await scratchDatabase('empty');
      const database = await scratch.open();
      try {
        await migrateTo(database, index);
        await fillEveryTable(database.db, fixture);
        const counts = await tableCounts(database.db);
        const keys = await primaryKeysOfEveryTable(database.db);
        expect(Object.values(counts).every((rows) => rows === 1)).toBe(true);

        await database.migrate();

        expect(await schemaVersion(database.db, MIGRATIONS_DIR)).toMatchObject({ tag: shipped.at(-1)?.tag });
        const countsAfter = await tableCounts(database.db);
        const keysAfter = await primaryKeysOfEveryTable(database.db);
        for (const table of Object.keys(counts)) {
          expect(countsAfter[table], table).toBe(counts[table]);
          expect(keysAfter[table], table).toEqual(keys[table]);
        }

        // what a start does next, then what a user sees
        await seedEssentials(database.db);
        const t = await appOn(database, scratch.filesDir);
        try {
          const admin = client(t.app, await login(t.app, ADMIN.email, ADMIN.password));
          const courses = await admin.get('course/list?limit=100');
          expect(courses.status).toBe(200);
          expect(courses.body.data.items).toMatchObject([{ title: COURSE_TITLE }]);
          const certificates = await admin.get('course/my-certificates');
          expect(certificates.status).toBe(200);
          expect(certificates.body.data.items).toMatchObject([{ title: 'Certificate of an older release' }]);
        } finally {
          await t.close();
        }
      } finally {
        await database.close();
        await scratch.drop();
      }
    },
    60_000,
  );
});
