import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Audience,
  type AudiencePerson,
  audienceHasConditions,
  audienceIsEmpty,
  audienceMatches,
  EMPTY_AUDIENCE,
} from './assignment-audience.js';
import { USER_TYPES } from './roles.js';

/** Few distinct values, so generated people and audiences often meet. */
const someOf = <T>(values: readonly T[]) => fc.subarray([...values], { maxLength: 3 });
const IDS = ['a', 'b', 'c', 'd'];

const audienceArbitrary: fc.Arbitrary<Audience> = fc.record({
  everyone: fc.boolean(),
  people: someOf(IDS),
  userTypes: someOf(USER_TYPES),
  countries: someOf(['br', 'mx', 'ar']),
  distributors: someOf(['d1', 'd2', 'd3']),
  categories: someOf([0, 1, 2]),
  teams: someOf(['t1', 't2', 't3']),
});

const personArbitrary: fc.Arbitrary<AudiencePerson> = fc.record({
  id: fc.constantFrom(...IDS),
  type: fc.constantFrom(...USER_TYPES),
  countryId: fc.constantFrom('br', 'mx', 'ar', null),
  distributorId: fc.constantFrom('d1', 'd2', 'd3', null),
  categoryIndex: fc.constantFrom(0, 1, 2, null),
  teamIds: someOf(['t1', 't2', 't3']),
});

const sofia: AudiencePerson = {
  id: 'a',
  type: 'student',
  countryId: 'br',
  distributorId: 'd1',
  categoryIndex: 1,
  teamIds: ['t1'],
};

describe('audienceMatches', () => {
  it('reads "students and fact users of Brazil in category 1" as all of its conditions together', () => {
    const audience = {
      ...EMPTY_AUDIENCE,
      userTypes: ['student', 'fact'],
      countries: ['br'],
      categories: [1],
    } as Audience;
    expect(audienceMatches(audience, sofia)).toBe(true);
    expect(audienceMatches(audience, { ...sofia, type: 'master' })).toBe(false);
    expect(audienceMatches(audience, { ...sofia, countryId: 'mx' })).toBe(false);
    expect(audienceMatches(audience, { ...sofia, categoryIndex: null })).toBe(false);
  });

  it('reaches nobody without a condition, the named people only, or everyone when told', () => {
    expect(audienceMatches(EMPTY_AUDIENCE, sofia)).toBe(false);
    expect(audienceMatches({ ...EMPTY_AUDIENCE, people: ['a'] }, sofia)).toBe(true);
    expect(audienceMatches({ ...EMPTY_AUDIENCE, people: ['b'] }, sofia)).toBe(false);
    expect(audienceMatches({ ...EMPTY_AUDIENCE, everyone: true }, sofia)).toBe(true);
  });

  it('takes a member of any of its teams', () => {
    expect(audienceMatches({ ...EMPTY_AUDIENCE, teams: ['t2', 't1'] }, sofia)).toBe(true);
    expect(audienceMatches({ ...EMPTY_AUDIENCE, teams: ['t2'] }, sofia)).toBe(false);
  });

  it('always takes the named people, whatever the conditions', () => {
    fc.assert(
      fc.property(audienceArbitrary, personArbitrary, (audience, person) => {
        const named = { ...audience, people: [...audience.people, person.id] };
        expect(audienceMatches(named, person)).toBe(true);
      }),
    );
  });

  it('takes someone it does not name only when he meets every condition it sets', () => {
    fc.assert(
      fc.property(audienceArbitrary, personArbitrary, (audience, person) => {
        const unnamed = { ...audience, people: audience.people.filter((id) => id !== person.id) };
        const meetsAll =
          (audience.userTypes.length === 0 || audience.userTypes.includes(person.type)) &&
          (audience.countries.length === 0 || audience.countries.includes(person.countryId as string)) &&
          (audience.distributors.length === 0 ||
            audience.distributors.includes(person.distributorId as string)) &&
          (audience.categories.length === 0 ||
            audience.categories.includes(person.categoryIndex as number)) &&
          (audience.teams.length === 0 || person.teamIds.some((team) => audience.teams.includes(team)));
        const expected = (audience.everyone || audienceHasConditions(audience)) && meetsAll;
        expect(audienceMatches(unnamed, person)).toBe(expected);
      }),
    );
  });

  it('narrows as conditions are added: a person of the narrower audience is in the wider one', () => {
    fc.assert(
      fc.property(
        audienceArbitrary,
        personArbitrary,
        fc.constantFrom(...USER_TYPES),
        (audience, person, type) => {
          const narrower = { ...audience, userTypes: [type], people: [] };
          const wider = { ...audience, userTypes: [], everyone: true, people: [] };
          if (audienceMatches(narrower, person)) expect(audienceMatches(wider, person)).toBe(true);
        },
      ),
    );
  });

  it('an empty audience reaches no one', () => {
    fc.assert(
      fc.property(audienceArbitrary, personArbitrary, (audience, person) => {
        if (audienceIsEmpty(audience)) expect(audienceMatches(audience, person)).toBe(false);
      }),
    );
  });
});
