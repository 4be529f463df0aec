import { type CheckedImportRow, type ImportRow, importKey } from '@academy/domain';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  countries,
  distributors,
  states,
  teamDistributors,
  teams,
  teamUsers,
  users,
} from '../../db/schema/index.js';
import { distributorsInScope, peopleInScope, teamsInScope } from '../../lib/scope.js';
import type { AuthUser } from '../../lib/session-user.js';

/**
 * Everything the rows of one batch name, read in five statements whatever the batch's size:
 * the countries (a short table, read whole), the distributors and teams in the importer's scope
 * named by id or name, the states of the countries concerned, and the people already there by
 * email with their teams. The rows are then decided in memory (plan.ts), never with a look-up per row.
 */
export interface BatchLookups {
  countries: { id: string; iso2: string; keys: string[] }[];
  states: { countryId: string; code: string; name: string }[];
  distributors: { id: string; name: string; countryId: string }[];
  /** a team once per distributor it draws on; `mine`: that distributor is in the importer's scope */
  teamLinks: { id: string; name: string; distributorId: string | null; mine: boolean }[];
  people: ExistingPerson[];
}

export interface ExistingPerson {
  id: string;
  email: string;
  type: string;
  name: string;
  lang: string | null;
  countryId: string | null;
  state: string | null;
  distributorId: string | null;
  /** the teams he is a member of */
  teamIds: string[];
  /** inside the importer's scope (lib/scope.ts) */
  mine: boolean;
}

/** How a distributor or team name is compared in SQL and in memory: trimmed, case left out. */
export const nameKey = (text: string) => text.trim().toLowerCase();
const lowerName = (column: typeof distributors.name | typeof teams.name) => sql`lower(trim(${column}))`;

/** The teams the `users` row is a member of, as a JSON array (a one-table select leaves `users.id` unqualified). */
const memberOf = sql<string[]>`coalesce((select json_agg(${teamUsers.teamId}) from ${teamUsers}
  where ${teamUsers.userId} = ${sql.identifier('users')}.${sql.identifier('id')} and ${teamUsers.role} = 'member'), '[]'::json)`;

/** A condition true where `scope` holds; `scope` undefined (an admin) holds everywhere. */
const holds = (scope: SQL | undefined) => sql<boolean>`coalesce(${scope ?? sql`true`}, false)`;

/** Rows named by id or by name: the ids and lowercased names of a column's cells. */
function namedBy(cells: string[]) {
  const values = [...new Set(cells.filter((cell) => cell !== ''))];
  return {
    ids: values.filter((value) => /^[0-9a-f]{24}$/.test(value)),
    names: [...new Set(values.map(nameKey))],
  };
}

export async function lookUpBatch(
  db: Db | Tx,
  viewer: AuthUser,
  rows: ImportRow[],
  checked: CheckedImportRow[],
): Promise<BatchLookups> {
  const distributorCells = namedBy(rows.map((row) => row.distributor));
  // a master's blank distributor is his own (plan.ts)
  if (viewer.type === 'master' && viewer.distributorId) distributorCells.ids.push(viewer.distributorId);
  const teamCells = namedBy(rows.map((row) => row.team));
  const emails = [...new Set(checked.map((row) => row.email))];

  const [countryRows, distributorRows, teamRows, people] = await Promise.all([
    db.select({ id: countries.id, iso2: countries.iso2, name: countries.name }).from(countries),
    distributorCells.ids.length + distributorCells.names.length === 0
      ? []
      : db
          .select({ id: distributors.id, name: distributors.name, countryId: distributors.countryId })
          .from(distributors)
          .where(
            and(
              eq(distributors.enabled, true),
              or(
                inArray(distributors.id, distributorCells.ids),
                inArray(lowerName(distributors.name), distributorCells.names),
              ),
              distributorsInScope(viewer),
            ),
          ),
    teamCells.ids.length + teamCells.names.length === 0
      ? []
      : db
          .select({
            id: teams.id,
            name: teams.name,
            distributorId: teamDistributors.distributorId,
            mine: holds(distributorsInScope(viewer)),
          })
          .from(teams)
          .leftJoin(teamDistributors, eq(teamDistributors.teamId, teams.id))
          .leftJoin(distributors, eq(distributors.id, teamDistributors.distributorId))
          .where(
            and(
              or(inArray(teams.id, teamCells.ids), inArray(lowerName(teams.name), teamCells.names)),
              teamsInScope(viewer),
            ),
          ),
    emails.length === 0
      ? []
      : db
          .select({
            id: users.id,
            email: users.email,
            type: users.type,
            name: users.name,
            lang: users.lang,
            countryId: users.countryId,
            state: users.state,
            distributorId: users.distributorId,
            teamIds: memberOf,
            mine: holds(peopleInScope(viewer)),
          })
          .from(users)
          .where(inArray(users.email, emails)),
  ]);

  const countryIds = new Set(distributorRows.map((row) => row.countryId));
  const stateRows =
    countryIds.size === 0
      ? []
      : await db
          .select({ countryId: states.countryId, code: states.code, name: states.name })
          .from(states)
          .where(inArray(states.countryId, [...countryIds]));

  return {
    countries: countryRows.map(({ id, iso2, name }) => ({
      id,
      iso2,
      keys: [id, iso2, name.en, name.pt, name.es].map(importKey),
    })),
    states: stateRows,
    distributors: distributorRows,
    teamLinks: teamRows,
    people,
  };
}
