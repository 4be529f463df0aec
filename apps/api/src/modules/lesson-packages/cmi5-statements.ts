import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import {
  type Cmi5Reading,
  type Cmi5Standing,
  cmi5Outcome,
  readCmi5Statement,
  takeCmi5Statement,
  type XapiStatement,
} from '@academy/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { cmi5Sessions, cmi5Statements } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { keepUnitData } from './attempt-outcome.js';
import { keptCmi5Data, lockedAttempt, recordOf } from './cmi5-unit-data.js';
import type { OpenCourses } from './open-courses.js';
import { launchOf, type XapiSession } from './xapi-session.js';

/** The field a statement's refusal is answered under: its place in the batch. */
const fieldOf = (index: number) => `statements.${index}`;

/**
 * The statements not stored yet. One stored already is a retry when it is the same statement of the
 * same session, and is taken once (xAPI); another statement under a stored id is a conflict.
 */
async function notYetStored(tx: Tx, session: XapiSession, statements: (XapiStatement & { id: string })[]) {
  const ids = statements.map((statement) => statement.id);
  const stored = await tx
    .select({
      id: cmi5Statements.id,
      sessionId: cmi5Statements.sessionId,
      statement: cmi5Statements.statement,
    })
    .from(cmi5Statements)
    .where(inArray(cmi5Statements.id, ids));
  const byId = new Map(stored.map((row) => [row.id, row]));
  return statements.flatMap((statement, index) => {
    const earlier = byId.get(statement.id);
    if (!earlier) return [{ statement, index }];
    const retry =
      earlier.sessionId === session.id &&
      isDeepStrictEqual(earlier.statement, JSON.parse(JSON.stringify(statement)));
    if (retry) return [];
    throw new AppError('conflict', { [fieldOf(index)]: 'xapi.statementIdTaken' });
  });
}

/** The session's verbs as its row holds them now, under the attempt's lock; an ended session refuses. */
async function currentVerbs(tx: Tx, session: XapiSession) {
  const [row] = await tx
    .select({ verbs: cmi5Sessions.verbs, terminatedAt: cmi5Sessions.terminatedAt })
    .from(cmi5Sessions)
    .where(eq(cmi5Sessions.id, session.id));
  if (!row || row.terminatedAt) throw new AppError('not-authenticated');
  return row.verbs as Cmi5Standing['verbs'];
}

/**
 * Takes a batch of a session's statements, whole or not at all: each must be the learner's, for the
 * attempt's registration and the session, and come in cmi5's order (cmi5-rules.ts); one refused
 * refuses the batch and nothing of it is kept. The statements are stored as sent (ids given to those
 * without), the session's verbs grow, and what the "cmi5 defined" ones showed becomes the unit's
 * outcome in the attempt, with the lesson's progress and certificates that follow (keepUnitData).
 * An attempt ended by a failure takes the session's "terminated" without moving its outcome.
 * Answers the statements' ids.
 */
export async function takeStatements(
  db: Db,
  openCourses: OpenCourses,
  session: XapiSession,
  sent: XapiStatement[],
  site: string,
): Promise<string[]> {
  const statements = sent.map((statement) => ({ ...statement, id: statement.id ?? randomUUID() }));
  const ids = statements.map((statement) => statement.id);
  const twice = ids.findIndex((id, index) => ids.indexOf(id) !== index);
  if (twice >= 0) throw new AppError('validation-failed', { [fieldOf(twice)]: 'xapi.statementIdTwice' });
  const launch = launchOf(session, site);
  const readings = statements.map((statement, index): Cmi5Reading => {
    const reading = readCmi5Statement(statement, launch);
    if ('refused' in reading) throw new AppError('forbidden', { [fieldOf(index)]: reading.refused });
    return reading;
  });
  const { attempt, pkg, unit } = session;
  // the lesson was open to him at the launch: its course must still be (kept a minute, as a commit's)
  const course = await openCourses(session.learner, attempt.courseId);

  await db.transaction(async (tx) => {
    const locked = await lockedAttempt(tx, attempt.id);
    const verbs = await currentVerbs(tx, session);
    const fresh = await notYetStored(tx, session, statements);
    if (fresh.length === 0) return;
    const kept = await keptCmi5Data(tx, attempt.id, unit.id);
    const at = { sessionId: session.sessionId, unit, attemptEnded: locked.endedAt !== null };
    let standing: Cmi5Standing = { verbs, record: recordOf(kept) };
    for (const { index } of fresh) {
      const next = takeCmi5Statement(standing, readings[index] as Cmi5Reading, at);
      if ('refused' in next) throw new AppError('forbidden', { [fieldOf(index)]: next.refused });
      standing = next;
    }

    const stored = await tx
      .insert(cmi5Statements)
      .values(
        fresh.map(({ statement }) => ({
          id: statement.id,
          sessionId: session.id,
          verb: statement.verb.id,
          statement: statement as Record<string, unknown>,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: cmi5Statements.id });
    // another session stored one of these ids meanwhile: the key settles it, the batch is refused
    if (stored.length < fresh.length) throw new AppError('conflict');
    // statements of the unit's own ("cmi5 allowed") leave the session as it stood
    if (standing.verbs !== verbs) {
      const terminated = standing.verbs.includes('terminated');
      await tx
        .update(cmi5Sessions)
        .set({ verbs: standing.verbs, ...(terminated && { terminatedAt: new Date() }) })
        .where(eq(cmi5Sessions.id, session.id));
    }
    if (locked.endedAt || isDeepStrictEqual(standing.record, recordOf(kept))) return;
    const outcome = cmi5Outcome(unit, standing.record);
    await keepUnitData(tx, locked, pkg, course, {
      unitId: unit.id,
      cmi: { ...kept, record: standing.record, outcome },
      outcome,
    });
  });
  return ids;
}
