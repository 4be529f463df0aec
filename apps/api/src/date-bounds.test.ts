import { type ApiCall, DAY_BOUNDS, daySchema } from '@academy/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateFields, everyCall } from './test/contract-fields.js';
import { bearer, login, makeUser } from './test/factories.js';
import { createTestApp, type TestApp } from './test/harness.js';

/** Days a calendar can write but no academy event has; the first two PostgreSQL cannot even hold as a time. */
const OUT_OF_BOUNDS = ['0000-01-01', '9999-12-31', '1899-12-31', '3000-01-01'];
const IN_BOUNDS = [DAY_BOUNDS.first, '2026-06-30', DAY_BOUNDS.last];
const SOME_ID = '0123456789abcdef01234567';

/** Every date a call takes, found in the contracts themselves so that a new one cannot be missed. */
const dates = everyCall().flatMap(({ name, call }) =>
  (['params', 'query', 'body'] as const).flatMap((where) => {
    const schema = call[where];
    return schema ? dateFields(schema).map((field) => ({ name, call, where, ...field })) : [];
  }),
);

/** The lists paged by keyset: their query takes a cursor, which names a time. */
const keysetLists = everyCall().filter(({ call }) => {
  const shape = (call.query as unknown as { shape?: object } | undefined)?.shape;
  return shape !== undefined && 'cursor' in shape;
});
/** Cursors as a page answers them, naming times no row has: a day out of bounds, or none at all. */
const IMPOSSIBLE_CURSORS = [
  '0000-01-01T00:00:00.000000Z',
  '9999-12-31T23:59:59.000000Z',
  '2026-13-01T00:00:00.000000Z',
  '2026-02-30T00:00:00.000000Z',
  '2026-01-01T25:00:00.000000Z',
].map((time) => Buffer.from(`${time}|${SOME_ID}`).toString('base64url'));

/** An object with `value` at `path` (an array for a numeric step). */
function placed(path: string[], value: unknown): unknown {
  const [step, ...rest] = path;
  if (step === undefined) return value;
  return /^\d+$/.test(step) ? [placed(rest, value)] : { [step]: placed(rest, value) };
}

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await makeUser(t.deps.db, { type: 'admin' });
  adminToken = await login(t.app, admin.email, admin.password);
});
afterAll(() => t.close());

/** Calls `call` as an admin with `day` in the field at `path` of its `where`. */
function callWith(call: ApiCall, where: 'params' | 'query' | 'body', path: string[], day: string) {
  let url = `/api${call.path}`.replace(/:(\w+)/g, (_, param: string) =>
    where === 'params' && param === path[0] ? day : SOME_ID,
  );
  if (where === 'query') url += `?${new URLSearchParams({ [path[0] ?? '']: day })}`;
  return t.app.inject({
    method: call.method,
    url,
    headers: bearer(adminToken),
    ...(where === 'body' ? { payload: placed(path, day) as object } : {}),
  });
}

describe('the days a call takes', () => {
  it('are found in the contracts, the audit log filters among them', () => {
    expect(dates.map(({ name, where, path }) => `${name} ${where} ${path.join('.')}`)).toEqual(
      expect.arrayContaining(['audit.list query from', 'audit.list query to']),
    );
  });

  it("are all the domain's one day schema, with its bounds", () => {
    expect(
      dates.filter(({ schema }) => schema !== daySchema).map(({ name, path }) => `${name} ${path}`),
    ).toEqual([]);
  });

  it.each(dates.map((date) => [`${date.name} ${date.where}.${date.path.join('.')}`, date] as const))(
    '%s: a day out of bounds is 400 validation-failed on that field, never a 500',
    async (_, { call, where, path }) => {
      const field = path.join('.');
      for (const day of OUT_OF_BOUNDS) {
        const res = await callWith(call, where, path, day);
        expect({ day, status: res.statusCode, error: res.json().error }).toEqual({
          day,
          status: 400,
          error: 'validation-failed',
        });
        expect(res.json().fields).toHaveProperty([field]);
      }
      for (const day of IN_BOUNDS) {
        const res = await callWith(call, where, path, day);
        expect(res.statusCode).toBeLessThan(500);
        expect(res.json().fields ?? {}).not.toHaveProperty([field]);
      }
    },
  );
});

describe('a keyset cursor naming an impossible time', () => {
  it('is found in the lists paged by keyset', () => {
    expect(keysetLists.map(({ name }) => name)).toEqual(expect.arrayContaining(['audit.list', 'user.list']));
  });

  it.each(keysetLists.map(({ name, call }) => [name, call] as const))(
    '%s: is 400 validation-failed on the cursor, never a 500',
    async (_, call) => {
      for (const cursor of IMPOSSIBLE_CURSORS) {
        const res = await t.app.inject({
          method: call.method,
          url: `/api${call.path}?${new URLSearchParams({ cursor })}`.replace(/:\w+/g, SOME_ID),
          headers: bearer(adminToken),
        });
        expect({ status: res.statusCode, error: res.json().error, fields: res.json().fields }).toEqual({
          status: 400,
          error: 'validation-failed',
          fields: { cursor: 'validation.invalid' },
        });
      }
    },
  );
});
