import { randomUUID } from 'node:crypto';
import {
  CMI5_CATEGORY,
  CMI5_EXTENSIONS,
  CMI5_VERBS,
  type Cmi5Launch,
  type PackageUnit,
} from '@academy/domain';

/**
 * What the academy tells a cmi5 unit and records of it as the LMS (cmi5 1.0, sections 9.3 and 10):
 * the context every statement of a session starts from, the LMS.LaunchData document, and the LMS's
 * own statements of a session.
 */

/**
 * The context a unit lays under every statement of the session (cmi5 10.2.1): the unit's own id as
 * its publisher id, and the session's id. The cmi5 category is not in it: the unit adds it to the
 * "cmi5 defined" statements only, and a template carrying it would make every statement one.
 */
export const contextTemplate = (unit: PackageUnit, sessionId: string) => ({
  contextActivities: { grouping: [{ id: unit.id }] },
  extensions: { [CMI5_EXTENSIONS.sessionId]: sessionId },
});

/**
 * The LMS.LaunchData state document (cmi5 10.2). Every launch is a normal one; there is no
 * returnURL: the lesson page frames the unit and stays where it is when the unit ends.
 */
export const launchData = (unit: PackageUnit, sessionId: string) => ({
  contextTemplate: contextTemplate(unit, sessionId),
  launchMode: 'Normal',
  moveOn: unit.moveOn ?? 'NotApplicable',
  ...(unit.masteryScore !== undefined && { masteryScore: unit.masteryScore }),
  ...(unit.launchParameters && { launchParameters: unit.launchParameters }),
});

/** A statement the LMS makes of a session, "cmi5 defined", with `extensions` in its context. */
function lmsStatement(
  verb: 'launched' | 'abandoned',
  launch: Cmi5Launch,
  extensions: Record<string, unknown>,
  result?: { duration: string },
) {
  return {
    id: randomUUID(),
    timestamp: new Date().toISOString(),
    actor: launch.actor,
    verb: { id: CMI5_VERBS[verb], display: { 'en-US': verb } },
    object: { id: launch.unitId, objectType: 'Activity' },
    ...(result && { result }),
    context: {
      registration: launch.registration,
      contextActivities: { category: [{ id: CMI5_CATEGORY }], grouping: [{ id: launch.unitId }] },
      extensions: { [CMI5_EXTENSIONS.sessionId]: launch.sessionId, ...extensions },
    },
  };
}

/** "launched" (cmi5 9.3.1): how and where the unit was launched, and what satisfies it. */
export const launchedStatement = (launch: Cmi5Launch, unit: PackageUnit, launchUrl: string) =>
  lmsStatement('launched', launch, {
    [CMI5_EXTENSIONS.launchMode]: 'Normal',
    [CMI5_EXTENSIONS.launchUrl]: launchUrl,
    [CMI5_EXTENSIONS.moveOn]: unit.moveOn ?? 'NotApplicable',
    ...(unit.masteryScore !== undefined && { [CMI5_EXTENSIONS.masteryScore]: unit.masteryScore }),
    ...(unit.launchParameters && { [CMI5_EXTENSIONS.launchParameters]: unit.launchParameters }),
  });

/** "abandoned" (cmi5 9.3.7): the session ended without "terminated"; its time up to its last statement. */
export const abandonedStatement = (launch: Cmi5Launch, seconds: number) =>
  lmsStatement('abandoned', launch, {}, { duration: `PT${Math.max(0, Math.round(seconds))}S` });
