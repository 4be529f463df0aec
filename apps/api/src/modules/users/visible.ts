import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { fail } from '../../lib/errors.js';
import { peopleInScope } from '../../lib/scope.js';
import type { AuthUser } from '../../lib/session-user.js';

/** A person's row as the rules about changing him read it. */
export type VisiblePerson = typeof users.$inferSelect;

/**
 * The person `id`, if he is in the viewer's scope and not removed; anyone else is as good as
 * missing (404 user-not-found). `lock` takes his row for the caller's transaction, so two
 * changes of one person run one after the other.
 */
export async function requireVisiblePerson(
  db: Db | Tx,
  viewer: AuthUser,
  id: string,
  lock = false,
): Promise<VisiblePerson> {
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt), peopleInScope(viewer)));
  const [person] = lock ? await query.for('update') : await query;
  return person ?? fail('user-not-found');
}
