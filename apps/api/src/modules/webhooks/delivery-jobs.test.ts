import { createServer, type Socket } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookSubscriptions } from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import { createJobQueue, type JobQueue } from '../../lib/jobs.js';
import { createTestApp, describeOnTwoConnections, type TestApp } from '../../test/harness.js';
import { until } from '../../test/until.js';
import { startReceiver } from '../../test/webhook-receiver.js';
import { deliverDue } from './deliver.js';
import { webhookJobs } from './jobs.js';
import { queueWebhookEvents } from './outbox.js';

const silent = { debug() {}, warn() {}, error() {} };

async function subscription(t: TestApp, url: string) {
  const id = newId();
  await t.deps.db.insert(webhookSubscriptions).values({
    id,
    name: url,
    url,
    events: ['person.created'],
    secretSealed: t.deps.secrets.seal('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'),
  });
  return id;
}

const statusCounts = (t: TestApp, subscriptionId: string) =>
  t.deps.db
    .select({ status: webhookDeliveries.status, count: sql<number>`count(*)::int` })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.subscriptionId, subscriptionId))
    .groupBy(webhookDeliveries.status);

/** An endpoint that takes the connection and never answers. */
async function startSilentEndpoint() {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('the webhook jobs on the job queue', () => {
  let t: TestApp;
  let queue: JobQueue;
  beforeAll(async () => {
    t = await createTestApp({ webhookAllowPrivate: true, webhookTimeoutMs: 1_000 });
    const jobs = webhookJobs(t.deps);
    queue = createJobQueue(t.deps.db, jobs.scheduled, { log: silent, pollingSeconds: 1 }, jobs.sent);
    await queue.start();
  });
  afterAll(async () => {
    await queue?.stop();
    await t?.close();
  });

  it('deliver every event to a live endpoint within seconds of the commit, while a dead and a silent one fail alone', async () => {
    const live = await startReceiver();
    const silentEndpoint = await startSilentEndpoint();
    const deadReceiver = await startReceiver();
    const deadUrl = deadReceiver.url;
    await deadReceiver.close();
    try {
      const liveId = await subscription(t, live.url);
      const deadId = await subscription(t, deadUrl);
      const silentId = await subscription(t, silentEndpoint.url);
      const events = Array.from({ length: 300 }, (_, index) => ({ _id: `person-${index}` }));
      // queued in two transactions, as two imports' batches would be
      await t.deps.db.transaction((tx) => queueWebhookEvents(tx, 'person.created', events.slice(0, 150)));
      await t.deps.db.transaction((tx) => queueWebhookEvents(tx, 'person.created', events.slice(150)));

      await until(() => live.received.length === 300, 20_000);
      expect(new Set(live.received.map((each) => JSON.parse(each.body).data._id)).size).toBe(300);
      // a batch's outcomes are written once the whole batch is answered
      await until(async () => (await statusCounts(t, liveId)).length === 1, 10_000);
      expect(await statusCounts(t, liveId)).toEqual([{ status: 'delivered', count: 300 }]);
      // the others were tried, and wait for their retry
      await until(async () => (await tried(t, silentId)) > 0, 10_000);
      expect(await tried(t, deadId)).toBeGreaterThan(0);
      for (const id of [deadId, silentId])
        expect((await statusCounts(t, id)).find((row) => row.status === 'delivered')).toBeUndefined();
      const [refused] = await t.deps.db
        .select({ error: webhookDeliveries.lastError })
        .from(webhookDeliveries)
        .where(sql`${webhookDeliveries.subscriptionId} = ${deadId} and ${webhookDeliveries.attempts} > 0`)
        .limit(1);
      expect(refused?.error).toMatch(/ECONNREFUSED/);
    } finally {
      await live.close();
      await silentEndpoint.close();
    }
  });
});

const tried = async (t: TestApp, subscriptionId: string) =>
  t.deps.db.$count(
    webhookDeliveries,
    sql`${webhookDeliveries.subscriptionId} = ${subscriptionId} and ${webhookDeliveries.attempts} > 0`,
  );

describeOnTwoConnections('webhook deliveries from two instances', (connections) => {
  it('queue each event exactly once per subscription, and send each delivery once, whichever instance works it', async () => {
    const { t, second } = connections();
    const receiver = await startReceiver();
    try {
      const id = newId();
      await t.deps.db.insert(webhookSubscriptions).values({
        id,
        name: 'both',
        url: receiver.url,
        events: ['person.created'],
        secretSealed: t.deps.secrets.seal('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'),
      });
      const batch = (from: number) =>
        Array.from({ length: 100 }, (_, index) => ({ _id: `p${from + index}` }));
      await Promise.all([
        t.deps.db.transaction((tx) => queueWebhookEvents(tx, 'person.created', batch(0))),
        second.db.transaction((tx) => queueWebhookEvents(tx, 'person.created', batch(100))),
      ]);
      expect(await t.deps.db.$count(webhookDeliveries, eq(webhookDeliveries.subscriptionId, id))).toBe(200);

      const options = { timeoutMs: 2_000, allowPrivate: true };
      await Promise.all([
        deliverDue(t.deps.db, t.deps.secrets, id, options),
        deliverDue(second.db, t.deps.secrets, id, options),
      ]);
      const ids = receiver.received.map((each) => each.headers['webhook-id']);
      expect(ids).toHaveLength(200);
      expect(new Set(ids).size).toBe(200);
    } finally {
      await receiver.close();
    }
  });
});
