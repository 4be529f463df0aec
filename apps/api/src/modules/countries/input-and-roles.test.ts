import type { UserType } from '@academy/domain';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries, distributors } from '../../db/schema/index.js';
import { bearer, makeCountry, makeDistributor } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { NON_ADMIN_TYPES, tokensByRole } from '../../test/role-tokens.js';

let t: TestApp;
let tokens: Record<UserType, string>;
let countryId: string;
let distributorId: string;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await tokensByRole(t);
  countryId = (await makeCountry(t.deps.db)).id;
  distributorId = await makeDistributor(t.deps.db, countryId);
});
afterAll(() => t.close());

const writes = () => [
  {
    method: 'POST' as const,
    url: '/api/country/save',
    payload: { _id: countryId, name: { en: 'A', pt: 'A', es: 'A' }, dialCode: '+1' },
  },
  {
    method: 'POST' as const,
    url: '/api/country/distributors/save',
    payload: { countryID: countryId, distributor: { name: 'New', state: 'S1' } },
  },
  { method: 'DELETE' as const, url: `/api/country/distributors/${countryId}/${distributorId}` },
  // not a write, but it tells who works where: admins only
  { method: 'GET' as const, url: `/api/country/distributors/${countryId}/users-count/${distributorId}` },
];

async function rowCounts() {
  const [[c], [d]] = await Promise.all([
    t.deps.db.select({ n: count() }).from(countries),
    t.deps.db.select({ n: count() }).from(distributors),
  ]);
  return { countries: c?.n, distributors: d?.n };
}

describe('writes are for admins', () => {
  for (const type of NON_ADMIN_TYPES) {
    it(`when a ${type} calls each country write, answers 403 and changes nothing`, async () => {
      const before = await rowCounts();
      for (const write of writes()) {
        const res = await t.app.inject({ ...write, headers: bearer(tokens[type]) });
        expect(res.statusCode, write.url).toBe(403);
      }
      expect(await rowCounts()).toEqual(before);
    });
  }
});

describe('malformed input', () => {
  const bodies: unknown[] = [
    '{"_id": ',
    [],
    'null',
    42,
    { extra: 1 },
    { _id: 'nope', name: { en: 'A', pt: 'A', es: 'A' }, dialCode: '+1' },
    { _id: 'f'.repeat(24), name: 'Brazil', dialCode: '+1' },
    { _id: 'f'.repeat(24), name: { en: 'A', pt: 'A', es: 'A', de: 'A' }, dialCode: '+1' },
    { _id: 'f'.repeat(24), name: { en: 'A', pt: 'A', es: 'A' }, dialCode: '55' },
    { _id: 'f'.repeat(24), name: { en: 'x'.repeat(100_000), pt: 'A', es: 'A' }, dialCode: '+1' },
  ];
  const distributorBodies: unknown[] = [
    { countryID: 'nope', distributor: { name: 'A' } },
    { countryID: 'f'.repeat(24) },
    { countryID: 'f'.repeat(24), distributor: 'A' },
    { countryID: 'f'.repeat(24), distributor: { name: '' } },
    { countryID: 'f'.repeat(24), distributor: { name: 'A', enabled: 'yes' } },
    { countryID: 'f'.repeat(24), distributor: { name: 'A', state: 'x'.repeat(50) } },
    { countryID: 'f'.repeat(24), distributor: { name: 'A', _id: 'x' } },
    { countryID: 'f'.repeat(24), distributor: { name: 'A', owner: 'me' } },
  ];

  it('when country/save gets a malformed body, answers 400 and changes nothing', async () => {
    const before = await rowCounts();
    for (const payload of [...bodies, undefined]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/country/save',
        headers: { ...bearer(tokens.admin), 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('when distributors/save gets a malformed body, answers 400 and changes nothing', async () => {
    const before = await rowCounts();
    for (const payload of [...bodies.slice(0, 5), ...distributorBodies]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/country/distributors/save',
        headers: { ...bearer(tokens.admin), 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await rowCounts()).toEqual(before);
  });

  const badQueries = [
    '/api/country/get/nope',
    '/api/country/listStates',
    '/api/country/listStates?countryId=nope',
    '/api/country/listStates?countryId=ffffffffffffffffffffffff&extra=1',
    '/api/country/listCities?stateId=',
    '/api/country/getDialCode?countryId=ffffffffffffffffffffffff&countryId=ffffffffffffffffffffffff',
    '/api/country/find-by-name',
    '/api/country/find-by-name?name=',
    `/api/country/find-by-name?name=${'a'.repeat(500)}`,
    '/api/country/distributors/nope/list',
    '/api/country/distributors/ffffffffffffffffffffffff/list?state=',
    '/api/country/distributors/ffffffffffffffffffffffff/list?state=ABCDEFGHIJKLMNOP',
    '/api/country/distributors/ffffffffffffffffffffffff/get/nope',
    '/api/country/distributors/ffffffffffffffffffffffff/users-count/nope',
  ];
  for (const url of badQueries) {
    it(`when GET ${url.slice(0, 70)} is malformed, answers 400`, async () => {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(tokens.admin) });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toBe('validation-failed');
    });
  }

  it('when DELETE has a malformed id, answers 400', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/country/distributors/${countryId}/nope`,
      headers: bearer(tokens.admin),
    });
    expect(res.statusCode).toBe(400);
  });
});
