import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdtemp, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows.js';
import { createS3Storage } from '../lib/storage/s3.js';
import { createDiskStorage, type Storage } from '../lib/storage.js';
import { readTar, type TarInput, writeTar } from '../lib/tar.js';
import { completeCourse, publishedCourse } from '../test/certificates.js';
import { client } from '../test/course-data.js';
import { seedDemo } from '../test/demo-academy.js';
import { login, makeUser } from '../test/factories.js';
import { appOn } from '../test/harness.js';
import { startS3Server } from '../test/s3-server.js';
import { type ScratchDatabase, scratchDatabase } from '../test/scratch-database.js';
import { createBackup } from './backup.js';
import { ENTRY, type Manifest } from './manifest.js';
import type { ProgressEvent } from './progress.js';
import { restoreBackup } from './restore.js';
import { tableNames } from './table-counts.js';

const LEARNER = { email: 'kept.learner@example.com', password: 'kept-in-the-backup' };

/** Every row of every table (as JSON, sorted) and every file's digest: what a restore must give back. */
async function contentOf(scratch: ScratchDatabase, store: Storage) {
  const database = await scratch.open();
  try {
    const tables: Record<string, string[]> = {};
    for (const name of await tableNames(database.db)) {
      const rows = await rowsOf<{ row: string }>(
        database.db,
        sql`select to_jsonb(t)::text as row from ${sql.identifier(name)} t`,
      );
      tables[name] = rows.map((row) => row.row).sort();
    }
    const files: Record<string, string> = {};
    for await (const { key } of store.list()) {
      const hash = createHash('sha256');
      for await (const chunk of (await store.read(key))?.stream ?? []) hash.update(chunk as Buffer);
      files[key] = hash.digest('hex');
    }
    return { tables, files };
  } finally {
    await database.close();
  }
}

/** A small academy: the demo's people, courses and lesson files, and a learner who completed a course. */
async function seedAcademy(scratch: ScratchDatabase, store: Storage) {
  const database = await scratch.open();
  const t = await appOn(database, store);
  try {
    await seedDemo(database.db, t.deps.storage);
    const course = await publishedCourse(t, { title: 'Kept course' });
    await makeUser(database.db, { ...LEARNER, name: 'Kept Learner' });
    await completeCourse(client(t.app, await login(t.app, LEARNER.email, LEARNER.password)), course);
  } finally {
    await t.close();
    await database.close();
  }
}

/** A backup whose manifest says something else, to test what a restore refuses. */
async function archiveWith(path: string, manifest: Manifest) {
  const bytes = Buffer.from(JSON.stringify(manifest));
  await pipeline(
    writeTar([{ name: ENTRY.manifest, size: bytes.length, body: bytes }]),
    createGzip(),
    createWriteStream(path),
  );
}

/** Every entry of an archive with its bytes, to write an altered copy. */
async function entriesOf(path: string): Promise<TarInput[]> {
  const entries: TarInput[] = [];
  for await (const entry of readTar(createReadStream(path).pipe(createGunzip()))) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry.body) chunks.push(chunk);
    entries.push({ name: entry.name, size: entry.size, body: Buffer.concat(chunks) });
  }
  return entries;
}

/** The academy's files in its data folder, or in a bucket of an S3-compatible server (STORAGE=s3). */
const STORES: Record<
  string,
  (scratch: ScratchDatabase) => Promise<{ store: Storage; close(): Promise<void> }>
> = {
  disk: async (scratch) => ({ store: createDiskStorage(scratch.filesDir), close: async () => {} }),
  s3: async () => {
    const server = await startS3Server();
    return { store: await createS3Storage(server.settings), close: server.stop };
  },
};

describe.each(Object.keys(STORES))('backup and restore, files on %s', (storeKind) => {
  let scratch: ScratchDatabase;
  let store: Storage;
  let closeStore: () => Promise<void>;
  let folder: string;
  let archive: string;
  let manifest: Manifest;
  let before: Awaited<ReturnType<typeof contentOf>>;
  const events: ProgressEvent[] = [];
  const targets = () => ({ database: scratch.target, files: store, workDir: dirname(scratch.filesDir) });
  /** back to nothing: an empty database and an empty store */
  async function wipe() {
    await scratch.wipe();
    for await (const { key } of store.list()) await store.remove(key);
  }

  beforeAll(async () => {
    scratch = await scratchDatabase('migrated');
    ({ store, close: closeStore } = await (STORES[storeKind] as (typeof STORES)['disk'])(scratch));
    folder = await mkdtemp(join(tmpdir(), 'academy-backups-'));
    archive = join(folder, 'academy.tar.gz');
    await seedAcademy(scratch, store);
    before = await contentOf(scratch, store);
    manifest = await createBackup({ ...targets(), archive, onProgress: (event) => events.push(event) });
  }, 120_000);

  afterAll(async () => {
    await scratch?.drop();
    await closeStore?.();
    await rm(folder, { recursive: true, force: true });
  });

  it('when backed up, the manifest counts every table and file of the academy, and progress reaches the end of both steps', () => {
    expect(Object.keys(manifest.database.tables)).toEqual(Object.keys(before.tables).sort());
    for (const [name, rows] of Object.entries(before.tables))
      expect(manifest.database.tables[name]).toBe(rows.length);
    for (const name of ['users', 'courses', 'lesson_progress', 'course_progress', 'certificates', 'files']) {
      expect(manifest.database.tables[name], name).toBeGreaterThan(0);
    }
    expect(manifest.database.kind).toBe(scratch.target.kind);
    expect(manifest.database.migration?.tag).toMatch(/^\d{4}_/);
    expect(manifest.files.count).toBe(Object.keys(before.files).length);
    expect(manifest.files.count).toBeGreaterThan(0);
    const last = (step: string) => events.filter((event) => event.step === step).at(-1);
    expect(last('database')?.done).toBe(last('database')?.total);
    expect(last('files')).toEqual({ step: 'files', done: manifest.files.bytes, total: manifest.files.bytes });
  });

  it('when the database and the files are wiped and the backup restored, every row and file is back and the learner signs in to his certificate', async () => {
    await wipe();
    await restoreBackup({ archive, ...targets() });

    expect(await contentOf(scratch, store)).toEqual(before);
    const database = await scratch.open();
    const t = await appOn(database, store);
    try {
      const learner = client(t.app, await login(t.app, LEARNER.email, LEARNER.password));
      const certificates = await learner.get('course/my-certificates');
      expect(certificates.body.data.items).toMatchObject([{ kind: 'course', title: expect.any(String) }]);
    } finally {
      await t.close();
      await database.close();
    }
  }, 180_000);

  it('when the database or the store of files holds something, a restore refuses and changes nothing; told to, it replaces them', async () => {
    await store.put('stray/note.txt', Buffer.from('not in the backup'));
    // the sign-in of the test before wrote a session: what a refused restore must leave is what is there now
    const current = await contentOf(scratch, store);
    const restoring = (force: boolean) => restoreBackup({ archive, ...targets(), force });

    await expect(restoring(false)).rejects.toThrow(
      /is not empty and .* holds files: restore into an empty database and files store, or add --force/,
    );
    expect(await contentOf(scratch, store)).toEqual(current);

    await restoring(true);
    expect(await contentOf(scratch, store)).toEqual(before);
  }, 180_000);

  it('when the backup holds the other kind of database or a newer schema, a restore refuses it before touching anything', async () => {
    const current = await contentOf(scratch, store);
    const other = join(folder, 'other-kind.tar.gz');
    const kind = scratch.target.kind === 'postgres' ? 'pglite' : 'postgres';
    await archiveWith(other, { ...manifest, database: { ...manifest.database, kind } });
    await expect(restoreBackup({ archive: other, ...targets(), force: true })).rejects.toThrow(
      /DATABASE_URL to restore it/,
    );

    const newer = join(folder, 'newer.tar.gz');
    const future = { tag: null, when: Date.UTC(2100, 0, 1) };
    await archiveWith(newer, { ...manifest, database: { ...manifest.database, migration: future } });
    await expect(restoreBackup({ archive: newer, ...targets(), force: true })).rejects.toThrow(
      /newer than this version of Academy/,
    );

    expect(await contentOf(scratch, store)).toEqual(current);
  });

  it('when the file is not a backup, or the archive exists already, both say so', async () => {
    const notBackup = join(folder, 'not-a-backup.tar.gz');
    await writeFile(notBackup, 'plain text');
    await expect(restoreBackup({ archive: notBackup, ...targets() })).rejects.toThrow(/not a backup archive/);
    await expect(createBackup({ ...targets(), archive })).rejects.toThrow(/exists already/);
  });

  it('when the archive is cut short, a restore refuses before writing anything and says so; the academy stays as it was, and an empty target stays empty for the next run', async () => {
    const cut = join(folder, 'cut-short.tar.gz');
    await copyFile(archive, cut);
    await truncate(cut, (await stat(cut)).size - 200);
    const current = await contentOf(scratch, store);
    const restoring = (path: string, force: boolean) => restoreBackup({ archive: path, ...targets(), force });

    await expect(restoring(cut, true)).rejects.toThrow(
      /the archive ends early: it was cut short.*; nothing was changed$/,
    );
    expect(await contentOf(scratch, store)).toEqual(current);

    await wipe();
    await expect(restoring(cut, false)).rejects.toThrow(/the archive ends early/);
    // the refused run left the target empty: the next one is not refused as "not empty"
    await restoring(archive, false);
    expect(await contentOf(scratch, store)).toEqual(before);
  }, 180_000);

  it("when a file's bytes are not those backed up, a restore refuses by the manifest's checksum and changes nothing", async () => {
    const entries = await entriesOf(archive);
    const altered = entries.find((entry) => entry.name.startsWith(ENTRY.filesPrefix)) as TarInput;
    (altered.body as Buffer)[0] = ((altered.body as Buffer)[0] ?? 0) ^ 0xff;
    const tampered = join(folder, 'tampered.tar.gz');
    await pipeline(writeTar(entries), createGzip(), createWriteStream(tampered));

    const current = await contentOf(scratch, store);
    await expect(restoreBackup({ archive: tampered, ...targets(), force: true })).rejects.toThrow(
      new RegExp(`${altered.name} is not what was backed up .*; nothing was changed$`),
    );
    expect(await contentOf(scratch, store)).toEqual(current);
  }, 180_000);

  it('when the backup is of format 1 (made before the checksums), it is restored whole, checked by gzip and the counts', async () => {
    const entries = await entriesOf(archive);
    const formatOne = Buffer.from(JSON.stringify({ ...manifest, formatVersion: 1, checksums: undefined }));
    entries[0] = { name: ENTRY.manifest, size: formatOne.length, body: formatOne };
    const older = join(folder, 'format-1.tar.gz');
    await pipeline(writeTar(entries), createGzip(), createWriteStream(older));

    await restoreBackup({ archive: older, ...targets(), force: true });
    expect(await contentOf(scratch, store)).toEqual(before);
  }, 180_000);
});
