// Starts the built server on a throwaway data directory for the browser tests.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'academy-e2e-'));
const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
  stdio: 'inherit',
  // webhooks are delivered to receivers the tests start on loopback
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    DEMO: 'true',
    NODE_ENV: 'test',
    WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true',
    // the helper that registers the tests' people sends each from an address of his own
    TRUST_PROXY_HOPS: '1',
  },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
