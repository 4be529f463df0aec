import type { Db, Tx } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import type { AuthContext } from '../../lib/session-user.js';

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string;
  details?: Record<string, unknown>;
  ip?: string;
}

/** The requests (by their auth context, one per request) whose handler recorded its own entry. */
const recorded = new WeakSet<AuthContext>();

/**
 * Whether the request `auth` belongs to recorded an audit entry: a change made in a simulation is
 * audited generically (modules/simulation) only when its handler did not do it already.
 */
export const hasAudited = (auth: AuthContext) => recorded.has(auth);

/**
 * Records who did what. The actor is always the person at the keyboard: during a simulation
 * that is the asker, and `actingAsId` names the user he was acting as. A change made with an API
 * token names the token, and keeps its name in the details should the token be removed.
 */
export async function recordAudit(db: Db | Tx, auth: AuthContext, entry: AuditEntry) {
  await recordAudits(db, auth, [entry]);
}

/** Several entries of one request in one statement, whatever their number (a CSV import's batch). */
export async function recordAudits(db: Db | Tx, auth: AuthContext, entries: readonly AuditEntry[]) {
  if (entries.length === 0) return;
  await db.insert(auditLog).values(
    entries.map((entry) => ({
      id: newId(),
      actorId: auth.simulatedBy?.id ?? auth.user.id,
      actingAsId: auth.simulatedBy ? auth.user.id : null,
      apiTokenId: auth.apiToken?.id ?? null,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      details: auth.apiToken ? { ...entry.details, apiToken: auth.apiToken.name } : (entry.details ?? {}),
      ip: entry.ip,
    })),
  );
  recorded.add(auth);
}

/** An entry of what the server did by itself (a retention rule's run): no one is its actor. */
export async function recordSystemAudit(db: Db | Tx, entry: AuditEntry) {
  await db.insert(auditLog).values({
    id: newId(),
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    details: entry.details ?? {},
  });
}
