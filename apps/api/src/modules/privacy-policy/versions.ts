import type { CurrentPolicy, PolicyVersion, PublishPolicyRequest } from '@academy/domain';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { privacyPolicies, users } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/session-user.js';
import { recordAudit } from '../audit/index.js';
import { recordAcceptance } from './acceptance.js';
import { currentVersion } from './current-version.js';

/** The policy in force, as anyone may read it. */
export async function currentPolicy(db: Db): Promise<CurrentPolicy> {
  const [row] = await db
    .select({ version: privacyPolicies.version, text: privacyPolicies.text, at: privacyPolicies.publishedAt })
    .from(privacyPolicies)
    .orderBy(desc(privacyPolicies.version))
    .limit(1);
  if (!row) return { version: 0, text: null, publishedAt: null };
  return { version: row.version, text: row.text, publishedAt: row.at.toISOString() };
}

const versionColumns = {
  version: privacyPolicies.version,
  publishedAt: privacyPolicies.publishedAt,
  publisherId: users.id,
  publisherName: users.name,
};

type VersionRow = {
  version: number;
  publishedAt: Date;
  publisherId: string | null;
  publisherName: string | null;
};

const versionOf = (row: VersionRow): PolicyVersion => ({
  version: row.version,
  publishedAt: row.publishedAt.toISOString(),
  publishedBy:
    row.publisherId && row.publisherName ? { _id: row.publisherId, name: row.publisherName } : null,
});

/** The published versions, newest first, a page at a time (by the primary key's order). */
export async function listVersions(db: Db, query: { page: number; limit: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select(versionColumns)
      .from(privacyPolicies)
      .leftJoin(users, eq(users.id, privacyPolicies.publishedBy))
      .orderBy(desc(privacyPolicies.version))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(privacyPolicies),
  ]);
  return { items: rows.map(versionOf), total: total?.total ?? 0 };
}

/** One published version with its text, so an admin can read what people accepted. */
export async function versionWithText(db: Db, version: number) {
  const [row] = await db
    .select({ ...versionColumns, text: privacyPolicies.text })
    .from(privacyPolicies)
    .leftJoin(users, eq(users.id, privacyPolicies.publishedBy))
    .where(eq(privacyPolicies.version, version))
    .limit(1);
  if (!row) throw new AppError('not-found');
  return { ...versionOf(row), text: row.text };
}

/**
 * Publishes the next version, audited, in one transaction. Its author accepts it as he publishes
 * it: he wrote what he would be asked to read. Two admins publishing at once cannot both take the
 * same number: the primary key settles it and the later one is told the policy changed meanwhile.
 */
export async function publishVersion(
  db: Db,
  auth: AuthContext,
  input: PublishPolicyRequest,
  ip?: string,
): Promise<PolicyVersion> {
  try {
    return await db.transaction(async (tx) => {
      const version = (await currentVersion(tx)) + 1;
      const [row] = await tx
        .insert(privacyPolicies)
        .values({ version, text: input.text, publishedBy: auth.user.id })
        .returning({ publishedAt: privacyPolicies.publishedAt });
      if (!row) throw new Error('the policy version was not stored');
      await recordAcceptance(tx, auth.user.id, version);
      await recordAudit(tx, auth, {
        action: 'privacy-policy.publish',
        entity: 'privacy_policy',
        entityId: String(version),
        ip,
      });
      return versionOf({
        version,
        publishedAt: row.publishedAt,
        publisherId: auth.user.id,
        publisherName: auth.user.name,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict');
    throw error;
  }
}
