import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries } from '../../db/schema/index.js';
import { bearer, login, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let brazilId: string;
let adminToken: string;
let studentToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const [brazil] = await t.deps.db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.iso2, 'BR'));
  brazilId = brazil?.id ?? '';
  const admin = await makeUser(t.deps.db, { type: 'admin' });
  const student = await makeUser(t.deps.db);
  adminToken = await login(t.app, admin.email, admin.password);
  studentToken = await login(t.app, student.email, student.password);
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

describe('country lists (public)', () => {
  it('when anyone lists countries, gets Brazil first and the LAAM countries with names in three languages', async () => {
    const res = await get('/api/country/list');
    expect(res.statusCode).toBe(200);
    const list = res.json().data;
    expect(list[0]).toMatchObject({ iso2: 'BR', region: 'BR', dialCode: '+55', name: { pt: 'Brasil' } });
    expect(list.length).toBeGreaterThan(30);
    expect(list.slice(1).every((country: { region: string }) => country.region === 'LAAM')).toBe(true);
  });

  it('when anyone gets a country, gets its states count', async () => {
    const res = await get(`/api/country/get/${brazilId}`);
    expect(res.json().data).toMatchObject({ _id: brazilId, iso2: 'BR', statesCount: 27 });
  });

  it('when a country id is unknown, answers 404', async () => {
    const res = await get('/api/country/get/ffffffffffffffffffffffff');
    expect(res.statusCode).toBe(404);
  });

  it('when anyone lists the states of Brazil and the cities of São Paulo, gets them by name', async () => {
    const statesRes = await get(`/api/country/listStates?countryId=${brazilId}`);
    const list = statesRes.json().data as { _id: string; code: string; name: string }[];
    expect(list).toHaveLength(27);
    expect(list[0]).toEqual({ _id: expect.any(String), code: 'AC', name: 'Acre' });
    const saoPaulo = list.find((state) => state.code === 'SP');

    const citiesRes = await get(`/api/country/listCities?stateId=${saoPaulo?._id}`);
    const cities = citiesRes.json().data as { name: string }[];
    expect(cities.map((city) => city.name)).toContain('Campinas');
    const names = cities.map((city) => city.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('when anyone asks a dial code, gets it', async () => {
    const res = await get(`/api/country/getDialCode?countryId=${brazilId}`);
    expect(res.json().data).toEqual({ dialCode: '+55' });
  });

  it('when anyone finds a country by its name in any language and case, gets it', async () => {
    for (const name of ['Brazil', 'brasil', 'BRASIL']) {
      const res = await get(`/api/country/find-by-name?name=${encodeURIComponent(name)}`);
      expect(res.json().data._id, name).toBe(brazilId);
    }
    const mexico = await get(`/api/country/find-by-name?name=${encodeURIComponent('méxico')}`);
    expect(mexico.json().data.iso2).toBe('MX');
    expect((await get('/api/country/find-by-name?name=Atlantis')).statusCode).toBe(404);
  });
});

describe('country/save', () => {
  const body = () => ({
    _id: brazilId,
    name: { en: 'Brazil', pt: 'Brasil', es: 'Brasil' },
    dialCode: '+55',
  });

  it('when an admin saves a country, its names and dial code change', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/country/save',
      headers: bearer(adminToken),
      payload: { ...body(), name: { en: 'Brazil', pt: 'Brasil', es: 'Brasil (BR)' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.name.es).toBe('Brasil (BR)');
    await t.app.inject({
      method: 'POST',
      url: '/api/country/save',
      headers: bearer(adminToken),
      payload: body(),
    });
  });

  it('when a name is blank in one language, answers 400 with that field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/country/save',
      headers: bearer(adminToken),
      payload: { ...body(), name: { en: 'Brazil', pt: ' ', es: 'Brasil' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'name.pt': 'validation.requiredAllLanguages' });
  });

  it('when a student saves a country, answers 403 and nothing changes', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/country/save',
      headers: bearer(studentToken),
      payload: { ...body(), dialCode: '+1' },
    });
    expect(res.statusCode).toBe(403);
    const [brazil] = await t.deps.db.select().from(countries).where(eq(countries.id, brazilId));
    expect(brazil?.dialCode).toBe('+55');
  });

  it('when nobody is signed in, answers 401', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/country/save', payload: body() });
    expect(res.statusCode).toBe(401);
  });

  it('when the country does not exist, answers 404', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/country/save',
      headers: bearer(adminToken),
      payload: { ...body(), _id: 'ffffffffffffffffffffffff' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('a country without states', () => {
  it('when its states are listed, answers an empty list', async () => {
    const [curacao] = await t.deps.db
      .select({ id: countries.id })
      .from(countries)
      .where(eq(countries.iso2, 'CW'));
    const res = await get(`/api/country/listStates?countryId=${curacao?.id}`);
    expect(res.json().data).toEqual([]);
  });
});
