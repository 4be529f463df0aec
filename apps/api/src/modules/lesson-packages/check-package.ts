import type { ZipFile } from 'yauzl';
import { cmi5Manifest, type PackageManifest, scormManifest } from './manifest.js';
import { PackageRefused } from './package-refused.js';
import { listPackage, type PackageFile, readPackageFile } from './zip-listing.js';

/** What a checked package plays, and its files' count and unpacked size. */
export type CheckedPackage = PackageManifest & { files: number; bytes: number };

/** A checked package's zip, still open for unpacking: its caller closes `archive`. */
export interface OpenPackage {
  checked: CheckedPackage;
  files: Map<string, PackageFile>;
  archive: ZipFile;
}

/**
 * Opens the package zip at `zipPath` and checks it before anything of it is kept: its entries
 * (paths inside it, no links, within the limits), its manifest (a SCORM 1.2 or 2004
 * `imsmanifest.xml`, or a `cmi5.xml`, at its root) and every file the manifest names, present in
 * the zip. A refusal says why in a key the author reads in his language, and leaves nothing open.
 */
export async function openPackage(zipPath: string): Promise<OpenPackage> {
  const { files, archive } = await listPackage(zipPath);
  try {
    const scorm = files.get('imsmanifest.xml');
    const cmi5 = files.get('cmi5.xml');
    const manifest = scorm
      ? scormManifest(await readPackageFile(archive, scorm))
      : cmi5
        ? cmi5Manifest(await readPackageFile(archive, cmi5))
        : null;
    if (!manifest) throw new PackageRefused('package.noManifest');
    const missing = manifest.named.find((path) => !files.has(path));
    if (missing) throw new PackageRefused('package.fileMissing', missing);
    const bytes = [...files.values()].reduce((sum, file) => sum + file.size, 0);
    return { checked: { ...manifest, files: files.size, bytes }, files, archive };
  } catch (error) {
    archive.close();
    throw error;
  }
}

/** Checks the package zip at `zipPath` (openPackage) and answers what the lesson plays. */
export async function checkPackage(zipPath: string): Promise<CheckedPackage> {
  const { checked, archive } = await openPackage(zipPath);
  archive.close();
  return checked;
}
