import { sql } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';

/**
 * Who the kept figures' learner cells hold, as a condition on `users`: an enabled student or fact
 * user, not removed (the cells of migration 0016's triggers).
 */
export const countedLearner = sql`${users.type} in ('student', 'fact') and ${users.status} = 'enabled' and ${users.deletedAt} is null`;
