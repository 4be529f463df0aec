import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const domainSource = fileURLToPath(new URL('./packages/domain/src/index.ts', import.meta.url));
const giftSource = fileURLToPath(new URL('./packages/domain/src/gift/index.ts', import.meta.url));
// the more specific entry first: '@academy/domain' alone would also take '@academy/domain/gift'
const resolve = { alias: { '@academy/domain/gift': giftSource, '@academy/domain': domainSource } };

export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          include: ['packages/domain/src/**/*.test.ts', 'apps/web/src/**/*.test.ts', 'tests/**/*.test.ts'],
        },
      },
      {
        resolve,
        test: {
          // the web app's components, rendered in a simulated browser page and used as a person would
          name: 'components',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          // a test types and clicks as a person does, which takes seconds on a busy machine
          testTimeout: 20_000,
          setupFiles: ['apps/web/src/test/setup.ts'],
          // a global a test replaces (fetch, to fail the network) is given back after it
          unstubGlobals: true,
          // the files share their worker's loaded React and MUI (a quarter of the time); each test
          // renders with its own texts, query client and router, and Testing Library empties the page
          isolate: false,
        },
      },
      {
        resolve,
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // each file opens its own database copy; two at a time fits two cores
          maxWorkers: 2,
          // files share their worker's loaded modules: loading the app once per worker instead
          // of once per file halves the run; each file still has its own database and app
          // the files share their worker's loaded React and MUI (a quarter of the time); each test
          // renders with its own texts, query client and router, and Testing Library empties the page
          isolate: false,
        },
      },
    ],
  },
});
