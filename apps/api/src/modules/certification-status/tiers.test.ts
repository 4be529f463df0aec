import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  certificates,
  courses,
  distributors,
  partnerTiers,
  tierRequirements,
  trainingTypes,
} from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import { type CertificationWorld, certify, makeCertificationWorld } from '../../test/certification-world.js';
import { makeCountry, makeDistributor, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import type { TeamRole } from '../../test/team-world.js';

let t: TestApp;
let w: CertificationWorld;
let gold: string;
const DAY_MS = 86_400_000;

/**
 * The certification world (certification-world.ts) with fiber of the "Fiber line" and radio of
 * the "Radio line"; Gold asks 2 people of fiber, 3 of radio and 1 of "Other line"; A and B are
 * Gold. Beside the world's people, A has Rene, whose fiber certificate was renewed (it no longer
 * certifies), and Eva, whose radio certificate ends in 10 days.
 */
beforeAll(async () => {
  t = await createTestApp();
  w = await makeCertificationWorld(t);
  const db = t.deps.db;
  await db.delete(trainingTypes);
  await db
    .insert(trainingTypes)
    .values(['Fiber line', 'Radio line', 'Other line'].map((title, id) => ({ id, title })));
  await db.update(courses).set({ trainingTypeId: 0 }).where(eq(courses.id, w.fiber));
  await db.update(courses).set({ trainingTypeId: 1 }).where(eq(courses.id, w.radio));
  gold = newId();
  await db.insert(partnerTiers).values({ id: gold, name: 'Gold' });
  await db.insert(tierRequirements).values([
    { tierId: gold, trainingTypeId: 0, people: 2 },
    { tierId: gold, trainingTypeId: 1, people: 3 },
    { tierId: gold, trainingTypeId: 2, people: 1 },
  ]);
  await db.update(distributors).set({ tierId: gold }).where(eq(distributors.id, w.distributors.A));
  await db.update(distributors).set({ tierId: gold }).where(eq(distributors.id, w.distributors.B));
  const rene = await makeUser(db, { name: 'Rene Renewed', distributorId: w.distributors.A });
  await db.insert(certificates).values({
    id: newId(),
    userId: rene.id,
    courseId: w.fiber,
    kind: 'course',
    code: `R${newId().slice(0, 10)}`,
    holderName: 'Rene',
    title: 'Renewed',
    renewedAt: new Date(),
  });
  const [alpha] = await db.select().from(distributors).where(eq(distributors.id, w.distributors.A));
  await db
    .insert(distributors)
    .values({ id: newId(), name: 'Zulu Gold', countryId: alpha?.countryId as string, tierId: gold });
  const eva = await makeUser(db, { name: 'Eva Ending', distributorId: w.distributors.A });
  await certify(t, eva.id, w.radio, { expiresAt: new Date(Date.now() + 10 * DAY_MS) });
});
afterAll(() => t.close());

interface Row {
  name: string;
  tier: {
    name: string;
    requirements: { title: string; required: number; certified: number; short: number }[];
  } | null;
  expiringSoon: number;
}
const report = async (role: TeamRole) => {
  const res = await w.api[role].get('/report/certification-status?limit=50');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.items as Row[];
};
/** Each requirement as "line certified/required short", to compare at a glance. */
const standing = (row: Row | undefined) =>
  row?.tier?.requirements.map(
    (each) => `${each.title} ${each.certified}/${each.required} short ${each.short}`,
  );

describe("a distributor's partner tier in the certification status", () => {
  it('shows per product line the people certified against those asked, met or short by how many', async () => {
    const [alpha, bravo, peru] = await report('admin');
    expect(alpha?.tier?.name).toBe('Gold');
    // A: Ana and Fabio for fiber (Mario's is revoked, Rene's renewed, the removed person's not
    // counted); Ana and Eva for radio (Fabio's ended); no one for the other line
    expect(standing(alpha)).toEqual([
      'Fiber line 2/2 short 0',
      'Radio line 2/3 short 1',
      'Other line 0/1 short 1',
    ]);
    // B: Bia for fiber; her radio lesson certificate does not count
    expect(standing(bravo)).toEqual([
      'Fiber line 1/2 short 1',
      'Radio line 0/3 short 3',
      'Other line 0/1 short 1',
    ]);
    expect(peru?.tier).toBeNull();
  });

  it('counts the people whose certifications end within 30 days', async () => {
    const [alpha, bravo, peru] = await report('admin');
    // Eva's ends in 10 days; Ana's in a year
    expect(alpha?.expiringSoon).toBe(1);
    expect(bravo?.expiringSoon).toBe(0);
    expect(peru?.expiringSoon).toBe(0);
  });

  it('shows a tsm and a master the distributors of their scope only, counted the same', async () => {
    for (const role of ['tsmBR', 'master'] as const) {
      const rows = await report(role);
      expect(rows.map((row) => row.name)).toEqual(['Alpha Dist']);
      expect(standing(rows[0])).toEqual([
        'Fiber line 2/2 short 0',
        'Radio line 2/3 short 1',
        'Other line 0/1 short 1',
      ]);
    }
    expect((await report('tsmLAAM')).map((row) => row.tier)).toEqual([null]);
  });

  it('counts a person of another distributor for his own only', async () => {
    const person = await makeUser(t.deps.db, { name: 'Bruno Bravo', distributorId: w.distributors.B });
    await certify(t, person.id, w.radio);
    const [alpha, bravo] = await report('admin');
    expect(standing(alpha)?.[1]).toBe('Radio line 2/3 short 1');
    expect(standing(bravo)?.[1]).toBe('Radio line 1/3 short 2');
  });

  it('shows the tier on the public status page as counts, without names', async () => {
    const alpha = await t.deps.db.select().from(distributors).where(eq(distributors.id, w.distributors.A));
    const on = await w.api.admin.put(
      `/country/distributors/${alpha[0]?.countryId}/${w.distributors.A}/status-page`,
      {
        enabled: true,
      },
    );
    const code = String(on.body.data.address).split('/').at(-1);
    const res = await t.app.inject({ method: 'GET', url: `/api/public/partner-status/${code}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.tier).toEqual({
      name: 'Gold',
      requirements: [
        { trainingTypeId: 0, title: 'Fiber line', required: 2, certified: 2, short: 0 },
        { trainingTypeId: 1, title: 'Radio line', required: 3, certified: 2, short: 1 },
        { trainingTypeId: 2, title: 'Other line', required: 1, certified: 0, short: 1 },
      ],
    });
  });
});

describe('the tier figures cost', () => {
  it('the same statements whatever the number of tiered distributors, requirements and people', async () => {
    const measure = async () =>
      (await t.queries.measure(() => w.api.admin.get('/report/certification-status?limit=50'))).queries;
    const before = await measure();
    const country = (await makeCountry(t.deps.db, { region: 'BR' })).id;
    for (let n = 0; n < 4; n++) {
      const distributorId = await makeDistributor(t.deps.db, country);
      await t.deps.db.update(distributors).set({ tierId: gold }).where(eq(distributors.id, distributorId));
      for (let p = 0; p < 3; p++) {
        const person = await makeUser(t.deps.db, { distributorId });
        await certify(t, person.id, p % 2 === 0 ? w.fiber : w.radio);
      }
    }
    expect(await measure()).toBe(before);
    // the session, the count, the page, the figures and the tier figures
    expect(before).toBeLessThanOrEqual(5);
  });
});

describe('the certification status file', () => {
  it("adds to each row its distributor's tier, each requirement met or short, and the certifications ending soon", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/report/certification-status-download?lang=en',
      headers: { authorization: `Bearer ${w.tokens.admin}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]?.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1));
    });
    expect(rows[0]?.slice(9)).toEqual([
      'Partner tier',
      'Tier requirements',
      'Certificates ending within 30 days',
    ]);
    const alpha = rows.find((row) => row[0] === 'Alpha Dist');
    expect(alpha?.slice(9)).toEqual([
      'Gold',
      'Fiber line: 2/2 (met); Radio line: 2/3 (short by 1); Other line: 0/1 (short by 1)',
      1,
    ]);
    const peru = rows.find((row) => row[0] === 'Peru Dist');
    expect(peru?.slice(9)).toEqual([undefined, undefined, 0]);
    // a Gold distributor with nobody certified has its row, short on every line
    const empty = rows.find((row) => row[0] === 'Zulu Gold');
    expect(empty?.slice(6)).toEqual([
      0,
      undefined,
      undefined,
      'Gold',
      'Fiber line: 0/2 (short by 2); Radio line: 0/3 (short by 3); Other line: 0/1 (short by 1)',
      0,
    ]);
  });
});
