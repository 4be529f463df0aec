// @ts-check
/**
 * Load scenario "webhooks" (decision 0040): 10,000 `person.created` events queued by a CSV import
 * and delivered to two endpoints, one of them dead the whole time, by the built production server
 * (`apps/api/dist/server.js`, with its job queue: lib/app-server.mjs) on a fresh PostgreSQL
 * database of an academy of 20,000 people.
 *
 * 1. A warm-up import of 500 people (not recorded), then import A1: 10,000 new people (one file,
 *    the most a file holds, sent as the import page sends it: 40 batches of 250, one after the
 *    other), with no subscription.
 * 2. Two subscriptions to person.created: a live endpoint (lib/webhook-receiver.mjs, answers 200,
 *    counts distinct `webhook-id`, checks signatures) and a dead one (a loopback port nothing
 *    listens on). Once the job queue listens for the outbox's notifications, a warm-up import of
 *    250 people waits for its events at the live endpoint, so the queue is known to deliver.
 * 3. Import B1: 10,000 more people with both subscriptions on, while the deliveries go out. Its
 *    time, and when the live endpoint has all 10,000 events, from the import's end (the last event
 *    queued) and from its start. The dead endpoint's deliveries are read when the live one is done
 *    and 60 s after the import's end.
 * 4. Both subscriptions switched off (no delivery is queued for them nor sent), import A2; both on
 *    again, import B2 as B1; both off, import A3; and a third time, B3 and A4. The dispatch of
 *    the deliveries starts within 10 s of a commit (its worker's polling), so in some rounds they
 *    run while the import does and in others only after it: the rounds show both.
 *
 * Targets (the issue): all 10,000 at the live endpoint within 60 s of the import's end, with the
 * dead one failing meanwhile; an import with the subscriptions less than 10 % slower than without:
 * the mean of the Bs over the mean of the As, the same run's baseline taken before, between and
 * after, since the machine is shared (and each B against the two As around it).
 * Writes bench/results/webhooks-<date>.json.
 *
 *   npm run bench:webhooks                     10,000 people per import
 *   npm run bench:webhooks -- --people 1000    a short try (a trial: its file goes to /tmp)
 *
 * It stops by itself within 15 minutes, drops its database and sends traffic only over loopback.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { asc, sql } from 'drizzle-orm';
import { distributors } from '../apps/api/dist/db/schema/index.js';
import { seedEssentials } from '../apps/api/dist/db/seed/essentials.js';
import { createSession } from '../apps/api/dist/modules/auth/sessions.js';
import { freePort, startAppServer } from './lib/app-server.mjs';
import { rowsOf } from './lib/database.mjs';
import { IMPORT_MAX_ROWS, importFile, importRows } from './lib/people-import.mjs';
import { createRandom } from './lib/random.mjs';
import { machine, openFreshDatabase, startRun, writeReport } from './lib/run.mjs';
import { seedPeople } from './lib/seed-people.mjs';
import { startWebhookReceiver } from './lib/webhook-receiver.mjs';

const HARD_LIMIT_MS = 15 * 60_000;
const TARGETS = { deliveredWithinSeconds: 60, importGrowthBelow: 0.1 };
/** The academy the imports land in: seedPeople's masters and admin, and learners, 20,000 in all. */
const SCALE = { learners: 20_000 - 301, teams: 50, teamMembers: 40 };
/** How long to wait for the live endpoint's last event after the import, before giving up. */
const DELIVERY_LIMIT_MS = 5 * 60_000;
/** The dead endpoint's deliveries are read this long after the import's end, too. */
const DEAD_WINDOW_MS = 60_000;
/** The imported people are spread over this many distributors. */
const DISTRIBUTORS = 20;
const DOMAIN = (/** @type {string} */ tag) => `${tag}.bench.academy.test`;
/** Imports with the subscriptions on, each between two without. */
const ROUNDS = 3;

const { values: flags } = parseArgs({
  options: { people: { type: 'string', default: String(IMPORT_MAX_ROWS) } },
});
const people = Number(flags.people);
if (!(Number.isInteger(people) && people > 0 && people <= IMPORT_MAX_ROWS))
  throw new Error(`--people takes a whole number from 1 to ${IMPORT_MAX_ROWS}`);

const run = startRun(HARD_LIMIT_MS);
await run.main(measure);

async function measure() {
  const { log } = run;
  const bench = await openFreshDatabase(run, `academy_bench_webhooks_${randomBytes(4).toString('hex')}`);
  const { database, config } = bench;
  const db = database.db;
  const seedStart = performance.now();
  await seedEssentials(db);
  const seeded = await seedPeople(db, createRandom(20_261_128), SCALE);
  await db.execute(sql`vacuum analyze`);
  const seedSeconds = Math.round(performance.now() - seedStart) / 1000;
  log(`seeded ${SCALE.learners + 301} people in ${seedSeconds} s`);
  const distributorNames = (
    await db
      .select({ name: distributors.name })
      .from(distributors)
      .orderBy(asc(distributors.position))
      .limit(DISTRIBUTORS)
  ).map((row) => row.name);

  const admin = {
    authorization: `Bearer ${await createSession(db, config, seeded.adminId, { userAgent: 'bench-webhooks' })}`,
  };
  const receiver = await startWebhookReceiver();
  run.cleanups.push(() => receiver.close());
  const deadUrl = `http://127.0.0.1:${await freePort()}/hooks`;
  const server = await startAppServer(run, bench, { WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true' });
  /** @param {string} tag @param {number} count */
  const importOf = async (tag, count) => {
    const meter = await server.cpu.start();
    const result = await importFile(server.origin, admin, importRows(DOMAIN(tag), count, distributorNames));
    const cpu = meter();
    log(`import ${tag}: ${count} people in ${result.ms} ms`);
    return {
      ...result,
      cpuSeconds: { server: round(cpu.server, 2), postgres: round(cpu.postgres, 2) },
    };
  };

  // 1: the warm-up and the first baseline
  await importOf('warm-up-1', 500);
  const without = [await importOf('import-a1', people)];

  // 2: the subscriptions, and the queue seen working
  const live = await createSubscription(server.origin, admin, 'Bench: live endpoint', receiver.url);
  receiver.setSecret(live.secret);
  const dead = await createSubscription(server.origin, admin, 'Bench: dead endpoint', deadUrl);
  await server.jobsDue();
  const listeningAfter = await untilQueueListens(db, bench.databaseName);
  log(`the job queue listens for the outbox's notifications (${listeningAfter} s after its start was due)`);
  const warmUpStart = Date.now();
  await importOf('warm-up-2', 250);
  if (!(await receiver.until(DOMAIN('warm-up-2'), 250, 90_000)))
    throw new Error(
      `the warm-up's events did not all arrive: ${receiver.distinct(DOMAIN('warm-up-2'))} of 250`,
    );
  const warmUpDeliveredSeconds = (Date.now() - warmUpStart) / 1000;
  log(`the job queue delivers: the warm-up's 250 events arrived in ${warmUpDeliveredSeconds} s`);

  /**
   * 3: an import with both subscriptions on, its events at the live endpoint, and the dead
   * endpoint's deliveries when the live one is done and DEAD_WINDOW_MS after the import's end.
   * @param {string} tag
   */
  const subscribedImport = async (tag) => {
    const domain = DOMAIN(tag);
    /**
     * The live endpoint's count every 2 s, and once the import is over the dead endpoint's
     * tried deliveries (read from the database, so not while the import is measured).
     * @type {{ atSeconds: number, live: number, deadTried?: number }[]}
     */
    const timeline = [];
    let startedAt = Date.now();
    let imported = false;
    const sampler = setInterval(() => {
      const atSeconds = round((Date.now() - startedAt) / 1000, 1);
      const liveCount = receiver.distinct(domain);
      if (!imported) timeline.push({ atSeconds, live: liveCount });
      else
        void deadTried(db, dead.id).then((tried) =>
          timeline.push({ atSeconds, live: liveCount, deadTried: tried }),
        );
    }, 2000);
    const meter = await server.cpu.start();
    startedAt = Date.now();
    const done = await importOf(tag, people);
    imported = true;
    const atImportEnd = receiver.distinct(domain);
    const allArrived = await receiver.until(domain, people, DELIVERY_LIMIT_MS);
    const cpu = meter();
    const arrivals = receiver.arrivals(domain);
    const lastArrival = allArrived ? (arrivals.at(-1) ?? done.endedAt) : null;
    const deadWhenLiveDone = await deliveriesOf(db, dead.id);
    const jobsWhenLiveDone = await deliveryJobs(db);
    log(`live endpoint: ${arrivals.length} of ${people} events${allArrived ? '' : ' (gave up waiting)'}`);
    const untilWindow = done.endedAt + DEAD_WINDOW_MS - Date.now();
    if (untilWindow > 0) await new Promise((resolve) => setTimeout(resolve, untilWindow));
    const deadAfterWindow = await deliveriesOf(db, dead.id);
    const jobsAfterWindow = await deliveryJobs(db);
    clearInterval(sampler);
    const window = `${DEAD_WINDOW_MS / 1000}sAfterImportEnd`;
    return {
      import: done,
      delivery: {
        events: people,
        arrivedAtLiveEndpoint: arrivals.length,
        arrivedWhileImporting: atImportEnd,
        secondsFromImportEnd: lastArrival === null ? null : round((lastArrival - done.endedAt) / 1000, 1),
        secondsFromImportStart: lastArrival === null ? null : round((lastArrival - done.startedAt) / 1000, 1),
        firstArrivalSecondsFromImportStart:
          arrivals[0] === undefined ? null : round((arrivals[0] - done.startedAt) / 1000, 1),
        perSecondOnceStarted:
          lastArrival === null || arrivals[0] === undefined || lastArrival <= arrivals[0]
            ? null
            : Math.round(people / ((lastArrival - arrivals[0]) / 1000)),
        cpuSecondsImportAndDelivery: { server: round(cpu.server, 2), postgres: round(cpu.postgres, 2) },
        liveDeliveryRows: (await deliveriesOf(db, live.id)).filter((row) => row.import === tag),
        meetsTarget:
          lastArrival !== null && (lastArrival - done.endedAt) / 1000 <= TARGETS.deliveredWithinSeconds,
      },
      deadEndpoint: {
        whenLiveDone: deadWhenLiveDone,
        [window]: deadAfterWindow,
        deliveryJobs: { whenLiveDone: jobsWhenLiveDone, [window]: jobsAfterWindow },
      },
      timeline,
    };
  };

  // 3, 4: with the subscriptions, then without (switched off: no delivery is queued or sent), twice
  /** @type {Awaited<ReturnType<typeof subscribedImport>>[]} */
  const subscribed = [];
  for (let turn = 1; turn <= ROUNDS; turn += 1) {
    if (turn > 1)
      for (const subscription of [live, dead])
        await switchSubscription(server.origin, admin, subscription, true);
    subscribed.push(await subscribedImport(`import-b${turn}`));
    for (const subscription of [live, dead])
      await switchSubscription(server.origin, admin, subscription, false);
    without.push(await importOf(`import-a${turn + 1}`, people));
  }

  const mean = (/** @type {number[]} */ values) =>
    values.reduce((sum, value) => sum + value, 0) / values.length;
  const baselineMs = mean(without.map((figures) => figures.ms));
  const withMs = mean(subscribed.map((turn) => turn.import.ms));
  const growth = withMs / baselineMs - 1;
  const importFigures = {
    note: 'A1, B1, A2, B2, A3, B3, A4: B with both subscriptions on, A with none (before the first B, and with both switched off after); the ratio is the mean of the Bs over the mean of the As, and by round each B over the mean of the two As around it',
    baselineMs: Math.round(baselineMs),
    withSubscriptionsMs: Math.round(withMs),
    ratio: round(withMs / baselineMs, 3),
    growthPercent: round(growth * 100, 1),
    meetsTarget: growth < TARGETS.importGrowthBelow,
    byRound: subscribed.map((turn, index) => {
      const around = mean([without[index]?.ms ?? 0, without[index + 1]?.ms ?? 0]);
      return {
        withSubscriptionsMs: turn.import.ms,
        meanOfTheAsAroundMs: Math.round(around),
        ratio: round3(turn.import.ms / around),
      };
    }),
    withoutSubscriptions: without,
    withSubscriptions: subscribed.map((turn) => turn.import),
  };
  const deliveryFigures = {
    meetsTarget: subscribed.every((turn) => turn.delivery.meetsTarget),
    receiver: receiver.totals(),
    byRound: subscribed.map((turn) => turn.delivery),
  };

  const date = new Date().toISOString();
  const trial = people !== IMPORT_MAX_ROWS;
  await writeReport(
    run,
    'webhooks',
    date,
    {
      scenario: 'webhooks',
      date,
      command: `npm run bench:webhooks${trial ? ` -- --people ${people}` : ''}`,
      machine: await machine(database),
      server:
        'node apps/api/dist/server.js (NODE_ENV=production, WEBHOOK_ALLOW_PRIVATE_ADDRESSES=true, no Redis, no SMTP, LOG_LEVEL=warn), its job queue started 10 s after it listens',
      targets: TARGETS,
      data: { people: SCALE.learners + 301, seedSeconds, importedPerFile: people, batchesOf: 250 },
      queue: { listeningSecondsAfterItsStartWasDue: listeningAfter, warmUpDeliveredSeconds },
      import: importFigures,
      delivery: deliveryFigures,
      deadEndpoint: {
        url: deadUrl,
        note: "the dead subscription's deliveries by import (the domain of the person's email) and status: tried (at least once), tries in all, the latest error and when the tried ones fall due again",
        byRound: subscribed.map((turn) => turn.deadEndpoint),
      },
      timelines: subscribed.map((turn) => turn.timeline),
      serverLog: server.log(),
      totalSeconds: run.totalSeconds(),
    },
    { trial },
  );

  console.log(
    `\n| import of ${people} people | ms | batch p50 ms | batch max ms | CPU s server + postgres |`,
  );
  console.log('|---|---:|---:|---:|---:|');
  const rows = without.flatMap((figures, index) => [
    { name: `A${index + 1}, ${index === 0 ? 'no subscription' : 'switched off'}`, figures },
    ...(subscribed[index]
      ? [{ name: `B${index + 1}, two subscriptions`, figures: subscribed[index].import }]
      : []),
  ]);
  for (const { name, figures } of rows)
    console.log(
      `| ${name} | ${figures.ms} | ${figures.batchMs.p50} | ${figures.batchMs.max} | ${figures.cpuSeconds.server} + ${figures.cpuSeconds.postgres} |`,
    );
  console.log(
    `\nmean of the Bs / mean of the As: ${importFigures.ratio} (${importFigures.growthPercent} %; under +10 %: ${importFigures.meetsTarget ? 'yes' : 'no'}); by round ${JSON.stringify(importFigures.byRound)}`,
  );
  for (const [index, turn] of subscribed.entries()) {
    const d = turn.delivery;
    console.log(
      `B${index + 1}: live endpoint ${d.arrivedAtLiveEndpoint} of ${people} (${d.arrivedWhileImporting} while importing), the first ${d.firstArrivalSecondsFromImportStart} s and the last ${d.secondsFromImportStart} s after the import's start, ${d.secondsFromImportEnd} s after its end (within ${TARGETS.deliveredWithinSeconds} s: ${d.meetsTarget ? 'yes' : 'no'})`,
    );
    console.log(
      `  dead endpoint when the live one was done: ${JSON.stringify(turn.deadEndpoint.whenLiveDone)}`,
    );
    console.log(
      `  dead endpoint ${DEAD_WINDOW_MS / 1000} s after the import: ${JSON.stringify(turn.deadEndpoint[`${DEAD_WINDOW_MS / 1000}sAfterImportEnd`])}`,
    );
  }
  console.log(
    `receiver: ${JSON.stringify(deliveryFigures.receiver)}; server log: ${JSON.stringify(server.log().counts)}`,
  );
}

/**
 * @param {string} origin
 * @param {Record<string, string>} admin
 * @param {string} name
 * @param {string} url
 * @returns {Promise<{ id: string, name: string, url: string, secret: string }>}
 */
async function createSubscription(origin, admin, name, url) {
  const response = await fetch(`${origin}/api/webhook/create`, {
    method: 'POST',
    headers: { ...admin, 'content-type': 'application/json' },
    body: JSON.stringify({ name, url, events: ['person.created'] }),
  });
  const body = await response.json();
  if (response.status !== 200)
    throw new Error(`the subscription was refused: ${response.status} ${JSON.stringify(body)}`);
  return { id: body.data.item._id, name, url, secret: body.data.secret };
}

/**
 * Switches a subscription on or off: off, no delivery is queued for it nor sent.
 * @param {string} origin
 * @param {Record<string, string>} admin
 * @param {{ id: string, name: string, url: string }} subscription
 * @param {boolean} enabled
 */
async function switchSubscription(origin, admin, subscription, enabled) {
  const response = await fetch(`${origin}/api/webhook/update/${subscription.id}`, {
    method: 'PUT',
    headers: { ...admin, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: subscription.name,
      url: subscription.url,
      events: ['person.created'],
      enabled,
    }),
  });
  if (response.status !== 200)
    throw new Error(`switching ${subscription.name} answered ${response.status}: ${await response.text()}`);
}

/**
 * A subscription's deliveries by import (the domain of the person's email) and status: how many,
 * how many were tried and how often, the latest error and when the tried ones fall due again.
 * @param {import('../apps/api/dist/db/client.js').Db} db
 * @param {string} subscriptionId
 */
async function deliveriesOf(db, subscriptionId) {
  const rows = await rowsOf(
    db,
    sql`select split_part(payload ->> 'email', '@', 2) as import, status, count(*)::int as deliveries,
          count(*) filter (where attempts > 0)::int as tried,
          coalesce(sum(attempts), 0)::int as tries,
          coalesce(max(attempts), 0)::int as "mostTries",
          max(last_error) as "lastError",
          min(next_attempt_at) filter (where attempts > 0) as "nextTryFrom",
          max(next_attempt_at) filter (where attempts > 0) as "nextTryTo"
        from webhook_deliveries where subscription_id = ${subscriptionId}
        group by 1, 2 order by 1, 2`,
  );
  return rows.map((row) => ({ ...row, import: String(row.import).split('.')[0] }));
}

/**
 * How many of a subscription's deliveries have been tried at least once.
 * @param {import('../apps/api/dist/db/client.js').Db} db
 * @param {string} subscriptionId
 */
async function deadTried(db, subscriptionId) {
  const [row] = await rowsOf(
    db,
    sql`select count(*)::int as n from webhook_deliveries where subscription_id = ${subscriptionId} and attempts > 0`,
  );
  return Number(row?.n ?? 0);
}

/**
 * The webhook jobs in pg-boss's table by state: how the queue stood.
 * @param {import('../apps/api/dist/db/client.js').Db} db
 */
async function deliveryJobs(db) {
  const rows = await rowsOf(
    db,
    sql`select name, state, count(*)::int as jobs from pgboss.job where name like 'webhook-%' group by 1, 2 order by 1, 2`,
  ).catch((error) => [{ error: String(error) }]);
  return rows;
}

/**
 * Waits until the server's job queue listens on the outbox's channel (its `listen` is the last
 * statement of its own connection), so that the next commit wakes the dispatch at once; answers
 * the seconds waited.
 * @param {import('../apps/api/dist/db/client.js').Db} db
 * @param {string} databaseName
 */
async function untilQueueListens(db, databaseName) {
  const started = Date.now();
  while (Date.now() - started < 90_000) {
    const [row] = await rowsOf(
      db,
      sql`select count(*)::int as n from pg_stat_activity
          where datname = ${databaseName} and application_name = 'academy-jobs' and query ilike 'listen %'`,
    );
    if (Number(row?.n) > 0) return (Date.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the job queue did not listen within 90 s');
}

/** @param {number} value */
function round3(value) {
  return round(value, 3);
}

/** @param {number} value @param {number} places */
function round(value, places) {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
}
