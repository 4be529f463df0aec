import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API package's folder (apps/api), found upward from this module: the same answer whether it
 * runs from its own file (src/lib, dist/lib) or inside the bundled server (dist/server.js), so
 * the files the server reads (migrations, fonts, the web app) are found from any of them.
 */
function findApiRoot(): string {
  let folder = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(folder, 'package.json'))) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error('apps/api/package.json not found above the server');
    folder = parent;
  }
  return folder;
}

export const API_ROOT = findApiRoot();

/** A path inside apps/api, such as `src/db/migrations`. */
export const apiPath = (...parts: string[]) => join(API_ROOT, ...parts);
