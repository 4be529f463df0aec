import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { distributors, partnerTiers, tierRequirements, trainingTypes } from '../../db/schema/index.js';
import { bearer, makeCountry, makeDistributor } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { NON_ADMIN_TYPES, tokensByRole } from '../../test/role-tokens.js';

let t: TestApp;
let tokens: Awaited<ReturnType<typeof tokensByRole>>;
let countryId: string;
let distributorId: string;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await tokensByRole(t);
  countryId = (await makeCountry(t.deps.db, { region: 'BR' })).id;
  distributorId = await makeDistributor(t.deps.db, countryId, { name: 'Tiered Dist' });
});
afterAll(() => t.close());

beforeEach(async () => {
  const db = t.deps.db;
  await db.update(distributors).set({ tierId: null });
  await db.delete(partnerTiers);
  await db.delete(trainingTypes);
  await db.insert(trainingTypes).values(['Installers', 'Sales'].map((title, id) => ({ id, title })));
});

const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });
const saved = async () => ({
  tiers: await t.deps.db.select().from(partnerTiers).orderBy(asc(partnerTiers.position)),
  requirements: await t.deps.db
    .select()
    .from(tierRequirements)
    .orderBy(asc(tierRequirements.tierId), asc(tierRequirements.trainingTypeId)),
  distributors: await t.deps.db
    .select({ id: distributors.id, tierId: distributors.tierId })
    .from(distributors),
});
const create = async (name: string, requirements: { trainingTypeId: number; people: number }[] = []) => {
  const res = await call(tokens.admin, 'POST', '/partner-tier/save', { name, requirements });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { _id: string; name: string; position: number };
};

describe('partner tiers', () => {
  it('when an admin creates tiers, they come last with their requirements; a save renames and replaces them', async () => {
    const gold = await create('  Gold ', [{ trainingTypeId: 1, people: 2 }]);
    const silver = await create('Silver');
    expect(gold).toEqual({
      _id: gold._id,
      name: 'Gold',
      position: 0,
      distributors: 0,
      requirements: [{ trainingTypeId: 1, title: 'Sales', people: 2 }],
    });
    expect(silver.position).toBe(1);
    const renamed = await call(tokens.admin, 'POST', '/partner-tier/save', {
      _id: gold._id,
      name: 'Platinum',
      requirements: [
        { trainingTypeId: 0, people: 1000 },
        { trainingTypeId: 1, people: 1 },
      ],
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const list = (await call(tokens.admin, 'GET', '/partner-tier/list')).json().data;
    expect(list.map((tier: { name: string }) => tier.name)).toEqual(['Platinum', 'Silver']);
    expect(list[0].requirements).toEqual([
      { trainingTypeId: 0, title: 'Installers', people: 1000 },
      { trainingTypeId: 1, title: 'Sales', people: 1 },
    ]);
    expect((await call(tokens.admin, 'GET', `/partner-tier/get/${silver._id}`)).json().data.name).toBe(
      'Silver',
    );
  });

  it('when an admin moves a tier, it swaps with its neighbour; at an end nothing moves', async () => {
    const gold = await create('Gold');
    const silver = await create('Silver');
    await create('Bronze');
    const moved = await call(tokens.admin, 'POST', '/partner-tier/move', {
      _id: silver._id,
      direction: 'up',
    });
    expect(moved.json().data.map((tier: { name: string }) => tier.name)).toEqual([
      'Silver',
      'Gold',
      'Bronze',
    ]);
    const atTop = await call(tokens.admin, 'POST', '/partner-tier/move', {
      _id: silver._id,
      direction: 'up',
    });
    expect(atTop.json().data.map((tier: { name: string }) => tier.name)).toEqual([
      'Silver',
      'Gold',
      'Bronze',
    ]);
    await call(tokens.admin, 'POST', '/partner-tier/move', { _id: gold._id, direction: 'down' });
    const names = (await saved()).tiers.map((tier) => tier.name);
    expect(names).toEqual(['Silver', 'Bronze', 'Gold']);
  });

  it('when an admin sets a distributor tier, it is kept, and removing the tier leaves the distributor without one', async () => {
    const gold = await create('Gold', [{ trainingTypeId: 0, people: 2 }]);
    const save = (tierId: string | null | undefined) =>
      call(tokens.admin, 'POST', '/country/distributors/save', {
        countryID: countryId,
        distributor: { _id: distributorId, name: 'Tiered Dist', ...(tierId !== undefined && { tierId }) },
      });
    expect((await save(gold._id)).json().data.tierId).toBe(gold._id);
    // left out, the tier is kept
    expect((await save(undefined)).json().data.tierId).toBe(gold._id);
    expect((await call(tokens.admin, 'GET', '/partner-tier/list')).json().data[0].distributors).toBe(1);
    const removed = await call(tokens.admin, 'DELETE', `/partner-tier/${gold._id}`);
    expect(removed.json().data).toEqual({ ok: true, distributors: 1 });
    const after = await saved();
    expect(after.tiers).toEqual([]);
    expect(after.requirements).toEqual([]);
    expect(after.distributors.find((row) => row.id === distributorId)?.tierId).toBeNull();
    // none is allowed
    await save((await create('Silver'))._id);
    expect((await save(null)).json().data.tierId).toBeNull();
  });

  it('when a distributor is given a tier that does not exist, answers 400 with the field and changes nothing', async () => {
    const before = await saved();
    const res = await call(tokens.admin, 'POST', '/country/distributors/save', {
      countryID: countryId,
      distributor: { _id: distributorId, name: 'Renamed', tierId: 'a'.repeat(24) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'distributor.tierId': 'validation.invalid' });
    const bad = await call(tokens.admin, 'POST', '/country/distributors/save', {
      countryID: countryId,
      distributor: { _id: distributorId, name: 'Renamed', tierId: 'gold' },
    });
    expect(bad.statusCode).toBe(400);
    expect(await saved()).toEqual(before);
    const [row] = await t.deps.db.select().from(distributors).where(eq(distributors.id, distributorId));
    expect(row?.name).toBe('Tiered Dist');
  });

  it('when the tier does not exist, get, save, move and remove answer 404 and change nothing', async () => {
    await create('Gold');
    const before = await saved();
    const missing = 'b'.repeat(24);
    expect((await call(tokens.admin, 'GET', `/partner-tier/get/${missing}`)).statusCode).toBe(404);
    const save = { _id: missing, name: 'X', requirements: [{ trainingTypeId: 0, people: 1 }] };
    expect((await call(tokens.admin, 'POST', '/partner-tier/save', save)).statusCode).toBe(404);
    const move = { _id: missing, direction: 'up' };
    expect((await call(tokens.admin, 'POST', '/partner-tier/move', move)).statusCode).toBe(404);
    expect((await call(tokens.admin, 'DELETE', `/partner-tier/${missing}`)).statusCode).toBe(404);
    expect(await saved()).toEqual(before);
  });

  it('when the input is bad, answers 400 with the field and saves nothing', async () => {
    const gold = await create('Gold', [{ trainingTypeId: 0, people: 2 }]);
    const before = await saved();
    const cases: [object, Record<string, string> | undefined][] = [
      [{ name: ' ', requirements: [] }, { name: 'validation.required' }],
      [{ name: 'x'.repeat(121), requirements: [] }, { name: 'validation.tooLong' }],
      [{ name: 'Gold' }, undefined],
      [
        { name: 'G', requirements: [{ trainingTypeId: 0, people: 0 }] },
        { 'requirements.0.people': 'validation.tierPeople' },
      ],
      [
        { name: 'G', requirements: [{ trainingTypeId: 0, people: 1001 }] },
        { 'requirements.0.people': 'validation.tierPeople' },
      ],
      [
        { name: 'G', requirements: [{ trainingTypeId: 0, people: 1.5 }] },
        { 'requirements.0.people': 'validation.tierPeople' },
      ],
      [
        {
          name: 'G',
          requirements: [
            { trainingTypeId: 1, people: 1 },
            { trainingTypeId: 1, people: 2 },
          ],
        },
        { 'requirements.1.trainingTypeId': 'validation.tierDuplicateType' },
      ],
      [
        {
          name: 'G',
          requirements: [
            { trainingTypeId: 0, people: 1 },
            { trainingTypeId: 7, people: 1 },
          ],
        },
        { 'requirements.1.trainingTypeId': 'validation.invalid' },
      ],
      [
        { _id: gold._id, name: 'G', requirements: [{ trainingTypeId: 9, people: 1 }] },
        { 'requirements.0.trainingTypeId': 'validation.invalid' },
      ],
      [{ name: 'G', requirements: [], extra: 1 }, undefined],
      [{ _id: 'nope', name: 'G', requirements: [] }, undefined],
    ];
    for (const [body, fields] of cases) {
      const res = await call(tokens.admin, 'POST', '/partner-tier/save', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (fields) expect(res.json().fields, JSON.stringify(body)).toEqual(fields);
    }
    expect(
      (await call(tokens.admin, 'POST', '/partner-tier/move', { _id: gold._id, direction: 'left' }))
        .statusCode,
    ).toBe(400);
    expect((await call(tokens.admin, 'GET', '/partner-tier/get/abc')).statusCode).toBe(400);
    expect(await saved()).toEqual(before);
  });

  it.each(NON_ADMIN_TYPES)('when a %s calls any of them, answers 403 and changes nothing', async (type) => {
    const gold = await create('Gold', [{ trainingTypeId: 0, people: 2 }]);
    const before = await saved();
    const calls = [
      ['GET', '/partner-tier/list'],
      ['GET', `/partner-tier/get/${gold._id}`],
      ['POST', '/partner-tier/save', { name: 'Mine', requirements: [] }],
      ['POST', '/partner-tier/save', { _id: gold._id, name: 'Mine', requirements: [] }],
      ['POST', '/partner-tier/move', { _id: gold._id, direction: 'down' }],
      ['DELETE', `/partner-tier/${gold._id}`],
      [
        'POST',
        '/country/distributors/save',
        { countryID: countryId, distributor: { _id: distributorId, name: 'Tiered Dist', tierId: gold._id } },
      ],
    ] as const;
    for (const [method, url, body] of calls)
      expect((await call(tokens[type], method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    expect(await saved()).toEqual(before);
  });
});
