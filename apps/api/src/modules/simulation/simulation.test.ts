import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions, tsmCountries, tsmDistributors, users } from '../../db/schema/index.js';
import { hashToken } from '../../lib/tokens.js';
import { bearer, login, makeCountry, makeDistributor, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { mailedCode } from '../../test/mailed-code.js';
import { setMaintenance } from '../settings/index.js';

let t: TestApp;
const places = { brazil: '', peru: '', brA: '', pe: '' };
/** Brazil with two distributors, Peru with one; a learner and a master of each distributor. */
const world = {
  admin: { id: '', token: '' },
  tsmBR: { id: '', token: '' },
  tsmLAAM: { id: '', token: '' },
  master: { id: '', token: '' },
  /** learners: of the BR tsm's distributor, of another Brazilian one, of Peru (the master's) */
  brStudent: '',
  otherBrStudent: '',
  peruStudent: '',
  peruMaster2: '',
  otherAdmin: '',
};

async function signedIn(options: Parameters<typeof makeUser>[1]) {
  const user = await makeUser(t.deps.db, options);
  return { id: user.id, token: await login(t.app, user.email, user.password) };
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  const brazil = (await makeCountry(db, { region: 'BR' })).id;
  const peru = (await makeCountry(db, { region: 'LAAM' })).id;
  const brA = await makeDistributor(db, brazil);
  const brB = await makeDistributor(db, brazil);
  const pe = await makeDistributor(db, peru);
  Object.assign(places, { brazil, peru, brA, pe });
  world.brStudent = (await makeUser(db, { name: 'Bia Learner', countryId: brazil, distributorId: brA })).id;
  world.otherBrStudent = (await makeUser(db, { countryId: brazil, distributorId: brB })).id;
  world.peruStudent = (await makeUser(db, { countryId: peru, distributorId: pe })).id;
  world.peruMaster2 = (await makeUser(db, { type: 'master', countryId: peru, distributorId: pe })).id;
  world.otherAdmin = (await makeUser(db, { type: 'admin' })).id;
  world.admin = await signedIn({ type: 'admin', name: 'Ada Admin' });
  world.tsmBR = await signedIn({ type: 'tsm', tsmRegionType: 'BR' });
  await db.insert(tsmDistributors).values({ tsmId: world.tsmBR.id, distributorId: brA });
  world.tsmLAAM = await signedIn({ type: 'tsm', tsmRegionType: 'LAAM' });
  await db.insert(tsmCountries).values({ tsmId: world.tsmLAAM.id, countryId: peru });
  world.master = await signedIn({ type: 'master', countryId: peru, distributorId: pe });
});
afterAll(() => t.close());

const simulate = (token: string, userId: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/simulate', headers: bearer(token), payload: { userId } });

/** A simulation's token, started by `token` for `userId`. */
async function simulation(token: string, userId: string) {
  const res = await simulate(token, userId);
  expect(res.statusCode).toBe(200);
  return res.json().data.token as string;
}

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const setMode = (token: string, mode: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/auth/simulation/mode',
    headers: bearer(token),
    payload: { mode },
  });
const rename = (token: string, name: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/save-data', headers: bearer(token), payload: { name } });
const nameOf = async (id: string) =>
  (await t.deps.db.select({ name: users.name }).from(users).where(eq(users.id, id)))[0]?.name;
const auditsOf = (action: string, entityId: string) =>
  t.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));

describe('auth/simulate', () => {
  it('when an admin simulates a learner, answers a new token that shows the learner, with the admin behind', async () => {
    const res = await simulate(world.admin.token, world.brStudent);
    expect(res.statusCode).toBe(200);
    const { token, ...user } = res.json().data;
    expect(token).not.toBe(world.admin.token);
    expect(user).toMatchObject({
      _id: world.brStudent,
      name: 'Bia Learner',
      simulatedBy: { _id: world.admin.id },
    });
    expect((await me(token)).json().data).toMatchObject({
      _id: world.brStudent,
      simulatedBy: { _id: world.admin.id },
    });
    // the asker's own session is untouched
    expect((await me(world.admin.token)).json().data).toMatchObject({
      _id: world.admin.id,
      simulatedBy: null,
    });
  });

  it('when it starts, records it with the asker as actor and the simulated user as acting-as', async () => {
    await simulation(world.admin.token, world.peruStudent);
    const [entry] = await auditsOf('simulation.start', world.peruStudent);
    expect(entry).toMatchObject({ actorId: world.admin.id, actingAsId: world.peruStudent, entity: 'user' });
  });

  it('when a tsm or a master simulates someone in his scope, answers 200', async () => {
    expect((await simulate(world.tsmBR.token, world.brStudent)).statusCode).toBe(200);
    expect((await simulate(world.tsmLAAM.token, world.peruStudent)).statusCode).toBe(200);
    expect((await simulate(world.tsmLAAM.token, world.peruMaster2)).statusCode).toBe(200);
    expect((await simulate(world.master.token, world.peruStudent)).statusCode).toBe(200);
  });

  it('when a tsm or a master asks for someone outside his scope, answers 404 as if there were no one', async () => {
    for (const [token, target] of [
      [world.tsmBR.token, world.otherBrStudent],
      [world.tsmBR.token, world.peruStudent],
      [world.tsmLAAM.token, world.brStudent],
      [world.master.token, world.brStudent],
      [world.master.token, world.tsmLAAM.id],
      [world.tsmBR.token, world.otherAdmin],
    ] as const) {
      const res = await simulate(token, target);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('user-not-found');
    }
  });

  it('when an admin asks for an admin, himself or a disabled user, answers 403 simulation-not-allowed', async () => {
    const disabled = await makeUser(t.deps.db, { status: 'disabled' });
    for (const target of [world.otherAdmin, world.admin.id, disabled.id]) {
      const res = await simulate(world.admin.token, target);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('simulation-not-allowed');
    }
  });

  it('when a learner asks, answers 403', async () => {
    const student = await signedIn({});
    expect((await simulate(student.token, world.brStudent)).statusCode).toBe(403);
  });

  it('when a simulation session asks to start another, answers 403 simulation-nested, even in act mode', async () => {
    const token = await simulation(world.admin.token, world.peruMaster2);
    for (const mode of ['view', 'act']) {
      await setMode(token, mode);
      const res = await simulate(token, world.peruStudent);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('simulation-nested');
    }
  });
});

describe('a simulation session', () => {
  it('is read-only until switched: a change answers 403 simulation-read-only and changes nothing', async () => {
    const learner = await makeUser(t.deps.db, { name: 'Before Name' });
    const token = await simulation(world.admin.token, learner.id);
    const res = await rename(token, 'After Name');
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('simulation-read-only');
    expect(await nameOf(learner.id)).toBe('Before Name');
    // refused before validation: bad input gets the same answer
    expect((await rename(token, '')).json().error).toBe('simulation-read-only');
    // reading goes on
    expect((await me(token)).statusCode).toBe(200);
  });

  it('once switched to act, changes as the user, audited with the asker as actor and the user as acting-as', async () => {
    const learner = await makeUser(t.deps.db, { name: 'Before Name' });
    const token = await simulation(world.admin.token, learner.id);
    const switched = await setMode(token, 'act');
    expect(switched.json().data).toMatchObject({
      mode: 'act',
      user: { _id: learner.id },
      asker: { _id: world.admin.id },
    });
    const res = await rename(token, 'After Name');
    expect(res.statusCode).toBe(200);
    expect(await nameOf(learner.id)).toBe('After Name');

    const changes = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'simulation.change'), eq(auditLog.actingAsId, learner.id)));
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      actorId: world.admin.id,
      actingAsId: learner.id,
      entity: '/api/user/save-data',
      details: { method: 'POST', route: '/api/user/save-data' },
    });
    const [modeEntry] = await auditsOf('simulation.mode', learner.id);
    expect(modeEntry).toMatchObject({
      actorId: world.admin.id,
      actingAsId: learner.id,
      details: { from: 'view', to: 'act' },
    });
  });

  it('when back in view mode, refuses changes again; a refused change is not audited, a self-audited one once', async () => {
    const learner = await makeUser(t.deps.db, { name: 'Kept Name' });
    const token = await simulation(world.admin.token, learner.id);
    await setMode(token, 'act');
    await setMode(token, 'view');
    expect((await rename(token, 'Other Name')).json().error).toBe('simulation-read-only');
    expect(await nameOf(learner.id)).toBe('Kept Name');
    // the switch back was made in act mode: its handler's entry is the only one, no generic twin
    const changes = await t.deps.db.select().from(auditLog).where(eq(auditLog.actingAsId, learner.id));
    expect(changes.map((entry) => entry.action).sort()).toEqual([
      'simulation.mode',
      'simulation.mode',
      'simulation.start',
    ]);
  });

  it("never grants the asker's rights: an admin-only route answers 403 inside an admin's simulation of a learner", async () => {
    const learner = await makeUser(t.deps.db);
    const token = await simulation(world.admin.token, learner.id);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/audit/list', headers: bearer(token) })).statusCode,
    ).toBe(403);
    await setMode(token, 'act');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/setting/create-or-update',
      headers: bearer(token),
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('forbidden');
  });

  it('auth/simulation says what it is; an ordinary session answers 403 not-simulating to the simulation calls', async () => {
    const token = await simulation(world.admin.token, world.brStudent);
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/simulation', headers: bearer(token) });
    expect(res.json().data).toEqual({
      mode: 'view',
      user: { _id: world.brStudent, name: 'Bia Learner', email: expect.any(String) },
      asker: { _id: world.admin.id, name: 'Ada Admin', email: expect.any(String) },
    });
    for (const [method, url] of [
      ['GET', '/api/auth/simulation'],
      ['POST', '/api/auth/simulation/end'],
    ] as const) {
      const refused = await t.app.inject({ method, url, headers: bearer(world.admin.token) });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('not-simulating');
    }
    expect((await setMode(world.admin.token, 'act')).json().error).toBe('not-simulating');
  });

  it("ends: its token stops working, the asker's goes on, and the end is audited", async () => {
    const learner = await makeUser(t.deps.db);
    const token = await simulation(world.admin.token, learner.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/simulation/end',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    const after = await me(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().error).toBe('expired-token');
    expect((await me(world.admin.token)).json().data).toMatchObject({
      _id: world.admin.id,
      simulatedBy: null,
    });
    const [entry] = await auditsOf('simulation.end', learner.id);
    expect(entry).toMatchObject({ actorId: world.admin.id, actingAsId: learner.id });
  });

  it('stops working when the simulated user is disabled', async () => {
    const learner = await makeUser(t.deps.db);
    const token = await simulation(world.admin.token, learner.id);
    await t.deps.db.update(users).set({ status: 'disabled' }).where(eq(users.id, learner.id));
    expect((await me(token)).statusCode).toBe(401);
  });

  it("passes maintenance mode when an admin simulates (he checks the learners' view before reopening), not when a tsm does", async () => {
    const byAdmin = await simulation(world.admin.token, world.brStudent);
    const byTsm = await simulation(world.tsmBR.token, world.brStudent);
    await setMaintenance(t.deps.db, true);
    try {
      const readName = (token: string) =>
        t.app.inject({ method: 'GET', url: '/api/auth/get_data?fields=name', headers: bearer(token) });
      expect((await readName(byAdmin)).statusCode).toBe(200);
      const refused = await readName(byTsm);
      expect(refused.statusCode).toBe(503);
      // the bar can still close it
      const end = await t.app.inject({
        method: 'POST',
        url: '/api/auth/simulation/end',
        headers: bearer(byTsm),
      });
      expect(end.statusCode).toBe(200);
    } finally {
      await setMaintenance(t.deps.db, false);
    }
  });
});

/** The session row of a token. */
const sessionOf = async (token: string) =>
  (
    await t.deps.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)))
  )[0];

/** Answers 401 expired-token: the simulation is over. */
async function expectEnded(token: string) {
  const res = await me(token);
  expect({ status: res.statusCode, error: res.json().error }).toEqual({
    status: 401,
    error: 'expired-token',
  });
}

describe('a simulation ends with its asker', () => {
  it("when the asker signs out, the simulation's token answers 401", async () => {
    const admin = await signedIn({ type: 'admin' });
    const token = await simulation(admin.token, world.brStudent);
    expect((await me(token)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(admin.token) });
    expect(out.statusCode).toBe(200);
    await expectEnded(token);
  });

  it("when the asker's session expires, the simulation is refused, although its own limit is later", async () => {
    const admin = await signedIn({ type: 'admin' });
    const token = await simulation(admin.token, world.brStudent);
    const asker = await sessionOf(admin.token);
    await t.deps.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, asker?.id ?? ''));
    expect((await sessionOf(token))?.expiresAt.getTime()).toBeGreaterThan(Date.now());
    await expectEnded(token);
  });

  it("when the asker's session idles out, the simulation is refused; one in use keeps it alive", async () => {
    const admin = await signedIn({ type: 'admin' });
    const token = await simulation(admin.token, world.brStudent);
    const asker = await sessionOf(admin.token);
    const setLastSeen = (id: string, at: Date) =>
      t.deps.db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
    // used two minutes after the last touch: both sessions are seen now
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    await setLastSeen(asker?.id ?? '', twoMinutesAgo);
    await setLastSeen((await sessionOf(token))?.id ?? '', twoMinutesAgo);
    expect((await me(token)).statusCode).toBe(200);
    expect((await sessionOf(admin.token))?.lastSeenAt.getTime()).toBeGreaterThan(twoMinutesAgo.getTime());
    // the asker's session left idle past the limit ends the simulation with it
    await setLastSeen(asker?.id ?? '', new Date(Date.now() - t.deps.config.sessionIdleMs - 60_000));
    await expectEnded(token);
  });

  it("when the asker's password is reset, the simulation is refused", async () => {
    const admin = await signedIn({ type: 'admin' });
    const [{ email } = { email: '' }] = await t.deps.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, admin.id));
    const token = await simulation(admin.token, world.brStudent);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/user/generate_reset_token',
      payload: { email },
    });
    expect(asked.statusCode).toBe(200);
    const code = await mailedCode(t.deps, email);
    const verified = await t.app.inject({
      method: 'GET',
      url: '/api/user/verify_code',
      query: { email, code },
    });
    const { resetToken } = verified.json().data;
    const password = 'A new password 42!';
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/user/change_password',
      payload: { resetToken, password, confirmation: password },
    });
    expect(changed.statusCode).toBe(200);
    await expectEnded(token);
  });
});

describe("a simulation whose user leaves the asker's scope", () => {
  /** Starts a simulation in `mode`, checks it works, changes the scope, and checks the next request is refused. */
  async function refusedAfter(
    askerToken: string,
    userId: string,
    mode: 'view' | 'act',
    leave: () => Promise<unknown>,
  ) {
    const token = await simulation(askerToken, userId);
    if (mode === 'act') expect((await setMode(token, 'act')).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(200);
    const before = await nameOf(userId);
    await leave();
    await expectEnded(token);
    // nor does a change go through in act mode
    expect((await rename(token, 'Renamed After Leaving')).statusCode).toBe(401);
    expect(await nameOf(userId)).toBe(before);
  }

  it.each(['view', 'act'] as const)(
    "is refused when a master's learner moves to another distributor (%s mode)",
    async (mode) => {
      const master = await signedIn({ type: 'master', countryId: places.peru, distributorId: places.pe });
      const learner = await makeUser(t.deps.db, { countryId: places.peru, distributorId: places.pe });
      const elsewhere = await makeDistributor(t.deps.db, places.peru);
      await refusedAfter(master.token, learner.id, mode, () =>
        t.deps.db.update(users).set({ distributorId: elsewhere }).where(eq(users.id, learner.id)),
      );
    },
  );

  it.each(['view', 'act'] as const)(
    "is refused when a LAAM tsm's country is removed (%s mode)",
    async (mode) => {
      const tsm = await signedIn({ type: 'tsm', tsmRegionType: 'LAAM' });
      await t.deps.db.insert(tsmCountries).values({ tsmId: tsm.id, countryId: places.peru });
      const learner = await makeUser(t.deps.db, { countryId: places.peru, distributorId: places.pe });
      await refusedAfter(tsm.token, learner.id, mode, () =>
        t.deps.db.delete(tsmCountries).where(eq(tsmCountries.tsmId, tsm.id)),
      );
    },
  );

  it.each(['view', 'act'] as const)(
    "is refused when a BR tsm's distributor is taken from him (%s mode)",
    async (mode) => {
      const tsm = await signedIn({ type: 'tsm', tsmRegionType: 'BR' });
      await t.deps.db.insert(tsmDistributors).values({ tsmId: tsm.id, distributorId: places.brA });
      const learner = await makeUser(t.deps.db, { countryId: places.brazil, distributorId: places.brA });
      await refusedAfter(tsm.token, learner.id, mode, () =>
        t.deps.db.delete(tsmDistributors).where(eq(tsmDistributors.tsmId, tsm.id)),
      );
    },
  );

  it('is refused when the simulated user becomes someone the asker may not simulate (an admin)', async () => {
    const learner = await makeUser(t.deps.db);
    await refusedAfter(world.admin.token, learner.id, 'act', () =>
      t.deps.db.update(users).set({ type: 'admin' }).where(eq(users.id, learner.id)),
    );
  });

  it("goes on while the user stays in the asker's scope", async () => {
    const tsm = await signedIn({ type: 'tsm', tsmRegionType: 'LAAM' });
    await t.deps.db.insert(tsmCountries).values({ tsmId: tsm.id, countryId: places.peru });
    const learner = await makeUser(t.deps.db, { countryId: places.peru, distributorId: places.pe });
    const token = await simulation(tsm.token, learner.id);
    // another distributor of the same country is still his
    const sameCountry = await makeDistributor(t.deps.db, places.peru);
    await t.deps.db.update(users).set({ distributorId: sameCountry }).where(eq(users.id, learner.id));
    expect((await me(token)).statusCode).toBe(200);
  });
});
