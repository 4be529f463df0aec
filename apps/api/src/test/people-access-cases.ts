import {
  type ApiCall,
  auditCalls,
  countryCalls,
  notificationCalls,
  settingCalls,
  simulationCalls,
  teamCalls,
  trainingTypeCalls,
  tsmCalls,
  type UserType,
  userCalls,
  userCategoryCalls,
  userImportCalls,
} from '@academy/domain';
import { count, eq, max } from 'drizzle-orm';
import {
  countries,
  distributors,
  notifications,
  settings,
  states,
  teams,
  trainingTypes,
  tsmCountries,
  users,
} from '../db/schema/index.js';
import { newId } from '../lib/ids.js';
import { bearer, makeDistributor } from './factories.js';
import type { TestApp } from './harness.js';
import {
  isSimulation,
  type PeopleRole,
  type PeopleWorld,
  type Place,
  SCOPE,
  TYPE_OF,
} from './people-world.js';

/** What a case is about: a person, registration or team of a place, or a team shared by A and B. */
export type Target = Place | 'AB';

export interface Ask {
  role: PeopleRole;
  /** null for a call about no one in particular */
  target: Target | null;
}

export interface CaseRequest {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
  /** another token than the role's (a fresh simulation, for a call that ends it) */
  token?: string;
}

export interface AccessCase {
  call: ApiCall;
  /** tells two cases of one call apart */
  label?: string;
  /** who may call it, as the spec says (written here, not read from the routes, to check them) */
  who: 'public' | 'user' | readonly UserType[];
  /** it is about a thing of each place in turn: a person (or registration), or a team (also AB) */
  about?: 'person' | 'team';
  /** it changes something, even as a GET: refused in a view-only simulation */
  write?: boolean;
  /** steers a simulation: allowed in a view-only one */
  control?: boolean;
  /** starts a simulation: refused inside one (simulation-nested) */
  nests?: boolean;
  /** the request of a role for a target; a change gets a fresh target, made here */
  request?: (ask: Ask, world: CaseWorld) => Promise<CaseRequest>;
  /** what the call would change: read before and after a refused call, it must be the same */
  state?: (ask: Ask, request: CaseRequest, world: CaseWorld) => Promise<unknown>;
  /** the status where the general rule (`expectedStatus`) does not say it */
  expect?: (ask: Ask) => number | undefined;
}

const STAFF = ['admin', 'tsm', 'master'] as const;
const ADMIN = ['admin'] as const;

/** Whether a role's scope holds a target: a team shared by A and B is seen by who sees either. */
export const sees = (role: PeopleRole, target: Target) =>
  target === 'AB' ? SCOPE[role].includes('A') || SCOPE[role].includes('B') : SCOPE[role].includes(target);
/** A shared team is changed only by who sees both its distributors. */
const manages = (role: PeopleRole, target: Target) =>
  target === 'AB' ? SCOPE[role].includes('A') && SCOPE[role].includes('B') : sees(role, target);

/** A change refused in a view-only simulation: anything but a GET, and a GET that writes. */
export const refusedInView = (c: AccessCase) => !c.control && (c.write || c.call.method !== 'GET');

/**
 * The error key of a refusal to a simulation, when it is for being one: a nested start, or a
 * change in 'view' (a GET that writes and that the simulated student may not call anyway is
 * refused as forbidden, which is as good).
 */
export function simulationRefusal(c: AccessCase, role: PeopleRole): string | undefined {
  if (isSimulation(role) && c.nests) return 'simulation-nested';
  if (role === 'simView' && !c.control && c.call.method !== 'GET') return 'simulation-read-only';
  return undefined;
}

/**
 * The answer docs/conventions.md's Access scope asks for: 403 for a role that may never call it (the
 * simulated student's rights in a simulation, no change in 'view'), 404 for a thing outside the
 * asker's scope, 403 for a shared team he sees but may not change, 2xx otherwise.
 */
export function expectedStatus(c: AccessCase, ask: Ask): number {
  const special = c.expect?.(ask);
  if (special !== undefined) return special;
  if (c.who === 'public') return 200;
  if (isSimulation(ask.role) && c.nests) return 403;
  if (ask.role === 'simView' && refusedInView(c)) return 403;
  if (c.who !== 'user' && !c.who.includes(TYPE_OF[ask.role])) return 403;
  if (ask.target) {
    if (!sees(ask.role, ask.target)) return 404;
    if (c.write && !manages(ask.role, ask.target)) return 403;
  }
  return 200;
}

/**
 * A staff member naming a distributor outside his scope in a form is refused with `status`
 * (user/create answers 403, team/create a 400 on its `masters` field); nothing is made.
 */
const outsideInForm =
  (status: number) =>
  ({ role, target }: Ask) =>
    target &&
    role !== 'simView' &&
    STAFF.includes(TYPE_OF[role] as (typeof STAFF)[number]) &&
    !sees(role, target)
      ? status
      : undefined;

const onlySimulations = ({ role }: Ask) => (isSimulation(role) ? 200 : 403);

let sequence = 0;
const unique = (what: string) => `${what}.${++sequence}.${Date.now()}`;

/** The app and world a case's request and state are made in. */
export interface CaseWorld {
  t: TestApp;
  world: PeopleWorld;
}

const placeOf = (target: Target | null) => (target ?? 'A') as Place;
const studentOf = ({ world }: CaseWorld, target: Target | null) => {
  const { people } = world.teamWorld;
  return { A: people.studentA, B: people.studentB, P: people.studentP }[placeOf(target)];
};
const countryOf = ({ world }: CaseWorld, target: Target | null) =>
  placeOf(target) === 'P' ? world.countries.peru : world.countries.brazil;
const freshPerson = async (
  { world }: CaseWorld,
  target: Target | null,
  status: 'enabled' | 'pending' = 'enabled',
) => (await world.makePerson(placeOf(target), { status })).id;
const userRow = async ({ t }: CaseWorld, id: unknown) =>
  (
    await t.deps.db
      .select()
      .from(users)
      .where(eq(users.id, String(id)))
  )[0];
/** The person a role's session acts as. */
const callerId = ({ world }: CaseWorld, role: PeopleRole) =>
  isSimulation(role)
    ? world.ids.student
    : role === 'fact'
      ? world.teamWorld.people.factA
      : world.ids[role as keyof PeopleWorld['ids']];
const adminCall = ({ t, world }: CaseWorld, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(world.tokens.admin), payload });

const personRead = (call: ApiCall): AccessCase => ({
  call,
  who: STAFF,
  about: 'person',
  request: async ({ target }, w) => ({ params: { id: studentOf(w, target) } }),
});

/** The issue's calls, each with who may call it and about what: the rows of the access matrix. */
export const ACCESS_CASES: AccessCase[] = [
  // people
  { call: userCalls.list, who: STAFF, request: async () => ({ query: { limit: '5' } }) },
  { call: userCalls.tabsCounters, who: STAFF },
  personRead(userCalls.get),
  personRead(userCalls.courses),
  personRead(userCalls.teams),
  personRead(userCalls.activities),
  personRead(userCalls.conquests),
  { call: userCalls.all, who: STAFF },
  {
    call: userCalls.create,
    who: STAFF,
    about: 'person',
    write: true,
    expect: outsideInForm(403),
    request: async ({ target }, w) => ({
      body: {
        type: 'student',
        name: 'Nina New',
        email: `${unique('nina')}@example.com`,
        country: countryOf(w, target),
        distributor: w.world.teamWorld.distributors[placeOf(target)],
      },
    }),
    state: async (_, { body }, w) =>
      w.t.deps.db
        .select({ n: count() })
        .from(users)
        .where(eq(users.email, (body as { email: string }).email)),
  },
  {
    call: userCalls.update,
    who: STAFF,
    about: 'person',
    write: true,
    request: async ({ target }, w) => ({ body: { _id: await freshPerson(w, target), name: 'Changed Name' } }),
    state: async (_, { body }, w) => userRow(w, (body as { _id: string })._id),
  },
  {
    call: userCalls.remove,
    who: STAFF,
    about: 'person',
    write: true,
    request: async ({ target }, w) => ({ params: { id: await freshPerson(w, target) } }),
    state: async (_, { params }, w) => userRow(w, params?.id),
  },
  {
    call: userCalls.accept,
    who: STAFF,
    about: 'person',
    write: true,
    request: async ({ target }, w) => ({
      body: { userIds: [await freshPerson(w, target, 'pending')], accept: true },
    }),
    state: async (_, { body }, w) => userRow(w, (body as { userIds: string[] }).userIds[0]),
  },
  { call: userCalls.checkAll, who: ADMIN },
  {
    call: userCalls.fix,
    who: ADMIN,
    write: true,
    request: async (_, w) => ({ params: { kind: 'stale-pending', id: w.world.teamWorld.people.pendingA } }),
    state: async (_, __, w) => userRow(w, w.world.teamWorld.people.pendingA),
  },
  { call: userCalls.getProfile, who: 'user' },
  {
    call: userCalls.saveProfile,
    who: 'user',
    write: true,
    request: async () => ({ body: { lang: 'es' } }),
    state: async ({ role }, _, w) => userRow(w, callerId(w, role)),
  },
  {
    call: userImportCalls.import,
    label: 'dry run',
    who: STAFF,
    request: async (_, w) => ({
      body: {
        dryRun: true,
        rows: [
          {
            line: 2,
            name: 'Ivo Import',
            email: `${unique('ivo')}@example.com`,
            type: 'student',
            distributor: w.world.teamWorld.distributors.A,
          },
        ],
      },
    }),
  },

  // teams
  { call: teamCalls.list, who: STAFF },
  {
    call: teamCalls.get,
    who: STAFF,
    about: 'team',
    request: async ({ target }, w) => ({ params: { id: w.world.teamWorld.teams[target ?? 'A'] } }),
  },
  {
    call: teamCalls.create,
    who: STAFF,
    about: 'person',
    write: true,
    expect: outsideInForm(400),
    request: async ({ target }, w) => ({
      body: { name: unique('Team'), masters: [w.world.teamWorld.distributors[placeOf(target)]] },
    }),
    state: async (_, { body }, w) =>
      w.t.deps.db
        .select({ n: count() })
        .from(teams)
        .where(eq(teams.name, (body as { name: string }).name)),
  },
  {
    call: teamCalls.update,
    who: STAFF,
    about: 'team',
    write: true,
    request: async ({ target }, w) => ({
      params: { id: await w.world.teamWorld.makeTeam(target ?? 'A', 'Kept Name') },
      body: { name: 'Renamed Team' },
    }),
    state: async (_, { params }, w) =>
      w.t.deps.db
        .select()
        .from(teams)
        .where(eq(teams.id, String(params?.id))),
  },
  {
    call: teamCalls.remove,
    who: STAFF,
    about: 'team',
    write: true,
    request: async ({ target }, w) => ({
      params: { id: await w.world.teamWorld.makeTeam(target ?? 'A', 'Doomed') },
    }),
    state: async (_, { params }, w) =>
      w.t.deps.db
        .select()
        .from(teams)
        .where(eq(teams.id, String(params?.id))),
  },
  { call: teamCalls.masters, who: STAFF },
  {
    call: teamCalls.loadUsers,
    who: STAFF,
    request: async (_, w) => ({ body: { masters: [w.world.teamWorld.distributors.A] } }),
  },

  // countries and distributors: the registration form reads them, so anyone may
  { call: countryCalls.list, who: 'public' },
  {
    call: countryCalls.get,
    who: 'public',
    request: async (_, w) => ({ params: { id: w.world.countries.brazil } }),
  },
  {
    call: countryCalls.listStates,
    who: 'public',
    request: async (_, w) => ({ query: { countryId: w.world.countries.brazil } }),
  },
  {
    call: countryCalls.listCities,
    who: 'public',
    request: async (_, w) => ({
      query: { stateId: (await w.t.deps.db.select().from(states).limit(1))[0]?.id as string },
    }),
  },
  {
    call: countryCalls.dialCode,
    who: 'public',
    request: async (_, w) => ({ query: { countryId: w.world.countries.brazil } }),
  },
  {
    call: countryCalls.findByName,
    who: 'public',
    request: async (_, w) => {
      const [brazil] = await w.t.deps.db
        .select({ name: countries.name })
        .from(countries)
        .where(eq(countries.id, w.world.countries.brazil));
      return { query: { name: brazil?.name.pt ?? '' } };
    },
  },
  {
    call: countryCalls.listDistributors,
    who: 'public',
    request: async (_, w) => ({ params: { countryID: w.world.countries.brazil } }),
  },
  {
    call: countryCalls.getDistributor,
    who: 'public',
    request: async (_, w) => ({
      params: { countryID: w.world.countries.brazil, id: w.world.teamWorld.distributors.A },
    }),
  },
  {
    call: countryCalls.save,
    who: ADMIN,
    write: true,
    request: async (_, w) => ({
      body: {
        _id: w.world.countries.peru,
        name: { en: 'Peru', pt: 'Peru', es: 'Perú' },
        dialCode: '+51',
      },
    }),
    state: async (_, __, w) =>
      w.t.deps.db.select().from(countries).where(eq(countries.id, w.world.countries.peru)),
  },
  {
    call: countryCalls.saveDistributor,
    who: ADMIN,
    write: true,
    request: async (_, w) => ({
      body: { countryID: w.world.countries.brazil, distributor: { name: unique('Dist') } },
    }),
    state: async (_, __, w) => w.t.deps.db.select({ n: count() }).from(distributors),
  },
  {
    call: countryCalls.distributorUsers,
    who: ADMIN,
    request: async (_, w) => ({
      params: { countryID: w.world.countries.brazil, id: w.world.teamWorld.distributors.B },
    }),
  },
  {
    call: countryCalls.removeDistributor,
    who: ADMIN,
    write: true,
    request: async (_, w) => ({
      params: {
        countryID: w.world.countries.brazil,
        id: await makeDistributor(w.t.deps.db, w.world.countries.brazil),
      },
    }),
    state: async (_, { params }, w) =>
      w.t.deps.db
        .select()
        .from(distributors)
        .where(eq(distributors.id, String(params?.id))),
  },

  // settings
  { call: settingCalls.list, who: ADMIN },
  {
    call: settingCalls.get,
    label: 'a setting the learning screens read',
    who: 'user',
    request: async () => ({ params: { name: 'max_exam_tries' } }),
  },
  {
    call: settingCalls.get,
    label: 'an admin-only setting',
    who: ADMIN,
    request: async () => ({ params: { name: 'mail_from' } }),
  },
  {
    call: settingCalls.save,
    who: ADMIN,
    write: true,
    request: async () => ({ body: { name: 'max_exam_tries', value: 3 } }),
    state: async (_, __, w) => w.t.deps.db.select().from(settings).where(eq(settings.name, 'max_exam_tries')),
  },
  { call: settingCalls.init, who: ADMIN, write: true },
  { call: settingCalls.sellerLabel, who: 'user' },
  { call: settingCalls.clearCache, who: ADMIN, write: true },
  { call: settingCalls.fixInvalidDates, who: ADMIN, write: true },

  // training types and user categories
  { call: trainingTypeCalls.list, who: ADMIN },
  { call: trainingTypeCalls.get, who: ADMIN, request: async () => ({ params: { id: 0 } }) },
  {
    call: trainingTypeCalls.save,
    who: ADMIN,
    write: true,
    request: async () => ({ body: { title: unique('Type') } }),
    state: async (_, __, w) => w.t.deps.db.select({ n: count() }).from(trainingTypes),
  },
  {
    call: trainingTypeCalls.remove,
    who: ADMIN,
    write: true,
    request: async (_, w) => {
      const [top] = await w.t.deps.db.select({ id: max(trainingTypes.id) }).from(trainingTypes);
      const id = (top?.id ?? -1) + 1;
      await w.t.deps.db.insert(trainingTypes).values({ id, title: unique('Doomed type') });
      return { params: { id } };
    },
    state: async (_, __, w) => w.t.deps.db.select().from(trainingTypes).orderBy(trainingTypes.id),
  },
  { call: userCategoryCalls.list, who: STAFF },
  { call: userCategoryCalls.get, who: ADMIN, request: async () => ({ params: { id: 0 } }) },
  {
    call: userCategoryCalls.save,
    who: ADMIN,
    write: true,
    request: async () => ({ body: { title: unique('Category') } }),
    state: async (_, __, w) =>
      w.t.deps.db.select().from(settings).where(eq(settings.name, 'user_categories')),
  },
  {
    call: userCategoryCalls.remove,
    who: ADMIN,
    write: true,
    request: async (_, w) => {
      const made = await adminCall(w, 'POST', '/user-category/save', { title: unique('Doomed category') });
      if (made.statusCode !== 200) throw new Error(made.body);
      const categories = (await adminCall(w, 'GET', '/user-category/list')).json().data as { id: number }[];
      return { params: { id: Math.max(...categories.map((category) => category.id)) } };
    },
    state: async (_, __, w) =>
      w.t.deps.db.select().from(settings).where(eq(settings.name, 'user_categories')),
  },

  // TSM management
  { call: tsmCalls.list, who: ADMIN },
  {
    call: tsmCalls.get,
    label: "the BR tsm's view",
    who: ['admin', 'tsm'],
    request: async (_, w) => ({ params: { id: w.world.ids.tsmBR } }),
    // a tsm reads his own view only
    expect: ({ role }) => (role === 'tsmLAAM' ? 403 : undefined),
  },
  {
    call: tsmCalls.save,
    who: ADMIN,
    write: true,
    request: async (_, w) => ({
      params: { id: w.world.ids.tsmLAAM },
      body: { regionType: 'LAAM', countries: [w.world.countries.peru] },
    }),
    state: async (_, __, w) =>
      w.t.deps.db.select().from(tsmCountries).where(eq(tsmCountries.tsmId, w.world.ids.tsmLAAM)),
  },

  // simulation
  {
    call: simulationCalls.start,
    who: STAFF,
    nests: true,
    about: 'person',
    request: async ({ target }, w) => ({ body: { userId: studentOf(w, target) } }),
  },
  { call: simulationCalls.get, who: 'user', expect: onlySimulations },
  {
    call: simulationCalls.setMode,
    who: 'user',
    control: true,
    // each simulation keeps its mode
    request: async ({ role }) => ({ body: { mode: role === 'simAct' ? 'act' : 'view' } }),
    expect: onlySimulations,
  },
  {
    call: simulationCalls.end,
    who: 'user',
    control: true,
    // a simulation of its own, so that the role's stays open for the other cases
    request: async ({ role }, w) =>
      isSimulation(role) ? { token: await w.world.simulate(role === 'simAct' ? 'act' : 'view') } : {},
    expect: onlySimulations,
  },

  // audit log
  { call: auditCalls.list, who: ADMIN },
  { call: auditCalls.actions, who: ADMIN },

  // notifications: each his own
  { call: notificationCalls.list, who: 'user' },
  {
    call: notificationCalls.markAsRead,
    label: "one of the asker's own",
    who: 'user',
    write: true,
    request: async ({ role }, w) => {
      const id = newId();
      await w.t.deps.db.insert(notifications).values({
        id,
        userId: callerId(w, role),
        type: 'test',
        describe: { en: 'A notice', pt: 'Um aviso', es: 'Un aviso' },
      });
      return { params: { id } };
    },
    state: async (_, { params }, w) =>
      w.t.deps.db
        .select({ status: notifications.status })
        .from(notifications)
        .where(eq(notifications.id, String(params?.id))),
  },
  {
    call: notificationCalls.clear,
    who: 'user',
    write: true,
    state: async ({ role }, _, w) =>
      w.t.deps.db
        .select({ n: count() })
        .from(notifications)
        .where(eq(notifications.userId, callerId(w, role))),
  },
];

/**
 * Calls of the issue's contracts the matrix leaves out, with why: they are public and ask for
 * no role (contract.test.ts checks them, their own tests their limits).
 */
export const LEFT_OUT: ApiCall[] = [
  userCalls.register,
  userCalls.generateResetToken,
  userCalls.verifyCode,
  userCalls.changePassword,
];

/** Every call of the issue's contracts: the matrix must hold each one or leave it out knowingly. */
export const ISSUE_CALLS: ApiCall[] = [
  userCalls,
  teamCalls,
  countryCalls,
  settingCalls,
  trainingTypeCalls,
  userCategoryCalls,
  tsmCalls,
  simulationCalls,
  auditCalls,
  userImportCalls,
  notificationCalls,
].flatMap((group) => Object.values(group) as ApiCall[]);
