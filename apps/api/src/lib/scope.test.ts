import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  distributors,
  teamDistributors,
  teams,
  tsmCountries,
  tsmDistributors,
  users,
} from '../db/schema/index.js';
import { makeCountry, makeDistributor, makeUser } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { newId } from './ids.js';
import { distributorsInScope, peopleInScope, teamsInScope } from './scope.js';
import { type AuthUser, authUserColumns } from './session-user.js';

let t: TestApp;
/** Two countries, two distributors in each; one learner per distributor; a team per distributor. */
const world = {
  brazil: '',
  peru: '',
  distributors: [] as string[],
  learners: [] as string[],
  teams: [] as string[],
};
const viewers: Record<'admin' | 'tsmBR' | 'tsmLAAM' | 'master' | 'student', AuthUser> = {} as never;

async function asViewer(id: string): Promise<AuthUser> {
  const [row] = await t.deps.db.select(authUserColumns(users)).from(users).where(eq(users.id, id));
  if (!row) throw new Error('no user');
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  world.brazil = (await makeCountry(db, { region: 'BR' })).id;
  world.peru = (await makeCountry(db, { region: 'LAAM' })).id;
  for (const country of [world.brazil, world.brazil, world.peru, world.peru]) {
    const distributor = await makeDistributor(db, country);
    world.distributors.push(distributor);
    world.learners.push((await makeUser(db, { countryId: country, distributorId: distributor })).id);
    const team = newId();
    await db.insert(teams).values({ id: team, name: `Team ${world.teams.length}` });
    await db.insert(teamDistributors).values({ teamId: team, distributorId: distributor });
    world.teams.push(team);
  }
  const [brA, , peA] = world.distributors as [string, string, string, string];
  const tsmBR = await makeUser(db, { type: 'tsm', tsmRegionType: 'BR' });
  await db.insert(tsmDistributors).values({ tsmId: tsmBR.id, distributorId: brA });
  const tsmLAAM = await makeUser(db, { type: 'tsm', tsmRegionType: 'LAAM' });
  await db.insert(tsmCountries).values({ tsmId: tsmLAAM.id, countryId: world.peru });
  const master = await makeUser(db, { type: 'master', countryId: world.peru, distributorId: peA });
  viewers.admin = await asViewer((await makeUser(db, { type: 'admin' })).id);
  viewers.tsmBR = await asViewer(tsmBR.id);
  viewers.tsmLAAM = await asViewer(tsmLAAM.id);
  viewers.master = await asViewer(master.id);
  viewers.student = await asViewer(world.learners[0] ?? '');
});
afterAll(() => t.close());

const learnersSeenBy = async (viewer: AuthUser) =>
  (
    await t.deps.db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, world.learners), peopleInScope(viewer)))
  )
    .map((row) => world.learners.indexOf(row.id))
    .sort();

const distributorsSeenBy = async (viewer: AuthUser) =>
  (
    await t.deps.db
      .select({ id: distributors.id })
      .from(distributors)
      .where(and(inArray(distributors.id, world.distributors), distributorsInScope(viewer)))
  )
    .map((row) => world.distributors.indexOf(row.id))
    .sort();

const teamsSeenBy = async (viewer: AuthUser) =>
  (
    await t.deps.db
      .select({ id: teams.id })
      .from(teams)
      .where(and(inArray(teams.id, world.teams), teamsInScope(viewer)))
  )
    .map((row) => world.teams.indexOf(row.id))
    .sort();

describe('the access scope', () => {
  it('gives an admin everyone', async () => {
    expect(await learnersSeenBy(viewers.admin)).toEqual([0, 1, 2, 3]);
    expect(await distributorsSeenBy(viewers.admin)).toEqual([0, 1, 2, 3]);
    expect(await teamsSeenBy(viewers.admin)).toEqual([0, 1, 2, 3]);
  });

  it('gives a BR tsm the distributors he follows and their people and teams', async () => {
    expect(await learnersSeenBy(viewers.tsmBR)).toEqual([0]);
    expect(await distributorsSeenBy(viewers.tsmBR)).toEqual([0]);
    expect(await teamsSeenBy(viewers.tsmBR)).toEqual([0]);
  });

  it('gives a LAAM tsm the distributors of his countries and their people and teams', async () => {
    expect(await learnersSeenBy(viewers.tsmLAAM)).toEqual([2, 3]);
    expect(await distributorsSeenBy(viewers.tsmLAAM)).toEqual([2, 3]);
    expect(await teamsSeenBy(viewers.tsmLAAM)).toEqual([2, 3]);
  });

  it("gives a master his distributor's people and teams only", async () => {
    expect(await learnersSeenBy(viewers.master)).toEqual([2]);
    expect(await distributorsSeenBy(viewers.master)).toEqual([2]);
    expect(await teamsSeenBy(viewers.master)).toEqual([2]);
  });

  it('gives a learner himself, and no distributor or team', async () => {
    expect(await learnersSeenBy(viewers.student)).toEqual([0]);
    expect(await distributorsSeenBy(viewers.student)).toEqual([]);
    expect(await teamsSeenBy(viewers.student)).toEqual([]);
  });
});
