import { teamDistributors, teams, teamUsers, tsmCountries, tsmDistributors } from '../db/schema/index.js';
import { newId } from '../lib/ids.js';
import { login, makeCountry, makeDistributor, makeUser } from './factories.js';
import type { TestApp } from './harness.js';

/** The roles a team access test signs in as. */
export const TEAM_ROLES = ['admin', 'tsmBR', 'tsmLAAM', 'master', 'student', 'fact'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** The kinds of team of the world: of distributor A, of B, of the Peruvian P, and of A and B together. */
export const TEAM_KINDS = ['A', 'B', 'P', 'AB'] as const;
export type TeamKind = (typeof TEAM_KINDS)[number];

export interface TeamWorld {
  distributors: { A: string; B: string; P: string };
  people: {
    masterA: string;
    studentA: string;
    factA: string;
    pendingA: string;
    studentB: string;
    studentP: string;
  };
  tokens: Record<TeamRole, string>;
  teams: Record<TeamKind, string>;
  /** a new team of `kind` with the members of its distributors */
  makeTeam(kind: TeamKind, name?: string): Promise<string>;
}

/**
 * Brazil with distributors A and B, Peru with distributor P, and their people; a BR tsm following
 * A, a LAAM tsm following Peru, the master of A, and a student and a fact user of A, signed in;
 * one team of each kind.
 */
export async function makeTeamWorld(t: TestApp): Promise<TeamWorld> {
  const db = t.deps.db;
  const brazil = (await makeCountry(db, { region: 'BR', name: 'Test Brazil' })).id;
  const peru = (await makeCountry(db, { region: 'LAAM', name: 'Test Peru' })).id;
  const A = await makeDistributor(db, brazil, { name: 'Alpha Dist' });
  const B = await makeDistributor(db, brazil, { name: 'Bravo Dist' });
  const P = await makeDistributor(db, peru, { name: 'Peru Dist' });
  const of = (distributorId: string, countryId: string) => ({ distributorId, countryId });
  const masterA = await makeUser(db, { type: 'master', name: 'Mario Alpha', ...of(A, brazil) });
  const studentA = await makeUser(db, { name: 'Ana Alpha', ...of(A, brazil) });
  const factA = await makeUser(db, { type: 'fact', name: 'Fabio Alpha', ...of(A, brazil) });
  const pendingA = await makeUser(db, { name: 'Pedro Pending', status: 'pending', ...of(A, brazil) });
  const studentB = await makeUser(db, { name: 'Bia Bravo', ...of(B, brazil) });
  const studentP = await makeUser(db, { name: 'Paco Peru', ...of(P, peru) });
  const tsmBR = await makeUser(db, { type: 'tsm', tsmRegionType: 'BR' });
  await db.insert(tsmDistributors).values({ tsmId: tsmBR.id, distributorId: A });
  const tsmLAAM = await makeUser(db, { type: 'tsm', tsmRegionType: 'LAAM' });
  await db.insert(tsmCountries).values({ tsmId: tsmLAAM.id, countryId: peru });
  const admin = await makeUser(db, { type: 'admin' });

  const signedIn = { admin, tsmBR, tsmLAAM, master: masterA, student: studentA, fact: factA };
  const tokens = Object.fromEntries(
    await Promise.all(
      TEAM_ROLES.map(async (role) => [
        role,
        await login(t.app, signedIn[role].email, signedIn[role].password),
      ]),
    ),
  ) as Record<TeamRole, string>;

  const layout: Record<TeamKind, { masters: string[]; members: string[] }> = {
    A: { masters: [A], members: [studentA.id] },
    B: { masters: [B], members: [studentB.id] },
    P: { masters: [P], members: [studentP.id] },
    AB: { masters: [A, B], members: [studentA.id, studentB.id] },
  };
  const makeTeam = async (kind: TeamKind, name = `Team ${kind}`) => {
    const teamId = newId();
    await db.insert(teams).values({ id: teamId, name });
    await db
      .insert(teamDistributors)
      .values(layout[kind].masters.map((distributorId) => ({ teamId, distributorId })));
    await db
      .insert(teamUsers)
      .values(layout[kind].members.map((userId) => ({ teamId, userId, role: 'member' as const })));
    return teamId;
  };
  const made: Partial<Record<TeamKind, string>> = {};
  for (const kind of TEAM_KINDS) made[kind] = await makeTeam(kind);

  return {
    distributors: { A, B, P },
    people: {
      masterA: masterA.id,
      studentA: studentA.id,
      factA: factA.id,
      pendingA: pendingA.id,
      studentB: studentB.id,
      studentP: studentP.id,
    },
    tokens,
    teams: made as Record<TeamKind, string>,
    makeTeam,
  };
}
