import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { type AddressInfo, createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const REPO = fileURLToPath(new URL('../../../../', import.meta.url));
const SERVER = fileURLToPath(new URL('../../dist/server.js', import.meta.url));
const COMMANDS = fileURLToPath(new URL('../../dist/commands/', import.meta.url));
const TSC = fileURLToPath(new URL('../../../../node_modules/typescript/bin/tsc', import.meta.url));
const BUNDLE = fileURLToPath(new URL('../../../../scripts/bundle-server.mjs', import.meta.url));

/**
 * Builds the api as `npm run build:server` does (the compile has nothing to do when dist is
 * current; the bundles take a second), so a test of the real server process or of a command
 * runs today's code, bundled as production runs it, and not whatever an earlier build left in dist.
 */
export async function buildApi(): Promise<void> {
  try {
    await promisify(execFile)(process.execPath, [TSC, '-b', 'packages/domain', 'apps/api'], { cwd: REPO });
    await promisify(execFile)(process.execPath, [BUNDLE], { cwd: REPO });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`the api does not build:\n${stdout}${stderr}`);
  }
}

/** A loopback port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  probe.close();
  await once(probe, 'close');
  return port;
}

export interface ServerProcess {
  origin: string;
  /** what the process printed, for a failing test's message */
  output(): string;
  /** SIGTERM, then waits for the process to finish its requests and exit; its exit code */
  stop(): Promise<number | null>;
}

/**
 * `node apps/api/dist/server.js` in a process of its own on 127.0.0.1 and a free port, with the
 * given environment on top of a quiet production one; resolves once /api/system/health answers 200.
 */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [SERVER], {
    cwd: REPO,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...env,
      HOST: '127.0.0.1',
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = once(child, 'exit');
  const origin = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    origin,
    output: () => printed,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      return child.exitCode;
    },
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${printed}`);
    const health = await fetch(`${origin}/api/system/health`).catch(() => undefined);
    if (health?.status === 200) return server;
    await sleep(50);
  }
  await server.stop();
  throw new Error(`the server did not answer its health check within ${timeoutMs} ms:\n${printed}`);
}

export interface CommandRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/**
 * One of the bundled operational commands (create-admin, migrate, backup, restore) in a process
 * of its own, as `npm run <name>` runs it, with the given environment and standard input.
 */
export async function runBuiltCommand(
  name: string,
  args: string[],
  env: Record<string, string>,
  input = '',
): Promise<CommandRun> {
  const child = spawn(process.execPath, [`${COMMANDS}${name}.js`, ...args], {
    cwd: REPO,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  child.stdin?.end(input);
  const [code, signal] = (await once(child, 'close')) as [number | null, NodeJS.Signals | null];
  return { code, signal, stdout, stderr };
}
