import { Readable } from 'node:stream';
import type { Language } from '@academy/domain';
import { ZipArchive } from 'archiver';
import { and, eq, getTableName, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tableOf } from '../../db/personal-data.js';
import { certificates, files } from '../../db/schema/index.js';
import type { Storage } from '../../lib/storage.js';
import { printCertificate } from '../certificates/index.js';
import { README_NAME, readmeOf } from './export-readme.js';
import { type Person, personalTables, personRows } from './person-rows.js';

/** The person an export is of, as its README names him. */
export interface ExportedPerson extends Person {
  name: string;
  lang: Language;
}

/** A table's rows as a JSON array, written a batch at a time. */
async function* jsonOf(rows: AsyncIterable<Record<string, unknown>[]>) {
  let first = true;
  yield '[';
  for await (const batch of rows) {
    for (const row of batch) {
      yield `${first ? '\n' : ',\n'}${JSON.stringify(row)}`;
      first = false;
    }
  }
  yield first ? ']\n' : '\n]\n';
}

/** A file name from what a person named an upload: its letters, digits, dots and dashes only. */
const safeName = (name: string) => name.replace(/[^\p{L}\p{N}._-]+/gu, '_').slice(-100) || 'file';

/** An upload's bytes, opened only when the zip reaches it. */
async function* storedBytes(storage: Storage, key: string) {
  const opened = await storage.read(key);
  if (opened) yield* opened.stream;
}

/** A certificate's PDF, printed only when the zip reaches it. */
async function* printed(db: Db, row: typeof certificates.$inferSelect, requestOrigin: string) {
  yield Buffer.from(await printCertificate(db, row, requestOrigin));
}

/**
 * The zip of everything the academy holds on a person: a README in his language, one JSON file
 * per table that holds rows of his (by the register of personal data), his certificates' PDFs
 * (all but revoked ones, which would print as valid) and the files he uploaded. Every entry is
 * read when the zip reaches it, so the server holds one batch of rows, one PDF or one file's
 * chunk at a time, whatever his history.
 */
export async function personArchive(
  deps: { db: Db; storage: Storage },
  person: ExportedPerson,
  requestOrigin: string,
) {
  const { db, storage } = deps;
  const [held, uploads] = await Promise.all([
    db
      .select()
      .from(certificates)
      .where(and(eq(certificates.userId, person.id), isNull(certificates.revokedAt))),
    db
      .select({ id: files.id, storageKey: files.storageKey, originalName: files.originalName })
      .from(files)
      .where(eq(files.ownerId, person.id)),
  ]);
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const tables = personalTables.map((key) => ({ key, file: `${getTableName(tableOf(key))}.json` }));
  archive.append(readmeOf(person.lang, person.name, tables), { name: README_NAME[person.lang] });
  for (const { key, file } of tables) {
    archive.append(Readable.from(jsonOf(personRows(db, key, person))), { name: file });
  }
  for (const certificate of held) {
    archive.append(Readable.from(printed(db, certificate, requestOrigin)), {
      name: `certificates/${certificate.code}.pdf`,
    });
  }
  for (const upload of uploads) {
    archive.append(Readable.from(storedBytes(storage, upload.storageKey)), {
      name: `files/${upload.id}-${safeName(upload.originalName)}`,
    });
  }
  void archive.finalize();
  return archive;
}
