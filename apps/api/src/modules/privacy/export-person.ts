import { DEFAULT_LANGUAGE } from '@academy/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { peopleInScope } from '../../lib/scope.js';
import type { AuthContext } from '../../lib/session-user.js';
import type { Storage } from '../../lib/storage.js';
import { recordAudit } from '../audit/index.js';
import { personArchive } from './export-archive.js';

/**
 * The zip of a person's data, for himself or for staff whose scope he is in (anyone else is told
 * he does not exist). Each export is in the audit log: who took whose data, and when.
 */
export async function exportPerson(
  deps: { db: Db; storage: Storage },
  auth: AuthContext,
  personId: string,
  origin: { requestOrigin: string; ip?: string },
) {
  const { db } = deps;
  const [person] = await db
    .select({ id: users.id, email: users.email, name: users.name, lang: users.lang })
    .from(users)
    .where(
      and(
        eq(users.id, personId),
        isNull(users.deletedAt),
        personId === auth.user.id ? undefined : peopleInScope(auth.user),
      ),
    );
  if (!person) throw new AppError('user-not-found');
  await recordAudit(db, auth, {
    action: 'privacy.export',
    entity: 'user',
    entityId: person.id,
    ip: origin.ip,
  });
  const archive = await personArchive(
    deps,
    { ...person, lang: person.lang ?? DEFAULT_LANGUAGE },
    origin.requestOrigin,
  );
  return { archive, fileName: `academy-data-${new Date().toISOString().slice(0, 10)}.zip` };
}
