import { DEFAULT_LANGUAGE } from '@academy/domain';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  certificates,
  courseProgress,
  courses,
  examAttempts,
  lessonProgress,
  teams,
  teamUsers,
  users,
} from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import { client } from '../../test/course-data.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { makePathWorld, type PathWorld, pathApi } from '../../test/learning-path-world.js';
import type { TeamRole } from '../../test/team-world.js';
import { SHEET_TEXTS } from './sheet-texts.js';

let t: TestApp;
let w: PathWorld;
type Course = { courseId: string; lessonIds: string[] };
let one: Course;
let two: Course;
let draft: Course;

/** An exam attempt scored `score` of 10 on the course's first lesson. */
const attempt = (userId: string, course: Course, score: number) => ({
  id: newId(),
  userId,
  courseId: course.courseId,
  lessonId: course.lessonIds[0] as string,
  status: 'scored' as const,
  score,
  total: 10,
  passed: score >= 7,
});

beforeAll(async () => {
  t = await createTestApp();
  w = await makePathWorld(t);
  one = await w.makeCourse('Report one');
  two = await w.makeCourse('Report two');
  draft = await w.makeCourse('Report draft');
  await t.deps.db.update(courses).set({ status: 'draft' }).where(eq(courses.id, draft.courseId));
  // Ana (A) completes course one, Fabio (A) is half way, Bia (B) completes it, Paco (Peru) opens it
  await w.complete(w.tokens.student, one);
  await client(t.app, w.tokens.fact).post('user/progress/mark', {
    courseId: one.courseId,
    lessonId: one.lessonIds[0],
    progress: 100,
  });
  const bia = await t.deps.db.select().from(users).where(eq(users.id, w.people.studentB));
  expect(bia).toHaveLength(1);
  await t.deps.db.insert(courseProgress).values([
    { userId: w.people.studentB, courseId: one.courseId, progress: 100, completedAt: new Date() },
    { userId: w.people.studentP, courseId: one.courseId, progress: 10 },
    // the pending registration's progress counts nowhere
    { userId: w.people.pendingA, courseId: one.courseId, progress: 100, completedAt: new Date() },
  ]);
  await t.deps.db
    .insert(examAttempts)
    .values([
      attempt(w.people.studentA, one, 8),
      attempt(w.people.studentA, one, 6),
      attempt(w.people.studentB, one, 5),
    ]);
  // Ana also opens course two
  await client(t.app, w.tokens.student).post('user/progress/mark', {
    courseId: two.courseId,
    lessonId: two.lessonIds[0],
    progress: 40,
  });
});
afterAll(() => t.close());

const get = async (role: TeamRole, url: string) => {
  const res = await w.api[role].get(`/report/${url}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
// biome-ignore lint/suspicious/noExplicitAny: the answers are checked against the contract by the server
const figuresOf = (page: { items: any[] }, course: Course) =>
  page.items.find((item) => item._id === course.courseId)?.figures;
// biome-ignore lint/suspicious/noExplicitAny: as above
const namesOf = (page: { items: any[] }) => page.items.map((item) => item.name);

/** Valid course certificates of course one, by holder, as the database holds them. */
async function certifiedOfOne(ids: string[]) {
  const rows = await t.deps.db
    .select({ userId: certificates.userId })
    .from(certificates)
    .where(
      and(
        eq(certificates.courseId, one.courseId),
        eq(certificates.kind, 'course'),
        inArray(certificates.userId, ids),
      ),
    );
  return rows.length;
}

describe('who may read reports', () => {
  it('refuses students and fact users (403) before reading their input, and the signed-out (401)', async () => {
    for (const role of ['student', 'fact'] as const) {
      for (const url of [
        'get-tabs-counters',
        'course-list',
        'course-list-realtime?ids=nonsense',
        `course-view/${one.courseId}?page=-4`,
        'student-list?limit=abc',
        `student-view/${w.people.studentA}`,
        `course-download?id=${one.courseId}`,
        `student-download?id=${w.people.studentA}`,
      ])
        expect((await w.api[role].get(`/report/${url}`)).status, `${role} ${url}`).toBe(403);
      expect((await w.api[role].post('/report/detailed-report-download', { courseIds: 'x' })).status).toBe(
        403,
      );
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/report/course-list' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 400 to bad input from staff, and 404 to a course or learner out of sight', async () => {
    expect((await w.api.admin.get('/report/course-list?limit=51')).status).toBe(400);
    expect((await w.api.admin.get('/report/course-list-realtime?ids=a,b')).status).toBe(400);
    expect((await w.api.admin.get(`/report/course-view/${one.courseId}?state=lost`)).status).toBe(400);
    expect((await w.api.admin.get('/report/course-view/not-an-id')).status).toBe(400);
    // a draft is the admin's only
    expect((await w.api.master.get(`/report/course-view/${draft.courseId}`)).status).toBe(404);
    expect((await w.api.admin.get(`/report/course-view/${draft.courseId}`)).status).toBe(200);
    // Bia is of distributor B: not the master of A's, nor the LAAM tsm's
    for (const role of ['master', 'tsmBR', 'tsmLAAM'] as const)
      expect((await w.api[role].get(`/report/student-view/${w.people.studentB}`)).status, role).toBe(404);
    // a pending registration is no learner of a report
    expect((await w.api.admin.get(`/report/student-view/${w.people.pendingA}`)).status).toBe(404);
  });
});

describe('the course list', () => {
  it("gives each course's figures among the asker's learners only", async () => {
    const admin = await get('admin', 'course-list?limit=50');
    const everyone = [w.people.studentA, w.people.factA, w.people.studentB, w.people.studentP];
    expect(figuresOf(admin, one)).toEqual({
      enrolled: 4,
      inProgress: 2,
      completed: 2,
      certified: await certifiedOfOne(everyone),
      // Ana's best is 80 %, Bia's 50 %
      averageScore: 65,
    });
    expect(figuresOf(admin, two)).toMatchObject({ enrolled: 1, completed: 0, averageScore: null });
    expect(admin.items.map((item: { _id: string }) => item._id)).toContain(draft.courseId);

    const ofA = [w.people.studentA, w.people.factA];
    for (const role of ['master', 'tsmBR'] as const) {
      const page = await get(role, 'course-list?limit=50');
      expect(figuresOf(page, one), role).toEqual({
        enrolled: 2,
        inProgress: 1,
        completed: 1,
        certified: await certifiedOfOne(ofA),
        averageScore: 80,
      });
      expect(
        page.items.map((item: { _id: string }) => item._id),
        role,
      ).not.toContain(draft.courseId);
    }
    const laam = await get('tsmLAAM', 'course-list?limit=50');
    expect(figuresOf(laam, one)).toMatchObject({
      enrolled: 1,
      inProgress: 1,
      completed: 0,
      averageScore: null,
    });
  });

  it('finds courses by title, and counts the courses and learners of the tabs', async () => {
    const found = await get('admin', 'course-list?search=report%20two');
    expect(found.items.map((item: { _id: string }) => item._id)).toEqual([two.courseId]);
    expect(found.total).toBe(1);
    expect(await get('master', 'get-tabs-counters')).toEqual({
      courses: expect.any(Number),
      // Ana and Fabio: the pending registration and the master are no learners
      students: 2,
    });
    expect((await get('tsmLAAM', 'get-tabs-counters')).students).toBe(1);
  });

  it('reads the live figures of the courses named, leaving out those the asker may not see', async () => {
    const before = await get('master', `course-list-realtime?ids=${one.courseId},${draft.courseId}`);
    expect(before.items.map((item: { _id: string }) => item._id)).toEqual([one.courseId]);
    const completedBefore = before.items[0].figures.completed;
    await w.complete(w.tokens.fact, one);
    const after = await get('master', `course-list-realtime?ids=${one.courseId}`);
    expect(after.items[0].figures.completed).toBe(completedBefore + 1);
    expect(Date.parse(after.at)).toBeGreaterThanOrEqual(Date.parse(before.at));
  });
});

describe('the course report', () => {
  it("lists the course's learners in scope by name, with where each stands", async () => {
    const view = await get('admin', `course-view/${one.courseId}?limit=50`);
    expect(view.course._id).toBe(one.courseId);
    expect(namesOf(view.learners)).toEqual(['Ana Alpha', 'Bia Bravo', 'Fabio Alpha', 'Paco Peru']);
    const ana = view.learners.items[0];
    expect(ana).toMatchObject({ master: 'Alpha Dist', progress: 100, attempts: 2, bestScore: 80 });
    const [anaCertificate] = await t.deps.db
      .select({ issuedAt: certificates.issuedAt })
      .from(certificates)
      .where(and(eq(certificates.userId, w.people.studentA), eq(certificates.courseId, one.courseId)));
    expect(ana.state).toBe(anaCertificate ? 'certified' : 'completed');
    expect(ana.certifiedAt).toBe(anaCertificate?.issuedAt.toISOString() ?? null);
    expect(view.learners.items.find((item: { name: string }) => item.name === 'Paco Peru')).toMatchObject({
      state: 'in_progress',
      attempts: 0,
      bestScore: null,
      certifiedAt: null,
    });

    const master = await get('master', `course-view/${one.courseId}`);
    expect(namesOf(master.learners)).toEqual(['Ana Alpha', 'Fabio Alpha']);
    expect(master.course.figures.enrolled).toBe(2);
  });

  it('filters by distributor, country, team, state and search, each within the scope', async () => {
    const names = async (role: TeamRole, query: string) =>
      namesOf((await get(role, `course-view/${one.courseId}?${query}`)).learners);
    expect(await names('admin', `distributor=${w.distributors.B}`)).toEqual(['Bia Bravo']);
    expect(await names('admin', 'state=in_progress')).toEqual(['Paco Peru']);
    expect(await names('admin', 'search=alpha')).toEqual(['Ana Alpha', 'Fabio Alpha']);
    expect(await names('admin', `team=${w.teams.AB}`)).toEqual(['Ana Alpha', 'Bia Bravo']);
    // a filter never widens the scope
    expect(await names('master', `distributor=${w.distributors.B}`)).toEqual([]);
    expect(await names('master', `team=${w.teams.AB}`)).toEqual(['Ana Alpha']);
    const done = await t.deps.db
      .select({ id: courseProgress.userId })
      .from(courseProgress)
      .where(and(eq(courseProgress.courseId, one.courseId), isNotNull(courseProgress.completedAt)));
    const completedOrCertified = [
      ...(await names('admin', 'state=completed')),
      ...(await names('admin', 'state=certified')),
    ];
    // the pending registration completed it too, and is no learner of the report
    expect(completedOrCertified).toHaveLength(done.length - 1);
  });

  it('costs the same statements for a page of 2 learners as for a page of 20', async () => {
    const small = await t.queries.measure(() => w.api.admin.get(`/report/course-view/${two.courseId}`));
    const big = await t.queries.measure(() =>
      w.api.admin.get(`/report/course-view/${one.courseId}?limit=20`),
    );
    expect(big.queries).toBe(small.queries);
    const list = await t.queries.measure(() => w.api.admin.get('/report/course-list?limit=50'));
    const students = await t.queries.measure(() => w.api.admin.get('/report/student-list?limit=50'));
    // the session lookup and at most five statements of the report's own
    for (const measured of [small, list, students]) expect(measured.queries).toBeLessThanOrEqual(6);
  });
});

describe('the learners report', () => {
  it("lists the asker's learners with their courses and certificates", async () => {
    const admin = await get('admin', 'student-list?limit=50');
    expect(namesOf(admin)).toEqual(['Ana Alpha', 'Bia Bravo', 'Fabio Alpha', 'Paco Peru']);
    expect(admin.items[0]).toMatchObject({ name: 'Ana Alpha', enrolled: 2, completed: 1 });
    expect(namesOf(await get('master', 'student-list'))).toEqual(['Ana Alpha', 'Fabio Alpha']);
    expect(namesOf(await get('tsmLAAM', 'student-list'))).toEqual(['Paco Peru']);
    expect(namesOf(await get('admin', `student-list?country=${await countryOf(w.people.studentP)}`))).toEqual(
      ['Paco Peru'],
    );
  });

  it("shows one learner's courses, the draft one only to the admin", async () => {
    const view = await get('master', `student-view/${w.people.studentA}`);
    expect(view.student.name).toBe('Ana Alpha');
    expect(view.courses.map((course: { _id: string }) => course._id).sort()).toEqual(
      [one.courseId, two.courseId].sort(),
    );
    expect(view.courses.find((course: { _id: string }) => course._id === two.courseId)).toMatchObject({
      progress: expect.any(Number),
      state: 'in_progress',
    });
  });
});

async function countryOf(userId: string) {
  const [row] = await t.deps.db
    .select({ countryId: users.countryId })
    .from(users)
    .where(eq(users.id, userId));
  return row?.countryId ?? '';
}

async function sheetOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}
const columnOf = (sheet: ExcelJS.Worksheet, column: number) =>
  Array.from({ length: sheet.rowCount - 1 }, (_, index) => sheet.getRow(index + 2).getCell(column).value);

describe('downloads', () => {
  it("writes the course report's learners of the filter, in the asker's language, within his scope", async () => {
    const [admin] = await t.deps.db.select({ lang: users.lang }).from(users).where(eq(users.type, 'admin'));
    const texts = SHEET_TEXTS[admin?.lang ?? DEFAULT_LANGUAGE];
    const res = await client(t.app, w.tokens.admin).get(`report/course-download?id=${one.courseId}`);
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-disposition']).toContain('report-one');
    const sheet = await sheetOf(res.raw.rawPayload);
    expect(sheet.getRow(1).getCell(1).value).toBe(texts.name);
    expect(columnOf(sheet, 1)).toEqual(['Ana Alpha', 'Bia Bravo', 'Fabio Alpha', 'Paco Peru']);

    const master = await client(t.app, w.tokens.master).get(`report/course-download?id=${one.courseId}`);
    expect(columnOf(await sheetOf(master.raw.rawPayload), 1)).toEqual(['Ana Alpha', 'Fabio Alpha']);
  });

  it('answers "There is no data to be exported" when the filter leaves no one', async () => {
    const res = await w.api.master.get(
      `/report/course-download?id=${one.courseId}&distributor=${w.distributors.B}`,
    );
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({
      error: 'nothing-to-export',
      message: 'There is no data to be exported',
    });
  });

  it("writes one learner's courses", async () => {
    const res = await client(t.app, w.tokens.tsmBR).get(`report/student-download?id=${w.people.studentA}`);
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-disposition']).toContain('ana-alpha');
    expect((await sheetOf(res.raw.rawPayload)).rowCount).toBe(1 + 2);
    expect(
      (await client(t.app, w.tokens.tsmBR).get(`report/student-download?id=${w.people.studentB}`)).status,
    ).toBe(404);
  });

  it('writes one row per learner and lesson opened, within the scope and the courses chosen', async () => {
    const opened = async (ids: string[]) =>
      (
        await t.deps.db
          .select({ userId: lessonProgress.userId })
          .from(lessonProgress)
          .where(and(inArray(lessonProgress.userId, ids), eq(lessonProgress.courseId, one.courseId)))
      ).length;
    const res = await client(t.app, w.tokens.master).post('report/detailed-report-download', {
      courseIds: [one.courseId],
    });
    expect(res.status).toBe(200);
    const sheet = await sheetOf(res.raw.rawPayload);
    expect(sheet.rowCount - 1).toBe(await opened([w.people.studentA, w.people.factA]));
    expect(new Set(columnOf(sheet, 1))).toEqual(new Set(['Ana Alpha', 'Fabio Alpha']));
    const none = await client(t.app, w.tokens.tsmLAAM).post('report/detailed-report-download', {
      courseIds: [two.courseId],
    });
    expect(none.status).toBe(404);
  });
});

describe('a team leader', () => {
  /** Fabio (a fact user of A) leads team AB (Ana of A, Bia of B) for the time of `run`. */
  async function whileFabioLeadsAB(run: () => Promise<void>) {
    const leads = { teamId: w.teams.AB, userId: w.people.factA, role: 'leader' as const };
    await t.deps.db.insert(teamUsers).values(leads);
    try {
      await run();
    } finally {
      await t.deps.db
        .delete(teamUsers)
        .where(
          and(
            eq(teamUsers.teamId, leads.teamId),
            eq(teamUsers.userId, leads.userId),
            eq(teamUsers.role, 'leader'),
          ),
        );
      await t.deps.db.update(teams).set({ status: 'enabled' }).where(eq(teams.id, leads.teamId));
    }
  }

  it("follows his team's members only, in every list, view and file, and is told so by his session", async () => {
    await whileFabioLeadsAB(async () => {
      expect((await w.api.fact.get('/auth/me')).body.data.leadsTeam).toBe(true);
      expect((await w.api.student.get('/auth/me')).body.data.leadsTeam).toBe(false);
      // Ana is a member, not a leader: still no reports
      expect((await w.api.student.get('/report/course-list')).status).toBe(403);

      const members = ['Ana Alpha', 'Bia Bravo'];
      expect(namesOf(await get('fact', 'student-list'))).toEqual(members);
      expect((await get('fact', 'get-tabs-counters')).students).toBe(2);
      expect(figuresOf(await get('fact', 'course-list?limit=50'), one)).toMatchObject({
        enrolled: 2,
        completed: 2,
        certified: await certifiedOfOne([w.people.studentA, w.people.studentB]),
        averageScore: 65,
      });
      expect(namesOf((await get('fact', `course-view/${one.courseId}`)).learners)).toEqual(members);
      // not himself, nor anyone outside his team
      for (const outside of [w.people.factA, w.people.studentP])
        expect((await w.api.fact.get(`/report/student-view/${outside}`)).status).toBe(404);
      expect((await get('fact', `student-view/${w.people.studentB}`)).student.name).toBe('Bia Bravo');
      const file = await client(t.app, w.tokens.fact).get(`report/course-download?id=${one.courseId}`);
      expect(columnOf(await sheetOf(file.raw.rawPayload), 1)).toEqual(members);

      // simulated, he leads for an admin only: team AB reaches past a master's distributor (Bia is B's)
      const simulating = async (role: TeamRole) => {
        const res = await w.api[role].post('/auth/simulate', { userId: w.people.factA });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        return pathApi(t, res.body.data.token);
      };
      const byAdmin = await simulating('admin');
      expect((await byAdmin.get('/auth/me')).body.data.leadsTeam).toBe(true);
      expect(namesOf((await byAdmin.get('/report/student-list')).body.data)).toEqual(members);
      const byMaster = await simulating('master');
      expect((await byMaster.get('/auth/me')).body.data.leadsTeam).toBe(false);
      expect((await byMaster.get('/report/student-list')).status).toBe(403);

      // a disabled team leads no one
      await t.deps.db.update(teams).set({ status: 'disabled' }).where(eq(teams.id, w.teams.AB));
      expect((await w.api.fact.get('/report/course-list')).status).toBe(403);
      expect((await w.api.fact.get('/auth/me')).body.data.leadsTeam).toBe(false);
    });
  });
});

describe('a name that looks like a formula', () => {
  it('comes back from a download as text, never as a formula', async () => {
    const hostile = '=HYPERLINK("http://evil.example","Paco")';
    await t.deps.db.update(users).set({ name: hostile }).where(eq(users.id, w.people.studentP));
    const res = await client(t.app, w.tokens.tsmLAAM).get(`report/course-download?id=${one.courseId}`);
    expect(res.status).toBe(200);
    const cell = (await sheetOf(res.raw.rawPayload)).getRow(2).getCell(1);
    expect(cell.value).toBe(hostile);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.formula).toBeUndefined();
  });
});
