import { ASSIGNABLE_USER_TYPES, needsDistributor, type UserType } from '@academy/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { countries, distributors, settings, states } from '../../db/schema/index.js';
import { AppError, fail } from '../../lib/errors.js';
import { distributorsInScope } from '../../lib/scope.js';
import type { AuthUser } from '../../lib/session-user.js';

/** Where a person is placed, as a form names it (ids, and a category's index). */
export interface PlaceChoice {
  type: UserType;
  country: string | null;
  /** a state id of `country` */
  state: string | null;
  distributor: string | null;
  category: number | null;
}

/** The place as stored: the state by its name, as registrations store it. */
export interface Place {
  countryId: string | null;
  state: string | null;
  distributorId: string | null;
  categoryIndex: number | null;
}

/** Fails with 403 unless `actor` may give the type `type` (to a new person or an existing one). */
export function requireAssignableType(actor: AuthUser, type: UserType) {
  if (!ASSIGNABLE_USER_TYPES[actor.type].includes(type)) fail('forbidden');
}

/** A condition true where `scope` holds; `scope` undefined (an admin) holds everywhere. */
const holds = (scope: SQL | undefined) => sql<boolean>`coalesce(${scope ?? sql`true`}, false)`;

/**
 * Checks a place against the database and the actor's scope, and answers it as stored. A master,
 * student or fact needs an enabled distributor; the distributor, when given, must be in the
 * actor's scope (else 403) and of the country chosen (the country defaults to the
 * distributor's); the state must be one of the country's; the category must exist. Every bad
 * field is reported at once. A master's own learners default to his distributor.
 */
export async function checkPlace(db: Db | Tx, actor: AuthUser, choice: PlaceChoice): Promise<Place> {
  const distributorId = choice.distributor ?? (actor.type === 'master' ? actor.distributorId : null);
  const [[distributor], [category]] = await Promise.all([
    distributorId
      ? db
          .select({ countryId: distributors.countryId, mine: holds(distributorsInScope(actor)) })
          .from(distributors)
          .where(and(eq(distributors.id, distributorId), eq(distributors.enabled, true)))
      : [],
    choice.category !== null
      ? db
          .select({ count: sql<number>`jsonb_array_length(${settings.value})` })
          .from(settings)
          .where(and(eq(settings.name, 'user_categories'), sql`jsonb_typeof(${settings.value}) = 'array'`))
      : [],
  ]);
  const countryId = choice.country ?? distributor?.countryId ?? null;
  const [[country], [state]] = await Promise.all([
    countryId ? db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId)) : [],
    choice.state && countryId
      ? db
          .select({ name: states.name })
          .from(states)
          .where(and(eq(states.id, choice.state), eq(states.countryId, countryId)))
      : [],
  ]);

  if (distributor && !distributor.mine) fail('forbidden');
  const fields: Record<string, string> = {};
  if (distributorId ? !distributor || distributor.countryId !== countryId : needsDistributor(choice.type))
    fields.distributor = 'validation.master';
  if (countryId && !country) fields.country = 'validation.country';
  if (choice.state && !state) fields.state = 'validation.state';
  if (choice.category !== null && (category?.count ?? 0) <= choice.category)
    fields.category = 'validation.category';
  if (Object.keys(fields).length > 0) throw new AppError('validation-failed', fields);
  return {
    countryId,
    state: state?.name ?? null,
    distributorId: distributorId ?? null,
    categoryIndex: choice.category,
  };
}
