import { randomUUID } from 'node:crypto';
import { CMI5_CATEGORY, CMI5_EXTENSIONS, CMI5_VERBS, type Cmi5Verb, XAPI_VERSION } from '@academy/domain';
import { expect } from 'vitest';

/**
 * A cmi5 unit as the tests play it, over real HTTP as a browser frame would: launched through the
 * API, then talking only to the addresses its launch URL gave it (the fetch URL, the xAPI endpoint).
 */

export interface HttpAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever each resource answers
  body: any;
  headers: Headers;
}

/** One request over real HTTP; the body is sent as JSON unless it is a Buffer. */
export async function http(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<HttpAnswer> {
  const raw = Buffer.isBuffer(options.body);
  const response = await fetch(url, {
    method: options.method ?? 'GET',
    headers: {
      ...(options.body !== undefined && !raw && { 'content-type': 'application/json' }),
      ...options.headers,
    },
    ...(options.body !== undefined && {
      body: raw ? new Uint8Array(options.body as Buffer) : JSON.stringify(options.body),
    }),
  });
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.startsWith('application/json') && text !== '';
  return { status: response.status, body: isJson ? JSON.parse(text) : text, headers: response.headers };
}

export interface PlayedUnit {
  /** the launch address, as the API answered it */
  url: URL;
  endpoint: string;
  fetchUrl: string;
  actor: Record<string, unknown>;
  registration: string;
  activityId: string;
  /** the auth token the fetch URL gave */
  token: string;
  /** the session's id, read from LMS.LaunchData as a unit reads it */
  sessionId: string;
}

/** Launches a unit of an attempt as the learner of `token`, over real HTTP at `base`. */
export async function launchUnit(base: string, token: string, attemptId: string, unitId: string) {
  return http(`${base}/api/package-attempts/${attemptId}/cmi5-launch`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: { unitId },
  });
}

/** An xAPI request of the unit: its token and the version header unless told otherwise. */
export function xapi(
  unit: Pick<PlayedUnit, 'endpoint' | 'token'>,
  method: string,
  resource: string,
  options: { query?: Record<string, string>; body?: unknown; headers?: Record<string, string> } = {},
) {
  const query = options.query ? `?${new URLSearchParams(options.query)}` : '';
  return http(`${unit.endpoint}${resource}${query}`, {
    method,
    headers: {
      authorization: `Basic ${unit.token}`,
      'x-experience-api-version': XAPI_VERSION,
      ...options.headers,
    },
    body: options.body,
  });
}

/** The state resource's parameters for the unit's own documents. */
export const stateQuery = (unit: PlayedUnit, stateId?: string) => ({
  activityId: unit.activityId,
  agent: JSON.stringify(unit.actor),
  registration: unit.registration,
  ...(stateId && { stateId }),
});

/**
 * Launches a unit and starts it as a unit does: takes its auth token from the fetch URL and its
 * session id from LMS.LaunchData.
 */
export async function playUnit(
  base: string,
  token: string,
  attemptId: string,
  unitId: string,
): Promise<PlayedUnit> {
  const launched = await launchUnit(base, token, attemptId, unitId);
  expect(launched.status, JSON.stringify(launched.body)).toBe(200);
  const url = new URL(launched.body.data.url);
  const parameter = (name: string) => url.searchParams.get(name) ?? '';
  const fetched = await http(parameter('fetch'), { method: 'POST' });
  expect(fetched.status).toBe(200);
  const unit = {
    url,
    endpoint: parameter('endpoint'),
    fetchUrl: parameter('fetch'),
    actor: JSON.parse(parameter('actor')),
    registration: parameter('registration'),
    activityId: parameter('activityId'),
    token: fetched.body['auth-token'],
    sessionId: '',
  };
  const launchData = await xapi(unit, 'GET', 'activities/state', {
    query: stateQuery(unit, 'LMS.LaunchData'),
  });
  expect(launchData.status, JSON.stringify(launchData.body)).toBe(200);
  return { ...unit, sessionId: launchData.body.contextTemplate.extensions[CMI5_EXTENSIONS.sessionId] };
}

/** A "cmi5 defined" statement of the unit's session, with `change` laid over it. */
export function cmi5Statement(unit: PlayedUnit, verb: Cmi5Verb, change: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    timestamp: new Date().toISOString(),
    actor: unit.actor,
    verb: { id: CMI5_VERBS[verb], display: { 'en-US': verb } },
    object: { id: unit.activityId, objectType: 'Activity' },
    context: {
      registration: unit.registration,
      contextActivities: { category: [{ id: CMI5_CATEGORY }], grouping: [{ id: unit.activityId }] },
      extensions: { [CMI5_EXTENSIONS.sessionId]: unit.sessionId },
    },
    ...change,
  };
}

/** Posts statements of the unit; answers the endpoint's answer. */
export const sendStatements = (unit: PlayedUnit, ...statements: object[]) =>
  xapi(unit, 'POST', 'statements', { body: statements.length === 1 ? statements[0] : statements });

/** Posts statements that must be taken. */
export async function sent(unit: PlayedUnit, ...statements: object[]) {
  const answer = await sendStatements(unit, ...statements);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as string[];
}
