import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distributors, users } from '../../db/schema/index.js';
import {
  type CertificationWorld,
  certify,
  IN_A_YEAR,
  makeCertificationWorld,
} from '../../test/certification-world.js';
import { makeCountry, makeDistributor, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import type { TeamRole } from '../../test/team-world.js';

let t: TestApp;
let w: CertificationWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await makeCertificationWorld(t);
});
afterAll(() => t.close());

interface Item {
  kind: string;
  _id: string;
  title: { en: string };
  certified: number;
  earliestExpiry: string | null;
  latestExpiry: string | null;
}
interface Row {
  _id: string;
  name: string;
  people: number;
  statusPage: string | null;
  items: Item[];
}

const report = async (role: TeamRole, query = '') => {
  const res = await w.api[role].get(`/report/certification-status?limit=50${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { items: Row[]; total: number };
};
const namesOf = (page: { items: Row[] }) => page.items.map((row) => row.name);
/** Each item as "kind title: certified", to compare at a glance. */
const summary = (row: Row | undefined) =>
  row?.items.map((item) => `${item.kind} ${item.title.en}: ${item.certified}`);

describe('the certification status of partners', () => {
  it('counts, per course and path, the people of each distributor holding valid certificates, and until when', async () => {
    const page = await report('admin');
    expect(namesOf(page)).toEqual(['Alpha Dist', 'Bravo Dist', 'Peru Dist']);
    expect(page.total).toBe(3);
    const [alpha, bravo, peru] = page.items;
    // Fabio's radio certificate ended, Mario's was revoked and the removed person is not counted;
    // the draft path certifies no one
    expect(alpha?.items).toEqual([
      {
        kind: 'course',
        _id: w.fiber,
        title: expect.objectContaining({ en: 'Fiber (en)' }),
        certified: 2,
        earliestExpiry: IN_A_YEAR.toISOString(),
        // Fabio's never ends
        latestExpiry: null,
      },
      {
        kind: 'course',
        _id: w.radio,
        title: expect.objectContaining({ en: 'Radio (en)' }),
        certified: 1,
        earliestExpiry: null,
        latestExpiry: null,
      },
      {
        kind: 'path',
        _id: w.path,
        title: expect.objectContaining({ en: 'Fiber and radio (en)' }),
        certified: 1,
        // the path ends with Ana's earliest certificate of its courses
        earliestExpiry: IN_A_YEAR.toISOString(),
        latestExpiry: IN_A_YEAR.toISOString(),
      },
    ]);
    // Mario, Ana and Fabio; not the pending Pedro, nor the removed person
    expect(alpha?.people).toBe(3);
    // an exam lesson's certificate is not a course certification
    expect(summary(bravo)).toEqual(['course Fiber (en): 1']);
    expect(summary(peru)).toEqual(['course Radio (en): 1']);
  });

  it("counts a disabled person's certificates no more, nor the person", async () => {
    const alphaOf = async () => (await report('admin')).items.find((row) => row.name === 'Alpha Dist');
    await t.deps.db.update(users).set({ status: 'disabled' }).where(eq(users.id, w.people.studentA));
    try {
      const alpha = await alphaOf();
      // Ana held fiber, radio and so the path: Fabio's fiber is left
      expect(summary(alpha)).toEqual(['course Fiber (en): 1']);
      expect(alpha?.people).toBe(2);
    } finally {
      await t.deps.db.update(users).set({ status: 'enabled' }).where(eq(users.id, w.people.studentA));
    }
    expect(summary(await alphaOf())).toContain('path Fiber and radio (en): 1');
  });

  it('a master sees his own distributor, a tsm his scope; learners may not look', async () => {
    expect(namesOf(await report('master'))).toEqual(['Alpha Dist']);
    expect(namesOf(await report('tsmBR'))).toEqual(['Alpha Dist']);
    expect(namesOf(await report('tsmLAAM'))).toEqual(['Peru Dist']);
    expect(summary((await report('master')).items[0])).toEqual(summary((await report('admin')).items[0]));
    // another distributor asked for by id is out of his scope: nothing, not an error
    expect((await report('master', `&distributorId=${w.distributors.B}`)).total).toBe(0);
    for (const role of ['student', 'fact'] as const)
      expect((await w.api[role].get('/report/certification-status')).status).toBe(403);
    expect((await t.app.inject({ url: '/api/report/certification-status' })).statusCode).toBe(401);
  });

  it('searches distributors by name, keeps to one, and pages', async () => {
    expect(namesOf(await report('admin', '&search=bra'))).toEqual(['Bravo Dist']);
    expect(namesOf(await report('admin', `&distributorId=${w.distributors.P}`))).toEqual(['Peru Dist']);
    expect(namesOf(await report('admin', '&search=%25'))).toEqual([]);
    const second = (await w.api.admin.get('/report/certification-status?limit=2&page=2')).body.data;
    expect(second.total).toBe(3);
    expect(namesOf(second)).toEqual(['Peru Dist']);
  });

  it('refuses bad filters with 400', async () => {
    for (const query of ['limit=51', 'page=0', 'distributorId=nope', 'other=1', `search=${'x'.repeat(201)}`])
      expect((await w.api.admin.get(`/report/certification-status?${query}`)).status, query).toBe(400);
  });

  it('gives the address of a distributor public page while it is on', async () => {
    const [alpha] = await t.deps.db
      .select({ countryId: distributors.countryId })
      .from(distributors)
      .where(eq(distributors.id, w.distributors.A));
    const on = await w.api.admin.put(
      `/country/distributors/${alpha?.countryId}/${w.distributors.A}/status-page`,
      {
        enabled: true,
      },
    );
    expect(on.status).toBe(200);
    expect((await report('master')).items[0]?.statusPage).toBe(on.body.data.address);
    expect((await report('admin', '&search=bravo')).items[0]?.statusPage).toBeNull();
    await w.api.admin.put(`/country/distributors/${alpha?.countryId}/${w.distributors.A}/status-page`, {
      enabled: false,
    });
    expect((await report('master')).items[0]?.statusPage).toBeNull();
  });
});

describe('statements per request do not grow with the data', () => {
  const measure = async (role: TeamRole, url: string) => {
    const { result, queries } = await t.queries.measure(() => w.api[role].get(url));
    expect(result.status).toBe(200);
    return queries;
  };
  const measureAll = async () => [
    await measure('admin', '/report/certification-status?limit=50'),
    await measure('tsmBR', '/report/certification-status'),
    await measure('master', '/report/certification-status?search=alpha'),
  ];

  it('whatever the number of distributors, people, certificates and paths', async () => {
    const before = await measureAll();
    const country = (await makeCountry(t.deps.db, { region: 'BR' })).id;
    for (let n = 0; n < 6; n++) {
      const distributorId = n % 2 === 0 ? w.distributors.A : await makeDistributor(t.deps.db, country);
      for (let p = 0; p < 4; p++) {
        const person = await makeUser(t.deps.db, { distributorId });
        await certify(t, person.id, w.fiber, { expiresAt: IN_A_YEAR });
        if (p % 2 === 0) await certify(t, person.id, w.radio);
      }
    }
    const course = await w.makeCourse('Splicing');
    await w.makePath('Splicing and fiber', [course.courseId, w.fiber], [], { openToAll: true });
    const after = await measureAll();
    expect((await report('admin')).total).toBe(6);
    expect(after).toEqual(before);
    // the count, the page, the figures and the tier figures, after the session's own look-up
    expect(before[0]).toBeLessThanOrEqual(5);
  });
});
