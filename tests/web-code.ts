import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The web app's sources. */
export const WEB_SOURCE = join(import.meta.dirname, '../apps/web/src');

/** The code files (not tests) at `path`, a file or a folder under the web app's sources. */
export function webCodeFiles(path = WEB_SOURCE): string[] {
  if (statSync(path).isFile()) return /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) ? [path] : [];
  return readdirSync(path).flatMap((name) => webCodeFiles(join(path, name)));
}
