import { rmSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { onExit } from 'signal-exit';

export interface WorkDir {
  path: string;
  remove(): Promise<void>;
}

/** Whether a process of this id runs (EPERM: it runs under another user). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A folder for a backup's or a restore's unfinished work (a database dump, the archive being
 * written): inside `parent`, so that what is finished there is renamed into place on the same
 * file system; readable by this user only (mkdtemp makes it 0700); removed when done and on any
 * exit of the process, signals included. One that a killed process (SIGKILL, a power cut) left
 * is removed by the next run: its name carries the process id, which no longer runs.
 */
export async function privateWorkDir(
  parent: string,
  purpose: 'backup' | 'restore',
  /** what to save from a dead process's folder before it is removed */
  recover: (leftover: string) => Promise<void> = async () => {},
): Promise<WorkDir> {
  const prefix = `.academy-${purpose}-`;
  const names = await readdir(parent).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw new Error(`the folder ${parent} does not exist`);
    throw error;
  });
  for (const name of names) {
    const pid = name.startsWith(prefix) ? Number.parseInt(name.slice(prefix.length), 10) : Number.NaN;
    if (Number.isInteger(pid) && !isRunning(pid)) {
      await recover(join(parent, name));
      await rm(join(parent, name), { recursive: true, force: true });
    }
  }
  const path = await mkdtemp(join(parent, `${prefix}${process.pid}-`));
  const removeOnExit = onExit(() => rmSync(path, { recursive: true, force: true }));
  return {
    path,
    async remove() {
      removeOnExit();
      await rm(path, { recursive: true, force: true });
    },
  };
}
