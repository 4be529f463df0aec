import { defineConfig } from '@playwright/test';
import { serverPort, WORKERS } from './servers.js';

const servers = Array.from({ length: WORKERS }, (_, index) => serverPort(index));

/**
 * Browser tests drive Debian's Chromium against the real server. Each worker has a server of
 * its own, started here on a fresh PGlite data directory with the demo academy; a file runs
 * whole in one worker, so its tests follow each other on one academy.
 */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: servers.map((port) => ({
    command: 'node scripts/e2e-server.mjs',
    cwd: '..',
    url: `http://127.0.0.1:${port}/api/system/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { PORT: String(port), LOG_LEVEL: 'warn' },
  })),
});
