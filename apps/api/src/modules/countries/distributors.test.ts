import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distributors, users } from '../../db/schema/index.js';
import { bearer, login, makeCountry, makeDistributor, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let adminToken: string;
let studentToken: string;
let country: Awaited<ReturnType<typeof makeCountry>>;

beforeAll(async () => {
  t = await createTestApp();
  country = await makeCountry(t.deps.db);
  const admin = await makeUser(t.deps.db, { type: 'admin' });
  const student = await makeUser(t.deps.db);
  adminToken = await login(t.app, admin.email, admin.password);
  studentToken = await login(t.app, student.email, student.password);
});
afterAll(() => t.close());

const listUrl = (query = '') => `/api/country/distributors/${country.id}/list${query}`;
const save = (token: string, distributor: Record<string, unknown>, countryID = country.id) =>
  t.app.inject({
    method: 'POST',
    url: '/api/country/distributors/save',
    headers: bearer(token),
    payload: { countryID, distributor },
  });

describe('distributor lists', () => {
  let northId: string;
  let southId: string;
  let closedId: string;
  beforeAll(async () => {
    northId = await makeDistributor(t.deps.db, country.id, { name: 'North', state: 'S1' });
    southId = await makeDistributor(t.deps.db, country.id, { name: 'South', state: 'S2' });
    closedId = await makeDistributor(t.deps.db, country.id, { name: 'Closed', state: 'S1', enabled: false });
  });

  it('when anyone lists them, gets the enabled ones only', async () => {
    const res = await t.app.inject({ method: 'GET', url: listUrl() });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .data.map((d: { _id: string }) => d._id)
        .sort(),
    ).toEqual([northId, southId].sort());
  });

  it('when filtered by state code, gets the distributors of that state', async () => {
    const res = await t.app.inject({ method: 'GET', url: listUrl('?state=S2') });
    expect(res.json().data).toEqual([
      { _id: southId, countryId: country.id, name: 'South', state: 'S2', enabled: true, tierId: null },
    ]);
  });

  it('when a student lists them, still sees no disabled one', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: listUrl('?state=S1'),
      headers: bearer(studentToken),
    });
    expect(res.json().data.map((d: { _id: string }) => d._id)).toEqual([northId]);
  });

  it('when an admin lists them, sees the disabled ones too', async () => {
    const res = await t.app.inject({ method: 'GET', url: listUrl('?state=S1'), headers: bearer(adminToken) });
    expect(
      res
        .json()
        .data.map((d: { _id: string }) => d._id)
        .sort(),
    ).toEqual([northId, closedId].sort());
  });

  it('when anyone gets an enabled one, gets it; a disabled one is 404 except for an admin', async () => {
    const url = (id: string) => `/api/country/distributors/${country.id}/get/${id}`;
    expect((await t.app.inject({ method: 'GET', url: url(northId) })).json().data.name).toBe('North');
    expect((await t.app.inject({ method: 'GET', url: url(closedId) })).statusCode).toBe(404);
    const asAdmin = await t.app.inject({ method: 'GET', url: url(closedId), headers: bearer(adminToken) });
    expect(asAdmin.json().data).toMatchObject({ _id: closedId, enabled: false });
  });

  it('when a distributor is asked under another country, answers 404', async () => {
    const other = await makeCountry(t.deps.db);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/country/distributors/${other.id}/get/${northId}`,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('distributors/save', () => {
  it('when an admin creates then renames a distributor, both are kept', async () => {
    const created = await save(adminToken, { name: ' Central ', state: 'S1' });
    expect(created.statusCode, created.body).toBe(200);
    const { _id } = created.json().data;
    expect(created.json().data).toMatchObject({ name: 'Central', state: 'S1', enabled: true });

    const renamed = await save(adminToken, { _id, name: 'Central Norte', state: 'S2', enabled: false });
    expect(renamed.json().data).toEqual({
      _id,
      countryId: country.id,
      name: 'Central Norte',
      state: 'S2',
      enabled: false,
      tierId: null,
    });
  });

  it('when the state is not a state of the country, answers 400 on distributor.state', async () => {
    const res = await save(adminToken, { name: 'Nowhere', state: 'ZZ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'distributor.state': 'validation.state' });
  });

  it('when the country or the distributor does not exist, answers 404', async () => {
    expect((await save(adminToken, { name: 'X', state: '' }, 'ffffffffffffffffffffffff')).statusCode).toBe(
      404,
    );
    expect((await save(adminToken, { _id: 'ffffffffffffffffffffffff', name: 'X' })).statusCode).toBe(404);
  });

  it('when a student saves a distributor, answers 403 and creates nothing', async () => {
    const res = await save(studentToken, { name: 'Sneaky', state: 'S1' });
    expect(res.statusCode).toBe(403);
    const found = await t.deps.db.select().from(distributors).where(eq(distributors.name, 'Sneaky'));
    expect(found).toHaveLength(0);
  });
});

describe('removing a distributor', () => {
  it('when an admin removes it, its users are disabled, signed out, and it is gone', async () => {
    const distributorId = await makeDistributor(t.deps.db, country.id);
    const master = await makeUser(t.deps.db, { type: 'master', distributorId });
    const student = await makeUser(t.deps.db, { distributorId });
    const bystander = await makeUser(t.deps.db);
    const masterToken = await login(t.app, master.email, master.password);
    const studentOfIt = await login(t.app, student.email, student.password);
    const bystanderToken = await login(t.app, bystander.email, bystander.password);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/country/distributors/${country.id}/${distributorId}`,
      headers: bearer(adminToken),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ ok: true, disabledUsers: 2 });

    for (const token of [masterToken, studentOfIt]) {
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
      expect(me.statusCode).toBe(401);
      expect(me.json().error).toBe('expired-token');
    }
    const stillIn = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(bystanderToken),
    });
    expect(stillIn.statusCode).toBe(200);

    const people = await t.deps.db
      .select({ status: users.status, distributorId: users.distributorId })
      .from(users)
      .where(eq(users.id, master.id));
    expect(people).toEqual([{ status: 'disabled', distributorId: null }]);
    expect(
      await t.deps.db.select().from(distributors).where(eq(distributors.id, distributorId)),
    ).toHaveLength(0);
  });

  it('when an admin first asks how many users removal disables, the count matches what removal disables', async () => {
    const distributorId = await makeDistributor(t.deps.db, country.id);
    const other = await makeDistributor(t.deps.db, country.id);
    const ours = [
      await makeUser(t.deps.db, { type: 'master', distributorId }),
      await makeUser(t.deps.db, { distributorId }),
      await makeUser(t.deps.db, { type: 'fact', distributorId, status: 'pending' }),
    ];
    const admin = await makeUser(t.deps.db, { type: 'admin', distributorId });
    const theirs = await makeUser(t.deps.db, { distributorId: other });
    const countUrl = `/api/country/distributors/${country.id}/users-count/${distributorId}`;

    const counted = await t.app.inject({ method: 'GET', url: countUrl, headers: bearer(adminToken) });
    expect(counted.json().data).toEqual({ users: 3 });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/country/distributors/${country.id}/${distributorId}`,
      headers: bearer(adminToken),
    });
    expect(removed.json().data).toEqual({ ok: true, disabledUsers: 3 });

    const statusOf = async (id: string) =>
      (await t.deps.db.select({ status: users.status }).from(users).where(eq(users.id, id)))[0]?.status;
    for (const person of ours) expect(await statusOf(person.id)).toBe('disabled');
    expect(await statusOf(admin.id)).toBe('enabled');
    expect(await statusOf(theirs.id)).toBe('enabled');
    expect(
      (await t.app.inject({ method: 'GET', url: countUrl, headers: bearer(adminToken) })).statusCode,
    ).toBe(404);
  });

  it('when a student asks how many users a distributor has, answers 403', async () => {
    const distributorId = await makeDistributor(t.deps.db, country.id);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/country/distributors/${country.id}/users-count/${distributorId}`,
      headers: bearer(studentToken),
    });
    expect(res.statusCode).toBe(403);
  });

  it('when a student removes one, answers 403 and it stays', async () => {
    const distributorId = await makeDistributor(t.deps.db, country.id);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/country/distributors/${country.id}/${distributorId}`,
      headers: bearer(studentToken),
    });
    expect(res.statusCode).toBe(403);
    expect(
      await t.deps.db.select().from(distributors).where(eq(distributors.id, distributorId)),
    ).toHaveLength(1);
  });

  it('when it does not exist, answers 404', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/country/distributors/${country.id}/ffffffffffffffffffffffff`,
      headers: bearer(adminToken),
    });
    expect(res.statusCode).toBe(404);
  });
});
