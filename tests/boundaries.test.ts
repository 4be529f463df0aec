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

const server = join(root, 'apps/api/src');

/** The server module a file belongs to, from its path under apps/api/src/modules, else null. */
function serverModuleOf(path: string): string | null {
  const [top, area] = relative(server, path).split(sep);
  return top === 'modules' && area !== undefined ? area : null;
}

/**
 * Why `from` may not import `to` (both paths under apps/api/src), or null: lib/ and db/ sit below
 * every module and import none; outside its own module, a module is reached only through its
 * door, `index.ts` (tests included: a test may reach inside its own module only).
 */
function serverImportRule(from: string, to: string): string | null {
  const target = serverModuleOf(to);
  if (target === null || target === serverModuleOf(from)) return null;
  const top = relative(server, from).split(sep)[0];
  if (top === 'lib' || top === 'db') return 'lib/ and db/ import no module';
  const door = join(server, 'modules', target, 'index');
  if (to.replace(/\.(js|ts)$/, '') !== door) return `outside modules/${target}, import only its index.ts`;
  return null;
}

/** Each relative import of the server's files, resolved: [importer, imported]. */
const serverImports = () =>
  sourceFiles(server).flatMap((path) =>
    importsOf(path)
      .filter((spec) => spec.startsWith('.'))
      .map((spec) => [path, resolve(dirname(path), spec)] as const),
  );

/** The server's imports that break a rule of serverImportRule, with the rule. */
function serverImportOffenders(): string[] {
  return serverImports().flatMap(([from, to]) => {
    const reason = serverImportRule(from, to);
    return reason ? [`${relative(root, from)} imports ${relative(dirname(from), to)}: ${reason}`] : [];
  });
}

/** Which modules each module imports (tests included), as module name to module names. */
function serverModuleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const [from, to] of serverImports()) {
    const source = serverModuleOf(from);
    const target = serverModuleOf(to);
    if (source === null || target === null || source === target) continue;
    graph.set(source, (graph.get(source) ?? new Set()).add(target));
  }
  return graph;
}

/**
 * The cycles of a graph: each group of nodes that reach one another (Tarjan's strongly connected
 * components of more than one node), its members sorted, so a cycle is reported by who is in it.
 */
function cyclesOf(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next))
        low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
    }
    if (low.get(node) !== index.get(node)) return;
    const members: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      members.push(member);
    } while (member !== node);
    if (members.length > 1) cycles.push(members.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
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
  it("keeps the server's modules behind their doors: across modules only index.ts, and lib/ and db/ import none", () => {
    expect(serverImportOffenders()).toEqual([]);
  });

  it("keeps the server's modules free of cycles", () => {
    expect(cyclesOf(serverModuleGraph())).toEqual([]);
  });

  it('keeps notifications and audit as sinks: the others call them with data, they import no module', () => {
    const graph = serverModuleGraph();
    expect([...(graph.get('notifications') ?? [])]).toEqual([]);
    expect([...(graph.get('audit') ?? [])]).toEqual([]);
  });

  it('tells a deep or upward server import from a door or a downward one', () => {
    const at = (path: string) => join(server, path);
    expect(serverImportRule(at('modules/exams/start.ts'), at('modules/courses/view.js'))).not.toBeNull();
    expect(serverImportRule(at('modules/exams/exams.test.ts'), at('modules/courses/view.js'))).not.toBeNull();
    expect(serverImportRule(at('test/exam-world.ts'), at('modules/courses/structure.js'))).not.toBeNull();
    expect(serverImportRule(at('routes.ts'), at('modules/courses/routes.js'))).not.toBeNull();
    expect(serverImportRule(at('lib/access.ts'), at('modules/auth/index.js'))).not.toBeNull();
    expect(serverImportRule(at('db/seed/demo.ts'), at('modules/files/index.js'))).not.toBeNull();
    expect(serverImportRule(at('lib/scope.test.ts'), at('modules/auth/index.js'))).not.toBeNull();
    expect(serverImportRule(at('modules/exams/start.ts'), at('modules/courses/index.js'))).toBeNull();
    expect(serverImportRule(at('modules/exams/start.ts'), at('modules/exams/draw.js'))).toBeNull();
    expect(serverImportRule(at('modules/exams/exams.test.ts'), at('modules/exams/draw.js'))).toBeNull();
    expect(serverImportRule(at('routes.ts'), at('modules/courses/index.js'))).toBeNull();
    expect(serverImportRule(at('test/exam-world.ts'), at('modules/courses/index.js'))).toBeNull();
    expect(serverImportRule(at('modules/exams/start.ts'), at('lib/scope.js'))).toBeNull();
    expect(serverImportRule(at('lib/access.ts'), at('lib/errors.js'))).toBeNull();
  });

  it('finds the cycles of a graph and names their members', () => {
    const graph = (edges: Record<string, string[]>) =>
      new Map(Object.entries(edges).map(([node, next]) => [node, new Set(next)]));
    expect(cyclesOf(graph({ a: ['b'], b: ['c'], c: [] }))).toEqual([]);
    expect(cyclesOf(graph({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
    expect(cyclesOf(graph({ a: ['b'], b: ['a'] }))).toEqual([['a', 'b']]);
    expect(cyclesOf(graph({ a: ['b'], b: ['c'], c: ['a'], d: ['a'] }))).toEqual([['a', 'b', 'c']]);
    expect(cyclesOf(graph({ a: ['b'], b: ['a'], c: ['d'], d: ['c'] }))).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });
});
