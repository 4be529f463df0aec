// @ts-check
/**
 * One download measured from the client's side, while the server process's memory is watched:
 * when the response's headers and its first byte arrive, when it ends, how many bytes it held,
 * and how far the server's resident memory (VmRSS in /proc/<pid>/status) rose above what it was
 * just before the request.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';

const MiB = 1024 * 1024;
/** How often the server's memory is read during the download. */
const SAMPLE_EVERY_MS = 20;

/**
 * Resident memory of a process in bytes, from /proc; 0 once it is gone.
 * @param {number} pid
 */
function residentBytes(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * @param {import('./load.mjs').Target} target
 * @param {{ method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: unknown, timeoutMs: number }} request
 */
export async function measureDownload(target, request) {
  const before = residentBytes(target.pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentBytes(target.pid));
  }, SAMPLE_EVERY_MS);
  const start = performance.now();
  const elapsed = () => Math.round(performance.now() - start);
  try {
    const response = await new Promise(
      /** @param {(value: { status: number, contentType: string, headersMs: number, firstByteMs: number | null,
       *   totalMs: number, bytes: number, zip: boolean }) => void} resolve
       * @param {(error: Error) => void} reject */
      (resolve, reject) => {
        const outgoing = http.request(`${target.origin}${request.path}`, {
          method: request.method,
          headers: { ...request.headers, ...(request.body ? { 'content-type': 'application/json' } : {}) },
        });
        outgoing.setTimeout(request.timeoutMs, () =>
          outgoing.destroy(new Error(`no end of the download within ${request.timeoutMs / 1000} s`)),
        );
        outgoing.on('error', reject);
        outgoing.on('response', (incoming) => {
          const headersMs = elapsed();
          /** @type {number | null} */
          let firstByteMs = null;
          let bytes = 0;
          let zip = false;
          incoming.on('data', (/** @type {Buffer} */ chunk) => {
            if (firstByteMs === null) {
              firstByteMs = elapsed();
              // an xlsx is a zip archive: it starts with "PK"
              zip = chunk.subarray(0, 2).toString('latin1') === 'PK';
            }
            bytes += chunk.length;
          });
          incoming.on('error', reject);
          incoming.on('end', () =>
            resolve({
              status: incoming.statusCode ?? 0,
              contentType: String(incoming.headers['content-type'] ?? ''),
              headersMs,
              firstByteMs,
              totalMs: elapsed(),
              bytes,
              zip,
            }),
          );
        });
        outgoing.end(request.body ? JSON.stringify(request.body) : undefined);
      },
    );
    peak = Math.max(peak, residentBytes(target.pid));
    return {
      ...response,
      serverRssMiB: {
        before: Math.round(before / MiB),
        peak: Math.round(peak / MiB),
        growth: Math.round((peak - before) / MiB),
      },
      sampledEveryMs: SAMPLE_EVERY_MS,
    };
  } finally {
    clearInterval(sampler);
  }
}
