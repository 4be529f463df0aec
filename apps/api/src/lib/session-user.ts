import type { ApiScope, Language, SimulationMode, UserStatus, UserType } from '@academy/domain';
import type { BuildAliasTable } from 'drizzle-orm/pg-core';
import type { users } from '../db/schema/index.js';
import { leadsATeam } from './scope.js';

/** The person a request acts for, as the access rules need them. */
export interface AuthUser {
  id: string;
  type: UserType;
  status: UserStatus;
  name: string;
  email: string;
  lang: Language | null;
  distributorId: string | null;
  countryId: string | null;
  /** a student or fact user who leads an enabled team follows its members in the reports */
  leadsTeam: boolean;
}

export interface AuthContext {
  sessionId: string;
  /** whom the request acts for: the signed-in user, or the user an admin simulates */
  user: AuthUser;
  /** the asker behind a simulation (an admin, or a tsm or master for his people), else null */
  simulatedBy: AuthUser | null;
  /** a simulation's mode ('view' is read-only), null for an ordinary session */
  simulationMode: SimulationMode | null;
  /** the API token the request came with (acting with its maker's rights), null for a session */
  apiToken: ApiTokenOfRequest | null;
}

export interface ApiTokenOfRequest {
  id: string;
  name: string;
  scopes: readonly ApiScope[];
}

/** The columns of an `AuthUser`, read from `users` or an alias of it. */
export const authUserColumns = (table: typeof users | BuildAliasTable<typeof users, string>) => ({
  id: table.id,
  type: table.type,
  status: table.status,
  name: table.name,
  email: table.email,
  lang: table.lang,
  distributorId: table.distributorId,
  countryId: table.countryId,
  leadsTeam: leadsATeam(table),
});
