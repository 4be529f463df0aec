// @ts-check
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times. */
const TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/**
 * CPU seconds a process has used so far (user + system), from /proc; 0 once it is gone.
 * @param {number} pid
 */
export function cpuSecondsOf(pid) {
  try {
    // the command name (2nd field) may hold spaces: count fields after its closing parenthesis
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
}

/**
 * Where the CPU goes while a scenario runs: the server process, the PostgreSQL backends serving
 * the bench database, and this process (the load generator). The machine is shared, so a
 * request's cost is better read here than from requests per second alone.
 * @param {{ serverPid: number, backendPids: () => Promise<number[]> }} source
 */
export function cpuMeter(source) {
  return {
    async start() {
      const pids = [source.serverPid, ...(await source.backendPids())];
      const before = new Map(pids.map((pid) => [pid, cpuSecondsOf(pid)]));
      const generatorBefore = process.cpuUsage();
      /** @param {number} pid a process that ended meanwhile counts for nothing */
      const used = (pid) => Math.max(0, cpuSecondsOf(pid) - (before.get(pid) ?? 0));
      return () => {
        const generator = process.cpuUsage(generatorBefore);
        return {
          server: used(source.serverPid),
          postgres: pids.slice(1).reduce((total, pid) => total + used(pid), 0),
          loadGenerator: (generator.user + generator.system) / 1e6,
        };
      };
    },
  };
}

/** @typedef {ReturnType<typeof cpuMeter>} CpuMeter */
