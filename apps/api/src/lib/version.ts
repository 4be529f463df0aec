import { readFileSync } from 'node:fs';
import { apiPath } from './api-root.js';

export interface AppVersion {
  /** apps/api/package.json's version */
  version: string;
  /** the git commit the build was made from; null when it was built without git or runs unbuilt */
  commit: string | null;
}

/** Replaced by the version the build saw (scripts/bundle-server.mjs); absent when running the sources. */
declare const __ACADEMY_VERSION__: AppVersion | undefined;

/** This server's version: the one baked in at build time, else package.json's without a commit (tests). */
export const APP_VERSION: AppVersion =
  typeof __ACADEMY_VERSION__ !== 'undefined'
    ? __ACADEMY_VERSION__
    : { version: String(JSON.parse(readFileSync(apiPath('package.json'), 'utf8')).version), commit: null };

/** "1.0.0 (commit 0123abcd4567)", or "1.0.0" without a commit, for a command's messages. */
export const versionText = ({ version, commit }: { version: string; commit?: string | null }) =>
  commit ? `${version} (commit ${commit})` : version;
