import { test as base } from '@playwright/test';
import { serverPort } from '../servers.js';

export * from '@playwright/test';

/**
 * Playwright's test, pointed at the server of its worker: each worker has a server and a demo
 * academy of its own (playwright.config.ts), so two files never share one academy at once.
 */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern
  baseURL: async ({}, use, testInfo) => {
    await use(`http://127.0.0.1:${serverPort(testInfo.parallelIndex)}`);
  },
});
