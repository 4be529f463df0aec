import { canSimulate } from '@academy/domain';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Config } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { sessions, users } from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import { inScopeOf } from '../../lib/scope.js';
import { type AuthContext, type AuthUser, authUserColumns } from '../../lib/session-user.js';
import { hashToken, newToken } from '../../lib/tokens.js';

// Touching last_seen_at on every request would turn every read into a write.
const TOUCH_AFTER_MS = 60_000;

const actingAs = alias(users, 'acting_as');
const askerSession = alias(sessions, 'asker_session');

/**
 * Opens a session for `userId` and returns its token. With `simulation` it is a simulation
 * session: `userId` is the asker, the session shows the system as `simulation.actingAsId`,
 * read-only until its mode is switched to 'act', and it ends with the asker's own session
 * `simulation.askerSessionId`.
 */
export async function createSession(
  db: Db | Tx,
  config: Config,
  userId: string,
  client: { ip?: string; userAgent?: string },
  simulation?: { actingAsId: string; askerSessionId: string },
) {
  const token = newToken();
  const now = Date.now();
  await db.insert(sessions).values({
    id: newId(now),
    userId,
    actingAsId: simulation?.actingAsId,
    askerSessionId: simulation?.askerSessionId,
    simulationMode: simulation ? 'view' : null,
    tokenHash: hashToken(token),
    expiresAt: new Date(now + config.sessionMaxMs),
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 300),
  });
  return token;
}

/**
 * Whether a simulated user's team leadership holds in the simulation: only for an admin. A team
 * may draw on several distributors, so a tsm or master simulating its leader would see members
 * outside his own scope.
 */
export const simulatedLeads = (simulated: Pick<AuthUser, 'leadsTeam'>, asker: Pick<AuthUser, 'type'>) =>
  simulated.leadsTeam && asker.type === 'admin';

type SessionTimes = Pick<typeof sessions.$inferSelect, 'revokedAt' | 'expiresAt' | 'lastSeenAt'>;

/** Whether a session stopped working: revoked, past its absolute limit, or idle too long. */
const ended = (session: SessionTimes, config: Config, now: number) =>
  session.revokedAt !== null ||
  session.expiresAt.getTime() <= now ||
  now - session.lastSeenAt.getTime() > config.sessionIdleMs;

/** A token's session with its user and, for a simulation, its simulated user and asker's session. */
const sessionOfToken = prepared((db) =>
  db
    .select({
      session: sessions,
      owner: authUserColumns(users),
      actingAs: authUserColumns(actingAs),
      // its id first: Drizzle reads a left join's object as missing when its first column is null
      askerSession: {
        id: askerSession.id,
        revokedAt: askerSession.revokedAt,
        expiresAt: askerSession.expiresAt,
        lastSeenAt: askerSession.lastSeenAt,
      },
      // null for an ordinary session, whose row has no simulated user
      simulatedInScope: sql<
        boolean | null
      >`case when ${actingAs.id} is null then null else ${inScopeOf(users, actingAs)} end`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(actingAs, eq(actingAs.id, sessions.actingAsId))
    .leftJoin(askerSession, eq(askerSession.id, sessions.askerSessionId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_of_token'),
);

/**
 * The session of a token: `expired` for a revoked, expired or idle one, null for an unknown one.
 * One statement: a simulation session is read with its simulated user, its asker's own session
 * and whether the simulated user is still in the asker's scope, so a simulation ends with its
 * asker's session (sign-out, expiry, password reset) and on the first request after its user
 * left the asker's scope or became someone he may not simulate (docs/decisions/0011).
 */
export async function resolveSession(
  db: Db,
  config: Config,
  token: string,
): Promise<AuthContext | 'expired' | null> {
  const [row] = await sessionOfToken(db).execute({ tokenHash: hashToken(token) });
  if (!row) return null;
  const now = Date.now();
  const { session } = row;
  const owner = row.owner as AuthUser;
  const simulated = row.actingAs?.id ? (row.actingAs as AuthUser) : null;
  const simulationEnded =
    simulated !== null &&
    (simulated.status !== 'enabled' ||
      row.simulatedInScope !== true ||
      !canSimulate(owner.type, simulated.type) ||
      // a simulation without its asker's session (none before they were tied) is over too
      row.askerSession === null ||
      ended(row.askerSession, config, now));
  if (ended(session, config, now) || owner.status !== 'enabled' || simulationEnded) return 'expired';
  if (now - session.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    // a simulation in use keeps its asker's session alive too: he is at the keyboard
    const touched = session.askerSessionId ? [session.id, session.askerSessionId] : [session.id];
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(inArray(sessions.id, touched));
  }
  // a simulation session without a mode (made before modes existed) is read-only: safe by default
  return simulated
    ? {
        sessionId: session.id,
        user: { ...simulated, leadsTeam: simulatedLeads(simulated, owner) },
        simulatedBy: owner,
        simulationMode: session.simulationMode ?? 'view',
        apiToken: null,
      }
    : { sessionId: session.id, user: owner, simulatedBy: null, simulationMode: null, apiToken: null };
}

export async function revokeSession(db: Db | Tx, sessionId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user (password changed, account disabled). */
export async function revokeUserSessions(db: Db, userId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(or(eq(sessions.userId, userId), eq(sessions.actingAsId, userId)), isNull(sessions.revokedAt)));
}

/**
 * A session stays this long after it stopped working (expired, idle or revoked) before it is
 * deleted, so a user who comes back soon after still hears that the login expired.
 */
export const ENDED_SESSION_KEPT_MS = 24 * 3_600_000;

/**
 * A step of the expired-sessions job: deletes up to `limit` sessions that ended more than a day
 * ago; returns how many, so a caller repeats while a full batch went.
 */
export async function deleteExpiredSessions(db: Db | Tx, config: Config, limit: number, now = new Date()) {
  const cutoff = now.getTime() - ENDED_SESSION_KEPT_MS;
  const ended = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      or(
        lt(sessions.expiresAt, new Date(cutoff)),
        lt(sessions.lastSeenAt, new Date(cutoff - config.sessionIdleMs)),
        lt(sessions.revokedAt, new Date(cutoff)),
      ),
    )
    .limit(limit);
  const deleted = await db.delete(sessions).where(inArray(sessions.id, ended)).returning({ id: sessions.id });
  return deleted.length;
}
