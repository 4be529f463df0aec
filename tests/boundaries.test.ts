import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
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

/** Every module a file names: `import ... from`, `export ... from`, `import '...'` and `import('...')`. */
const importsOf = (path: string) =>
  [
    ...readFileSync(path, 'utf8').matchAll(
      /(?:(?:import|export)[^'"]*?from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g,
    ),
  ].map((match) => match[1] ?? '');

function offenders(dir: string, filter: (path: string) => boolean, forbidden: RegExp) {
  return sourceFiles(join(root, dir))
    .filter(filter)
    .flatMap((path) =>
      importsOf(path)
        .filter((spec) => forbidden.test(spec))
        .map((spec) => `${relative(root, path)} imports ${spec}`),
    );
}

const web = join(root, 'apps/web/src');

/**
 * The web app's floor of a file, from its path under apps/web/src: `app`, `feature:<area>`,
 * `ground` (components/, lib/) or `other` (main.tsx, locales/).
 */
function floorOf(path: string): string {
  const [top, area] = relative(web, path).split(sep);
  if (top === 'app') return 'app';
  if (top === 'features') return `feature:${area}`;
  if (top === 'components' || top === 'lib') return 'ground';
  return 'other';
}

/** Why `from` may not import `to`, or null when the import goes down (or stays on its floor). */
function upwardImport(from: string, to: string): string | null {
  const source = floorOf(from);
  const target = floorOf(to);
  if (source === 'app' || source === 'other' || target === 'ground' || target === 'other') return null;
  if (source === 'ground') return 'components/ and lib/ import no feature and nothing from app/';
  if (target === 'app') return 'a feature imports nothing from app/';
  if (target !== source) return 'a feature imports no other feature';
  return null;
}

/** The web app's imports that go up a floor or across to another feature, relative ones resolved. */
function webLayerOffenders(): string[] {
  return sourceFiles(web).flatMap((path) =>
    importsOf(path)
      .filter((spec) => spec.startsWith('.'))
      .flatMap((spec) => {
        const reason = upwardImport(path, resolve(dirname(path), spec));
        return reason ? [`${relative(root, path)} imports ${spec}: ${reason}`] : [];
      }),
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

  it('keeps the web app on three floors: app/ over features/ over components/ and lib/', () => {
    expect(webLayerOffenders()).toEqual([]);
  });

  it('tells an upward or sideways import from a downward one', () => {
    const at = (path: string) => join(web, path);
    expect(upwardImport(at('features/courses/a.tsx'), at('features/course-editor/b'))).not.toBeNull();
    expect(upwardImport(at('features/courses/a.tsx'), at('app/session'))).not.toBeNull();
    expect(upwardImport(at('lib/a.ts'), at('features/courses/api'))).not.toBeNull();
    expect(upwardImport(at('components/a.tsx'), at('app/theme'))).not.toBeNull();
    expect(upwardImport(at('features/courses/list/a.tsx'), at('features/courses/api'))).toBeNull();
    expect(upwardImport(at('features/courses/a.tsx'), at('components/LoadError'))).toBeNull();
    expect(upwardImport(at('app/router.tsx'), at('features/courses/routes'))).toBeNull();
    expect(upwardImport(at('components/a.tsx'), at('lib/api'))).toBeNull();
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
