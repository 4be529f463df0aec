import type { TsmView } from '@academy/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, countries, tsmCountries, tsmDistributors } from '../../db/schema/index.js';
import { bearer, login, makeCountry, makeDistributor, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { makeTeamWorld, TEAM_ROLES, type TeamRole, type TeamWorld } from '../../test/team-world.js';

let t: TestApp;
let world: TeamWorld;
/** the ids of the world's signed-in users, by role */
const ids = {} as Record<TeamRole, string>;
let brazil: string;
let chile: string;
/** TSMs no one has assigned yet, with their tokens */
const fresh: { id: string; token: string }[] = [];

type Method = 'GET' | 'PUT';
const ask = (token: string | undefined, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: token ? bearer(token) : {}, payload });
const asAdmin = (method: Method, url: string, payload?: object) =>
  ask(world.tokens.admin, method, url, payload);
const save = (userId: string, payload: object) => asAdmin('PUT', `tsm/update/${userId}`, payload);
const viewOf = async (userId: string) => (await asAdmin('GET', `user/tsm/${userId}`)).json().data as TsmView;
/** The names of the teams a token's user sees through team/list. */
const teamsSeenBy = async (token: string) =>
  (await ask(token, 'GET', 'team/list?limit=50'))
    .json()
    .data.items.map((team: { name: string }) => team.name);

beforeAll(async () => {
  t = await createTestApp();
  world = await makeTeamWorld(t);
  for (const role of TEAM_ROLES)
    ids[role] = (await ask(world.tokens[role], 'GET', 'auth/me')).json().data._id;
  const db = t.deps.db;
  const [brazilRow] = await db
    .select({ id: countries.id })
    .from(countries)
    .innerJoin(tsmDistributors, eq(tsmDistributors.tsmId, ids.tsmBR))
    .where(eq(countries.region, 'BR'));
  brazil = brazilRow?.id ?? '';
  chile = (await makeCountry(db, { region: 'LAAM', name: 'Chile' })).id;
  await makeDistributor(db, chile, { name: 'Chile Dist' });
  for (let n = 0; n < 4; n++) {
    const tsm = await makeUser(db, { type: 'tsm', name: `Fresh TSM ${n}` });
    fresh.push({ id: tsm.id, token: await login(t.app, tsm.email, tsm.password) });
  }
});
afterAll(() => t.close());

describe('who may manage TSMs', () => {
  const nonAdmins = TEAM_ROLES.filter((role) => role !== 'admin');

  it('tsm/list and tsm/update answer an admin only: 403 for every other role, 401 signed out', async () => {
    expect((await asAdmin('GET', 'tsm/list')).statusCode).toBe(200);
    for (const role of nonAdmins) {
      expect((await ask(world.tokens[role], 'GET', 'tsm/list')).statusCode, role).toBe(403);
      const own = await ask(world.tokens[role], 'PUT', `tsm/update/${ids[role]}`, {
        regionType: 'LAAM',
        countries: [chile],
      });
      expect(own.statusCode, role).toBe(403);
    }
    expect((await ask(undefined, 'GET', 'tsm/list')).statusCode).toBe(401);
    expect((await ask(undefined, 'GET', `user/tsm/${ids.tsmBR}`)).statusCode).toBe(401);
  });

  it('user/tsm/{id} answers an admin, and a tsm for his own view only', async () => {
    expect((await asAdmin('GET', `user/tsm/${ids.tsmBR}`)).statusCode).toBe(200);
    expect((await ask(world.tokens.tsmBR, 'GET', `user/tsm/${ids.tsmBR}`)).statusCode).toBe(200);
    expect((await ask(world.tokens.tsmBR, 'GET', `user/tsm/${ids.tsmLAAM}`)).statusCode).toBe(403);
    for (const role of ['master', 'student', 'fact'] as const)
      expect((await ask(world.tokens[role], 'GET', `user/tsm/${ids.tsmBR}`)).statusCode, role).toBe(403);
  });

  it('user/tsm/{id} of someone who is not a TSM is user-not-found', async () => {
    const res = await asAdmin('GET', `user/tsm/${ids.student}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('user-not-found');
  });
});

describe('the TSM views', () => {
  it('show what each TSM follows: a BR tsm his distributors, a LAAM tsm his countries', async () => {
    const br = await viewOf(ids.tsmBR);
    expect(br).toMatchObject({ userId: ids.tsmBR, regionType: 'BR', regions: [], countries: [] });
    expect(br.masters).toEqual([{ _id: world.distributors.A, name: 'Alpha Dist' }]);
    const laam = await viewOf(ids.tsmLAAM);
    expect(laam).toMatchObject({ regionType: 'LAAM', masters: [] });
    expect(laam.countries.map((country) => country._id)).toHaveLength(1);
  });

  it('tsm/list pages the TSMs with their views in as many statements however many there are', async () => {
    const { result, queries } = await t.queries.measure(() => asAdmin('GET', 'tsm/list?limit=2'));
    const page = result.json().data as { items: TsmView[]; total: number };
    expect(page.total).toBe(2 + fresh.length);
    expect(page.items).toHaveLength(2);
    // the session's look-up, the count and the page
    expect(queries).toBe(3);

    for (let n = 0; n < 5; n++) await makeUser(t.deps.db, { type: 'tsm', name: `Extra TSM ${n}` });
    const more = await t.queries.measure(() => asAdmin('GET', 'tsm/list?limit=20&page=1'));
    expect(more.result.json().data.total).toBe(7 + fresh.length);
    expect(more.queries).toBe(queries);
  });

  it('tsm/list finds a TSM by part of his name or email', async () => {
    const page = (await asAdmin('GET', 'tsm/list?search=fresh%20tsm%202')).json().data;
    expect(page.items.map((item: TsmView) => item.userId)).toEqual([fresh[2]?.id]);
  });
});

describe('saving an assignment', () => {
  it('gives a BR tsm distributors of Brazil and regions, audited, and his scope follows at once', async () => {
    const tsm = fresh[0] as { id: string; token: string };
    expect(await teamsSeenBy(tsm.token)).toEqual([]);

    // the world's BR tsm covers all of Brazil: told apart by region first
    expect(
      (await save(ids.tsmBR, { regionType: 'BR', masters: [world.distributors.A], regions: ['Sudeste'] }))
        .statusCode,
    ).toBe(200);
    const res = await save(tsm.id, {
      regionType: 'BR',
      masters: [world.distributors.B],
      regions: [' Sul ', 'sul', ''],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      userId: tsm.id,
      regionType: 'BR',
      masters: [{ _id: world.distributors.B, name: 'Bravo Dist' }],
      regions: ['Sul'],
      countries: [],
    });

    // same token, no new sign-in: the scope is read on every request
    expect(await teamsSeenBy(tsm.token)).toEqual(['Team AB', 'Team B']);
    expect((await ask(tsm.token, 'GET', 'auth/me')).json().data.TSM).toEqual({
      regionType: 'BR',
      masters: [world.distributors.B],
      regions: ['Sul'],
      countries: [],
    });
    const [audit] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'tsm.assign'), eq(auditLog.entityId, tsm.id)));
    expect(audit).toMatchObject({ actorId: ids.admin, entity: 'user' });
    expect(audit?.details).toMatchObject({
      regionType: 'BR',
      masters: [world.distributors.B],
      regions: ['Sul'],
    });
  });

  it('gives a LAAM tsm countries, and switching type drops what the other type followed', async () => {
    const tsm = fresh[1] as { id: string; token: string };
    await save(tsm.id, { regionType: 'BR', masters: [world.distributors.A], regions: ['Norte'] });
    const res = await save(tsm.id, { regionType: 'LAAM', countries: [chile] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ regionType: 'LAAM', masters: [], regions: [] });
    expect(res.json().data.countries).toEqual([
      { _id: chile, name: { en: 'Chile', pt: 'Chile (pt)', es: 'Chile (es)' } },
    ]);
    expect(await t.deps.db.select().from(tsmDistributors).where(eq(tsmDistributors.tsmId, tsm.id))).toEqual(
      [],
    );
  });

  it("a LAAM tsm moved to another country leaves the old one's teams at once", async () => {
    expect(await teamsSeenBy(world.tokens.tsmLAAM)).toEqual(['Team P']);
    const uruguay = (await makeCountry(t.deps.db, { region: 'LAAM', name: 'Uruguay' })).id;
    const res = await save(ids.tsmLAAM, { regionType: 'LAAM', countries: [uruguay], regions: ['Sur'] });
    expect(res.statusCode).toBe(200);
    expect(await teamsSeenBy(world.tokens.tsmLAAM)).toEqual([]);
    expect((await ask(world.tokens.tsmLAAM, 'GET', `user/tsm/${ids.tsmLAAM}`)).json().data.regions).toEqual([
      'Sur',
    ]);
  });
});

describe('refused assignments change nothing', () => {
  /** Saves and expects a refusal; the TSM's view is the same afterwards. */
  async function refused(userId: string, payload: object, status: number, error: string, fields?: object) {
    const before = await viewOf(userId);
    const res = await save(userId, payload);
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toBe(error);
    if (fields) expect(res.json().fields).toEqual(fields);
    expect(await viewOf(userId)).toEqual(before);
  }
  const spare = () => (fresh[3] as { id: string }).id;

  it('another TSM of the same country and no region given is a duplicate, with its key', async () => {
    // Chile is followed by fresh[1], with no region
    await refused(spare(), { regionType: 'LAAM', countries: [chile] }, 409, 'tsm-duplicate');
  });

  it('another TSM of the same country and the same region is a duplicate', async () => {
    await refused(
      spare(),
      { regionType: 'BR', masters: [world.distributors.A], regions: ['SUL'] },
      409,
      'tsm-duplicate',
    );
  });

  it('a region of a country another TSM covers whole is a duplicate', async () => {
    await refused(
      spare(),
      { regionType: 'LAAM', countries: [chile], regions: ['Norte'] },
      409,
      'tsm-duplicate',
    );
  });

  it('the same country with another region is not, and the TSM edited does not clash with himself', async () => {
    const res = await save(spare(), {
      regionType: 'BR',
      masters: [world.distributors.A],
      regions: ['Nordeste'],
    });
    expect(res.statusCode).toBe(200);
    const again = await save(spare(), {
      regionType: 'BR',
      masters: [world.distributors.B],
      regions: ['Nordeste'],
    });
    expect(again.statusCode).toBe(200);
  });

  it('a BR tsm with a distributor outside Brazil, or with countries', async () => {
    await refused(
      ids.tsmBR,
      { regionType: 'BR', masters: [world.distributors.P], regions: ['Centro'] },
      400,
      'validation-failed',
      { masters: 'validation.tsmMasters' },
    );
    await refused(
      ids.tsmBR,
      { regionType: 'BR', masters: [world.distributors.A], countries: [chile] },
      400,
      'validation-failed',
      { countries: 'validation.tsmBrNoCountries' },
    );
  });

  it('a LAAM tsm with masters, with Brazil, or with no country', async () => {
    const tsm = ids.tsmLAAM;
    await refused(
      tsm,
      { regionType: 'LAAM', countries: [chile], masters: [world.distributors.P] },
      400,
      'validation-failed',
      {
        masters: 'validation.tsmLaamNoMasters',
      },
    );
    await refused(
      tsm,
      { regionType: 'LAAM', countries: [brazil], regions: ['X'] },
      400,
      'validation-failed',
      {
        countries: 'validation.tsmCountries',
      },
    );
    await refused(tsm, { regionType: 'LAAM', countries: [] }, 400, 'validation-failed', {
      countries: 'validation.tsmCountries',
    });
  });

  it('someone who is not a TSM is user-not-found', async () => {
    const res = await save(ids.master, { regionType: 'LAAM', countries: [chile], regions: ['Oeste'] });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('user-not-found');
    expect(await t.deps.db.select().from(tsmCountries).where(eq(tsmCountries.tsmId, ids.master))).toEqual([]);
  });

  it('two saves at once of the same country and region: one wins, the other is a duplicate', async () => {
    const bolivia = (await makeCountry(t.deps.db, { region: 'LAAM', name: 'Bolivia' })).id;
    const [a, b] = await Promise.all(
      [fresh[2], fresh[0]].map((tsm) => save(tsm?.id ?? '', { regionType: 'LAAM', countries: [bolivia] })),
    );
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([200, 409]);
  });
});
