import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, learningPathCourses, learningPaths, learningPathTeams } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { makePathWorld, type PathWorld, pathBody } from '../../test/learning-path-world.js';
import { TEAM_ROLES } from '../../test/team-world.js';

let t: TestApp;
let w: PathWorld;
let courseIds: string[];
/** paths: given to team A, to team B, to the team of A and B, open to all, and a draft given to A */
const paths = { A: '', B: '', AB: '', open: '', draft: '' };

beforeAll(async () => {
  t = await createTestApp();
  w = await makePathWorld(t);
  courseIds = [(await w.makeCourse('First')).courseId, (await w.makeCourse('Second')).courseId];
  paths.A = await w.makePath('Of A', courseIds, [w.teams.A]);
  paths.B = await w.makePath('Of B', courseIds, [w.teams.B]);
  paths.AB = await w.makePath('Of AB', courseIds, [w.teams.AB]);
  paths.open = await w.makePath('Open', courseIds, [], { openToAll: true });
  paths.draft = await w.makePath('Draft', courseIds, [w.teams.A], { status: 'draft' });
});
afterAll(() => t.close());

const listed = async (role: (typeof TEAM_ROLES)[number]) => {
  const res = await w.api[role].get('list?limit=100');
  expect(res.status).toBe(200);
  return (res.body.data.items as { _id: string }[]).map((item) => item._id).sort();
};
const sorted = (...ids: string[]) => [...ids].sort();
const tableCounts = async () => ({
  paths: (await t.deps.db.select({ n: count() }).from(learningPaths))[0]?.n,
  courses: (await t.deps.db.select({ n: count() }).from(learningPathCourses))[0]?.n,
  teams: (await t.deps.db.select({ n: count() }).from(learningPathTeams))[0]?.n,
});

describe('who sees which learning paths', () => {
  it('an admin sees every path, drafts too, and may keep to one status', async () => {
    expect(await listed('admin')).toEqual(sorted(...Object.values(paths)));
    const drafts = await w.api.admin.get('list?status=draft');
    expect(drafts.body.data).toMatchObject({ total: 1, items: [{ _id: paths.draft, status: 'draft' }] });
  });

  it('a student and a fact user of A see the published paths of their teams and those open to all, with their progress', async () => {
    expect(await listed('student')).toEqual(sorted(paths.A, paths.AB, paths.open));
    expect(await listed('fact')).toEqual(sorted(paths.open));
    const page = await w.api.student.get('list?limit=100');
    for (const item of page.body.data.items)
      expect(item.progress).toEqual({ completed: 0, total: 2, percent: 0, complete: false });
  });

  it('a learner gets 404 for a path not given to him, a draft included; staff see no progress', async () => {
    for (const id of [paths.B, paths.draft]) expect((await w.api.student.get(`get/${id}`)).status).toBe(404);
    expect((await w.api.fact.get(`get/${paths.A}`)).status).toBe(404);
    const mine = await w.api.student.get(`get/${paths.A}`);
    expect(mine.status).toBe(200);
    expect(mine.body.data.progress).toMatchObject({ total: 2 });
    const staff = await w.api.admin.get(`get/${paths.A}`);
    expect(staff.body.data).toMatchObject({ progress: null, teams: [{ _id: w.teams.A, name: 'Team A' }] });
    expect(staff.body.data.courses.map((course: { _id: string }) => course._id)).toEqual(courseIds);
  });

  it('a tsm and a master read the published paths open to all or given to a team of their scope', async () => {
    expect(await listed('tsmBR')).toEqual(sorted(paths.A, paths.AB, paths.open));
    expect(await listed('master')).toEqual(sorted(paths.A, paths.AB, paths.open));
    expect(await listed('tsmLAAM')).toEqual(sorted(paths.open));
    expect((await w.api.tsmLAAM.get(`get/${paths.A}`)).status).toBe(404);
    expect((await w.api.master.get(`get/${paths.B}`)).status).toBe(404);
    expect((await w.api.master.get(`get/${paths.draft}`)).status).toBe(404);
    const open = await w.api.tsmLAAM.get(`get/${paths.open}`);
    expect(open.body.data).toMatchObject({ openToAll: true, progress: null, teams: [] });
  });

  it('searches the title in any language', async () => {
    const found = await w.api.admin.get(`list?search=${encodeURIComponent('Of AB (pt)')}`);
    expect(found.body.data).toMatchObject({ total: 1, items: [{ _id: paths.AB }] });
    expect((await w.api.admin.get('list?search=%25')).body.data.total).toBe(0);
  });
});

describe('only an admin changes learning paths', () => {
  it('anyone else is refused every change (403), and nothing changes', async () => {
    const before = await tableCounts();
    for (const role of TEAM_ROLES.filter((role) => role !== 'admin')) {
      const api = w.api[role];
      expect((await api.post('create', pathBody('Mine', courseIds))).status).toBe(403);
      expect((await api.put(`update/${paths.A}`, { status: 'draft' })).status).toBe(403);
      expect((await api.post('teams', { learningPathId: paths.A, teams: [] })).status).toBe(403);
      expect((await api.del(paths.A)).status).toBe(403);
    }
    expect(await tableCounts()).toEqual(before);
  });

  it('learners may not see who is on a path', async () => {
    for (const role of ['student', 'fact'] as const)
      expect((await w.api[role].get(`admin-view/${paths.open}`)).status).toBe(403);
  });
});

describe('a learning path is saved whole or not at all', () => {
  it('refuses unknown courses, repeated ones, none, and a title missing in a language; nothing changes', async () => {
    const before = await tableCounts();
    const unknown = 'f'.repeat(24);
    const [one = '', two = ''] = courseIds;
    const cases: [unknown, Record<string, string>][] = [
      [pathBody('Bad', [one, unknown]), { courses: 'validation.unknownCourse' }],
      [pathBody('Bad', [one, one]), { courses: 'validation.duplicate' }],
      [pathBody('Bad', []), { courses: 'validation.required' }],
      [pathBody('Bad', ['nope']), { 'courses.0': 'validation.unknownCourse' }],
      [
        { ...pathBody('Bad', [one, two]), title: { en: 'Only English', pt: ' ', es: '' } },
        { 'title.pt': 'validation.requiredAllLanguages', 'title.es': 'validation.requiredAllLanguages' },
      ],
    ];
    for (const [body, fields] of cases) {
      const res = await w.api.admin.post('create', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ error: 'validation-failed', fields });
    }
    const badUpdate = await w.api.admin.put(`update/${paths.A}`, { courses: [unknown], status: 'draft' });
    expect(badUpdate.body).toMatchObject({
      error: 'validation-failed',
      fields: { courses: 'validation.unknownCourse' },
    });
    const badTeams = await w.api.admin.post('teams', {
      learningPathId: paths.A,
      teams: [w.teams.B, unknown],
    });
    expect(badTeams.body).toMatchObject({
      error: 'validation-failed',
      fields: { teams: 'validation.unknownTeam' },
    });
    expect(await tableCounts()).toEqual(before);
    const kept = await w.api.admin.get(`get/${paths.A}`);
    expect(kept.body.data).toMatchObject({ status: 'published', teams: [{ _id: w.teams.A }] });
    expect(kept.body.data.courses.map((course: { _id: string }) => course._id)).toEqual(courseIds);
  });

  it('an admin creates, reorders, gives, removes, each audited; 404 for a path that is gone', async () => {
    const id = await w.makePath('Lifecycle', courseIds, [w.teams.B]);
    const reordered = await w.api.admin.put(`update/${id}`, {
      courses: [...courseIds].reverse(),
      enforceOrder: true,
      description: { en: 'D', pt: 'D', es: 'D' },
    });
    expect(reordered.status).toBe(200);
    expect(reordered.body.data).toMatchObject({ enforceOrder: true, description: { en: 'D' } });
    expect(reordered.body.data.courses.map((course: { _id: string }) => course._id)).toEqual(
      [...courseIds].reverse(),
    );
    const regiven = await w.api.admin.post('teams', { learningPathId: id, teams: [w.teams.A, w.teams.P] });
    expect(regiven.body.data.teams.map((team: { _id: string }) => team._id).sort()).toEqual(
      sorted(w.teams.A, w.teams.P),
    );
    expect((await w.api.admin.del(id)).body.data).toEqual({ ok: true });
    expect((await w.api.admin.get(`get/${id}`)).status).toBe(404);
    expect((await w.api.admin.del(id)).status).toBe(404);
    expect((await w.api.admin.put(`update/${id}`, { status: 'draft' })).status).toBe(404);
    expect((await w.api.admin.post('teams', { learningPathId: id, teams: [] })).status).toBe(404);
    const actions = (
      await t.deps.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, id))
    ).map((row) => row.action);
    expect(actions.sort()).toEqual(
      ['learning-path.create', 'learning-path.remove', 'learning-path.teams', 'learning-path.update'].sort(),
    );
  });
});
