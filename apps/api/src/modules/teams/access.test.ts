import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teams } from '../../db/schema/index.js';
import { bearer } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import {
  makeTeamWorld,
  TEAM_KINDS,
  TEAM_ROLES,
  type TeamKind,
  type TeamRole,
  type TeamWorld,
} from '../../test/team-world.js';

let t: TestApp;
let world: TeamWorld;
beforeAll(async () => {
  t = await createTestApp();
  world = await makeTeamWorld(t);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const ask = (role: TeamRole, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/team/${url}`, headers: bearer(world.tokens[role]), payload });

/** The teams each role sees (2xx on a read), and those it may change. */
const SEES: Record<TeamRole, TeamKind[]> = {
  admin: ['A', 'B', 'P', 'AB'],
  tsmBR: ['A', 'AB'],
  tsmLAAM: ['P'],
  master: ['A', 'AB'],
  student: [],
  fact: [],
};
const MANAGES: Record<TeamRole, TeamKind[]> = {
  admin: ['A', 'B', 'P', 'AB'],
  tsmBR: ['A'],
  tsmLAAM: ['P'],
  master: ['A'],
  student: [],
  fact: [],
};
const LEARNERS: TeamRole[] = ['student', 'fact'];
const isLearner = (role: TeamRole) => LEARNERS.includes(role);

/** What a role gets for a team of `kind`: 403 for learners, 404 out of sight, 403 seen but not his. */
const expected = (role: TeamRole, kind: TeamKind, write: boolean) => {
  if (isLearner(role)) return 403;
  if (!SEES[role].includes(kind)) return 404;
  if (write && !MANAGES[role].includes(kind)) return 403;
  return 200;
};

const cases = TEAM_ROLES.flatMap((role) => TEAM_KINDS.map((kind) => [role, kind] as const));

describe('team access matrix', () => {
  it.each(TEAM_ROLES)(
    'team/list for %s shows only the teams in scope, in the items and the total',
    async (role) => {
      const res = await ask(role, 'GET', 'list?limit=100');
      if (isLearner(role)) return expect(res.statusCode).toBe(403);
      expect(res.statusCode).toBe(200);
      const { items, total } = res.json().data;
      expect(items.map((team: { _id: string }) => team._id).sort()).toEqual(
        SEES[role].map((kind) => world.teams[kind]).sort(),
      );
      expect(total).toBe(SEES[role].length);
      const shared = items.find((team: { _id: string }) => team._id === world.teams.AB);
      if (shared)
        expect(shared).toMatchObject({ masters: ['Alpha Dist', 'Bravo Dist'], leaders: 0, members: 2 });
      // a search or filter never widens the scope
      const searched = await ask(role, 'GET', 'list?search=team&status=enabled');
      expect(searched.json().data.total).toBe(SEES[role].length);
    },
  );

  it.each(cases)('team/get for %s of a team %s', async (role, kind) => {
    const res = await ask(role, 'GET', `get/${world.teams[kind]}`);
    expect(res.statusCode).toBe(expected(role, kind, false));
    if (res.statusCode === 404)
      expect(res.json()).toMatchObject({ error: 'team-not-found', message: 'Team not found' });
  });

  it.each(cases)('team/update for %s of a team %s', async (role, kind) => {
    const id = world.teams[kind];
    const res = await ask(role, 'PUT', `update/${id}`, { name: `Renamed ${role}` });
    expect(res.statusCode).toBe(expected(role, kind, true));
    const [row] = await t.deps.db.select({ name: teams.name }).from(teams).where(eq(teams.id, id));
    if (res.statusCode === 200) {
      expect(row?.name).toBe(`Renamed ${role}`);
      await t.deps.db
        .update(teams)
        .set({ name: `Team ${kind}` })
        .where(eq(teams.id, id));
    } else expect(row?.name).toBe(`Team ${kind}`);
  });

  it.each(cases)('team/remove for %s of a team %s', async (role, kind) => {
    const id = await world.makeTeam(kind, `Doomed ${kind}`);
    const res = await ask(role, 'DELETE', `remove/${id}`);
    expect(res.statusCode).toBe(expected(role, kind, true));
    const left = await t.deps.db.select({ id: teams.id }).from(teams).where(eq(teams.id, id));
    expect(left).toHaveLength(res.statusCode === 200 ? 0 : 1);
    if (left.length > 0) await t.deps.db.delete(teams).where(eq(teams.id, id));
  });

  /** The distributors each role may draw a team from. */
  const MAY_DRAW: Record<TeamRole, ('A' | 'B' | 'P')[]> = {
    admin: ['A', 'B', 'P'],
    tsmBR: ['A'],
    tsmLAAM: ['P'],
    master: ['A'],
    student: [],
    fact: [],
  };

  it.each(TEAM_ROLES)('team/create for %s takes only the distributors in scope', async (role) => {
    for (const distributor of ['A', 'B', 'P'] as const) {
      const res = await ask(role, 'POST', 'create', {
        name: `New ${role} ${distributor}`,
        masters: [world.distributors[distributor]],
      });
      if (isLearner(role)) expect(res.statusCode).toBe(403);
      else if (MAY_DRAW[role].includes(distributor)) expect(res.statusCode).toBe(200);
      else
        expect(res.json()).toMatchObject({
          error: 'validation-failed',
          fields: { masters: 'validation.unknownDistributor' },
        });
      if (res.statusCode === 200) await t.deps.db.delete(teams).where(eq(teams.id, res.json().data._id));
    }
  });

  it.each(TEAM_ROLES)('team/masters for %s lists the distributors in scope', async (role) => {
    const res = await ask(role, 'GET', 'masters');
    if (isLearner(role)) return expect(res.statusCode).toBe(403);
    const ids: string[] = res.json().data.map((master: { _id: string }) => master._id);
    for (const distributor of ['A', 'B', 'P'] as const)
      expect(ids.includes(world.distributors[distributor])).toBe(MAY_DRAW[role].includes(distributor));
  });

  it.each(TEAM_ROLES)('team/load-users for %s gives only people in scope', async (role) => {
    const res = await ask(role, 'POST', 'load-users', {
      masters: [world.distributors.A, world.distributors.B, world.distributors.P],
    });
    if (isLearner(role)) return expect(res.statusCode).toBe(403);
    const byDistributor = { A: ['factA', 'masterA', 'studentA'], B: ['studentB'], P: ['studentP'] } as const;
    const expectedPeople = MAY_DRAW[role].flatMap((d) => byDistributor[d].map((name) => world.people[name]));
    expect(
      res
        .json()
        .data.map((person: { _id: string }) => person._id)
        .sort(),
    ).toEqual(expectedPeople.sort());
  });
});
