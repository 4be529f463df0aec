import { cmi5Manifest, type PackageManifest, scormManifest } from './manifest.js';
import { PackageRefused } from './package-refused.js';
import { listPackage, readPackageFile } from './zip-listing.js';

/**
 * Checks a package's zip before anything of it is kept: its entries (paths inside it, no links,
 * within the limits), its manifest (a SCORM 1.2 or 2004 `imsmanifest.xml`, or a `cmi5.xml`, at
 * its root) and every file the manifest names, present in the zip. Answers what the lesson plays;
 * a refusal says why in a key the author reads in his language.
 */
export async function checkPackage(zip: Buffer): Promise<PackageManifest & { files: number; bytes: number }> {
  const { files, archive } = await listPackage(zip);
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
    return { ...manifest, files: files.size, bytes };
  } finally {
    archive.close();
  }
}
