/**
 * cmi5's vocabulary (cmi5 1.0, sections 9 and 10) and how a statement reads against the launch it
 * claims to come from: the learner's, for the attempt's registration and the session's id, and, when
 * it is "cmi5 defined", about the unit with one of the verbs a unit may state. The order in which a
 * session may state them is cmi5-rules.ts. See docs/decisions/0049-package-lessons.md.
 */
import type { XapiStatement } from './contracts/xapi.js';
import { isoDurationSeconds } from './package-outcome.js';

/** The category that makes a statement "cmi5 defined". */
export const CMI5_CATEGORY = 'https://w3id.org/xapi/cmi5/context/categories/cmi5';

export const CMI5_EXTENSIONS = {
  sessionId: 'https://w3id.org/xapi/cmi5/context/extensions/sessionid',
  launchMode: 'https://w3id.org/xapi/cmi5/context/extensions/launchmode',
  launchUrl: 'https://w3id.org/xapi/cmi5/context/extensions/launchurl',
  moveOn: 'https://w3id.org/xapi/cmi5/context/extensions/moveon',
  masteryScore: 'https://w3id.org/xapi/cmi5/context/extensions/masteryscore',
  launchParameters: 'https://w3id.org/xapi/cmi5/context/extensions/launchparameters',
} as const;

export const CMI5_VERBS = {
  launched: 'http://adlnet.gov/expapi/verbs/launched',
  initialized: 'http://adlnet.gov/expapi/verbs/initialized',
  completed: 'http://adlnet.gov/expapi/verbs/completed',
  passed: 'http://adlnet.gov/expapi/verbs/passed',
  failed: 'http://adlnet.gov/expapi/verbs/failed',
  abandoned: 'https://w3id.org/xapi/adl/verbs/abandoned',
  waived: 'https://w3id.org/xapi/adl/verbs/waived',
  terminated: 'http://adlnet.gov/expapi/verbs/terminated',
  satisfied: 'https://w3id.org/xapi/adl/verbs/satisfied',
} as const;
export type Cmi5Verb = keyof typeof CMI5_VERBS;

/** The verbs a unit states of itself; the others are the LMS's own. */
const UNIT_VERBS = ['initialized', 'completed', 'passed', 'failed', 'terminated'] as const;
export type Cmi5UnitVerb = (typeof UNIT_VERBS)[number];

/** What a unit may never send: the LMS's own verbs, and voiding (cmi5 6.3: no unit voids a statement). */
const NOT_FROM_A_UNIT = new Set<string>([
  CMI5_VERBS.launched,
  CMI5_VERBS.abandoned,
  CMI5_VERBS.waived,
  CMI5_VERBS.satisfied,
  'http://adlnet.gov/expapi/verbs/voided',
]);

const verbNamed = new Map<string, Cmi5UnitVerb>(UNIT_VERBS.map((verb) => [CMI5_VERBS[verb], verb]));

/** A type, not an interface: it must fit the open shape of a statement's actor. */
export type Cmi5Actor = {
  objectType: 'Agent';
  account: { homePage: string; name: string };
};

/** The learner as a unit knows him: his id under the site's address, and no name or email. */
export const cmi5Actor = (site: string, userId: string): Cmi5Actor => ({
  objectType: 'Agent',
  account: { homePage: site, name: userId },
});

/** Whether an agent (a statement's actor, a document's agent) is the learner of the launch. */
export function isLearner(agent: unknown, actor: Cmi5Actor): boolean {
  if (typeof agent !== 'object' || agent === null) return false;
  const { objectType, account } = agent as { objectType?: unknown; account?: Record<string, unknown> };
  return (
    (objectType === undefined || objectType === 'Agent') &&
    account?.homePage === actor.account.homePage &&
    account?.name === actor.account.name
  );
}

/** The launch a statement must come from. */
export interface Cmi5Launch {
  actor: Cmi5Actor;
  registration: string;
  sessionId: string;
  unitId: string;
}

/** Why a statement is refused; each is answered as the statement's field error. */
export type Cmi5Refusal =
  | 'cmi5.lmsVerb'
  | 'cmi5.notTheLearner'
  | 'cmi5.notTheRegistration'
  | 'cmi5.notTheSession'
  | 'cmi5.notTheUnit'
  | 'cmi5.unknownVerb'
  | 'cmi5.notInitialized'
  | 'cmi5.initializedTwice'
  | 'cmi5.afterTerminated'
  | 'cmi5.completedTwice'
  | 'cmi5.passedOrFailedTwice'
  | 'cmi5.failedAfterPassed'
  | 'cmi5.belowMastery'
  | 'cmi5.notBelowMastery'
  | 'cmi5.resultContradicts'
  | 'cmi5.attemptEnded';

/** A statement as the cmi5 rules read it. */
export interface Cmi5Reading {
  /** the verb of a "cmi5 defined" statement; null for a "cmi5 allowed" one, which moves nothing */
  verb: Cmi5UnitVerb | null;
  success: boolean | undefined;
  completion: boolean | undefined;
  /** result.score.scaled, -1..1 */
  scaled: number | null;
  /** result.duration, in seconds */
  seconds: number | null;
}

const categoriesOf = (statement: XapiStatement) => {
  const category = statement.context?.contextActivities?.category;
  return category === undefined ? [] : Array.isArray(category) ? category : [category];
};

/**
 * Reads a statement against its launch, or says why it is refused: it must be the learner's, name
 * the attempt's registration and the session's id; a "cmi5 defined" one (with the cmi5 category)
 * must be about the unit and state one of the verbs a unit states. The LMS's own verbs are refused
 * whatever the category: a unit does not say it was launched, waived or satisfied.
 */
export function readCmi5Statement(
  statement: XapiStatement,
  launch: Cmi5Launch,
): Cmi5Reading | { refused: Cmi5Refusal } {
  if (NOT_FROM_A_UNIT.has(statement.verb.id)) return { refused: 'cmi5.lmsVerb' };
  if (!isLearner(statement.actor, launch.actor)) return { refused: 'cmi5.notTheLearner' };
  const context = statement.context;
  if (context?.registration !== launch.registration) return { refused: 'cmi5.notTheRegistration' };
  if (context.extensions?.[CMI5_EXTENSIONS.sessionId] !== launch.sessionId)
    return { refused: 'cmi5.notTheSession' };
  const result = statement.result;
  const reading = {
    success: result?.success,
    completion: result?.completion,
    scaled: result?.score?.scaled ?? null,
    seconds: result?.duration === undefined ? null : isoDurationSeconds(result.duration),
  };
  if (!categoriesOf(statement).some((category) => category.id === CMI5_CATEGORY))
    return { ...reading, verb: null };
  const verb = verbNamed.get(statement.verb.id);
  if (!verb) return { refused: 'cmi5.unknownVerb' };
  if (statement.object.id !== launch.unitId) return { refused: 'cmi5.notTheUnit' };
  return { ...reading, verb };
}
