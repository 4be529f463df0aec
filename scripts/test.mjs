// `npm test`: every check CI runs, in order, stopping at the first failure.
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', 'npx', ['tsc', '-b', 'packages/domain', 'apps/api', 'apps/web', 'e2e']],
  ['typecheck of tests', 'npx', ['tsc', '-p', 'tsconfig.tests.json']],
  ['typecheck of the bench', 'npx', ['tsc', '-p', 'bench']],
  ['lint', 'npx', ['biome', 'check', '--error-on-warnings', '.']],
  ['unit and component tests', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'components']],
  ['API tests on PGlite', 'npx', ['vitest', 'run', '--project', 'api'], { TEST_DB: 'pglite' }],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push([
    'API tests on PostgreSQL',
    'npx',
    ['vitest', 'run', '--project', 'api'],
    { TEST_DB: 'postgres' },
  ]);
}
if (process.env.SKIP_E2E !== '1') steps.push(['browser tests', 'npm', ['run', 'test:e2e']]);

for (const [name, command, args, env] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `=== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`,
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}
