import { addDays, dayOf } from '@academy/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignments, auditLog } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { courseOfTeamOnly, makePathWorld, type PathWorld, pathApi } from '../../test/learning-path-world.js';
import { TEAM_ROLES, type TeamRole } from '../../test/team-world.js';

let t: TestApp;
let world: PathWorld;
let course: { courseId: string; lessonIds: string[] };
beforeAll(async () => {
  t = await createTestApp();
  world = await makePathWorld(t);
  course = await world.makeCourse('Assigned course');
});
afterAll(() => t.close());

const as = (role: TeamRole) => world.api[role];
const assignBody = (audience: object, extra: object = {}) => ({
  item: { kind: 'course', id: course.courseId },
  audience,
  ...extra,
});
const today = () => dayOf(new Date());

/** The assignments of the course, person by person. */
async function assignedPeople(courseId = course.courseId) {
  const rows = await t.deps.db
    .select({ userId: assignments.userId, withdrawnAt: assignments.withdrawnAt })
    .from(assignments)
    .where(eq(assignments.courseId, courseId));
  return rows;
}

describe('who may assign', () => {
  it('refuses students and fact users every staff call; each of them reads his own list', async () => {
    for (const role of ['student', 'fact'] as const) {
      const api = as(role);
      expect((await api.post('/assignment/preview', assignBody({ everyone: true }))).status).toBe(403);
      expect((await api.post('/assignment/create', assignBody({ everyone: true }))).status).toBe(403);
      expect((await api.get('/assignment/list')).status).toBe(403);
      expect((await api.get('/assignment-rule/list')).status).toBe(403);
      const mine = await api.get('/assignment/mine');
      expect(mine.status).toBe(200);
      expect(Array.isArray(mine.body.data)).toBe(true);
    }
    expect(await assignedPeople()).toEqual([]);
  });

  it('keeps a master to his distributor and a tsm to what he follows', async () => {
    const { A, B, P } = world.distributors;
    const refused = [
      ['master', { distributors: [B] }],
      ['master', { people: [world.people.studentB] }],
      ['master', { userTypes: ['admin'] }],
      ['master', { teams: [world.teams.B] }],
      ['tsmBR', { distributors: [P] }],
      ['tsmLAAM', { people: [world.people.studentA] }],
    ] as const;
    for (const [role, audience] of refused) {
      const res = await as(role).post('/assignment/preview', assignBody(audience));
      expect(res.status, `${role} ${JSON.stringify(audience)}`).toBe(403);
      expect(res.body.error).toBe('audience-out-of-scope');
    }
    const master = await as('master').post('/assignment/preview', assignBody({ distributors: [A] }));
    expect(master.body.data).toEqual({ people: 3, alreadyAssigned: 0, cannotSee: 0 });
    // everyone, for a master, is everyone of his distributor: the pending registration is not assignable
    const everyone = await as('master').post('/assignment/preview', assignBody({ everyone: true }));
    expect(everyone.body.data.people).toBe(3);
    const laam = await as('tsmLAAM').post('/assignment/preview', assignBody({ everyone: true }));
    expect(laam.body.data.people).toBe(1);
  });
});

describe('a simulation', () => {
  it('of a master shows his list and assigns nothing while it only shows', async () => {
    const started = await as('admin').post('/auth/simulate', { userId: world.people.masterA });
    expect(started.status).toBe(200);
    const token = started.body.data.token as string;
    const asMaster = pathApi(t, token);
    expect((await asMaster.get('/assignment/list')).status).toBe(200);
    const refused = await asMaster.post(
      '/assignment/create',
      assignBody({ distributors: [world.distributors.A] }),
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('simulation-read-only');
    expect(await assignedPeople()).toEqual([]);
  });
});

describe('assignment/create', () => {
  it('refuses bad input with a clear error and saves nothing', async () => {
    const api = as('admin');
    const cases = [
      [assignBody({}), 422, 'assignment-audience-empty'],
      [assignBody({ everyone: true }, { due: { date: addDays(today(), -1) } }), 422, 'due-date-past'],
      [assignBody({ everyone: true }, { due: { days: 0 } }), 400, 'validation-failed'],
      [
        assignBody({ everyone: true }, { due: { days: 3, date: addDays(today(), 3) } }),
        400,
        'validation-failed',
      ],
      [assignBody({ everyone: true }, { due: { date: '2026-02-30' } }), 400, 'validation-failed'],
      [assignBody({ userTypes: ['nobody'] }), 400, 'validation-failed'],
      [{ item: { kind: 'course', id: 'f'.repeat(24) }, audience: { everyone: true } }, 404, 'not-found'],
      [
        { item: { kind: 'lesson', id: course.courseId }, audience: { everyone: true } },
        400,
        'validation-failed',
      ],
    ] as const;
    for (const [body, status, error] of cases) {
      const res = await api.post('/assignment/create', body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.error).toBe(error);
    }
    expect(await assignedPeople()).toEqual([]);
  });

  it('refuses, whole, an audience with people who cannot see the course', async () => {
    const teamOnly = await world.makeCourse('Team A only');
    await courseOfTeamOnly(t, teamOnly.courseId, world.teams.A);
    const item = { kind: 'course', id: teamOnly.courseId };
    const preview = await as('admin').post('/assignment/preview', {
      item,
      audience: { distributors: [world.distributors.A] },
    });
    // the master of A sees every published course, the student of A is in team A: the fact user cannot see it
    expect(preview.body.data).toEqual({ people: 3, alreadyAssigned: 0, cannotSee: 1 });
    const refused = await as('admin').post('/assignment/create', {
      item,
      audience: { distributors: [world.distributors.A] },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe('assignment-not-visible');
    expect(await assignedPeople(teamOnly.courseId)).toEqual([]);

    const team = await as('admin').post('/assignment/create', { item, audience: { teams: [world.teams.A] } });
    expect(team.body.data).toEqual({ assigned: 1, alreadyAssigned: 0 });
  });

  it('assigns each person once, with the due day N days after, and follows his progress to completion', async () => {
    const api = as('admin');
    const body = assignBody(
      { userTypes: ['student'], countries: [], distributors: [world.distributors.A, world.distributors.B] },
      {
        due: { days: 30 },
      },
    );
    const first = await api.post('/assignment/create', body);
    expect(first.body.data).toEqual({ assigned: 2, alreadyAssigned: 0 });
    const again = await api.post('/assignment/create', body);
    expect(again.body.data).toEqual({ assigned: 0, alreadyAssigned: 2 });

    const ofCourse = (rows: { item: { _id: string } }[]) =>
      rows.filter((row) => row.item._id === course.courseId);
    const mine = ofCourse((await as('student').get('/assignment/mine')).body.data);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      state: 'assigned',
      dueOn: addDays(today(), 30),
      item: { kind: 'course', _id: course.courseId, title: expect.stringMatching(/^Assigned course/) },
    });

    // the course list tells the learner when it is due, with no call of its own
    const listed = await as('student').get('/course/list?page=1&limit=50');
    const card = listed.body.data.items.find((item: { _id: string }) => item._id === course.courseId);
    expect(card.assignment).toEqual({ dueOn: addDays(today(), 30) });

    await world.complete(world.tokens.student, course);
    const [done] = ofCourse((await as('student').get('/assignment/mine')).body.data);
    const relisted = await as('student').get('/course/list?page=1&limit=50');
    expect(
      relisted.body.data.items.find((item: { _id: string }) => item._id === course.courseId).assignment,
    ).toBeNull();
    expect(done).toMatchObject({ state: 'completed', completedAt: expect.any(String) });

    const list = await api.get(`/assignment/list?courseId=${course.courseId}&state=completed`);
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.items[0].user).toMatchObject({ name: 'Ana Alpha', distributor: 'Alpha Dist' });
  });

  it('counts a course completed before the assignment as completed at once', async () => {
    const before = await world.makeCourse('Done before');
    await world.complete(world.tokens.fact, before);
    const res = await as('admin').post('/assignment/create', {
      item: { kind: 'course', id: before.courseId },
      audience: { people: [world.people.factA] },
    });
    expect(res.body.data.assigned).toBe(1);
    const mine = await as('fact').get('/assignment/mine');
    expect(
      mine.body.data.find((row: { item: { _id: string } }) => row.item._id === before.courseId).state,
    ).toBe('completed');
  });
});

describe('a path assignment', () => {
  it('is in progress once a course of it is done and completed with its last course', async () => {
    const one = await world.makeCourse('Path one', 1);
    const two = await world.makeCourse('Path two', 1);
    const pathId = await world.makePath('Assigned path', [one.courseId, two.courseId], [world.teams.A]);
    const res = await as('master').post('/assignment/create', {
      item: { kind: 'path', id: pathId },
      audience: { teams: [world.teams.A] },
    });
    expect(res.body.data.assigned).toBe(1);
    const stateOf = async () =>
      (await as('student').get('/assignment/mine')).body.data.find(
        (row: { item: { _id: string } }) => row.item._id === pathId,
      ).state;
    expect(await stateOf()).toBe('assigned');
    await world.complete(world.tokens.student, one);
    expect(await stateOf()).toBe('in-progress');
    await world.complete(world.tokens.student, two);
    expect(await stateOf()).toBe('completed');
  });
});

describe('assignment/withdraw', () => {
  it('withdraws an open assignment once, within the asker scope only', async () => {
    const withdrawn = await world.makeCourse('To withdraw');
    await as('admin').post('/assignment/create', {
      item: { kind: 'course', id: withdrawn.courseId },
      audience: { people: [world.people.studentA, world.people.studentB] },
    });
    const rows = await t.deps.db
      .select({ id: assignments.id, userId: assignments.userId })
      .from(assignments)
      .where(eq(assignments.courseId, withdrawn.courseId));
    const ofA = rows.find((row) => row.userId === world.people.studentA)?.id;
    const ofB = rows.find((row) => row.userId === world.people.studentB)?.id;

    expect((await as('master').post(`/assignment/withdraw/${ofB}`, {})).status).toBe(404);
    expect((await as('student').post(`/assignment/withdraw/${ofA}`, {})).status).toBe(403);
    expect((await as('master').post(`/assignment/withdraw/${ofA}`, {})).status).toBe(200);
    const twice = await as('master').post(`/assignment/withdraw/${ofA}`, {});
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe('assignment-closed');

    const audited = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, ofA as string));
    expect(audited.map((entry) => entry.action)).toEqual(['assignment.withdraw']);
    const assignedEntry = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, withdrawn.courseId));
    expect(assignedEntry).toEqual([
      expect.objectContaining({ action: 'assignment.create', entity: 'course' }),
    ]);

    const list = await as('admin').get(`/assignment/list?courseId=${withdrawn.courseId}&state=withdrawn`);
    expect(list.body.data.items.map((row: { user: { _id: string } }) => row.user._id)).toEqual([
      world.people.studentA,
    ]);
  });
});

describe('assignment/list', () => {
  it('shows each asker the people of his scope only', async () => {
    const expected: Partial<Record<TeamRole, (id: string) => boolean>> = {
      master: (id) => [world.people.studentA, world.people.factA, world.people.masterA].includes(id),
      tsmLAAM: (id) => id === world.people.studentP,
    };
    for (const role of TEAM_ROLES.filter((role) => role in expected)) {
      const res = await as(role).get('/assignment/list?limit=100');
      expect(res.status).toBe(200);
      for (const row of res.body.data.items)
        expect(expected[role]?.(row.user._id), `${role} sees ${row.user.name}`).toBe(true);
    }
  });
});
