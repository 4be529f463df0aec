import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return name === 'node_modules' || name === 'dist' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const importsOf = (path: string) =>
  [...readFileSync(path, 'utf8').matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/g)].map(
    (match) => match[1] ?? '',
  );

function offenders(dir: string, filter: (path: string) => boolean, forbidden: RegExp) {
  return sourceFiles(join(root, dir))
    .filter(filter)
    .flatMap((path) =>
      importsOf(path)
        .filter((spec) => forbidden.test(spec))
        .map((spec) => `${relative(root, path)} imports ${spec}`),
    );
}

describe('module boundaries', () => {
  it('keeps packages/domain free of I/O and of the apps', () => {
    expect(
      offenders(
        'packages/domain/src',
        () => true,
        /^(node:|fastify|drizzle|pg$|react|@mui|\.\.\/\.\.\/apps|@academy\/(api|web))/,
      ),
    ).toEqual([]);
  });

  it('keeps the web app from importing server code', () => {
    expect(
      offenders('apps/web/src', () => true, /(apps\/api|@academy\/api|drizzle|fastify|^pg$|^node:)/),
    ).toEqual([]);
  });

  it('keeps SQL out of route files: handlers call services', () => {
    expect(
      offenders(
        'apps/api/src/modules',
        (path) => path.endsWith('routes.ts'),
        /(drizzle-orm|db\/schema|db\/client)/,
      ),
    ).toEqual([]);
  });
});
