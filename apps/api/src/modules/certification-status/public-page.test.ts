import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distributors } from '../../db/schema/index.js';
import { type CertificationWorld, makeCertificationWorld } from '../../test/certification-world.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { VERIFY_LIMIT } from '../certificates/index.js';

let t: TestApp;
let w: CertificationWorld;
let switchOfA: string;
let code: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await makeCertificationWorld(t);
  const [row] = await t.deps.db
    .select({ countryId: distributors.countryId })
    .from(distributors)
    .where(eq(distributors.id, w.distributors.A));
  switchOfA = `/country/distributors/${row?.countryId}/${w.distributors.A}/status-page`;
  const on = await w.api.admin.put(switchOfA, { enabled: true });
  code = String(on.body.data.address).split('/partners/')[1] ?? '';
});
afterAll(() => t.close());

/** Looks at a public page as anyone would: no token, from `ip`. */
const look = (pageCode: string, ip = '10.1.1.1') =>
  t.app.inject({ url: `/api/public/partner-status/${encodeURIComponent(pageCode)}`, remoteAddress: ip });

describe("a distributor's public status page", () => {
  it('shows its name and, per course and path, how many are certified and their first names only', async () => {
    const res = await look(code);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      name: 'Alpha Dist',
      tier: null,
      items: [
        {
          kind: 'course',
          _id: w.fiber,
          title: expect.objectContaining({ en: 'Fiber (en)' }),
          certified: 2,
          firstNames: ['Ana', 'Fabio'],
        },
        {
          kind: 'course',
          _id: w.radio,
          title: expect.objectContaining({ en: 'Radio (en)' }),
          certified: 1,
          firstNames: ['Ana'],
        },
        {
          kind: 'path',
          _id: w.path,
          title: expect.objectContaining({ en: 'Fiber and radio (en)' }),
          certified: 1,
          firstNames: ['Ana'],
        },
      ],
    });
  });

  it('never shows an email, a surname, a person id, or anyone not certified or removed', async () => {
    const body = (await look(code)).body;
    expect(body).not.toContain('@');
    for (const hidden of ['Ana Alpha', 'Fabio Alpha', 'Mario', 'Pedro', 'Rita', 'Removed', w.people.studentA])
      expect(body, hidden).not.toContain(hidden);
  });

  it('reads the code however it is typed (case, dashes)', async () => {
    expect((await look(code.toLowerCase())).statusCode).toBe(200);
    expect((await look(`${code.slice(0, 8)}-${code.slice(8)}`)).statusCode).toBe(200);
  });

  it('a page switched off, of a disabled distributor, or an unknown code are the same not found', async () => {
    const unknown = await look('AAAAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'not-found' });
    expect((await look('x'.repeat(100))).statusCode).toBe(404);

    await w.api.admin.put(switchOfA, { enabled: false });
    const off = await look(code);
    expect(off.statusCode).toBe(404);
    expect(off.body).toBe(unknown.body);

    await w.api.admin.put(switchOfA, { enabled: true });
    await t.deps.db.update(distributors).set({ enabled: false }).where(eq(distributors.id, w.distributors.A));
    expect((await look(code)).body).toBe(unknown.body);
    await t.deps.db.update(distributors).set({ enabled: true }).where(eq(distributors.id, w.distributors.A));
    expect((await look(code)).statusCode).toBe(200);
  });

  it(`answers 429 to an address that looks more than ${VERIFY_LIMIT.max} times a minute; another is not held up`, async () => {
    const ip = '10.7.7.7';
    const answers: number[] = [];
    for (let n = 0; n <= VERIFY_LIMIT.max; n++) answers.push((await look('made-up', ip)).statusCode);
    expect(answers.slice(0, VERIFY_LIMIT.max).every((status) => status === 404)).toBe(true);
    expect(answers.at(-1)).toBe(429);
    expect((await look(code, '10.7.7.8')).statusCode).toBe(200);
  });

  it('takes three statements whatever the number of people', async () => {
    const { queries } = await t.queries.measure(() => look(code, '10.2.2.2'));
    expect(queries).toBe(3);
  });
});
