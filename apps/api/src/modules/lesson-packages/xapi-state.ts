import {
  MAX_STATE_DOCUMENT_BYTES,
  MAX_STATE_DOCUMENTS,
  type XapiAgentProfileQuery,
  type XapiStateQuery,
} from '@academy/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { launchData } from './cmi5-documents.js';
import { keepCmi5Data, keptCmi5Data, lockedAttempt, type StateDocument } from './cmi5-unit-data.js';
import { checkAgent, launchOf, type XapiSession } from './xapi-session.js';

/** The document the LMS writes for each launch (cmi5 10.2); a unit reads it and never changes it. */
const LAUNCH_DATA = 'LMS.LaunchData';

/** A document as the request brought it: JSON read by the server, anything else as its bytes. */
export interface SentDocument {
  type: string | undefined;
  body: unknown;
}

/** A document answered: its content type and body. */
export interface StateAnswer {
  type: string;
  body: string | Buffer;
}

const json = (value: unknown): StateAnswer => ({ type: 'application/json', body: JSON.stringify(value) });

/** Refuses a request naming another unit, learner or registration than the session's. */
function checkNames(session: XapiSession, query: XapiStateQuery, site: string) {
  const launch = launchOf(session, site);
  checkAgent(query.agent, launch);
  if (query.activityId !== launch.unitId) throw new AppError('forbidden', { activityId: 'cmi5.notTheUnit' });
  if (query.registration !== undefined && query.registration !== launch.registration)
    throw new AppError('forbidden', { registration: 'cmi5.notTheRegistration' });
}

/** The document a write names; LMS.LaunchData is the LMS's own. */
function writtenId(query: XapiStateQuery) {
  if (query.stateId === LAUNCH_DATA) throw new AppError('forbidden', { stateId: 'cmi5.launchDataIsTheLms' });
  return query.stateId;
}

const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const sizeOf = (document: StateDocument) =>
  document.base64 === undefined
    ? Buffer.byteLength(JSON.stringify(document.json))
    : Buffer.byteLength(document.base64, 'base64');

function documentOf(id: string, sent: SentDocument): StateDocument {
  if (sent.body === undefined) throw new AppError('validation-failed', { body: 'xapi.documentMissing' });
  return Buffer.isBuffer(sent.body)
    ? { id, type: sent.type ?? 'application/octet-stream', base64: sent.body.toString('base64') }
    : { id, type: 'application/json', json: sent.body };
}

/** xAPI's POST of a document: the properties of both JSON objects, the new ones winning. */
function merged(earlier: StateDocument, sent: StateDocument): StateDocument {
  if (!isJsonObject(earlier.json) || !isJsonObject(sent.json))
    throw new AppError('validation-failed', { body: 'xapi.mergeNeedsJsonObjects' });
  return {
    ...sent,
    json: Object.fromEntries([...Object.entries(earlier.json), ...Object.entries(sent.json)]),
  };
}

/**
 * A state document of the session's unit in the attempt: LMS.LaunchData made from the unit, or one
 * the unit kept; without a stateId, the ids of those there are. Null when there is no such document.
 */
export async function readState(
  db: Db,
  session: XapiSession,
  query: XapiStateQuery,
  site: string,
): Promise<StateAnswer | null> {
  checkNames(session, query, site);
  if (query.stateId === LAUNCH_DATA) return json(launchData(session.unit, session.sessionId));
  const documents = (await keptCmi5Data(db, session.attempt.id, session.unit.id)).state ?? [];
  if (query.stateId === undefined) return json([LAUNCH_DATA, ...documents.map((document) => document.id)]);
  const found = documents.find((document) => document.id === query.stateId);
  if (!found) return null;
  return found.base64 === undefined
    ? json(found.json)
    : { type: found.type, body: Buffer.from(found.base64, 'base64') };
}

/**
 * Keeps a state document of the unit in the attempt, replacing the one of its id or, with `merge`,
 * merged into it. A unit keeps at most MAX_STATE_DOCUMENTS of at most MAX_STATE_DOCUMENT_BYTES each.
 */
export async function writeState(
  db: Db,
  session: XapiSession,
  query: XapiStateQuery,
  site: string,
  sent: SentDocument,
  merge: boolean,
) {
  checkNames(session, query, site);
  const id = writtenId(query);
  if (id === undefined) throw new AppError('validation-failed', { stateId: 'xapi.stateIdMissing' });
  const document = documentOf(id, sent);
  const { attempt, unit } = session;
  await db.transaction(async (tx) => {
    await lockedAttempt(tx, attempt.id);
    const kept = await keptCmi5Data(tx, attempt.id, unit.id);
    const documents = kept.state ?? [];
    const earlier = documents.find((one) => one.id === id);
    if (!earlier && documents.length >= MAX_STATE_DOCUMENTS)
      throw new AppError('forbidden', { stateId: 'xapi.tooManyDocuments' });
    const next = merge && earlier ? merged(earlier, document) : document;
    if (sizeOf(next) > MAX_STATE_DOCUMENT_BYTES) throw new AppError('body-too-large');
    await keepCmi5Data(tx, attempt.id, unit.id, {
      ...kept,
      state: [...documents.filter((one) => one.id !== id), next],
    });
  });
}

/** Deletes a state document of the unit in the attempt, or, without a stateId, all it kept. */
export async function deleteState(db: Db, session: XapiSession, query: XapiStateQuery, site: string) {
  checkNames(session, query, site);
  const id = writtenId(query);
  const { attempt, unit } = session;
  await db.transaction(async (tx) => {
    await lockedAttempt(tx, attempt.id);
    const kept = await keptCmi5Data(tx, attempt.id, unit.id);
    const documents = kept.state ?? [];
    const left = id === undefined ? [] : documents.filter((one) => one.id !== id);
    if (left.length < documents.length) await keepCmi5Data(tx, attempt.id, unit.id, { ...kept, state: left });
  });
}

/**
 * The learner's profile documents: the academy keeps none (no cmi5LearnerPreferences), so a unit
 * uses its own defaults (cmi5 11). Answers their ids, or null for the one asked for.
 */
export function readProfile(
  session: XapiSession,
  query: XapiAgentProfileQuery,
  site: string,
): string[] | null {
  checkAgent(query.agent, launchOf(session, site));
  return query.profileId === undefined ? [] : null;
}
