import { canSimulate, type SessionUser, type Simulation, type SimulationMode } from '@academy/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { peopleInScope } from '../../lib/scope.js';
import { type AuthContext, type AuthUser, authUserColumns } from '../../lib/session-user.js';
import { recordAudit } from '../audit/index.js';
import { buildSessionUser, createSession, revokeSession } from '../auth/index.js';

interface Client {
  ip?: string;
  userAgent?: string;
}

/** The simulation a session is; refuses an ordinary session. */
function simulationOf(
  auth: AuthContext,
): AuthContext & { simulatedBy: AuthUser; simulationMode: SimulationMode } {
  const { simulatedBy, simulationMode } = auth;
  if (!simulatedBy || !simulationMode) throw new AppError('not-simulating');
  return { ...auth, simulatedBy, simulationMode };
}

const personOf = (user: AuthUser) => ({ _id: user.id, name: user.name, email: user.email });

const describe = (auth: AuthContext & { simulatedBy: AuthUser }, mode: SimulationMode): Simulation => ({
  mode,
  user: personOf(auth.user),
  asker: personOf(auth.simulatedBy),
});

/**
 * Starts a simulation of `targetId` for the asker (the access hook has refused a simulation
 * session already: they do not nest). The target must be inside the asker's scope (404
 * otherwise, as for anything outside it), enabled, someone else, and of a type the asker may
 * simulate (never an admin; a tsm only for an admin). The new session starts read-only and is
 * tied to the asker's own session, which is left as it was: it ends when that one ends.
 */
export async function startSimulation(
  db: Db,
  config: Config,
  auth: AuthContext,
  targetId: string,
  client: Client,
): Promise<SessionUser & { token: string }> {
  const asker = auth.user;
  const [target]: AuthUser[] = await db
    .select(authUserColumns(users))
    .from(users)
    .where(and(eq(users.id, targetId), isNull(users.deletedAt), peopleInScope(asker)))
    .limit(1);
  if (!target) throw new AppError('user-not-found');
  if (target.id === asker.id || target.status !== 'enabled' || !canSimulate(asker.type, target.type))
    throw new AppError('simulation-not-allowed');

  const token = await db.transaction(async (tx) => {
    const opened = await createSession(tx, config, asker.id, client, {
      actingAsId: target.id,
      askerSessionId: auth.sessionId,
    });
    // recorded with both ids, as every entry of the simulation
    const simulation: AuthContext = { ...auth, user: target, simulatedBy: asker, simulationMode: 'view' };
    await recordAudit(tx, simulation, {
      action: 'simulation.start',
      entity: 'user',
      entityId: target.id,
      ip: client.ip,
    });
    return opened;
  });
  // answered like a sign-in, for the simulated user
  return { ...(await buildSessionUser(db, target.id, asker)), token };
}

export function getSimulation(auth: AuthContext): Simulation {
  const simulation = simulationOf(auth);
  return describe(simulation, simulation.simulationMode);
}

/** Switches a simulation between view only and acting as the user; audited. */
export async function setSimulationMode(db: Db, auth: AuthContext, mode: SimulationMode, ip: string) {
  const simulation = simulationOf(auth);
  await db.transaction(async (tx) => {
    await tx.update(sessions).set({ simulationMode: mode }).where(eq(sessions.id, simulation.sessionId));
    await recordAudit(tx, auth, {
      action: 'simulation.mode',
      entity: 'user',
      entityId: simulation.user.id,
      details: { from: simulation.simulationMode, to: mode },
      ip,
    });
  });
  return describe(simulation, mode);
}

/** Ends a simulation: its token stops working; the asker's own session goes on. Audited. */
export async function endSimulation(db: Db, auth: AuthContext, ip: string) {
  const simulation = simulationOf(auth);
  await db.transaction(async (tx) => {
    await revokeSession(tx, simulation.sessionId);
    await recordAudit(tx, auth, {
      action: 'simulation.end',
      entity: 'user',
      entityId: simulation.user.id,
      ip,
    });
  });
  return { ok: true };
}
