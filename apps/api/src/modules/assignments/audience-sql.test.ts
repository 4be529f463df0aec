import { type Audience, type AudiencePerson, audienceMatches, USER_TYPES } from '@academy/domain';
import { and, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamUsers, users } from '../../db/schema/index.js';
import { makeTeam } from '../../test/course-data.js';
import { makeCountry, makeDistributor, makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { audienceCondition } from './audience-sql.js';

let t: TestApp;
let people: AudiencePerson[];
let values: { countries: string[]; distributors: string[]; teams: string[] };

/** Every combination of a few types, countries, distributors, categories and teams, a person each. */
beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  const countries = [(await makeCountry(db)).id, (await makeCountry(db)).id];
  const distributors = [
    await makeDistributor(db, countries[0] as string),
    await makeDistributor(db, countries[1] as string),
  ];
  people = [];
  let n = 0;
  for (const type of ['student', 'fact', 'master'] as const)
    for (const [place, distributorId] of distributors.entries())
      for (const categoryIndex of [0, 1, null]) {
        const countryId = n % 5 === 0 ? null : (countries[place] as string);
        const made = await makeUser(db, { type, countryId, distributorId });
        await db
          .update(users)
          .set({ categoryIndex })
          .where(inArray(users.id, [made.id]));
        people.push({ id: made.id, type, countryId, distributorId, categoryIndex, teamIds: [] });
        n++;
      }
  const teamOf = (indexes: number[]) => indexes.map((index) => people[index]?.id as string);
  const teams = [await makeTeam(db, teamOf([0, 3, 7, 12])), await makeTeam(db, teamOf([3, 4, 15, 17]))];
  const members = await db.select().from(teamUsers).where(inArray(teamUsers.teamId, teams));
  for (const person of people)
    person.teamIds = members.filter((member) => member.userId === person.id).map((member) => member.teamId);
  values = { countries, distributors, teams };
});
afterAll(() => t.close());

describe('audienceCondition', () => {
  it('picks, in the database, exactly the people the domain rule matches', async () => {
    const few = <T>(list: readonly T[]) => fc.subarray([...list], { maxLength: 2 });
    const audience: fc.Arbitrary<Audience> = fc.record({
      everyone: fc.boolean(),
      people: fc.subarray(
        people.map((person) => person.id),
        { maxLength: 2 },
      ),
      userTypes: few(USER_TYPES),
      countries: few(values.countries),
      distributors: few(values.distributors),
      categories: few([0, 1, 2]),
      teams: few(values.teams),
    });
    const ids = people.map((person) => person.id);
    await fc.assert(
      fc.asyncProperty(audience, async (chosen) => {
        const rows = await t.deps.db
          .select({ id: users.id })
          .from(users)
          .where(and(inArray(users.id, ids), audienceCondition(chosen)));
        const expected = people
          .filter((person) => audienceMatches(chosen, person))
          .map((person) => person.id);
        expect(rows.map((row) => row.id).sort()).toEqual(expected.sort());
      }),
      { numRuns: 150 },
    );
  });
});
