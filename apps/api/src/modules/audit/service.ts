import type { AuditEntry, AuditListQuery } from '@academy/domain';
import { and, count, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { auditLog, users } from '../../db/schema/index.js';
import { keysetPage, keysetPlan, positionTime } from '../../lib/keyset.js';
import { containing } from '../../lib/like.js';

const actor = alias(users, 'actor');
const actingAs = alias(users, 'acting_as');

const DAY_MS = 86_400_000;
/** The start of a `YYYY-MM-DD` day, in UTC. */
const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** The entries of a person: at the keyboard, or acted as in a simulation. */
const involving = (people: string | SQL) =>
  typeof people === 'string'
    ? or(eq(auditLog.actorId, people), eq(auditLog.actingAsId, people))
    : or(inArray(auditLog.actorId, people), inArray(auditLog.actingAsId, people));

/**
 * The entries a filter keeps: a person (by id, or any whose name or email holds `search`), an
 * action, a span of days.
 */
function auditFilter(query: AuditListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.person) conditions.push(involving(query.person));
  if (query.search) {
    const pattern = containing(query.search.toLowerCase());
    conditions.push(
      involving(
        sql`(select ${users.id} from ${users} where lower(${users.name}) like ${pattern} or ${users.email} like ${pattern})`,
      ),
    );
  }
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.from) conditions.push(gte(auditLog.createdAt, dayStart(query.from)));
  if (query.to) conditions.push(lt(auditLog.createdAt, new Date(dayStart(query.to).getTime() + DAY_MS)));
  return and(...conditions);
}

const personOf = (id: string | null, name: string | null, email: string | null) =>
  id !== null && name !== null && email !== null ? { _id: id, name, email } : null;

/**
 * One page of the audit log, newest first, by keyset on audit_log(created_at, id), or
 * audit_log(action, created_at, id) for one action: two statements (the page, with both people
 * joined, and the filter's count) whatever the page and the size of the log.
 */
export async function listAudit(db: Db, query: AuditListQuery) {
  const plan = keysetPlan({ createdAt: auditLog.createdAt, id: auditLog.id }, query);
  const filter = auditFilter(query);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        position: positionTime(auditLog.createdAt),
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        details: auditLog.details,
        ip: auditLog.ip,
        createdAt: auditLog.createdAt,
        actorId: actor.id,
        actorName: actor.name,
        actorEmail: actor.email,
        actingAsId: actingAs.id,
        actingAsName: actingAs.name,
        actingAsEmail: actingAs.email,
      })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actorId))
      .leftJoin(actingAs, eq(actingAs.id, auditLog.actingAsId))
      .where(and(filter, plan.where))
      .orderBy(...plan.orderBy)
      .limit(plan.limit),
    db.select({ value: count() }).from(auditLog).where(filter),
  ]);
  const page = keysetPage(plan, rows);
  return {
    items: page.rows.map(
      (row): AuditEntry => ({
        _id: row.id,
        actor: personOf(row.actorId, row.actorName, row.actorEmail),
        actingAs: personOf(row.actingAsId, row.actingAsName, row.actingAsEmail),
        action: row.action,
        entity: row.entity,
        entityId: row.entityId,
        details: row.details,
        ip: row.ip,
        createdAt: row.createdAt.toISOString(),
      }),
    ),
    total: total?.value ?? 0,
    previous: page.previous,
    next: page.next,
  };
}

/** The most actions the filter offers; far more than the code records. */
const ACTIONS_LIMIT = 500;

/**
 * Every action the log holds, in order, for the filter. A loose index scan on
 * audit_log(action, created_at, id): one jump per distinct action, so its cost follows the
 * number of actions, not the size of the log.
 */
export async function listAuditActions(db: Db): Promise<string[]> {
  // both drivers (pg and PGlite) answer `execute` with the rows under `rows`
  const result = (await db.execute(sql`
    with recursive found(action, n) as (
      (select ${auditLog.action}, 1 from ${auditLog} order by ${auditLog.action} limit 1)
      union all
      select (select a.action from ${auditLog} a where a.action > found.action order by a.action limit 1), n + 1
      from found where found.action is not null and n < ${ACTIONS_LIMIT}
    )
    select action from found where action is not null`)) as unknown as { rows: { action: string }[] };
  return result.rows.map((row) => row.action);
}
