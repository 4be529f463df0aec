import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, distributors } from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import { type CertificationWorld, makeCertificationWorld } from '../../test/certification-world.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let w: CertificationWorld;
let pageOfA: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await makeCertificationWorld(t);
  const [row] = await t.deps.db
    .select({ countryId: distributors.countryId })
    .from(distributors)
    .where(eq(distributors.id, w.distributors.A));
  pageOfA = `/country/distributors/${row?.countryId}/${w.distributors.A}/status-page`;
});
afterAll(() => t.close());

const storedOfA = async () => {
  const [row] = await t.deps.db
    .select({ enabled: distributors.statusPageEnabled, code: distributors.statusPageCode })
    .from(distributors)
    .where(eq(distributors.id, w.distributors.A));
  return row;
};

describe("a distributor's public status page switch", () => {
  it('is off until an admin switches it on, which makes its unguessable address and QR code', async () => {
    expect((await w.api.admin.get(pageOfA)).body.data).toEqual({
      enabled: false,
      address: null,
      qrCode: null,
    });
    expect(await storedOfA()).toEqual({ enabled: false, code: null });

    const on = await w.api.admin.put(pageOfA, { enabled: true });
    expect(on.status).toBe(200);
    const stored = await storedOfA();
    // 24 base32 characters: 120 random bits
    expect(stored?.code).toMatch(/^[A-Z2-7]{24}$/);
    expect(on.body.data).toEqual({
      enabled: true,
      // on the academy's site_url (a default one here)
      address: expect.stringMatching(new RegExp(`^https?://[^/]+/partners/${stored?.code}$`)),
      qrCode: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    });
    const svg = Buffer.from(on.body.data.qrCode.split(',')[1], 'base64').toString('utf8');
    expect(svg).toContain('<svg');
    expect((await w.api.admin.get(pageOfA)).body.data).toEqual(on.body.data);
  });

  it('keeps the address when switched off and on again, and audits each switch', async () => {
    const code = (await storedOfA())?.code;
    const off = await w.api.admin.put(pageOfA, { enabled: false });
    expect(off.body.data).toEqual({ enabled: false, address: null, qrCode: null });
    expect(await storedOfA()).toEqual({ enabled: false, code });
    const on = await w.api.admin.put(pageOfA, { enabled: true });
    expect(on.body.data.address).toContain(`/partners/${code}`);

    const entries = await t.deps.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'distributor'), eq(auditLog.entityId, w.distributors.A)))
      .orderBy(auditLog.createdAt, auditLog.id);
    expect(entries.map((entry) => entry.details)).toEqual([
      { enabled: true },
      { enabled: false },
      { enabled: true },
    ]);
    expect(entries.every((entry) => entry.action === 'distributor.status-page')).toBe(true);
  });

  it('the address is on the academy site_url when one is set', async () => {
    await w.api.admin.post('/setting/create-or-update', {
      name: 'site_url',
      value: 'https://academy.example/',
    });
    const code = (await storedOfA())?.code;
    expect((await w.api.admin.get(pageOfA)).body.data.address).toBe(
      `https://academy.example/partners/${code}`,
    );
  });

  it('only admins see or switch it; nothing changes for anyone else', async () => {
    const before = await storedOfA();
    for (const role of ['tsmBR', 'master', 'student', 'fact'] as const) {
      expect((await w.api[role].get(pageOfA)).status, role).toBe(403);
      expect((await w.api[role].put(pageOfA, { enabled: false })).status, role).toBe(403);
    }
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api${pageOfA}`, payload: { enabled: false } })).statusCode,
    ).toBe(401);
    expect(await storedOfA()).toEqual(before);
  });

  it('answers 404 for an unknown distributor or one of another country, 400 for a bad body', async () => {
    const before = await storedOfA();
    const [, , , country] = pageOfA.split('/');
    expect(
      (await w.api.admin.put(`/country/distributors/${country}/${newId()}/status-page`, { enabled: true }))
        .status,
    ).toBe(404);
    expect(
      (await w.api.admin.get(`/country/distributors/${newId()}/${w.distributors.A}/status-page`)).status,
    ).toBe(404);
    for (const body of [{}, { enabled: 'yes' }, { enabled: true, code: 'MINE' }])
      expect((await w.api.admin.put(pageOfA, body)).status, JSON.stringify(body)).toBe(400);
    expect((await w.api.admin.put('/country/distributors/x/y/status-page', { enabled: true })).status).toBe(
      400,
    );
    expect(await storedOfA()).toEqual(before);
  });
});
