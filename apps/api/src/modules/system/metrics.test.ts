import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app.js';
import { mailOutbox } from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import { bearer } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { sample } from '../../test/metric-sample.js';

const TOKEN = 'scrape-token-of-the-test-0123456789';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ metricsToken: TOKEN });
});
afterAll(() => t.close());

const scrape = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/system/metrics', headers: bearer(TOKEN) });
  expect(response.statusCode).toBe(200);
  return response.body;
};

const requestCount = (text: string, labels: Record<string, string>) =>
  sample(text, 'http_request_duration_seconds_count', labels) ?? 0;

describe('the metrics endpoint', () => {
  it('answers only the bearer of METRICS_TOKEN: 401 without it or with another', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/system/metrics' });
    expect(none.statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/api/system/metrics',
      headers: bearer(`${TOKEN}x`),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('http_request_duration_seconds');
    const right = await t.app.inject({ method: 'GET', url: '/api/system/metrics', headers: bearer(TOKEN) });
    expect(right.statusCode).toBe(200);
    expect(right.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('is not there (404) while no METRICS_TOKEN is set, whatever token is sent', async () => {
    const app = await buildApp({ ...t.deps, config: { ...t.deps.config, metricsToken: undefined } });
    try {
      for (const headers of [{}, bearer(TOKEN), bearer('')]) {
        const response = await app.inject({ method: 'GET', url: '/api/system/metrics', headers });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ error: 'not-found' });
      }
    } finally {
      await app.close();
    }
  });

  it('counts a request in its histogram by route pattern and status class, never by its URL', async () => {
    const found = { method: 'GET', route: '/api/system/server_time', status_class: '2xx' };
    const missing = { method: 'GET', route: '/api/course/get/:id', status_class: '4xx' };
    const before = await scrape();
    await t.app.inject({ method: 'GET', url: '/api/system/server_time' });
    await t.app.inject({ method: 'GET', url: '/api/course/get/0123456789abcdef01234567' });
    await t.app.inject({ method: 'GET', url: '/api/no/such/call' });
    const after = await scrape();

    expect(requestCount(after, found)).toBe(requestCount(before, found) + 1);
    expect(requestCount(after, missing)).toBe(requestCount(before, missing) + 1);
    expect(requestCount(after, { route: 'unmatched', status_class: '4xx' })).toBeGreaterThan(
      requestCount(before, { route: 'unmatched', status_class: '4xx' }),
    );
    expect(sample(after, 'http_request_duration_seconds_bucket', { ...found, le: '+Inf' })).toBe(
      requestCount(after, found),
    );
    expect(after).not.toContain('0123456789abcdef01234567');
    expect(after).not.toContain('/api/no/such/call');
  });

  it('tells the mails waiting and failed in the outbox', async () => {
    const mail = (status: 'pending' | 'failed' | 'sent') => ({
      id: newId(),
      to: 'someone@example.com',
      subject: 'A subject',
      text: 'A text',
      status,
    });
    const before = await scrape();
    await t.deps.db
      .insert(mailOutbox)
      .values([mail('pending'), mail('pending'), mail('failed'), mail('sent')]);
    const after = await scrape();
    expect(sample(after, 'academy_mail_outbox', { state: 'waiting' })).toBe(
      (sample(before, 'academy_mail_outbox', { state: 'waiting' }) ?? 0) + 2,
    );
    expect(sample(after, 'academy_mail_outbox', { state: 'failed' })).toBe(
      (sample(before, 'academy_mail_outbox', { state: 'failed' }) ?? 0) + 1,
    );
  });

  it("tells the process's event-loop lag and memory, and the pool's connections on PostgreSQL", async () => {
    const text = await scrape();
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    if (inject('testDatabase').kind === 'postgres') {
      // the scrape's own outbox count has given its connection back by now
      expect(sample(text, 'academy_db_pool_in_use')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'academy_db_pool_waiting')).toBe(0);
    } else {
      expect(text).not.toContain('academy_db_pool');
    }
  });
});
