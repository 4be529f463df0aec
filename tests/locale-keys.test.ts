import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const WEB_SOURCE = fileURLToPath(new URL('../apps/web/src', import.meta.url));
const en: unknown = JSON.parse(readFileSync(join(WEB_SOURCE, 'locales', 'en.json'), 'utf8'));

/** Every leaf key of a locale file, `a.b.c`. */
function keysOf(node: unknown, prefix = ''): string[] {
  if (node === null || typeof node !== 'object') return [prefix];
  return Object.entries(node).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

/** The keys the web app's code names literally, `t('a.b.c')`, with a file that names each. */
function keysNamedInCode(): Map<string, string> {
  const named = new Map<string, string>();
  for (const file of readdirSync(WEB_SOURCE, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    for (const match of readFileSync(join(WEB_SOURCE, file), 'utf8').matchAll(/\bt\(\s*'([\w.-]+)'/g))
      named.set(match[1] as string, file);
  }
  return named;
}

describe('the web app', () => {
  it('names only text keys that the English texts have (the locale test keeps the others in step)', () => {
    const known = new Set(keysOf(en));
    const named = keysNamedInCode();
    expect(named.size).toBeGreaterThan(500);
    const missing = [...named].filter(([key]) => !known.has(key)).map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });
});
