import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { freePort } from './server-process.js';

export interface RedisProcess {
  url: string;
  /** stops it (SIGTERM) and waits for it to exit */
  stop(): Promise<void>;
  /** starts it again on the same port, empty (nothing is saved) */
  start(): Promise<void>;
}

/**
 * A `redis-server` of the test's own, on a free loopback port, saving nothing; started and
 * stopped at will so a test can take Redis away from a running server and bring it back.
 */
export async function startRedisProcess(): Promise<RedisProcess> {
  const port = await freePort();
  let child: ChildProcess | undefined;

  async function start() {
    const started = spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--daemonize',
        'no',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let printed = '';
    await new Promise<void>((resolve, reject) => {
      started.stdout?.on('data', (chunk: Buffer) => {
        printed += chunk.toString();
        if (printed.includes('Ready to accept connections')) resolve();
      });
      started.once('exit', (code) => reject(new Error(`redis-server exited with ${code}:\n${printed}`)));
      started.once('error', reject);
    });
    child = started;
  }

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (!child || child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
    start,
  };
}
