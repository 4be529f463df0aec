import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { leaves } from '../apps/web/src/locales/leaves.js';
import { WEB_SOURCE, webCodeFiles } from './web-code.js';

const en: unknown = JSON.parse(readFileSync(join(WEB_SOURCE, 'locales', 'en.json'), 'utf8'));

/** The keys the web app's code names literally, `t('a.b.c')`, with a file that names each. */
function keysNamedInCode(): Map<string, string> {
  const named = new Map<string, string>();
  for (const file of webCodeFiles())
    for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([\w.-]+)'/g))
      named.set(match[1] as string, relative(WEB_SOURCE, file));
  return named;
}

describe('the web app', () => {
  it('names only text keys that the English texts have (the locale test keeps the others in step)', () => {
    const known = leaves(en);
    const named = keysNamedInCode();
    expect(named.size).toBeGreaterThan(500);
    const missing = [...named].filter(([key]) => !known.has(key)).map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });
});
