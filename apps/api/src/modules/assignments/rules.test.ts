import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignmentRules, assignments, users } from '../../db/schema/index.js';
import { makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { courseOfTeamOnly, makePathWorld, type PathWorld } from '../../test/learning-path-world.js';
import type { TeamRole } from '../../test/team-world.js';
import { applyRulesTo } from './rules.js';

let t: TestApp;
let world: PathWorld;
let courseId: string;
beforeAll(async () => {
  t = await createTestApp();
  world = await makePathWorld(t);
  courseId = (await world.makeCourse('Rule course')).courseId;
});
afterAll(() => t.close());

const as = (role: TeamRole) => world.api[role];
const ruleBody = (audience: object, extra: object = {}) => ({
  name: 'Students of A and B',
  item: { kind: 'course', id: courseId },
  audience,
  due: { days: 30 },
  ...extra,
});

/** Who holds an open assignment of the course, and from which rule. */
async function openHolders() {
  const rows = await t.deps.db
    .select({ userId: assignments.userId, ruleId: assignments.ruleId })
    .from(assignments)
    .where(
      and(
        eq(assignments.courseId, courseId),
        isNull(assignments.withdrawnAt),
        isNull(assignments.completedAt),
      ),
    );
  return rows.map((row) => row.userId).sort();
}

describe('assignment rules', () => {
  let ruleId: string;

  it('refuses a rule with no condition unless it is for everyone, and one past the asker scope', async () => {
    const empty = await as('admin').post('/assignment-rule/create', ruleBody({}));
    expect(empty.status).toBe(422);
    expect(empty.body.error).toBe('assignment-audience-empty');
    const wide = await as('master').post(
      '/assignment-rule/create',
      ruleBody({ distributors: [world.distributors.B] }),
    );
    expect(wide.body.error).toBe('audience-out-of-scope');
    expect((await as('student').post('/assignment-rule/create', ruleBody({ everyone: true }))).status).toBe(
      403,
    );
    const teamOnly = await world.makeCourse('Team A only');
    await courseOfTeamOnly(t, teamOnly.courseId, world.teams.A);
    const unseen = await as('admin').post(
      '/assignment-rule/create',
      ruleBody({ distributors: [world.distributors.A] }, { item: { kind: 'course', id: teamOnly.courseId } }),
    );
    expect(unseen.status).toBe(422);
    expect(unseen.body.error).toBe('assignment-not-visible');
    expect(await openHolders()).toEqual([]);
  });

  it('assigns everyone of its audience when it is saved, and nobody twice when saved again', async () => {
    const audience = { userTypes: ['student'], distributors: [world.distributors.A, world.distributors.B] };
    const created = await as('admin').post('/assignment-rule/create', ruleBody(audience));
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      assigned: 2,
      withdrawn: 0,
      rule: { assigned: 2, status: 'enabled' },
    });
    ruleId = created.body.data.rule._id;
    expect(await openHolders()).toEqual([world.people.studentA, world.people.studentB].sort());

    const again = await as('admin').put(`/assignment-rule/update/${ruleId}`, ruleBody(audience));
    expect(again.body.data).toMatchObject({ assigned: 0, withdrawn: 0 });
  });

  it('assigns a person approved into its audience, and no one else', async () => {
    const res = await as('admin').post('/user/accept', { userIds: [world.people.pendingA], accept: true });
    expect(res.status).toBe(200);
    expect(await openHolders()).toEqual(
      [world.people.studentA, world.people.studentB, world.people.pendingA].sort(),
    );
  });

  it('withdraws the open assignment of one who leaves its audience, and assigns one who joins it', async () => {
    const narrower = await as('admin').put(
      `/assignment-rule/update/${ruleId}`,
      ruleBody({ userTypes: ['student'], distributors: [world.distributors.A] }),
    );
    expect(narrower.body.data).toMatchObject({ assigned: 0, withdrawn: 1 });
    expect(await openHolders()).toEqual([world.people.studentA, world.people.pendingA].sort());

    // Bia moves from B to A: the rule takes her back
    const moved = await as('admin').post('/user/update', {
      _id: world.people.studentB,
      distributor: world.distributors.A,
    });
    expect(moved.status).toBe(200);
    expect(await openHolders()).toEqual(
      [world.people.studentA, world.people.pendingA, world.people.studentB].sort(),
    );
  });

  it('assigns a person imported from a file into its audience', async () => {
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/user/import',
      headers: { authorization: `Bearer ${world.tokens.admin}` },
      payload: {
        dryRun: false,
        rows: [
          {
            line: 2,
            name: 'Ivo Imported',
            email: 'ivo.imported@example.com',
            type: 'student',
            country: '',
            state: '',
            distributor: 'Alpha Dist',
            team: '',
            language: '',
          },
          {
            line: 3,
            name: 'Fred Imported',
            email: 'fred.imported@example.com',
            type: 'fact',
            country: '',
            state: '',
            distributor: 'Alpha Dist',
            team: '',
            language: '',
          },
        ],
      },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const [student, fact] = imported.json().data.results.map((result: { userId: string }) => result.userId);
    const holders = await openHolders();
    expect(holders).toContain(student);
    expect(holders).not.toContain(fact);
  });

  it('belongs to its author: a master neither lists nor changes an admin rule', async () => {
    expect((await as('master').get('/assignment-rule/list')).body.data).toEqual([]);
    expect((await as('master').get(`/assignment-rule/get/${ruleId}`)).status).toBe(404);
    expect((await as('master').del(`/assignment-rule/remove/${ruleId}`)).status).toBe(404);
    const list = await as('admin').get('/assignment-rule/list');
    expect(list.body.data.map((rule: { _id: string }) => rule._id)).toContain(ruleId);
  });

  it('goes when removed, and the assignments it made stay', async () => {
    const before = await openHolders();
    expect((await as('admin').del(`/assignment-rule/remove/${ruleId}`)).status).toBe(200);
    expect((await as('admin').get(`/assignment-rule/get/${ruleId}`)).status).toBe(404);
    expect(await openHolders()).toEqual(before);
  });

  it('costs the same statements whatever the number of people it assigns', async () => {
    const save = (name: string, id: string) =>
      t.queries.measure(() =>
        as('admin').post('/assignment-rule/create', {
          ...ruleBody({ userTypes: ['fact'] }),
          name,
          item: { kind: 'course', id },
        }),
      );
    const few = await world.makeCourse('Few people');
    const small = await save('Few', few.courseId);
    for (let n = 0; n < 12; n++)
      await makeUser(t.deps.db, { type: 'fact', distributorId: world.distributors.A });
    const many = await world.makeCourse('More people');
    const large = await save('More', many.courseId);
    expect(large.result.body.data.assigned).toBeGreaterThan(small.result.body.data.assigned + 10);
    expect(large.queries).toBe(small.queries);
  });

  it("reads every rule's author at once when a person changes: two statements per rule, not three", async () => {
    // a master, in none of the rules' audiences: each rule assigns and withdraws no one
    const apply = () =>
      t.queries.measure(() =>
        t.deps.db.transaction((tx) => applyRulesTo(tx, eq(users.id, world.people.masterA))),
      );
    const enabled = async () =>
      (await t.deps.db.select().from(assignmentRules).where(eq(assignmentRules.status, 'enabled'))).length;
    const before = await apply();
    const rulesBefore = await enabled();
    expect(rulesBefore).toBeGreaterThan(0);
    for (const name of ['Later one', 'Later two', 'Later three']) {
      const { courseId: id } = await world.makeCourse(name);
      const made = await as('master').post('/assignment-rule/create', {
        ...ruleBody({ userTypes: ['fact'] }),
        name,
        item: { kind: 'course', id },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
    }
    const after = await apply();
    expect(await enabled()).toBe(rulesBefore + 3);
    expect(after.queries - before.queries).toBe(2 * 3);
    expect(after.result).toEqual({ assigned: 0, withdrawn: 0 });
  });

  it('withdraws nothing by the rules of an author who was removed', async () => {
    const fromMastersRules = async () =>
      (
        await t.deps.db
          .select({ id: assignments.id })
          .from(assignments)
          .innerJoin(assignmentRules, eq(assignmentRules.id, assignments.ruleId))
          .where(and(eq(assignmentRules.createdBy, world.people.masterA), isNull(assignments.withdrawnAt)))
      ).length;
    const held = await fromMastersRules();
    expect(held).toBeGreaterThan(0);
    await t.deps.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, world.people.masterA));
    expect((await t.deps.db.transaction((tx) => applyRulesTo(tx))).withdrawn).toBe(0);
    expect(await fromMastersRules()).toBe(held);
  });
});
