import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, learningPathCourses, learningPaths, learningPathTeams } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { makePathWorld, type PathAnswer, type PathWorld, pathBody } from '../../test/learning-path-world.js';
import { TEAM_ROLES } from '../../test/team-world.js';

/** A published path that is not open to all names its teams, on every call that saves a path. */

let t: TestApp;
let w: PathWorld;
let courseIds: string[];

beforeAll(async () => {
  t = await createTestApp();
  w = await makePathWorld(t);
  courseIds = [(await w.makeCourse('First')).courseId, (await w.makeCourse('Second')).courseId];
});
afterAll(() => t.close());

/** Every row a path save writes, the audit log included: a refused save leaves all of them as they were. */
const everything = async () => {
  const db = t.deps.db;
  return {
    paths: await db.select().from(learningPaths).orderBy(learningPaths.id),
    courses: await db.select().from(learningPathCourses).orderBy(learningPathCourses.learningPathId),
    teams: await db
      .select()
      .from(learningPathTeams)
      .orderBy(learningPathTeams.learningPathId, learningPathTeams.teamId),
    audit: (await db.select({ n: count() }).from(auditLog))[0]?.n,
  };
};

const expectNeedsTeams = (res: PathAnswer) => {
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expect(res.body).toMatchObject({
    error: 'learning-path-needs-teams',
    message: 'A published learning path that is not open to all needs at least one team',
  });
};
const teamIds = (res: PathAnswer) =>
  (res.body.data.teams as { _id: string }[]).map((team) => team._id).sort();

describe('creating a path', () => {
  it('when published, not open to all and without teams, answers 422 and creates nothing', async () => {
    const before = await everything();
    expectNeedsTeams(await w.api.admin.post('create', pathBody('Nobody', courseIds)));
    expectNeedsTeams(await w.api.admin.post('create', pathBody('Nobody', courseIds, { teams: [] })));
    expect(await everything()).toEqual(before);
  });

  it('saves the path with its teams in one call, audited once', async () => {
    const made = await w.api.admin.post(
      'create',
      pathBody('For A and B', courseIds, { teams: [w.teams.A, w.teams.B] }),
    );
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(teamIds(made)).toEqual([w.teams.A, w.teams.B].sort());
    const id = made.body.data._id as string;
    expect(teamIds(await w.api.admin.get(`get/${id}`))).toEqual([w.teams.A, w.teams.B].sort());
    // the team's learners see it at once
    expect((await w.api.student.get(`get/${id}`)).status).toBe(200);
    const audit = await t.deps.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.entityId, id));
    expect(audit).toEqual([{ action: 'learning-path.create', details: { teams: [w.teams.A, w.teams.B] } }]);
  });

  it('accepts a draft or a path open to all without teams', async () => {
    for (const extra of [{ status: 'draft' }, { openToAll: true }]) {
      const made = await w.api.admin.post('create', pathBody('Fine', courseIds, extra));
      expect(made.status, JSON.stringify(extra)).toBe(200);
      expect(made.body.data.teams).toEqual([]);
    }
  });

  it('refuses an unknown team and creates nothing', async () => {
    const before = await everything();
    const res = await w.api.admin.post(
      'create',
      pathBody('Bad team', courseIds, { teams: [w.teams.A, 'f'.repeat(24)] }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: 'validation-failed',
      fields: { teams: 'validation.unknownTeam' },
    });
    expect(await everything()).toEqual(before);
  });
});

describe('changing a path', () => {
  it('refuses to take the last team from a published path, or to close or publish it without one; nothing changes', async () => {
    const ofA = await w.makePath('Of A', courseIds, [w.teams.A]);
    const open = await w.makePath('Open', courseIds, [], { openToAll: true });
    const draft = await w.makePath('Draft', courseIds, [], { status: 'draft' });
    const before = await everything();
    expectNeedsTeams(await w.api.admin.put(`update/${ofA}`, { teams: [] }));
    expectNeedsTeams(
      await w.api.admin.put(`update/${ofA}`, { teams: [], enforceOrder: true, courses: [courseIds[0]] }),
    );
    expectNeedsTeams(await w.api.admin.post('teams', { learningPathId: ofA, teams: [] }));
    expectNeedsTeams(await w.api.admin.put(`update/${open}`, { openToAll: false }));
    expectNeedsTeams(await w.api.admin.put(`update/${draft}`, { status: 'published' }));
    expect(await everything()).toEqual(before);
  });

  it('changes the path and its teams in one call, by the rule of the path as it will be', async () => {
    const draft = await w.makePath('To publish', courseIds, [], { status: 'draft' });
    const published = await w.api.admin.put(`update/${draft}`, { status: 'published', teams: [w.teams.P] });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.data).toMatchObject({ status: 'published', openToAll: false });
    expect(teamIds(published)).toEqual([w.teams.P]);

    // opened to all, it may drop its teams; closed again, it needs one
    const opened = await w.api.admin.put(`update/${draft}`, { openToAll: true, teams: [] });
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({ openToAll: true, teams: [] });
    const closed = await w.api.admin.put(`update/${draft}`, { openToAll: false, teams: [w.teams.A] });
    expect(closed.status).toBe(200);
    expect(teamIds(closed)).toEqual([w.teams.A]);

    // a change that leaves the teams alone keeps them
    const renamed = await w.api.admin.put(`update/${draft}`, { enforceOrder: true });
    expect(renamed.status).toBe(200);
    expect(teamIds(renamed)).toEqual([w.teams.A]);

    // a draft may lose its teams, by either call
    expect((await w.api.admin.put(`update/${draft}`, { status: 'draft', teams: [] })).status).toBe(200);
    expect((await w.api.admin.post('teams', { learningPathId: draft, teams: [w.teams.B] })).status).toBe(200);
    expect((await w.api.admin.post('teams', { learningPathId: draft, teams: [] })).status).toBe(200);
  });

  it('refuses an unknown team in an update and changes nothing', async () => {
    const ofA = await w.makePath('Kept', courseIds, [w.teams.A]);
    const before = await everything();
    const res = await w.api.admin.put(`update/${ofA}`, { enforceOrder: true, teams: ['f'.repeat(24)] });
    expect(res.body).toMatchObject({
      error: 'validation-failed',
      fields: { teams: 'validation.unknownTeam' },
    });
    expect(await everything()).toEqual(before);
  });
});

describe('who may save a path with its teams', () => {
  it('only an admin: the others are refused (403) before the rule is looked at, and nothing changes', async () => {
    const ofA = await w.makePath('Guarded', courseIds, [w.teams.A]);
    const before = await everything();
    for (const role of TEAM_ROLES.filter((role) => role !== 'admin')) {
      const api = w.api[role];
      const refused = [
        await api.post('create', pathBody('Mine', courseIds, { teams: [w.teams.A] })),
        await api.post('create', pathBody('Mine', courseIds)),
        await api.put(`update/${ofA}`, { teams: [w.teams.B] }),
        await api.put(`update/${ofA}`, { teams: [] }),
        await api.post('teams', { learningPathId: ofA, teams: [] }),
      ];
      for (const res of refused)
        expect(res, role).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/learning_paths/create',
      payload: pathBody('Mine', courseIds, { teams: [w.teams.A] }),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await everything()).toEqual(before);
  });
});
