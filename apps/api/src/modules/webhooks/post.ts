import http from 'node:http';
import https from 'node:https';
import ipaddr from 'ipaddr.js';
import { guardedLookup, isPublicAddress, RefusedAddress } from './address-guard.js';

export interface PostOutcome {
  /** the endpoint answered 2xx */
  ok: boolean;
  /** the status it answered, null when it did not answer */
  status: number | null;
  /** why it failed, in a line for the delivery log */
  error: string | null;
  durationMs: number;
}

export interface PostOptions {
  timeoutMs: number;
  allowPrivate: boolean;
}

/** Connections kept open between the deliveries of a pass to the same endpoint. */
const agents = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
};

/** The most of an answer read (and dropped): a receiver's body says nothing the log keeps. */
const ANSWER_BYTES_READ = 64 * 1024;

/**
 * POSTs a delivery's body and headers to `url`, with redirects not followed (a redirect could lead
 * anywhere, past the address check), a time limit on the whole exchange, and the address checked
 * as it is connected to. Never throws: every failure is an outcome.
 */
export function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: PostOptions,
): Promise<PostOutcome> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    let target: URL;
    try {
      target = new URL(url);
      const host = target.hostname.replace(/^\[|\]$/g, '');
      // a literal address is not looked up, so it is checked here
      if (!options.allowPrivate && ipaddr.isValid(host) && !isPublicAddress(host))
        throw new RefusedAddress(host, host);
    } catch (error) {
      resolve({ ok: false, status: null, error: reasonOf(error), durationMs: took() });
      return;
    }
    const client = target.protocol === 'https:' ? https : http;
    const request = client.request(
      target,
      {
        method: 'POST',
        agent: agents[target.protocol as 'http:' | 'https:'],
        lookup: guardedLookup(options.allowPrivate),
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Academy-Webhooks/1',
        },
        timeout: options.timeoutMs,
      },
      (response) => {
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > ANSWER_BYTES_READ) response.destroy();
        });
        const status = response.statusCode ?? 0;
        const settle = () =>
          resolve({
            ok: status >= 200 && status < 300,
            status,
            error: status >= 200 && status < 300 ? null : `answered ${status}`,
            durationMs: took(),
          });
        response.on('end', settle);
        response.on('close', settle);
      },
    );
    const timer = setTimeout(
      () => request.destroy(new Error(`no answer within ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );
    request.on('close', () => clearTimeout(timer));
    request.on('timeout', () => request.destroy(new Error(`no answer within ${options.timeoutMs} ms`)));
    request.on('error', (error) =>
      resolve({ ok: false, status: null, error: reasonOf(error), durationMs: took() }),
    );
    request.end(body);
  });
}

function reasonOf(error: unknown): string {
  if (error instanceof RefusedAddress) return error.message;
  const code = (error as { code?: string }).code;
  const message = error instanceof Error ? error.message : String(error);
  return (code ? `${code}: ${message}` : message).slice(0, 300);
}
