import {
  cmi5FetchAnswerSchema,
  MAX_STATE_DOCUMENT_BYTES,
  MAX_STATEMENTS_BYTES,
  XAPI_VERSION,
  XAPI_VERSION_SENT,
  xapiAboutSchema,
  xapiAgentProfileQuery,
  xapiStatementIdQuery,
  xapiStatementSchema,
  xapiStatementsBody,
  xapiStateQuery,
} from '@academy/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addressRateLimit, keyedRateLimit } from '../../lib/address-rate-limit.js';
import type { AppDeps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import type { ApiApp, RoutesPlugin } from '../../lib/route-types.js';

import { requestOrigin, siteOrigin } from '../../lib/site-address.js';
import { fetchAuthToken } from './cmi5-fetch.js';
import { takeStatements } from './cmi5-statements.js';
import { keptOpenCourses } from './open-courses.js';
import { sessionOfToken, type XapiSession } from './xapi-session.js';
import { deleteState, readProfile, readState, type StateAnswer, writeState } from './xapi-state.js';

type Db = AppDeps['db'];

/**
 * The minimal xAPI endpoint of cmi5 units (`/api/xapi/`) and their fetch URL. These are not calls
 * of the API's contract: a unit speaks xAPI, so they answer xAPI's and cmi5's own formats (JSON
 * documents, 204s, cmi5's fetch errors) instead of the envelope; failures keep the envelope's JSON.
 * In the app's access sense they are public: a session's auth token opens them, not a sign-in
 * (docs/decisions/0049-package-lessons.md, cmi5).
 */

const PUBLIC = { access: 'public' } as const;
/** A unit's requests per session: many times what a unit sends, too few to flood the server. */
const SESSION_LIMIT = { max: 600, timeWindow: 60_000 };
/** Fetch URLs, and requests without an open session's token, per client address. */
const ANONYMOUS_LIMIT = { max: 60, timeWindow: 60_000 };

/** What the API document says of an xAPI call. */
const documented = (
  summary: string,
  who = "a cmi5 unit's session, by its auth token (Authorization: Basic)",
) => ({
  summary,
  description: `Who may call it: ${who}. Answered in xAPI's own format, not the envelope.`,
  'x-access': 'public' as const,
  security: [],
});

const NO_CONTENT = { 204: z.null().describe('done') };
const DOCUMENT = z
  .string()
  .meta({ format: 'binary', description: 'the document, in the type it was kept in' });

/** The sessions the requests speak for, found by the endpoint's first hook. */
const sessions = new WeakMap<FastifyRequest, XapiSession>();
function sessionOf(request: FastifyRequest): XapiSession {
  const session = sessions.get(request);
  if (!session) throw new AppError('not-authenticated');
  return session;
}

/** The site's address now: the launch's actor is the learner under it. */
const siteOf = (db: Db, request: FastifyRequest) => siteOrigin(db, requestOrigin(request));

/** xAPI answers every request with the version it speaks. */
function answerWithVersion(app: ApiApp) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Experience-API-Version', XAPI_VERSION);
  });
}

const sendDocument = (reply: FastifyReply, answer: StateAnswer | null) => {
  if (!answer) throw new AppError('not-found');
  return reply.type(answer.type).send(answer.body);
};

/** The fetch URL and `about`: no auth token yet; fetch URLs are counted against the client's address. */
function openRoutes(app: ApiApp, db: Db) {
  answerWithVersion(app);
  // a unit posts to its fetch URL with any body, or none: none of it is read
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 }, (_request, _body, done) =>
    done(null, undefined),
  );
  app.post(
    '/fetch/:secret',
    {
      schema: {
        ...documented("A cmi5 session's fetch URL: its auth token, once", 'anyone with the fetch URL'),
        params: z.object({ secret: z.string() }),
        response: { 200: cmi5FetchAnswerSchema },
      },
      config: PUBLIC,
      preHandler: addressRateLimit(app, 'cmi5-fetch', ANONYMOUS_LIMIT),
    },
    async (request) => fetchAuthToken(db, request.params.secret),
  );
  app.get(
    '/about',
    {
      schema: {
        ...documented('The xAPI version the endpoint speaks', 'anyone'),
        response: { 200: xapiAboutSchema },
      },
      config: PUBLIC,
    },
    async () => ({ version: [XAPI_VERSION] }),
  );
}

/**
 * Statements, state documents and the learner's profile: every request names the xAPI version and
 * carries the auth token of an open session, checked before its body is read.
 */
function sessionRoutes(app: ApiApp, db: Db) {
  const openCourses = keptOpenCourses(db);
  answerWithVersion(app);
  // a state document may be of any type: what is not JSON is kept as its bytes
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  const refused = addressRateLimit(app, 'xapi-refused', ANONYMOUS_LIMIT);
  const perSession = keyedRateLimit(app, 'xapi-session', SESSION_LIMIT, (request) => sessionOf(request).id);
  app.addHook('onRequest', async (request, reply) => {
    const version = request.headers['x-experience-api-version'];
    if (typeof version !== 'string' || !XAPI_VERSION_SENT.test(version))
      throw new AppError('validation-failed', { 'X-Experience-API-Version': 'xapi.versionMissing' });
    const session = await sessionOfToken(db, request.headers.authorization);
    if (!session) {
      await refused.call(app, request, reply);
      throw new AppError('not-authenticated');
    }
    sessions.set(request, session);
    await perSession.call(app, request, reply);
  });

  app.post(
    '/statements',
    {
      schema: {
        ...documented('Stores statements of a cmi5 session (one or a batch), checked against the session'),
        body: xapiStatementsBody,
        response: { 200: z.array(z.string()).describe("the statements' ids") },
      },
      config: PUBLIC,
      bodyLimit: MAX_STATEMENTS_BYTES,
    },
    async (request) =>
      takeStatements(db, openCourses, sessionOf(request), request.body, await siteOf(db, request)),
  );
  app.put(
    '/statements',
    {
      schema: {
        ...documented('Stores one statement of a cmi5 session under the id it names'),
        querystring: xapiStatementIdQuery,
        body: xapiStatementSchema,
        response: NO_CONTENT,
      },
      config: PUBLIC,
      bodyLimit: MAX_STATEMENTS_BYTES,
    },
    async (request, reply) => {
      const { statementId } = request.query;
      if (request.body.id !== undefined && request.body.id !== statementId)
        throw new AppError('validation-failed', { statementId: 'xapi.statementIdDiffers' });
      const statement = { ...request.body, id: statementId };
      await takeStatements(db, openCourses, sessionOf(request), [statement], await siteOf(db, request));
      return reply.code(204).send(null);
    },
  );

  const stateCall = (summary: string, response: Record<number, z.ZodType> = NO_CONTENT) => ({
    schema: { ...documented(summary), querystring: xapiStateQuery, response },
    config: PUBLIC,
    bodyLimit: MAX_STATE_DOCUMENT_BYTES,
  });
  app.get(
    '/activities/state',
    stateCall("A state document of the session's unit (LMS.LaunchData among them), or their ids", {
      200: DOCUMENT,
    }),
    async (request, reply) =>
      sendDocument(reply, await readState(db, sessionOf(request), request.query, await siteOf(db, request))),
  );
  for (const [method, merge, summary] of [
    ['PUT', false, "Keeps a state document of the session's unit"],
    ['POST', true, "Merges a JSON state document into the session's unit's"],
  ] as const)
    app.route({
      method,
      url: '/activities/state',
      ...stateCall(summary),
      handler: async (request, reply) => {
        const sent = { type: request.headers['content-type'], body: request.body };
        await writeState(db, sessionOf(request), request.query, await siteOf(db, request), sent, merge);
        return reply.code(204).send(null);
      },
    });
  app.delete(
    '/activities/state',
    stateCall("Deletes a state document of the session's unit, or all of them"),
    async (request, reply) => {
      await deleteState(db, sessionOf(request), request.query, await siteOf(db, request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/agents/profile',
    {
      schema: {
        ...documented("The learner's profile documents: none are kept"),
        querystring: xapiAgentProfileQuery,
        response: { 200: z.array(z.string()).describe('the ids of the profile documents: none') },
      },
      config: PUBLIC,
    },
    async (request) => {
      const ids = readProfile(sessionOf(request), request.query, await siteOf(db, request));
      if (!ids) throw new AppError('not-found');
      return ids;
    },
  );
}

/** The cmi5 units' fetch URLs and xAPI endpoint, under /api/xapi. */
export const xapiRoutes: RoutesPlugin = async (app, { db }) => {
  await app.register(async (open) => openRoutes(open.withTypeProvider<ZodTypeProvider>(), db), {
    prefix: '/xapi',
  });
  await app.register(async (endpoint) => sessionRoutes(endpoint.withTypeProvider<ZodTypeProvider>(), db), {
    prefix: '/xapi',
  });
};
