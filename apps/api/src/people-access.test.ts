import { USER_STATUSES, USER_TYPES } from '@academy/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, trainingTypes, users } from './db/schema/index.js';
import { bearer } from './test/factories.js';
import { createTestApp, type TestApp } from './test/harness.js';
import {
  ACCESS_CASES,
  type AccessCase,
  type Ask,
  type CaseRequest,
  expectedStatus,
  ISSUE_CALLS,
  LEFT_OUT,
  sees,
  simulationRefusal,
  type Target,
} from './test/people-access-cases.js';
import {
  makePeopleWorld,
  PEOPLE_ROLES,
  type PeopleRole,
  type PeopleWorld,
  PLACES,
  type RosterEntry,
  SCOPE,
} from './test/people-world.js';
import { TEAM_KINDS } from './test/team-world.js';

/**
 * Issue 12's access matrix: every call of the people and organisation contracts, asked by each
 * role (admin, BR tsm, LAAM tsm, master, student, fact, and an admin simulating the student in
 * 'view' and in 'act'), about a thing inside and outside the asker's scope, over real HTTP. Then
 * what a tsm or a master is shown: no one outside his scope in any list, count or export.
 */

let t: TestApp;
let world: PeopleWorld;
beforeAll(async () => {
  t = await createTestApp();
  world = await makePeopleWorld(t);
  // the calls about one training type and one user category need one to exist
  await t.deps.db.insert(trainingTypes).values({ id: 0, title: 'Sales' }).onConflictDoNothing();
  const category = await ask('admin', 'POST', '/user-category/save', { title: 'Retail' });
  if (category.statusCode !== 200) throw new Error(category.body);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
function ask(role: PeopleRole | { token: string }, method: Method, path: string, payload?: unknown) {
  const token = typeof role === 'string' ? world.tokens[role] : role.token;
  return t.app.inject({ method, url: `/api${path}`, headers: bearer(token), payload: payload as object });
}

const urlOf = (path: string, request: CaseRequest) => {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => String(request.params?.[name]));
  const query = Object.entries(request.query ?? {})
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  return query ? `${filled}?${query}` : filled;
};

/** The answer to a thing outside the scope: the same as to one that does not exist. */
const NOT_FOUND = { person: 'user-not-found', team: 'team-not-found' } as const;

const caseName = (c: AccessCase) => `${c.call.method} ${c.call.path}${c.label ? ` (${c.label})` : ''}`;
const targetsOf = (c: AccessCase): (Target | null)[] =>
  c.about === 'team' ? [...PLACES, 'AB'] : c.about === 'person' ? [...PLACES] : [null];

describe('the matrix', () => {
  it('holds every call of the issue, or leaves it out knowingly', async () => {
    const held = new Set([...ACCESS_CASES.map((c) => c.call), ...LEFT_OUT]);
    expect(
      ISSUE_CALLS.filter((call) => !held.has(call)).map((call) => `${call.method} ${call.path}`),
    ).toEqual([]);
  });
});

/** Each case asked by each role about each of its targets, with the status expected. */
const ROWS = ACCESS_CASES.flatMap((c) =>
  PEOPLE_ROLES.flatMap((role) =>
    targetsOf(c).map((target) => ({
      c,
      role,
      target,
      name: `${caseName(c)} by ${role}${target ? ` about ${target}` : ''}: ${expectedStatus(c, { role, target })}`,
    })),
  ),
);

/** What a person of a role's scope is: one of his places (staff belong to none). */
const inScope = (role: PeopleRole, person: RosterEntry) =>
  person.place !== null && SCOPE[role].includes(person.place);
const idsOf = (items: { _id: string }[]) => items.map((item) => item._id).sort();
const SCOPED_STAFF = ['tsmBR', 'tsmLAAM', 'master'] as const;

describe('what a tsm or a master is shown holds no one outside his scope', () => {
  const views = ['admin', ...SCOPED_STAFF] as const;

  it.each(views)('user/list, every tab and status, for %s: exactly the people in scope', async (role) => {
    const roster = await world.roster();
    for (const type of [undefined, ...USER_TYPES])
      for (const status of [undefined, ...USER_STATUSES]) {
        const query = new URLSearchParams({ limit: '1000' });
        if (type) query.set('type', type);
        if (status) query.set('status', status);
        const res = await ask(role, 'GET', `/user/list?${query}`);
        expect(res.statusCode).toBe(200);
        const wanted = roster
          .filter((person) => role === 'admin' || inScope(role, person))
          .filter((person) => (!type || person.type === type) && (!status || person.status === status));
        const { items, total } = res.json().data;
        expect(idsOf(items), `${role} ${type} ${status}`).toEqual(wanted.map((person) => person.id).sort());
        expect(total, `${role} ${type} ${status}`).toBe(wanted.length);
      }
  });

  it.each(SCOPED_STAFF)("user/list filtered by what lies outside %s's scope is empty", async (role) => {
    const outside = PLACES.filter((place) => !SCOPE[role].includes(place));
    const outsideTeams = TEAM_KINDS.filter((kind) => !sees(role, kind));
    const filters = [
      ...outside.map((place) => `distributor=${world.teamWorld.distributors[place]}`),
      ...outsideTeams.map((kind) => `team=${world.teamWorld.teams[kind]}`),
      `country=${role === 'tsmLAAM' ? world.countries.brazil : world.countries.peru}`,
    ];
    for (const filter of filters)
      for (const jump of ['first', 'last']) {
        const res = await ask(role, 'GET', `/user/list?limit=1000&jump=${jump}&${filter}`);
        expect(res.json().data, filter).toMatchObject({ items: [], total: 0 });
      }
  });

  it.each(views)('user/get-tabs-counters for %s counts exactly the people in scope', async (role) => {
    const roster = (await world.roster()).filter((person) => role === 'admin' || inScope(role, person));
    const res = await ask(role, 'GET', '/user/get-tabs-counters');
    const ofType = Object.fromEntries(
      USER_TYPES.map((type) => [type, roster.filter((person) => person.type === type).length]),
    );
    expect(res.json().data).toEqual({
      all: roster.length,
      ...ofType,
      pending: roster.filter((person) => person.status === 'pending').length,
    });
  });

  it.each(SCOPED_STAFF)('user/all for %s offers only the enabled people in scope', async (role) => {
    const roster = await world.roster();
    for (const type of [undefined, ...USER_TYPES]) {
      const res = await ask(role, 'GET', `/user/all?limit=200${type ? `&type=${type}` : ''}`);
      const wanted = roster.filter(
        (person) => inScope(role, person) && person.status === 'enabled' && (!type || person.type === type),
      );
      expect(idsOf(res.json().data), `${role} ${type}`).toEqual(wanted.map((person) => person.id).sort());
    }
  });

  it.each(SCOPED_STAFF)(
    'team/list and team/masters for %s show only the teams and distributors in scope',
    async (role) => {
      const list = await ask(role, 'GET', '/team/list?limit=100');
      const seen = TEAM_KINDS.filter((kind) => sees(role, kind));
      expect(idsOf(list.json().data.items)).toEqual(seen.map((kind) => world.teamWorld.teams[kind]).sort());
      expect(list.json().data.total).toBe(seen.length);
      // a search or a filter never widens it
      const searched = await ask(role, 'GET', '/team/list?limit=100&search=team&status=enabled');
      expect(searched.json().data.total).toBe(seen.length);
      const masters = await ask(role, 'GET', '/team/masters');
      expect(idsOf(masters.json().data)).toEqual(
        SCOPE[role].map((place) => world.teamWorld.distributors[place]).sort(),
      );
    },
  );

  it.each(SCOPED_STAFF)('team/get, for %s, names no leader or member outside his scope', async (role) => {
    const roster = await world.roster();
    const outsiders = new Set(roster.filter((person) => !inScope(role, person)).map((person) => person.id));
    for (const kind of TEAM_KINDS.filter((each) => sees(role, each))) {
      const team = (await ask(role, 'GET', `/team/get/${world.teamWorld.teams[kind]}`)).json().data;
      const shown: string[] = [...team.leaders, ...team.members].map((person: { _id: string }) => person._id);
      expect(
        shown.filter((id) => outsiders.has(id)),
        `team ${kind}`,
      ).toEqual([]);
    }
  });

  it.each(SCOPED_STAFF)(
    'team/load-users for %s, asked for every distributor, gives only people in scope',
    async (role) => {
      const roster = await world.roster();
      const res = await ask(role, 'POST', '/team/load-users', {
        masters: PLACES.map((place) => world.teamWorld.distributors[place]),
      });
      const given: string[] = idsOf(res.json().data);
      expect(given.length).toBeGreaterThan(0);
      const ofScope = new Set(roster.filter((person) => inScope(role, person)).map((person) => person.id));
      expect(given.filter((id) => !ofScope.has(id))).toEqual([]);
    },
  );

  it.each(SCOPED_STAFF)(
    'user/{id}/teams of a person in scope, for %s, names only teams he sees',
    async (role) => {
      const person = role === 'tsmLAAM' ? world.teamWorld.people.studentP : world.teamWorld.people.studentA;
      const res = await ask(role, 'GET', `/user/${person}/teams`);
      const seen = new Set(
        TEAM_KINDS.filter((kind) => sees(role, kind)).map((kind) => world.teamWorld.teams[kind]),
      );
      const named: string[] = idsOf(res.json().data);
      expect(named.length).toBeGreaterThan(0);
      expect(named.filter((id) => !seen.has(id))).toEqual([]);
    },
  );

  it.each(views)(
    "notification/list for %s: the registrations of his scope, and no word of anyone else's",
    async (role) => {
      const roster = await world.roster();
      const res = await ask(role, 'GET', '/notification/list');
      const texts: string[] = res
        .json()
        .data.items.map((item: { describe: Record<string, string> }) =>
          Object.values(item.describe).join(' '),
        );
      const registered = (place: string) => texts.some((text) => text.includes(`Rita Registered ${place}`));
      for (const place of PLACES)
        expect(registered(place), place).toBe(role === 'admin' || SCOPE[role].includes(place));
      if (role === 'admin') return;
      const outsiders = roster.filter((person) => person.place !== null && !inScope(role, person));
      const mentioned = outsiders.filter((person) =>
        texts.some((text) => text.includes(person.name) || text.includes(person.email)),
      );
      expect(mentioned.map((person) => person.name)).toEqual([]);
    },
  );

  it.each(SCOPED_STAFF)(
    'user/import for %s: a row naming someone outside is refused, dry run or not, and changes no one',
    async (role) => {
      const roster = await world.roster();
      const outsider = roster.find(
        (person) => person.type === 'student' && person.place && !inScope(role, person),
      );
      const ownPlace = SCOPE[role][0];
      const otherPlace = PLACES.find((place) => !SCOPE[role].includes(place));
      if (!outsider || !ownPlace || !otherPlace) throw new Error('the world lacks an outsider');
      const rows = [
        // an outsider's email, moved into the asker's own distributor
        {
          line: 2,
          name: 'Taken Over',
          email: outsider.email,
          type: 'student',
          distributor: world.teamWorld.distributors[ownPlace],
        },
        // a new person at a distributor outside the scope
        {
          line: 3,
          name: 'Out Sider',
          email: `out.sider.${role.toLowerCase()}@example.com`,
          type: 'student',
          distributor: world.teamWorld.distributors[otherPlace],
        },
      ];
      const before = (await t.deps.db.select().from(users).where(eq(users.id, outsider.id)))[0];
      for (const dryRun of [true, false]) {
        const res = await ask(role, 'POST', '/user/import', { rows, dryRun });
        expect(res.statusCode).toBe(200);
        for (const result of res.json().data.results)
          expect(result, `dry run ${dryRun}`).toMatchObject({ outcome: 'refused', userId: null });
      }
      const after = (await t.deps.db.select().from(users).where(eq(users.id, outsider.id)))[0];
      expect(after).toEqual(before);
      const made = await t.deps.db
        .select()
        .from(users)
        .where(eq(users.email, rows[1]?.email as string));
      expect(made).toEqual([]);
    },
  );

  it.each(SCOPED_STAFF)(
    "notification/mark-as-read by %s of someone else's notice leaves it unread",
    async (role) => {
      const [notice] = await t.deps.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.userId, world.ids.admin), eq(notifications.status, 'unread')))
        .limit(1);
      if (!notice) throw new Error('the admin has no unread notice');
      await ask(role, 'GET', `/notification/mark-as-read/${notice.id}`);
      const [row] = await t.deps.db.select().from(notifications).where(eq(notifications.id, notice.id));
      expect(row?.status).toBe('unread');
    },
  );
});

describe('the access matrix: each call by each role, inside and outside the scope', () => {
  it.each(ROWS)('$name', async ({ c, role, target }) => {
    const asked: Ask = { role, target };
    const request = (await c.request?.(asked, { t, world })) ?? {};
    const before = await c.state?.(asked, request, { t, world });
    const res = await ask(
      request.token ? { token: request.token } : role,
      c.call.method as Method,
      urlOf(c.call.path, request),
      request.body,
    );
    const expected = expectedStatus(c, asked);
    expect(res.statusCode, res.body).toBe(expected);
    const refusal = simulationRefusal(c, role);
    if (refusal) expect(res.json().error).toBe(refusal);
    if (expected === 404 && c.about) expect(res.json().error).toBe(NOT_FOUND[c.about]);
    if (expected >= 400 && c.state) expect(await c.state(asked, request, { t, world })).toEqual(before);
  });
});

describe('a simulation session (an admin simulating a student)', () => {
  const rename = (role: PeopleRole, name: string) => ask(role, 'POST', '/user/save-data', { name });
  const studentName = async () =>
    (await t.deps.db.select({ name: users.name }).from(users).where(eq(users.id, world.ids.student)))[0]
      ?.name;

  it("in 'view' refuses every change with simulation-read-only, and nothing changes", async () => {
    const name = await studentName();
    const res = await rename('simView', 'Viewed Name');
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('simulation-read-only');
    expect(await studentName()).toBe(name);
  });

  it('in either mode never reaches an admin-only route, nor one of the staff', async () => {
    for (const role of ['simView', 'simAct'] as const)
      for (const path of ['/setting/list', '/audit/list', '/tsm/list', '/user/check-all', '/user/list']) {
        const res = await ask(role, 'GET', path);
        expect(res.statusCode, `${role} ${path}`).toBe(403);
        expect(res.json().error).toBe('forbidden');
      }
    const changed = await ask('simAct', 'POST', '/setting/create-or-update', {
      name: 'maintenance',
      value: true,
    });
    expect(changed.statusCode).toBe(403);
  });

  it("in 'act' makes the change, audited with both the admin's and the student's id", async () => {
    // the entries of the student's profile changes made by the admin as the student
    const audited = async () =>
      (
        await t.deps.db
          .select({ details: auditLog.details })
          .from(auditLog)
          .where(and(eq(auditLog.actorId, world.ids.admin), eq(auditLog.actingAsId, world.ids.student)))
      ).filter(({ details }) => details.route === '/api/user/save-data' && details.method === 'POST').length;
    const before = await audited();
    const res = await rename('simAct', 'Acted Name');
    expect(res.statusCode).toBe(200);
    expect(await studentName()).toBe('Acted Name');
    expect(await audited()).toBe(before + 1);
  });
});
