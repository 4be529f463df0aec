import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { makeTeamWorld, TEAM_ROLES, type TeamRole, type TeamWorld } from '../../test/team-world.js';

let t: TestApp;
let world: TeamWorld;
beforeAll(async () => {
  t = await createTestApp();
  world = await makeTeamWorld(t);
});
afterAll(() => t.close());

type Person = keyof TeamWorld['people'];
const PEOPLE: Person[] = ['masterA', 'studentA', 'factA', 'pendingA', 'studentB', 'studentP'];
const OF_A: Person[] = ['masterA', 'studentA', 'factA', 'pendingA'];

/** The people of the world each role sees: a BR tsm follows distributor A, a LAAM tsm Peru. */
const SEES: Record<TeamRole, Person[]> = {
  admin: PEOPLE,
  tsmBR: OF_A,
  tsmLAAM: ['studentP'],
  master: OF_A,
  student: [],
  fact: [],
};
const isLearner = (role: TeamRole) => role === 'student' || role === 'fact';

const ask = (role: TeamRole, url: string) =>
  t.app.inject({ method: 'GET', url: `/api/user/${url}`, headers: bearer(world.tokens[role]) });
const idsOf = (items: { _id: string }[]) => items.map((item) => item._id).sort();
const seenIds = (role: TeamRole) => SEES[role].map((person) => world.people[person]).sort();

describe('who sees whom among the people', () => {
  it.each(TEAM_ROLES)(
    'user/list for %s holds only the people in scope, in the items and the total',
    async (role) => {
      const res = await ask(role, 'list?limit=100');
      if (isLearner(role)) return expect(res.statusCode).toBe(403);
      expect(res.statusCode).toBe(200);
      const { items, total } = res.json().data;
      const known = new Set(PEOPLE.map((person) => world.people[person]));
      if (role === 'admin') {
        // the admin sees the world's staff too
        expect(idsOf(items).filter((id) => known.has(id))).toEqual(seenIds(role));
        expect(total).toBe(items.length);
        return;
      }
      expect(idsOf(items)).toEqual(seenIds(role));
      expect(total).toBe(SEES[role].length);
      // a filter or a search never widens it, nor does the last page
      const last = await ask(role, `list?limit=100&jump=last&search=a&distributor=${world.distributors.B}`);
      expect(last.json().data).toMatchObject({ items: [], total: 0 });
      const all = await ask(role, 'list?limit=100&jump=last');
      expect(idsOf(all.json().data.items)).toEqual(seenIds(role));
    },
  );

  it.each(TEAM_ROLES)('user/get-tabs-counters for %s counts only the people in scope', async (role) => {
    const res = await ask(role, 'get-tabs-counters');
    if (isLearner(role)) return expect(res.statusCode).toBe(403);
    const counters = res.json().data;
    if (role === 'admin')
      return expect(counters).toEqual({
        all: 9,
        student: 4,
        fact: 1,
        tsm: 2,
        admin: 1,
        master: 1,
        pending: 1,
      });
    const expected = {
      tsmBR: { all: 4, student: 2, fact: 1, tsm: 0, admin: 0, master: 1, pending: 1 },
      master: { all: 4, student: 2, fact: 1, tsm: 0, admin: 0, master: 1, pending: 1 },
      tsmLAAM: { all: 1, student: 1, fact: 0, tsm: 0, admin: 0, master: 0, pending: 0 },
    } as const;
    expect(counters).toEqual(expected[role]);
  });

  it.each(TEAM_ROLES)('user/all for %s offers only the enabled people in scope', async (role) => {
    const res = await ask(role, 'all?limit=200');
    if (isLearner(role)) return expect(res.statusCode).toBe(403);
    const offered = idsOf(res.json().data);
    const enabled = seenIds(role).filter((id) => id !== world.people.pendingA);
    if (role === 'admin') return expect(offered).toEqual(expect.arrayContaining(enabled));
    expect(offered).toEqual(enabled);
  });

  const READS = ['get/:id', ':id/courses', ':id/teams', ':id/activities', ':id/conquests'];
  const cases = TEAM_ROLES.flatMap((role) => READS.map((read) => [role, read] as const));
  it.each(cases)(
    '%s reading user/%s: 200 inside the scope, 404 outside, 403 for a learner',
    async (role, read) => {
      for (const person of PEOPLE) {
        const res = await ask(role, read.replace(':id', world.people[person]));
        const expected = isLearner(role) ? 403 : SEES[role].includes(person) ? 200 : 404;
        expect(res.statusCode, `${role} ${read} ${person}`).toBe(expected);
      }
    },
  );

  it.each(TEAM_ROLES)('user/check-all and user/fix are for admins only (%s)', async (role) => {
    const check = await ask(role, 'check-all');
    const fix = await ask(role, `fix/stale-pending/${world.people.pendingA}`);
    const expected = role === 'admin' ? 200 : 403;
    expect(check.statusCode).toBe(expected);
    expect(fix.statusCode).toBe(expected);
  });
});
