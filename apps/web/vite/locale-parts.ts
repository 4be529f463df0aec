import type { Plugin } from 'vite';

/**
 * The sections of the locale files that only the app's own pages read: the pages inside the
 * default and clear layouts (lib/i18n.ts `withAppTexts`). The sign-in pages never do, so a visitor
 * of /login downloads the rest only. A section left off this list is merely downloaded sooner.
 */
export const APP_SECTIONS = new Set([
  'apiTokens',
  'audit',
  'certificates',
  'certificationStatus',
  'courseEditor',
  'courses',
  'dashboard',
  'dataRequests',
  'entrance',
  'exams',
  'learningPaths',
  'notifications',
  'package',
  'packagePlayer',
  'privacyPolicy',
  'profile',
  'reports',
  'retention',
  'settings',
  'simulation',
  'sso',
  'teams',
  'tsm',
  'userImport',
  'users',
  'usersCheck',
  'webhooks',
]);

const PART = /[\\/]locales[\\/][a-z]+\.json\?texts=(public|app)$/;

/**
 * `locales/<language>.json?texts=public` is the locale file without the app's sections,
 * `?texts=app` those sections alone: one file to edit per language, two chunks to download.
 */
export function localeParts(): Plugin {
  return {
    name: 'academy:locale-parts',
    // the query hides the file from Vite's own JSON handling: this plugin makes the module
    enforce: 'pre',
    transform(code, id) {
      const part = PART.exec(id)?.[1];
      if (!part) return null;
      const sections = Object.entries(JSON.parse(code) as Record<string, unknown>).filter(
        ([section]) => APP_SECTIONS.has(section) === (part === 'app'),
      );
      // a string for JSON.parse loads faster than the same object as code
      const json = JSON.stringify(Object.fromEntries(sections));
      return { code: `export default JSON.parse(${JSON.stringify(json)});`, map: null };
    },
  };
}
