import type { TeamMaster, TeamPerson } from '@academy/domain';
import { and, asc, eq, exists, inArray, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { countries, distributors, teamDistributors, users } from '../../db/schema/index.js';
import { fail } from '../../lib/errors.js';
import { distributorsInScope, peopleInScope } from '../../lib/scope.js';
import type { AuthUser } from '../../lib/session-user.js';

/** A team takes accounts that exist: enabled ones, and disabled ones it may already have had. */
const TEAM_PERSON_STATUSES = ['enabled', 'disabled'] as const;

/** The columns of a distributor as a team shows it. */
export const masterColumns = {
  _id: distributors.id,
  name: distributors.name,
  countryName: countries.name,
  state: distributors.state,
};

/** The columns of a person as a team shows him. */
export const personColumns = {
  _id: users.id,
  name: users.name,
  email: users.email,
  type: users.type,
  status: users.status,
  master: users.distributorId,
};

/** A person's row as the contract gives it: his distributor is never null here, he was found by it. */
export const asTeamPerson = (row: Omit<TeamPerson, 'master'> & { master: string | null }): TeamPerson => ({
  ...row,
  master: row.master ?? '',
});

/** The enabled distributors in the viewer's scope, by name: those he may draw a team from. */
export async function listTeamMasters(db: Db, viewer: AuthUser): Promise<TeamMaster[]> {
  return db
    .select(masterColumns)
    .from(distributors)
    .innerJoin(countries, eq(countries.id, distributors.countryId))
    .where(and(eq(distributors.enabled, true), distributorsInScope(viewer)))
    .orderBy(asc(distributors.name), asc(distributors.id));
}

/** The people of `masters` a team may take, inside the viewer's scope. */
const takeable = (viewer: AuthUser, masters: string[]) =>
  and(
    inArray(users.distributorId, masters),
    inArray(users.status, [...TEAM_PERSON_STATUSES]),
    peopleInScope(viewer),
  );

/**
 * `team/load-users`: the people of the chosen distributors a team may take as leaders or members,
 * by name. A distributor outside the viewer's scope adds nobody.
 */
export async function loadTeamUsers(db: Db, viewer: AuthUser, masters: string[]): Promise<TeamPerson[]> {
  const rows = await db
    .select(personColumns)
    .from(users)
    .where(takeable(viewer, masters))
    .orderBy(asc(users.name), asc(users.id));
  return rows.map(asTeamPerson);
}

/**
 * The team's distributors, once each, after checking that every one is in the viewer's scope and
 * enabled (or already the team's); else the form's `masters` field is refused.
 */
export async function checkedMasters(
  tx: Tx,
  viewer: AuthUser,
  teamId: string | null,
  masters: string[],
): Promise<string[]> {
  const wanted = [...new Set(masters)];
  const alreadyLinked = teamId
    ? exists(
        tx
          .select({ one: teamDistributors.teamId })
          .from(teamDistributors)
          .where(
            and(eq(teamDistributors.teamId, teamId), eq(teamDistributors.distributorId, distributors.id)),
          ),
      )
    : undefined;
  const found = await tx
    .select({ id: distributors.id })
    .from(distributors)
    .where(
      and(
        inArray(distributors.id, wanted),
        or(eq(distributors.enabled, true), alreadyLinked),
        distributorsInScope(viewer),
      ),
    );
  if (found.length !== wanted.length) fail('validation-failed', { masters: 'validation.unknownDistributor' });
  return wanted;
}

/**
 * The leaders or members, once each, after checking that every one is a person of the team's
 * distributors inside the viewer's scope; else the form's `field` is refused.
 */
export async function checkedPeople(
  tx: Tx,
  viewer: AuthUser,
  masters: string[],
  ids: string[],
  field: 'leaders' | 'members',
): Promise<string[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return wanted;
  const found = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, wanted), takeable(viewer, masters)));
  if (found.length !== wanted.length) fail('validation-failed', { [field]: 'validation.teamPerson' });
  return wanted;
}
