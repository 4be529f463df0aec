import {
  USER_CHECK_KINDS,
  USER_CHECK_LIMIT,
  USER_STALE_PENDING_DAYS,
  type UserCheckFinding,
  type UserCheckKind,
  type UserCheckReport,
  type UserFixResult,
} from '@academy/domain';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { countries, distributors, tsmCountries, tsmDistributors, users } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/session-user.js';
import { recordAudit } from '../audit/index.js';
import { revokeUserSessions } from '../auth/index.js';
import { REGISTRATION_NOTICES, settleNotices } from '../notifications/index.js';
import { queueWebhookEvent } from '../webhooks/index.js';
import { personData } from './person-events.js';

type Person = typeof users.$inferSelect;
type Change = UserFixResult['changes'][number];

/** A kind of finding: the condition on `users` that finds it, what it says, and its fix. */
interface Check {
  finds: SQL;
  detail: SQL<string>;
  fix(tx: Tx, person: Person): Promise<Change[]>;
}

const distributorCountry = sql`(select ${distributors.countryId} from ${distributors} where ${distributors.id} = ${users.distributorId})`;
const countryName = (countryId: SQL | typeof users.countryId) =>
  sql`coalesce((select ${countries.name} ->> 'en' from ${countries} where ${countries.id} = ${countryId}), 'none')`;

async function disable(tx: Tx, person: Person): Promise<Change[]> {
  await tx.update(users).set({ status: 'disabled', updatedAt: new Date() }).where(eq(users.id, person.id));
  await revokeUserSessions(tx, person.id);
  return [{ field: 'status', from: person.status, to: 'disabled' }];
}

const CHECKS: Record<UserCheckKind, Check> = {
  'email-not-normalized': {
    finds: sql`${users.email} <> lower(trim(${users.email}))`,
    detail: sql<string>`${users.email}`,
    async fix(tx, person) {
      const email = person.email.trim().toLowerCase();
      try {
        await tx.transaction((savepoint) =>
          savepoint.update(users).set({ email, updatedAt: new Date() }).where(eq(users.id, person.id)),
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('email-taken');
        throw error;
      }
      return [{ field: 'email', from: person.email, to: email }];
    },
  },
  'master-without-distributor': {
    finds: sql`${users.type} in ('master', 'student', 'fact') and ${users.distributorId} is null and ${users.status} <> 'disabled'`,
    detail: sql<string>`${users.type} || ' without a distributor'`,
    fix: disable,
  },
  'distributor-other-country': {
    finds: sql`${users.distributorId} is not null and ${users.countryId} is distinct from ${distributorCountry}`,
    detail: sql<string>`'distributor in ' || ${countryName(distributorCountry)} || ', person in ' || ${countryName(users.countryId)}`,
    async fix(tx, person) {
      const [distributor] = await tx
        .select({ countryId: distributors.countryId })
        .from(distributors)
        .where(eq(distributors.id, person.distributorId ?? ''));
      const countryId = distributor?.countryId ?? null;
      await tx
        .update(users)
        .set({ countryId, state: null, updatedAt: new Date() })
        .where(eq(users.id, person.id));
      return [
        { field: 'countryId', from: person.countryId, to: countryId },
        { field: 'state', from: person.state, to: null },
      ];
    },
  },
  'tsm-without-scope': {
    finds: sql`${users.type} = 'tsm' and ${users.status} <> 'disabled'
      and not exists (select 1 from ${tsmDistributors} where ${tsmDistributors.tsmId} = ${users.id})
      and not exists (select 1 from ${tsmCountries} where ${tsmCountries.tsmId} = ${users.id})`,
    detail: sql<string>`'follows no distributor and no country'`,
    fix: disable,
  },
  'stale-pending': {
    finds: sql`${users.status} = 'pending' and ${users.createdAt} < now() - make_interval(days => ${USER_STALE_PENDING_DAYS})`,
    detail: sql<string>`'pending since ' || to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
    async fix(tx, person) {
      await tx
        .update(users)
        .set({ status: 'rejected', updatedAt: new Date() })
        .where(eq(users.id, person.id));
      // nobody is asked to decide it any more
      await settleNotices(tx, Object.values(REGISTRATION_NOTICES), [person.id]);
      return [{ field: 'status', from: person.status, to: 'rejected' }];
    },
  },
};

/**
 * The consistency report of the people's data (removed people left out): for each kind, up to
 * USER_CHECK_LIMIT findings, oldest accounts first, and the exact count: one statement per kind.
 */
export async function checkAllUsers(db: Db): Promise<UserCheckReport> {
  const perKind = await Promise.all(
    USER_CHECK_KINDS.map(async (kind) => {
      const rows = await db
        .select({
          userId: users.id,
          name: users.name,
          email: users.email,
          type: users.type,
          detail: CHECKS[kind].detail,
          count: sql<number>`count(*) over ()::int`,
        })
        .from(users)
        .where(and(isNull(users.deletedAt), CHECKS[kind].finds))
        .orderBy(asc(users.createdAt), asc(users.id))
        .limit(USER_CHECK_LIMIT);
      const findings: UserCheckFinding[] = rows.map(({ count: _count, ...row }) => ({ kind, ...row }));
      return { kind, findings, count: rows[0]?.count ?? 0 };
    }),
  );
  return {
    findings: perKind.flatMap(({ findings }) => findings),
    counts: perKind.map(({ kind, count }) => ({ kind, count })),
    total: perKind.reduce((sum, { count }) => sum + count, 0),
  };
}

/** The person as a fix left him: his locked row with the changes the fix made. */
const fixedPerson = (person: Person, made: Change[]): Person => ({
  ...person,
  ...Object.fromEntries(made.map((change) => [change.field, change.to])),
});

/**
 * Applies the fix of one finding to one person, if the finding still holds (his row locked and
 * the condition checked again, so two fixes cannot both apply); audited with what changed, and
 * told to webhooks (person.changed).
 */
export async function fixUser(
  db: Db,
  auth: AuthContext,
  kind: UserCheckKind,
  id: string,
  ip?: string,
): Promise<UserFixResult> {
  const changes = await db.transaction(async (tx) => {
    const [person] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, id), isNull(users.deletedAt), CHECKS[kind].finds))
      .for('update');
    if (!person) {
      const [known] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id), isNull(users.deletedAt)));
      if (!known) throw new AppError('user-not-found');
      return [];
    }
    const made = await CHECKS[kind].fix(tx, person);
    await recordAudit(tx, auth, {
      action: 'user.fix',
      entity: 'user',
      entityId: id,
      details: { kind, changes: made },
      ip,
    });
    await queueWebhookEvent(tx, 'person.changed', personData(fixedPerson(person, made)));
    return made;
  });
  return { kind, userId: id, fixed: changes.length > 0, changes };
}
