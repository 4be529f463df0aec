import { z } from 'zod';
import { isoDurationSeconds } from '../package-outcome.js';

/**
 * The minimal xAPI endpoint a cmi5 unit talks to (`/api/xapi/`): what it reads of a statement and
 * of each resource's query. The endpoint answers xAPI's own formats, not the API's envelope
 * (docs/decisions/0049-package-lessons.md, cmi5). Statements are kept as the unit sent them.
 */

/** The xAPI version the endpoint speaks: the one cmi5 names. */
export const XAPI_VERSION = '1.0.3';
/** The versions a request may name in `X-Experience-API-Version`. */
export const XAPI_VERSION_SENT = /^1\.0(\.\d+)?$/;

/** The largest statements body the endpoint reads, and the most statements in one batch. */
export const MAX_STATEMENTS_BYTES = 256 * 1024;
export const MAX_STATEMENTS_PER_BATCH = 100;
/** The largest state document a unit keeps, and how many it keeps in an attempt. */
export const MAX_STATE_DOCUMENT_BYTES = 64 * 1024;
export const MAX_STATE_DOCUMENTS = 20;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuid = z.string().regex(UUID, 'a UUID');
const iri = z.string().min(1).max(2048);
const activity = z.looseObject({ id: iri });

/** A statement: the parts the endpoint checks; everything else is kept as sent. */
export const xapiStatementSchema = z.looseObject({
  id: uuid.optional(),
  actor: z.looseObject({
    objectType: z.string().max(32).optional(),
    account: z.looseObject({ homePage: z.string().max(2048), name: z.string().max(255) }).optional(),
  }),
  verb: z.looseObject({ id: iri }),
  object: z.looseObject({ objectType: z.string().max(32).optional(), id: iri.optional() }),
  result: z
    .looseObject({
      success: z.boolean().optional(),
      completion: z.boolean().optional(),
      duration: z
        .string()
        .max(64)
        .refine((text) => isoDurationSeconds(text) !== null, 'an ISO 8601 duration')
        .optional(),
      score: z.looseObject({ scaled: z.number().min(-1).max(1).optional() }).optional(),
    })
    .optional(),
  context: z
    .looseObject({
      registration: z.string().max(64).optional(),
      // xAPI lets a context activities list be one activity or several
      contextActivities: z
        .looseObject({ category: z.union([activity, z.array(activity).max(100)]).optional() })
        .optional(),
      extensions: z.record(z.string(), z.unknown()).optional(),
    })
    .optional(),
  timestamp: z.string().max(64).optional(),
});
export type XapiStatement = z.infer<typeof xapiStatementSchema>;

/** A statements body: one statement or a batch of them, read as a batch. */
export const xapiStatementsBody = z.preprocess(
  (body) => (Array.isArray(body) ? body : [body]),
  z.array(xapiStatementSchema).min(1).max(MAX_STATEMENTS_PER_BATCH),
);

/** `PUT /statements` names the statement it stores. */
export const xapiStatementIdQuery = z.strictObject({ statementId: uuid });

/** The state resource's parameters; a parameter xAPI does not define is refused, as xAPI asks. */
export const xapiStateQuery = z.strictObject({
  activityId: iri,
  /** the agent, as JSON */
  agent: z.string().max(4096),
  registration: z.string().max(64).optional(),
  stateId: z.string().min(1).max(255).optional(),
  /** accepted as xAPI defines it; every document is answered (they are few, and carry no time) */
  since: z.string().max(64).optional(),
});
export type XapiStateQuery = z.infer<typeof xapiStateQuery>;

export const xapiAgentProfileQuery = z.strictObject({
  agent: z.string().max(4096),
  profileId: z.string().min(1).max(255).optional(),
  since: z.string().max(64).optional(),
});
export type XapiAgentProfileQuery = z.infer<typeof xapiAgentProfileQuery>;

export const xapiAboutSchema = z.object({ version: z.array(z.string()) });

/** The fetch URL's answer: the auth token, or cmi5's error (1: already used, 2: not a fetch URL). */
export const cmi5FetchAnswerSchema = z.union([
  z.object({ 'auth-token': z.string() }),
  z.object({ 'error-code': z.enum(['1', '2', '3']), 'error-text': z.string() }),
]);
export type Cmi5FetchAnswer = z.infer<typeof cmi5FetchAnswerSchema>;
