import type { UserStatus, UserType } from '@academy/domain';
import { eq } from 'drizzle-orm';
import { distributors, states, users } from '../db/schema/index.js';
import { bearer, type MakeUserOptions, makeUser } from './factories.js';
import type { TestApp } from './harness.js';
import { makeTeamWorld, type TeamRole, type TeamWorld } from './team-world.js';

/**
 * The roles a people access test asks as: those of the team world, and an admin simulating the
 * world's student A, in a session left in 'view' and in one switched to 'act'.
 */
export const PEOPLE_ROLES = [
  'admin',
  'tsmBR',
  'tsmLAAM',
  'master',
  'student',
  'fact',
  'simView',
  'simAct',
] as const;
export type PeopleRole = (typeof PEOPLE_ROLES)[number];

/** The type whose rights a role has: a simulation has the simulated student's, never the admin's. */
export const TYPE_OF: Record<PeopleRole, UserType> = {
  admin: 'admin',
  tsmBR: 'tsm',
  tsmLAAM: 'tsm',
  master: 'master',
  student: 'student',
  fact: 'fact',
  simView: 'student',
  simAct: 'student',
};

export const isSimulation = (role: PeopleRole) => role === 'simView' || role === 'simAct';

/** Where a person or a team belongs: distributor A or B of Brazil, P of Peru. */
export const PLACES = ['A', 'B', 'P'] as const;
export type Place = (typeof PLACES)[number];

/** The places each role's scope holds: a BR tsm follows distributor A, a LAAM tsm Peru, the master is A's. */
export const SCOPE: Record<PeopleRole, readonly Place[]> = {
  admin: PLACES,
  tsmBR: ['A'],
  tsmLAAM: ['P'],
  master: ['A'],
  student: [],
  fact: [],
  simView: [],
  simAct: [],
};

/** One person of the world, as the scope rules see him; staff belong to no place. */
export interface RosterEntry {
  id: string;
  name: string;
  email: string;
  type: UserType;
  status: UserStatus;
  place: Place | null;
}

export interface PeopleWorld {
  teamWorld: TeamWorld;
  tokens: Record<PeopleRole, string>;
  /** the ids of the signed-in staff and of the simulated student */
  ids: { admin: string; tsmBR: string; tsmLAAM: string; master: string; student: string };
  countries: { brazil: string; peru: string };
  /** every person the world holds, each time it is asked (people made later included) */
  roster(): Promise<RosterEntry[]>;
  /** a new person of a place: a fresh target for a change */
  makePerson(place: Place, options?: MakeUserOptions): Promise<RosterEntry>;
  /** a simulation of the world's student by the admin, in `mode` */
  simulate(mode: 'view' | 'act'): Promise<string>;
}

/**
 * The team world (Brazil with distributors A and B, Peru with P, their people, a BR tsm following
 * A, a LAAM tsm following Peru, the master of A, one team of each kind) and, for a people access
 * test: a fact user of B and of P, a registration made through `user/register` at each
 * distributor (so that the people who may answer it are notified), and the admin simulating
 * student A, in 'view' and in 'act'.
 */
export async function makePeopleWorld(t: TestApp): Promise<PeopleWorld> {
  const db = t.deps.db;
  const teamWorld = await makeTeamWorld(t);
  const place: Record<string, Place> = Object.fromEntries(
    PLACES.map((key) => [teamWorld.distributors[key], key]),
  );
  const countryOf = async (distributorId: string) =>
    (
      await db
        .select({ countryId: distributors.countryId })
        .from(distributors)
        .where(eq(distributors.id, distributorId))
    )[0]?.countryId as string;
  const countries = {
    brazil: await countryOf(teamWorld.distributors.A),
    peru: await countryOf(teamWorld.distributors.P),
  };
  const countryOfPlace = (key: Place) => (key === 'P' ? countries.peru : countries.brazil);

  const roster = async (): Promise<RosterEntry[]> =>
    (
      await db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          type: users.type,
          status: users.status,
          distributorId: users.distributorId,
          deletedAt: users.deletedAt,
        })
        .from(users)
    )
      .filter((row) => row.deletedAt === null)
      .map(({ distributorId, deletedAt: _, ...row }) => ({
        ...row,
        place: distributorId ? (place[distributorId] ?? null) : null,
      }));

  const makePerson = async (key: Place, options: MakeUserOptions = {}) => {
    const made = await makeUser(db, {
      distributorId: teamWorld.distributors[key],
      countryId: countryOfPlace(key),
      ...options,
    });
    const entry = (await roster()).find((person) => person.id === made.id);
    if (!entry) throw new Error('the person just made is missing');
    return entry;
  };

  await makePerson('B', { type: 'fact', name: 'Flora Bravo' });
  await makePerson('P', { type: 'fact', name: 'Felipe Peru' });
  for (const key of PLACES) {
    const [state] = await db
      .select()
      .from(states)
      .where(eq(states.countryId, countryOfPlace(key)));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: {
        name: `Rita Registered ${key}`,
        email: `registered.${key.toLowerCase()}@example.com`,
        password: 'secret123',
        confirmation: 'secret123',
        country: countryOfPlace(key),
        state: state?.id,
        master: teamWorld.distributors[key],
        privacy: true,
      },
    });
    if (res.statusCode !== 200) throw new Error(`registration at ${key} failed: ${res.body}`);
  }

  const everyone = await roster();
  const admin = everyone.find((person) => person.type === 'admin');
  const tsms = await db
    .select({ id: users.id, region: users.tsmRegionType })
    .from(users)
    .where(eq(users.type, 'tsm'));
  const tsmOf = (region: 'BR' | 'LAAM') => tsms.find((tsm) => tsm.region === region)?.id as string;
  const ids = {
    admin: admin?.id as string,
    tsmBR: tsmOf('BR'),
    tsmLAAM: tsmOf('LAAM'),
    master: teamWorld.people.masterA,
    student: teamWorld.people.studentA,
  };

  const simulate = async (mode: 'view' | 'act') => {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/auth/simulate',
      headers: bearer(teamWorld.tokens.admin),
      payload: { userId: ids.student },
    });
    if (started.statusCode !== 200) throw new Error(`simulation failed: ${started.body}`);
    const token = started.json().data.token as string;
    if (mode === 'act') {
      const switched = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/simulation/mode',
        headers: bearer(token),
        payload: { mode },
      });
      if (switched.statusCode !== 200) throw new Error(`switching to act failed: ${switched.body}`);
    }
    return token;
  };

  const tokens: Record<PeopleRole, string> = {
    ...(teamWorld.tokens as Record<TeamRole, string>),
    simView: await simulate('view'),
    simAct: await simulate('act'),
  };
  return { teamWorld, tokens, ids, countries, roster, makePerson, simulate };
}
