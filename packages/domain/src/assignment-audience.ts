import type { UserType } from './roles.js';

/**
 * Who an assignment or an assignment rule reaches. The named people are always in it; besides
 * them, the conditions narrow everyone down: each condition a list of values of which a person
 * has one, all the conditions given together ("students and fact users of Brazil in category
 * Installer"). A condition left empty asks nothing. With no condition at all the audience is the
 * named people only, unless `everyone` says, explicitly, that it is every person.
 *
 * The server reads the same audience as SQL (modules/assignments/audience-sql.ts), tested against
 * this function on generated people.
 */
export interface Audience {
  everyone: boolean;
  people: string[];
  userTypes: UserType[];
  countries: string[];
  distributors: string[];
  /** indexes into the user categories setting */
  categories: number[];
  teams: string[];
}

/** What of a person an audience reads. */
export interface AudiencePerson {
  id: string;
  type: UserType;
  countryId: string | null;
  distributorId: string | null;
  categoryIndex: number | null;
  /** the teams he is a member of */
  teamIds: readonly string[];
}

export const EMPTY_AUDIENCE: Audience = {
  everyone: false,
  people: [],
  userTypes: [],
  countries: [],
  distributors: [],
  categories: [],
  teams: [],
};

/** Whether the audience sets any condition beyond its named people. */
export const audienceHasConditions = (audience: Audience): boolean =>
  audience.userTypes.length > 0 ||
  audience.countries.length > 0 ||
  audience.distributors.length > 0 ||
  audience.categories.length > 0 ||
  audience.teams.length > 0;

/** Whether the audience reaches anyone at all: named people, a condition, or everyone. */
export const audienceIsEmpty = (audience: Audience): boolean =>
  !audience.everyone && audience.people.length === 0 && !audienceHasConditions(audience);

const meets = <T>(condition: readonly T[], value: T | null) =>
  condition.length === 0 || (value !== null && condition.includes(value));

/** Whether the person is in the audience. */
export function audienceMatches(audience: Audience, person: AudiencePerson): boolean {
  if (audience.people.includes(person.id)) return true;
  if (!audience.everyone && !audienceHasConditions(audience)) return false;
  return (
    meets(audience.userTypes, person.type) &&
    meets(audience.countries, person.countryId) &&
    meets(audience.distributors, person.distributorId) &&
    meets(audience.categories, person.categoryIndex) &&
    (audience.teams.length === 0 || person.teamIds.some((team) => audience.teams.includes(team)))
  );
}
