import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { distributors } from './geography.js';
import { users } from './users.js';

export const teams = pgTable(
  'teams',
  {
    id: id().primaryKey(),
    name: text('name').notNull(),
    /** enabled by default; can be switched alone */
    status: text('status').$type<'enabled' | 'disabled'>().notNull().default('enabled'),
    createdBy: id('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('teams_status_name_idx').on(t.status, t.name), index('teams_created_by_idx').on(t.createdBy)],
);

/** People of a team: `member` learns, `leader` follows the team. */
export const teamUsers = pgTable(
  'team_users',
  {
    teamId: id('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: id('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<'member' | 'leader'>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId, t.role] }), index('team_users_user_idx').on(t.userId)],
);

/** The distributors ("masters") a team draws its people from. */
export const teamDistributors = pgTable(
  'team_distributors',
  {
    teamId: id('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    distributorId: id('distributor_id')
      .notNull()
      .references(() => distributors.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.distributorId] }),
    index('team_distributors_distributor_idx').on(t.distributorId),
  ],
);
