import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CertificationWorld,
  IN_A_YEAR,
  makeCertificationWorld,
} from '../../test/certification-world.js';
import { bearer } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import type { TeamRole } from '../../test/team-world.js';

let t: TestApp;
let w: CertificationWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await makeCertificationWorld(t);
});
afterAll(() => t.close());

const download = (role: TeamRole, query = '') =>
  t.app.inject({
    url: `/api/report/certification-status-download?${query}`,
    headers: bearer(w.tokens[role]),
  });

/** The rows of the downloaded file, header first, each as its cells' values. */
async function rowsOf(role: TeamRole, query = 'lang=en') {
  const res = await download(role, query);
  expect(res.statusCode, res.body).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return { res, sheet, rows };
}

const HEADER = [
  'Distributor',
  'Country',
  'State',
  'People',
  'Type',
  'Title',
  'Certified people',
  'First certification ends',
  'Certified until',
  'Partner tier',
  'Tier requirements',
  'Certificates ending within 30 days',
];

describe('the certification status file', () => {
  it('has one row per distributor and course or path its people are certified for', async () => {
    const { res, sheet, rows } = await rowsOf('admin');
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toContain('certification-status.xlsx');
    expect(sheet.name).toBe('Certification status');
    expect(rows[0]).toEqual(HEADER);
    // without a tier, the tier's cells are empty; no certificate of the world ends within 30 days
    expect(rows.slice(1).map((row) => row.slice(9))).toEqual(
      rows.slice(1).map(() => [undefined, undefined, 0]),
    );
    expect(rows.map((row) => row.slice(0, 9))).toEqual([
      HEADER.slice(0, 9),
      ['Alpha Dist', 'Test Brazil', 'S1', 3, 'Course', 'Fiber (en)', 2, IN_A_YEAR, 'No end'],
      ['Alpha Dist', 'Test Brazil', 'S1', 3, 'Course', 'Radio (en)', 1, 'No end', 'No end'],
      [
        'Alpha Dist',
        'Test Brazil',
        'S1',
        3,
        'Learning path',
        'Fiber and radio (en)',
        1,
        IN_A_YEAR,
        IN_A_YEAR,
      ],
      ['Bravo Dist', 'Test Brazil', 'S1', 1, 'Course', 'Fiber (en)', 1, 'No end', 'No end'],
      ['Peru Dist', 'Test Peru', 'S1', 1, 'Course', 'Radio (en)', 1, 'No end', 'No end'],
    ]);
  });

  it("is in the language asked, else in the asker's own", async () => {
    const { rows } = await rowsOf('master', 'lang=es');
    expect(rows[0]?.[0]).toBe('Distribuidor');
    expect(rows[3]?.slice(4, 6)).toEqual(['Ruta de aprendizaje', 'Fiber and radio (es)']);
    // the test users have no language of their own: the academy's default, Portuguese
    expect((await rowsOf('master', '')).rows[0]?.[1]).toBe('País');
  });

  it("keeps to the asker's scope and the filters", async () => {
    const distributorsOf = async (role: TeamRole, query = 'lang=en') => [
      ...new Set((await rowsOf(role, query)).rows.slice(1).map((row) => row[0])),
    ];
    expect(await distributorsOf('master')).toEqual(['Alpha Dist']);
    expect(await distributorsOf('tsmBR')).toEqual(['Alpha Dist']);
    expect(await distributorsOf('tsmLAAM')).toEqual(['Peru Dist']);
    expect(await distributorsOf('admin', 'search=bravo')).toEqual(['Bravo Dist']);
    expect(await distributorsOf('admin', `distributorId=${w.distributors.P}`)).toEqual(['Peru Dist']);
  });

  it('answers "There is no data to be exported" when no one is certified; 403 to learners; 400 to bad input', async () => {
    const none = await download('admin', 'search=nobody');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({
      error: 'nothing-to-export',
      message: 'There is no data to be exported',
    });
    expect((await download('master', `distributorId=${w.distributors.B}`)).statusCode).toBe(404);
    expect((await download('student')).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/report/certification-status-download' })).statusCode).toBe(401);
    for (const query of ['lang=fr', 'page=1', 'distributorId=1'])
      expect((await download('admin', query)).statusCode, query).toBe(400);
  });
});
