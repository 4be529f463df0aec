import { WEBHOOK_EVENTS } from '@academy/domain';
import { eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookSubscriptions } from '../../db/schema/index.js';
import { bearer, login, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { startReceiver } from '../../test/webhook-receiver.js';
import { deliverDue } from './deliver.js';
import { queueWebhookEvent } from './outbox.js';
import { postWebhook } from './post.js';
import { GIVE_UP_AFTER_MS, nextAttemptAt } from './retry-plan.js';

let t: TestApp;
let adminToken: string;
const LOOPBACK = { timeoutMs: 2_000, allowPrivate: true };

async function subscribe(url: string, events: readonly string[] = WEBHOOK_EVENTS, app = t) {
  const token = app === t ? adminToken : await adminOf(app);
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/webhook/create',
    headers: bearer(token),
    payload: { name: `Hook ${Math.random().toString(36).slice(2, 8)}`, url, events },
  });
  return response;
}

async function adminOf(app: TestApp) {
  const admin = await makeUser(app.deps.db, { type: 'admin' });
  return login(app.app, admin.email, admin.password);
}

const deliveriesOf = (subscriptionId: string) =>
  t.deps.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.subscriptionId, subscriptionId));

beforeAll(async () => {
  t = await createTestApp({ webhookAllowPrivate: true });
  adminToken = await adminOf(t);
});
afterAll(() => t.close());

describe('a webhook subscription', () => {
  it('shows its signing secret once, keeps it sealed, and lists it as set', async () => {
    const response = await subscribe('https://example.com/hook', ['person.created']);
    expect(response.statusCode, response.body).toBe(200);
    const { item, secret } = response.json().data;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const [row] = await t.deps.db
      .select()
      .from(webhookSubscriptions)
      .where(eq(webhookSubscriptions.id, item._id));
    expect(row?.secretSealed).not.toContain(secret.slice(6));
    expect(t.deps.secrets.open(row?.secretSealed ?? '')).toBe(secret);
    const list = await t.app.inject({ method: 'GET', url: '/api/webhook/list', headers: bearer(adminToken) });
    expect(list.body).not.toContain(secret.slice(6));
    expect(list.json().data.find((each: { _id: string }) => each._id === item._id)).toMatchObject({
      secretSet: true,
      events: ['person.created'],
      pending: 0,
    });
  });

  it('refuses a bad address or event list with the field at fault and stores nothing', async () => {
    const before = await t.deps.db.$count(webhookSubscriptions);
    for (const [url, events] of [
      ['ftp://example.com/hook', ['person.created']],
      ['https://user:pass@example.com/hook', ['person.created']],
      ['not a url', ['person.created']],
      ['https://example.com/hook', []],
      ['https://example.com/hook', ['person.deleted']],
    ] as const) {
      const response = await subscribe(url, events);
      expect(response.statusCode, `${url} ${events}`).toBe(400);
    }
    expect(await t.deps.db.$count(webhookSubscriptions)).toBe(before);
  });

  it('is for admins only', async () => {
    const master = await makeUser(t.deps.db, { type: 'master' });
    const token = await login(t.app, master.email, master.password);
    const response = await t.app.inject({ method: 'GET', url: '/api/webhook/list', headers: bearer(token) });
    expect(response.statusCode).toBe(403);
  });
});

describe('addresses inside the network', () => {
  let guarded: TestApp;
  beforeAll(async () => {
    guarded = await createTestApp();
  });
  afterAll(() => guarded.close());

  it('are refused when subscribing: loopback, the metadata address, private ranges, names resolving to them', async () => {
    for (const url of [
      'http://127.0.0.1:9/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://10.0.0.8/hook',
      'http://192.168.1.20/hook',
      'http://[::1]/hook',
      'http://[::ffff:127.0.0.1]/hook',
      'http://localhost:8080/hook',
    ]) {
      const response = await subscribe(url, ['person.created'], guarded);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().fields?.url, url).toBe('validation.webhookPrivate');
    }
    expect(await guarded.deps.db.$count(webhookSubscriptions)).toBe(0);
  });

  it('are refused at delivery too, before any byte is sent', async () => {
    const receiver = await startReceiver();
    try {
      for (const url of [receiver.url, receiver.url.replace('127.0.0.1', 'localhost')]) {
        const outcome = await postWebhook(url, '{}', {}, { timeoutMs: 2_000, allowPrivate: false });
        expect(outcome.ok).toBe(false);
        expect(outcome.error).toMatch(/not a public address/);
      }
      expect(receiver.received).toHaveLength(0);
    } finally {
      await receiver.close();
    }
  });
});

describe('a delivery', () => {
  it('is queued in the transaction of its event, and sent signed as Standard Webhooks verifies', async () => {
    const receiver = await startReceiver();
    try {
      const made = (await subscribe(receiver.url, ['person.created'])).json().data;
      // an event of a rolled back transaction is never queued
      await t.deps.db
        .transaction(async (tx) => {
          await queueWebhookEvent(tx, 'person.created', { _id: 'rolled-back' });
          throw new Error('roll back');
        })
        .catch(() => {});
      await t.deps.db.transaction((tx) =>
        queueWebhookEvent(tx, 'person.created', { _id: 'p1', name: 'Ana' }),
      );
      // not subscribed to this one
      await queueWebhookEvent(t.deps.db, 'exam.passed', { _id: 'e1' });

      const outcome = await deliverDue(t.deps.db, t.deps.secrets, made.item._id, LOOPBACK);
      expect(outcome).toMatchObject({ delivered: 1, failed: 0 });
      expect(receiver.received).toHaveLength(1);
      const [sent] = receiver.received;
      const verified = new Webhook(made.secret).verify(
        sent?.body ?? '',
        sent?.headers as Record<string, string>,
      );
      expect(verified).toMatchObject({ type: 'person.created', data: { _id: 'p1', name: 'Ana' } });
      const [row] = await deliveriesOf(made.item._id);
      expect(row).toMatchObject({
        id: sent?.headers['webhook-id'],
        status: 'delivered',
        attempts: 1,
        responseStatus: 200,
      });
      // a signature made with another secret does not verify
      expect(() =>
        new Webhook('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw').verify(
          sent?.body ?? '',
          sent?.headers as Record<string, string>,
        ),
      ).toThrow();
    } finally {
      await receiver.close();
    }
  });

  it('that fails is due again with backoff, shows why in the log, and is given up on after 24 hours', async () => {
    const receiver = await startReceiver(() => 503);
    try {
      const { item } = (await subscribe(receiver.url, ['exam.failed'])).json().data;
      await queueWebhookEvent(t.deps.db, 'exam.failed', { _id: 'x' });
      const before = Date.now();
      const outcome = await deliverDue(t.deps.db, t.deps.secrets, item._id, LOOPBACK);
      expect(outcome).toMatchObject({ delivered: 0, failed: 1, paused: true });
      const [row] = await deliveriesOf(item._id);
      expect(row).toMatchObject({
        status: 'pending',
        attempts: 1,
        responseStatus: 503,
        lastError: 'answered 503',
      });
      const wait = (row?.nextAttemptAt?.getTime() ?? 0) - before;
      expect(wait).toBeGreaterThanOrEqual(29_000);
      expect(wait).toBeLessThan(40_000);
      // not due yet: a pass sends nothing
      expect((await deliverDue(t.deps.db, t.deps.secrets, item._id, LOOPBACK)).failed).toBe(0);

      // the same delivery a day on, failing again: given up on
      await t.deps.db
        .update(webhookDeliveries)
        .set({
          createdAt: new Date(Date.now() - GIVE_UP_AFTER_MS),
          nextAttemptAt: new Date(Date.now() - 1000),
        })
        .where(eq(webhookDeliveries.subscriptionId, item._id));
      await deliverDue(t.deps.db, t.deps.secrets, item._id, LOOPBACK);
      const [given] = await deliveriesOf(item._id);
      expect(given).toMatchObject({ status: 'failed', attempts: 2, nextAttemptAt: null });
      expect(receiver.received).toHaveLength(2);

      const log = await t.app.inject({
        method: 'GET',
        url: `/api/webhook/deliveries/${item._id}?status=failed`,
        headers: bearer(adminToken),
      });
      expect(log.json().data).toMatchObject({
        total: 1,
        items: [{ status: 'failed', responseStatus: 503, attempts: 2 }],
      });
    } finally {
      await receiver.close();
    }
  });

  it('backs off 30 s, 2, 10, 30 minutes, 1, 2, 4 hours, then every 6 hours, within 24 hours', () => {
    const created = new Date('2026-03-01T00:00:00Z');
    let now = created;
    const waits: number[] = [];
    for (let attempts = 1; ; attempts++) {
      const next = nextAttemptAt(created, attempts, now);
      if (!next) break;
      waits.push((next.getTime() - now.getTime()) / 1000);
      now = next;
    }
    expect(waits.slice(0, 8)).toEqual([30, 120, 600, 1_800, 3_600, 7_200, 14_400, 21_600]);
    expect(now.getTime() - created.getTime()).toBeLessThanOrEqual(GIVE_UP_AFTER_MS);
  });

  it('is sent again at once from the log, with the same webhook-id', async () => {
    const receiver = await startReceiver();
    try {
      const { item } = (await subscribe(receiver.url, ['certificate.issued'])).json().data;
      await queueWebhookEvent(t.deps.db, 'certificate.issued', { _id: 'c' });
      await deliverDue(t.deps.db, t.deps.secrets, item._id, LOOPBACK);
      const [delivered] = await deliveriesOf(item._id);
      const resend = await t.app.inject({
        method: 'POST',
        url: `/api/webhook/resend/${delivered?.id}`,
        headers: bearer(adminToken),
      });
      expect(resend.json().data).toMatchObject({ status: 'pending', attempts: 1 });
      await deliverDue(t.deps.db, t.deps.secrets, item._id, LOOPBACK);
      expect(receiver.received.map((each) => each.headers['webhook-id'])).toEqual([
        delivered?.id,
        delivered?.id,
      ]);
      const [again] = await deliveriesOf(item._id);
      expect(again).toMatchObject({ status: 'delivered', attempts: 2 });
    } finally {
      await receiver.close();
    }
  });

  it('of a test ping reaches only its subscription', async () => {
    const receiver = await startReceiver();
    try {
      const { item } = (await subscribe(receiver.url, ['assignment.overdue'])).json().data;
      const ping = await t.app.inject({
        method: 'POST',
        url: `/api/webhook/test/${item._id}`,
        headers: bearer(adminToken),
      });
      expect(ping.json().data).toMatchObject({ eventType: 'webhook.test', status: 'pending' });
      await deliverDue(t.deps.db, t.deps.secrets, item._id, LOOPBACK);
      expect(JSON.parse(receiver.received[0]?.body ?? '{}')).toMatchObject({
        type: 'webhook.test',
        data: { subscription: { _id: item._id } },
      });
    } finally {
      await receiver.close();
    }
  });
});

describe('queueing an event', () => {
  it('writes one delivery per enabled subscription to its type, in one statement', async () => {
    await t.deps.db.update(webhookSubscriptions).set({ enabled: false });
    const receivers = await Promise.all([startReceiver(), startReceiver()]);
    try {
      const ids = [];
      for (const receiver of receivers)
        ids.push((await subscribe(receiver.url, ['course.completed'])).json().data.item._id);
      const { queries } = await t.queries.measure(() =>
        queueWebhookEvent(t.deps.db, 'course.completed', { _id: 'course' }),
      );
      expect(queries).toBe(1);
      const rows = await t.deps.db
        .select({ subscriptionId: webhookDeliveries.subscriptionId })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.eventType, 'course.completed'));
      expect(rows.map((row) => row.subscriptionId).sort()).toEqual([...ids].sort());
      // with no subscription, still one statement and nothing written
      await t.deps.db.update(webhookSubscriptions).set({ enabled: false });
      const before = await t.deps.db.$count(webhookDeliveries);
      await queueWebhookEvent(t.deps.db, 'course.completed', { _id: 'course' });
      expect(await t.deps.db.$count(webhookDeliveries)).toBe(before);
    } finally {
      for (const receiver of receivers) await receiver.close();
      await t.deps.db.execute(sql`select 1`);
    }
  });
});
