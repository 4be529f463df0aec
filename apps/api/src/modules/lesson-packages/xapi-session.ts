import { type Cmi5Launch, cmi5Actor, isLearner, type PackageUnit } from '@academy/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cmi5Sessions, lessonPackages, packageAttempts, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { type AuthUser, authUserColumns } from '../../lib/session-user.js';
import { hashToken } from '../../lib/tokens.js';
import type { AttemptRow, PackageRow } from './attempts.js';

/** The cmi5 session an xAPI request speaks for: its unit, the learner's attempt and the learner. */
export interface XapiSession {
  /** the row's id */
  id: string;
  /** the id the statements name (a UUID) */
  sessionId: string;
  unit: PackageUnit;
  attempt: AttemptRow;
  pkg: PackageRow;
  learner: AuthUser;
}

/** The auth token as a unit sends it: `Authorization: Basic <auth-token>` (cmi5 8.2.2). */
const BASIC = /^Basic\s+(\S{1,200})$/i;

/**
 * The open session whose auth token a request carries, or null: an unknown token, the token of a
 * session that ended (terminated or abandoned), or a learner who may no longer sign in.
 */
export async function sessionOfToken(db: Db, authorization: string | undefined): Promise<XapiSession | null> {
  const token = BASIC.exec(authorization ?? '')?.[1];
  if (!token) return null;
  const [row] = await db
    .select({
      session: cmi5Sessions,
      attempt: packageAttempts,
      pkg: lessonPackages,
      learner: authUserColumns(users),
    })
    .from(cmi5Sessions)
    .innerJoin(packageAttempts, eq(packageAttempts.id, cmi5Sessions.attemptId))
    .innerJoin(lessonPackages, eq(lessonPackages.id, packageAttempts.packageId))
    .innerJoin(users, eq(users.id, packageAttempts.userId))
    .where(and(eq(cmi5Sessions.tokenHash, hashToken(token)), isNull(cmi5Sessions.terminatedAt)));
  const unit = row?.pkg.units.find((one) => one.id === row.session.unitId);
  if (!row || !unit || row.learner.status !== 'enabled') return null;
  return {
    id: row.session.id,
    sessionId: row.session.sessionId,
    unit,
    attempt: row.attempt,
    pkg: row.pkg,
    learner: row.learner,
  };
}

/** The launch the session's statements and documents must name, under the site's address. */
export const launchOf = (session: XapiSession, site: string): Cmi5Launch => ({
  actor: cmi5Actor(site, session.learner.id),
  registration: session.attempt.registration,
  sessionId: session.sessionId,
  unitId: session.unit.id,
});

/** Refuses a document request whose `agent` (JSON) is not the session's learner. */
export function checkAgent(agent: string, launch: Cmi5Launch) {
  let named: unknown;
  try {
    named = JSON.parse(agent);
  } catch {
    throw new AppError('validation-failed', { agent: 'xapi.agentNotJson' });
  }
  if (!isLearner(named, launch.actor)) throw new AppError('forbidden', { agent: 'cmi5.notTheLearner' });
}
