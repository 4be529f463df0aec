import type { LessonPackage } from '@academy/domain';
import type { Db } from '../../db/client.js';
import { lessonPackageFiles, lessonPackages } from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import type { Storage } from '../../lib/storage.js';
import { openPackage } from './check-package.js';
import { unpackFiles } from './unpack.js';

/** Rows of lesson_package_files per insert: four values each, far below a statement's 65,535. */
const FILE_ROWS_PER_INSERT = 1000;

/**
 * Checks the package zip at `zipPath` (an upload's temporary file), unpacks its files into the
 * store and records them with the package, which only then exists: the package's row and its
 * files' rows are written in one transaction once every file is stored. On any failure, the
 * stored files are removed and the refusal (or the error) is answered: nothing of it is kept.
 */
export async function storePackage(
  { db, storage }: { db: Db; storage: Storage },
  uploadedBy: string,
  zipPath: string,
): Promise<LessonPackage> {
  const { checked, files, archive } = await openPackage(zipPath);
  const id = newId();
  const stored: string[] = [];
  try {
    const unpacked = await unpackFiles(storage, archive, id, [...files.values()], stored);
    await db.transaction(async (tx) => {
      await tx.insert(lessonPackages).values({
        id,
        standard: checked.standard,
        title: checked.title,
        units: checked.units,
        files: checked.files,
        bytes: checked.bytes,
        uploadedBy,
      });
      for (let at = 0; at < unpacked.length; at += FILE_ROWS_PER_INSERT)
        await tx
          .insert(lessonPackageFiles)
          .values(unpacked.slice(at, at + FILE_ROWS_PER_INSERT).map((file) => ({ packageId: id, ...file })));
    });
  } catch (error) {
    for (const key of stored) await storage.remove(key);
    throw error;
  } finally {
    archive.close();
  }
  const { standard, title, units, files: count, bytes } = checked;
  return { _id: id, standard, title, units, files: count, bytes };
}
