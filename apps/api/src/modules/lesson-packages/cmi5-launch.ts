import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { CMI5_VERBS, type Cmi5Launch, cmi5Actor, cmi5Outcome, type PackageUnit } from '@academy/domain';
import { and, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { cmi5Sessions, cmi5Statements } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import type { AuthUser } from '../../lib/session-user.js';
import { siteOrigin } from '../../lib/site-address.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { keepUnitData, outcomeOfUnit } from './attempt-outcome.js';
import { ownAttempt } from './attempts.js';
import { abandonedStatement, launchedStatement } from './cmi5-documents.js';
import { keptCmi5Data, lockedAttempt, recordOf } from './cmi5-unit-data.js';
import { findPackageLesson, packageBase } from './open.js';

/** The unit's file under the package's base, each path segment escaped, its manifest's query kept. */
function unitAddress(site: string, packageId: string, launch: string) {
  const queryAt = launch.includes('?') ? launch.indexOf('?') : launch.length;
  const escaped = launch.slice(0, queryAt).split('/').map(encodeURIComponent).join('/');
  return `${site}${packageBase(packageId)}${escaped}${launch.slice(queryAt)}`;
}

/**
 * Ends the sessions of the unit still open in the attempt: a new launch abandons them (cmi5
 * 9.3.7), with their time up to their last statement, and their auth tokens stop opening anything.
 */
async function abandonOpenSessions(tx: Tx, launch: Omit<Cmi5Launch, 'sessionId'>, attemptId: string) {
  const open = await tx
    .update(cmi5Sessions)
    .set({ terminatedAt: sql`now()`, verbs: sql`${cmi5Sessions.verbs} || '["abandoned"]'::jsonb` })
    .where(
      and(
        eq(cmi5Sessions.attemptId, attemptId),
        eq(cmi5Sessions.unitId, launch.unitId),
        isNull(cmi5Sessions.terminatedAt),
      ),
    )
    .returning({ id: cmi5Sessions.id, sessionId: cmi5Sessions.sessionId, createdAt: cmi5Sessions.createdAt });
  if (open.length === 0) return;
  const lastOf = await tx
    .select({ sessionId: cmi5Statements.sessionId, at: max(cmi5Statements.storedAt) })
    .from(cmi5Statements)
    .where(
      inArray(
        cmi5Statements.sessionId,
        open.map((session) => session.id),
      ),
    )
    .groupBy(cmi5Statements.sessionId);
  const last = new Map(lastOf.map((row) => [row.sessionId, row.at]));
  await tx.insert(cmi5Statements).values(
    open.map((session) => {
      const seconds =
        ((last.get(session.id) ?? session.createdAt).getTime() - session.createdAt.getTime()) / 1000;
      const statement = abandonedStatement({ ...launch, sessionId: session.sessionId }, seconds);
      return { id: statement.id, sessionId: session.id, verb: CMI5_VERBS.abandoned, statement };
    }),
  );
}

/** The launch's address: the unit's with cmi5's parameters (cmi5 8.1). */
function launchAddress(unitUrl: string, site: string, secret: string, launch: Cmi5Launch) {
  const parameters = new URLSearchParams({
    endpoint: `${site}/api/xapi/`,
    fetch: `${site}/api/xapi/fetch/${secret}`,
    actor: JSON.stringify(launch.actor),
    registration: launch.registration,
    activityId: launch.unitId,
  });
  return `${unitUrl}${unitUrl.includes('?') ? '&' : '?'}${parameters}`;
}

/**
 * Launches a cmi5 unit of the learner's own open attempt at a lesson he may still open: a new
 * session (abandoning the unit's open one), its fetch URL, the LMS's "launched" statement, and the
 * unit's address with cmi5's parameters. A unit whose moveOn is "NotApplicable" is satisfied by
 * its launch. The fetch URL's secret starts with the session's row id, so it is found by its key;
 * only its hash is kept.
 */
export async function launchCmi5(
  db: Db,
  viewer: AuthUser,
  attemptId: string,
  unitId: string,
  fromRequest: string,
): Promise<{ url: string }> {
  const { attempt, pkg } = await ownAttempt(db, viewer.id, attemptId);
  const unit: PackageUnit | undefined =
    pkg.standard === 'cmi5' ? pkg.units.find((one) => one.id === unitId) : undefined;
  if (!unit) throw new AppError('validation-failed', { unitId: 'validation.invalid' });
  if (attempt.endedAt) throw new AppError('exam-no-attempt');
  const { course } = await findPackageLesson(db, viewer, attempt.courseId, attempt.lessonId);

  const site = await siteOrigin(db, fromRequest);
  const rowId = newId();
  const secret = `${rowId}${newToken()}`;
  const launch: Cmi5Launch = {
    actor: cmi5Actor(site, viewer.id),
    registration: attempt.registration,
    sessionId: randomUUID(),
    unitId: unit.id,
  };
  const unitUrl = unitAddress(site, pkg.id, unit.launch);

  await db.transaction(async (tx) => {
    const locked = await lockedAttempt(tx, attempt.id);
    if (locked.endedAt) throw new AppError('exam-no-attempt');
    await abandonOpenSessions(tx, launch, attempt.id);
    await tx.insert(cmi5Sessions).values({
      id: rowId,
      sessionId: launch.sessionId,
      attemptId: attempt.id,
      unitId: unit.id,
      fetchHash: hashToken(secret),
      verbs: ['launched'],
    });
    const launched = launchedStatement(launch, unit, unitUrl);
    await tx
      .insert(cmi5Statements)
      .values({ id: launched.id, sessionId: rowId, verb: CMI5_VERBS.launched, statement: launched });
    const kept = await keptCmi5Data(tx, attempt.id, unit.id);
    const outcome = cmi5Outcome(unit, recordOf(kept));
    if (!isDeepStrictEqual(outcome, outcomeOfUnit('cmi5', kept as Record<string, unknown>)))
      await keepUnitData(tx, locked, pkg, course, { unitId: unit.id, cmi: { ...kept, outcome }, outcome });
  });
  return { url: launchAddress(unitUrl, site, secret, launch) };
}
