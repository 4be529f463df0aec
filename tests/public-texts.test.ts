import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_SECTIONS } from '../apps/web/vite/locale-parts.js';
import { WEB_SOURCE as src, webCodeFiles } from './web-code.js';

/** What the sign-in pages run: the auth feature, the login layout, the app's guards and error pages, lib. */
const SIGN_IN_CODE = ['features/auth', 'app/layouts/LoginLayout.tsx', 'app/guards', 'app/pages', 'lib'];

/** The sections of the keys a file names: `t('auth.login.title')`, `` t(`errors.${key}`) ``, `i18nKey="…"`. */
const sectionsOf = (path: string) =>
  [...readFileSync(path, 'utf8').matchAll(/(?:\bt\(\s*|i18nKey=)['"`]([a-zA-Z]+)\./g)].map(
    (match) => match[1],
  );

describe('the texts of the sign-in pages', () => {
  it('come from the public part of the locale files, the only one /login downloads', () => {
    const offenders = SIGN_IN_CODE.flatMap((path) => webCodeFiles(join(src, path))).flatMap((file) =>
      sectionsOf(file)
        .filter((section) => section !== undefined && APP_SECTIONS.has(section))
        .map((section) => `${relative(src, file)} reads ${section}`),
    );
    expect(offenders).toEqual([]);
  });
});
