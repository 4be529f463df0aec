import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3Server, startS3Server } from './test/s3-server.js';
import { buildApi, freePort } from './test/server-process.js';

const SERVER = fileURLToPath(new URL('../dist/server.js', import.meta.url));

let s3: S3Server;
let dataDir: string;

beforeAll(async () => {
  await buildApi();
  s3 = await startS3Server();
  dataDir = await mkdtemp(join(tmpdir(), 'academy-start-'));
}, 120_000);
afterAll(async () => {
  await s3?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** The built server with these S3 settings: its exit code and what it printed, once it exits. */
async function start(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...s3.env,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  const [code] = await once(child, 'exit');
  clearTimeout(timer);
  const lines = stderr.split('\n').filter((line) => line.startsWith('academy: '));
  return { code, lines };
}

describe('a server whose files are in an S3 bucket it cannot use', () => {
  it('when the endpoint does not answer, the missing bucket, or refused credentials: one line that says which, exit 1, before the database is opened', async () => {
    const closedPort = `http://127.0.0.1:${await freePort()}`;
    const cases = [
      [
        { S3_ENDPOINT: closedPort },
        /^academy: the S3 bucket "academy-files" at http:\/\/127.0.0.1:\d+ cannot be used: it does not answer/,
      ],
      [
        { S3_BUCKET: 'no-such-bucket' },
        /^academy: the S3 bucket "no-such-bucket" at .* cannot be used: it does not exist$/,
      ],
      [
        { S3_ACCESS_KEY_ID: 'NOT-A-KEY' },
        /cannot be used: the credentials \(S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY\) are refused$/,
      ],
    ] as const;
    for (const [env, message] of cases) {
      const { code, lines } = await start(env);
      expect(code, JSON.stringify(env)).toBe(1);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(message);
    }
    // it stopped before it opened (or made) the embedded database
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
  }, 120_000);
});
