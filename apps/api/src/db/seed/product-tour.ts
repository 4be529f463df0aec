import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Language } from '@academy/domain';
import { ZipArchive } from 'archiver';
import { apiPath } from '../../lib/api-root.js';
import type { Storage } from '../../lib/storage.js';
import type { Db } from '../client.js';
import type { LocalizedFile } from '../schema/index.js';

/**
 * The AX-200 product tour, the demo's SCORM 2004 package: its files are kept in
 * src/db/seed/product-tour (the script and stylesheet shared, a manifest and a page per language),
 * found from apps/api so that the bundled server reads them too.
 */
const SOURCES = apiPath('src/db/seed/product-tour');
const SHARED_FILES = ['tour.js', 'tour.css'];
const LANGUAGE_FILES = ['imsmanifest.xml', 'index.html'];
const LANGS: Language[] = ['en', 'pt', 'es'];

/**
 * The lesson-packages module's `storePackage`: checks a package's zip and stores it as an upload
 * would. db/ may not import a module, so the demo's caller hands it in.
 */
export type StorePackage = (
  deps: { db: Db; storage: Storage },
  uploadedBy: string,
  zipPath: string,
) => Promise<{ _id: string }>;

async function zipTour(lang: Language, zipPath: string) {
  const archive = new ZipArchive({ zlib: { level: 9 } });
  for (const name of SHARED_FILES) archive.file(join(SOURCES, name), { name });
  for (const name of LANGUAGE_FILES) archive.file(join(SOURCES, lang, name), { name });
  await Promise.all([pipeline(archive, createWriteStream(zipPath)), archive.finalize()]);
}

/** Zips the tour in each language to a temporary file and stores it; returns the packages' ids by language. */
export async function storeProductTours(
  deps: { db: Db; storage: Storage },
  storePackage: StorePackage,
  adminId: string,
): Promise<LocalizedFile> {
  const folder = await mkdtemp(join(tmpdir(), 'academy-demo-tour-'));
  try {
    const ids: LocalizedFile = {};
    for (const lang of LANGS) {
      const zipPath = join(folder, `${lang}.zip`);
      await zipTour(lang, zipPath);
      ids[lang] = (await storePackage(deps, adminId, zipPath))._id;
    }
    return ids;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
