// @ts-check
/**
 * A webhook endpoint for the bench: a node:http server on 127.0.0.1 that answers 200 to every
 * POST at once and keeps, per event, the time its first delivery arrived, counted by distinct
 * `webhook-id` (a delivery sent again keeps its id, so a repeat is counted apart). Each request's
 * signature is checked with the `standardwebhooks` package once the subscription's secret is
 * known. Deliveries are grouped by the domain of the person's email in the event's data, so a run
 * tells one import's events from another's.
 */
import { once } from 'node:events';
import http from 'node:http';
import { Webhook } from 'standardwebhooks';

export async function startWebhookReceiver() {
  /** @type {Map<string, Map<string, number>>} domain -> webhook-id -> first arrival (ms since the epoch) */
  const byDomain = new Map();
  const totals = { requests: 0, repeats: 0, badSignatures: 0, unchecked: 0 };
  /** @type {Set<string>} event types seen */
  const types = new Set();
  /** @type {Webhook | undefined} */
  let verifier;
  /** @type {{ domain: string, count: number, resolve: () => void }[]} */
  const waiters = [];

  const server = http.createServer((request, response) => {
    /** @type {Buffer[]} */
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const arrived = Date.now();
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      totals.requests += 1;
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = /** @type {Record<string, string>} */ (request.headers);
      if (!verifier) totals.unchecked += 1;
      else
        try {
          verifier.verify(body, headers);
        } catch {
          totals.badSignatures += 1;
        }
      const id = String(headers['webhook-id'] ?? '');
      /** @type {any} */
      let event = {};
      try {
        event = JSON.parse(body);
      } catch {}
      types.add(String(event.type));
      const domain = String(event.data?.email ?? '').split('@')[1] ?? '';
      const seen = byDomain.get(domain) ?? new Map();
      byDomain.set(domain, seen);
      if (seen.has(id)) totals.repeats += 1;
      else seen.set(id, arrived);
      for (const waiter of [...waiters])
        if (waiter.domain === domain && seen.size >= waiter.count) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `http://127.0.0.1:${port}/hooks`,
    /** @param {string} secret the subscription's `whsec_…` */
    setSecret(secret) {
      verifier = new Webhook(secret);
    },
    /** @param {string} domain */
    distinct: (domain) => byDomain.get(domain)?.size ?? 0,
    /** @param {string} domain the arrival times of that domain's events, in order */
    arrivals: (domain) => [...(byDomain.get(domain)?.values() ?? [])].sort((a, b) => a - b),
    totals: () => ({ ...totals, types: [...types] }),
    /**
     * Resolves true once `count` distinct events of `domain` have arrived, false after `limitMs`.
     * @param {string} domain
     * @param {number} count
     * @param {number} limitMs
     */
    until(domain, count, limitMs) {
      if ((byDomain.get(domain)?.size ?? 0) >= count) return Promise.resolve(true);
      return new Promise((resolve) => {
        const waiter = { domain, count, resolve: () => resolve(true) };
        waiters.push(waiter);
        setTimeout(() => {
          const index = waiters.indexOf(waiter);
          if (index < 0) return;
          waiters.splice(index, 1);
          resolve(false);
        }, limitMs).unref();
      });
    },
    async close() {
      const closed = once(server, 'close');
      server.close();
      server.closeAllConnections();
      await closed;
    },
  };
}
