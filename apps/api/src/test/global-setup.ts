import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { seedEssentials } from '../db/seed/essentials.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** postgres: URL of the migrated template database's server; pglite: path of a migrated data dir dump */
    testDatabase:
      | { kind: 'pglite'; dump: string }
      | { kind: 'postgres'; serverUrl: string; template: string; copyPrefix: string };
  }
}

/**
 * Migrates once per run; every test file then starts from a copy of that database
 * (a PGlite data-dir dump, or a PostgreSQL `CREATE DATABASE ... TEMPLATE`).
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (process.env.TEST_DB === 'postgres' && !serverUrl)
    throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');

  if (serverUrl) {
    const template = `academy_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const url = new URL(serverUrl);
    url.pathname = `/${template}`;
    const database = await openDatabase({ url: url.toString() });
    await database.migrate();
    await seedEssentials(database.db);
    await database.close();
    // the copies carry this run's id, so that the clean-up leaves another run's databases alone
    const copyPrefix = `academy_t_${process.pid}_`;
    project.provide('testDatabase', { kind: 'postgres', serverUrl, template, copyPrefix });
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where starts_with(datname, $1) or datname = $2`,
        [copyPrefix, template],
      );
      for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
      await admin.end();
    };
  }

  const client = new PGlite();
  const database = await openDatabase({ pglite: client });
  await database.migrate();
  await seedEssentials(database.db);
  const dump = join(tmpdir(), `academy-test-${process.pid}.tar.gz`);
  await writeFile(dump, Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()));
  await database.close();
  project.provide('testDatabase', { kind: 'pglite', dump });
}
