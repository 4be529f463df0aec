import { USER_TYPES } from '@academy/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distributors, tsmCountries } from '../../db/schema/index.js';
import { bearer, makeCountry, makeDistributor } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { makeTeamWorld, type TeamRole, type TeamWorld } from '../../test/team-world.js';

/** The session tells the client what its user may see, by the server's own scope. */

let t: TestApp;
let w: TeamWorld;
/** the countries of the world's distributors: A and B in Brazil, P in Peru */
let brazil: string;
let peru: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await makeTeamWorld(t);
  const rows = await t.deps.db
    .select({ id: distributors.id, countryId: distributors.countryId })
    .from(distributors);
  const countryOf = (id: string) => rows.find((row) => row.id === id)?.countryId ?? '';
  brazil = countryOf(w.distributors.A);
  peru = countryOf(w.distributors.P);
});
afterAll(() => t.close());

const scopeOf = async (role: TeamRole) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(w.tokens[role]) });
  expect(res.statusCode).toBe(200);
  return res.json().data.scope;
};

describe("the session's scope", () => {
  it('an admin may pick any country and distributor, and sees every type of person', async () => {
    expect(await scopeOf('admin')).toEqual({
      peopleTypes: [...USER_TYPES],
      countries: null,
      distributors: null,
    });
  });

  it('a master has his own distributor and its country, and sees its learners', async () => {
    expect(await scopeOf('master')).toEqual({
      peopleTypes: ['student', 'fact'],
      countries: [brazil],
      distributors: [w.distributors.A],
    });
  });

  it('a BR tsm has the distributors he follows and their countries; a LAAM tsm those of his countries', async () => {
    expect(await scopeOf('tsmBR')).toEqual({
      peopleTypes: ['master', 'student', 'fact'],
      countries: [brazil],
      distributors: [w.distributors.A],
    });
    expect(await scopeOf('tsmLAAM')).toMatchObject({ countries: [peru], distributors: [w.distributors.P] });
  });

  it("follows a change of the tsm's scope from his next answer, a followed country without distributors too", async () => {
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(w.tokens.tsmLAAM) });
    const second = await makeDistributor(t.deps.db, peru, { name: 'Peru Two' });
    const chile = (await makeCountry(t.deps.db, { region: 'LAAM', name: 'Test Chile' })).id;
    await t.deps.db.insert(tsmCountries).values({ tsmId: me.json().data._id, countryId: chile });
    const after = await scopeOf('tsmLAAM');
    expect(after.distributors).toEqual([w.distributors.P, second].sort());
    expect(after.countries).toEqual([peru, chile].sort());
  });

  it('a learner sees no one and may pick nothing', async () => {
    for (const role of ['student', 'fact'] as const)
      expect(await scopeOf(role)).toEqual({ peopleTypes: [], countries: [], distributors: [] });
  });
});
