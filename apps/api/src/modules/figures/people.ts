import { sql } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';

/**
 * Who counts as a learner in the reports, the dashboards and the kept figures' learner cells, as
 * a condition on `users`: an enabled student or fact user, not removed. Migration 0016's triggers
 * write the same rule in SQL.
 */
export const countedLearner = sql`${users.type} in ('student', 'fact') and ${users.status} = 'enabled' and ${users.deletedAt} is null`;
