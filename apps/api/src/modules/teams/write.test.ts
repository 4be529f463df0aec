import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, courseTeams, distributors, teamUsers, users } from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import { bearer } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { makeTeamWorld, type TeamRole, type TeamWorld } from '../../test/team-world.js';

let t: TestApp;
let world: TeamWorld;
beforeAll(async () => {
  t = await createTestApp();
  world = await makeTeamWorld(t);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const ask = (method: Method, url: string, payload?: object, role: TeamRole = 'admin') =>
  t.app.inject({ method, url: `/api/team/${url}`, headers: bearer(world.tokens[role]), payload });
const ids = (people: { _id: string }[]) => people.map((person) => person._id).sort();

describe('team/create', () => {
  it('needs at least one distributor', async () => {
    for (const body of [{ name: 'No masters' }, { name: 'No masters', masters: [] }]) {
      const res = await ask('POST', 'create', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'validation-failed',
        fields: { masters: 'validation.teamMasters' },
      });
    }
  });

  it('refuses a blank name, an unknown field and a damaged id with the field named', async () => {
    const masters = [world.distributors.A];
    const blank = await ask('POST', 'create', { name: '   ', masters });
    expect(blank.json()).toMatchObject({
      status: 0,
      error: 'validation-failed',
      fields: { name: 'validation.required' },
    });
    expect((await ask('POST', 'create', { name: 'X', masters, extra: 1 })).statusCode).toBe(400);
    const damaged = await ask('POST', 'create', { name: 'X', masters, members: ['nope'] });
    expect(damaged.json().fields).toEqual({ 'members.0': 'validation.teamPerson' });
  });

  it('creates an enabled team from two distributors with their people as leaders and members', async () => {
    const { A, B } = world.distributors;
    const { masterA, studentA, factA, studentB } = world.people;
    const res = await ask('POST', 'create', {
      name: '  Two distributors  ',
      masters: [A, B, A],
      leaders: [masterA],
      members: [studentA, factA, studentB],
    });
    expect(res.statusCode).toBe(200);
    const team = res.json().data;
    expect(team).toMatchObject({ name: 'Two distributors', status: 'enabled' });
    expect(ids(team.masters)).toEqual([A, B].sort());
    expect(team.masters.map((m: { name: string }) => m.name)).toEqual(['Alpha Dist', 'Bravo Dist']);
    expect(ids(team.leaders)).toEqual([masterA]);
    expect(ids(team.members)).toEqual([studentA, factA, studentB].sort());
    expect(team.members[0]).toMatchObject({
      name: 'Ana Alpha',
      email: expect.stringContaining('@'),
      master: A,
    });
    const got = await ask('GET', `get/${team._id}`);
    expect(got.json().data).toEqual(team);
  });

  it('refuses people of another distributor, pending accounts, and people out of scope, writing nothing', async () => {
    const { A, B } = world.distributors;
    const tries = [
      { role: 'admin', body: { masters: [A], members: [world.people.studentB] }, field: 'members' },
      { role: 'admin', body: { masters: [A], leaders: [world.people.pendingA] }, field: 'leaders' },
      { role: 'admin', body: { masters: [A], members: [newId()] }, field: 'members' },
      { role: 'tsmBR', body: { masters: [A, B], members: [world.people.studentA] }, field: 'masters' },
    ] as const;
    for (const attempt of tries) {
      const name = `Refused ${newId()}`;
      const res = await ask('POST', 'create', { name, ...attempt.body }, attempt.role);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual([attempt.field]);
      const listed = await ask('GET', `list?search=${encodeURIComponent(name)}`);
      expect(listed.json().data.total).toBe(0);
    }
  });

  it("lets a master draw a team from his distributor's people only", async () => {
    const res = await ask(
      'POST',
      'create',
      { name: 'Master made', masters: [world.distributors.A], members: [world.people.studentA] },
      'master',
    );
    expect(res.statusCode).toBe(200);
    const foreign = await ask('POST', 'load-users', { masters: [world.distributors.B] }, 'master');
    expect(foreign.json().data).toEqual([]);
  });
});

describe('team/load-users', () => {
  it('needs at least one distributor', async () => {
    const res = await ask('POST', 'load-users', { masters: [] });
    expect(res.json()).toMatchObject({
      error: 'validation-failed',
      fields: { masters: 'validation.teamMasters' },
    });
  });

  it('gives the people of the chosen distributors by name, without pending registrations', async () => {
    const res = await ask('POST', 'load-users', { masters: [world.distributors.A] });
    expect(res.json().data.map((person: { name: string }) => person.name)).toEqual([
      'Ana Alpha',
      'Fabio Alpha',
      'Mario Alpha',
    ]);
  });
});

describe('team/update', () => {
  it('switches the status alone, keeping the name, distributors and people', async () => {
    const id = await world.makeTeam('AB', 'Switched team');
    const before = (await ask('GET', `get/${id}`)).json().data;
    const off = await ask('PUT', `update/${id}`, { status: 'disabled' });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toEqual({ ...before, status: 'disabled' });
    const disabled = await ask('GET', 'list?status=disabled&search=Switched');
    expect(disabled.json().data.items).toMatchObject([{ _id: id, status: 'disabled' }]);
    const on = await ask('PUT', `update/${id}`, { status: 'enabled' });
    expect(on.json().data.status).toBe('enabled');
    expect((await ask('PUT', `update/${id}`, { status: 'archived' })).statusCode).toBe(400);
  });

  it('drops the people of a distributor the team no longer draws from', async () => {
    const id = await world.makeTeam('AB', 'Shrinking team');
    const res = await ask('PUT', `update/${id}`, { masters: [world.distributors.A] });
    expect(ids(res.json().data.members)).toEqual([world.people.studentA]);
  });

  it('replaces the leaders and members sent, and refuses an empty list of distributors', async () => {
    const id = await world.makeTeam('A', 'Edited team');
    const res = await ask('PUT', `update/${id}`, {
      name: 'Edited team 2',
      leaders: [world.people.masterA],
      members: [world.people.factA],
    });
    expect(res.json().data).toMatchObject({ name: 'Edited team 2' });
    expect(ids(res.json().data.leaders)).toEqual([world.people.masterA]);
    expect(ids(res.json().data.members)).toEqual([world.people.factA]);
    const empty = await ask('PUT', `update/${id}`, { masters: [] });
    expect(empty.json().fields).toEqual({ masters: 'validation.teamMasters' });
  });

  it('keeps a distributor disabled since, but takes no new disabled one', async () => {
    const id = await world.makeTeam('B', 'Team of a closed distributor');
    await t.deps.db
      .update(distributors)
      .set({ enabled: false })
      .where(eq(distributors.id, world.distributors.B));
    try {
      const kept = await ask('PUT', `update/${id}`, { masters: [world.distributors.B], name: 'Still here' });
      expect(kept.statusCode).toBe(200);
      const added = await ask('PUT', `update/${world.teams.A}`, {
        masters: [world.distributors.A, world.distributors.B],
      });
      expect(added.json().fields).toEqual({ masters: 'validation.unknownDistributor' });
    } finally {
      await t.deps.db
        .update(distributors)
        .set({ enabled: true })
        .where(eq(distributors.id, world.distributors.B));
    }
  });

  it('answers team-not-found for an id no team has', async () => {
    const res = await ask('PUT', `update/${newId()}`, { status: 'disabled' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'team-not-found' });
  });
});

describe('team/remove', () => {
  it("removes the team and its course audience links, and keeps its people's accounts", async () => {
    const id = await world.makeTeam('AB', 'Removed team');
    const courseId = newId();
    await t.deps.db.insert(courses).values({
      id: courseId,
      title: { en: 'Team course', pt: 'Curso', es: 'Curso' },
      description: { en: '', pt: '', es: '' },
      langs: ['en'],
      audience: 'teams',
    });
    await t.deps.db.insert(courseTeams).values({ courseId, teamId: id });
    const res = await ask('DELETE', `remove/${id}`);
    expect(res.json()).toEqual({ status: 1, data: { ok: true } });
    expect((await ask('GET', `get/${id}`)).statusCode).toBe(404);
    expect(await t.deps.db.select().from(teamUsers).where(eq(teamUsers.teamId, id))).toEqual([]);
    expect(await t.deps.db.select().from(courseTeams).where(eq(courseTeams.teamId, id))).toEqual([]);
    const people = await t.deps.db
      .select({ status: users.status })
      .from(users)
      .where(inArray(users.id, [world.people.studentA, world.people.studentB]));
    expect(people).toEqual([{ status: 'enabled' }, { status: 'enabled' }]);
    expect((await ask('DELETE', `remove/${id}`)).statusCode).toBe(404);
  });
});
