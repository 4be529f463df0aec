import {
  API_SUCCESS,
  type ApiCall,
  type ApiScope,
  type InputOf,
  type OutputOf,
  successEnvelope,
} from '@academy/domain';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import type { Access, SimulationRule } from './access.js';
import type { ApiApp } from './route-types.js';

declare module 'fastify' {
  interface FastifySchema {
    /** who may call the route, for readers of the API document (and its tests) */
    'x-access'?: Access;
    /** the API token scope that opens the route */
    'x-scope'?: ApiScope;
  }
}

export interface RouteOptions {
  /** who may call it; any signed-in user when left out (see lib/access.ts) */
  access?: Access;
  /** stays reachable while maintenance mode is on */
  maintenance?: 'open';
  /** how the route stands towards a simulation session (see `SimulationRule`) */
  simulation?: SimulationRule;
  /** runs after validation: rate limits, checks of an empty body */
  preHandler?: preHandlerAsyncHookHandler;
  /** the largest body it reads, when it is not the server's (a larger one is answered 413) */
  bodyLimit?: number;
}

/** The request a call's handler gets: params, query and body as its schemas parsed them. */
export type CallRequest<C extends ApiCall> = FastifyRequest<{
  Params: OutputOf<C['params']>;
  Querystring: OutputOf<C['query']>;
  Body: OutputOf<C['body']>;
}>;

/** What a handler answers: the call's data, or, for a file, the reply it sent the file on. */
type HandlerResult<C extends ApiCall> = C['response'] extends z.ZodType
  ? InputOf<C['response']>
  : FastifyReply;

/** The binary answer of a file call, as the API document shows it. */
const fileResponse = z.string().meta({ format: 'binary', description: "the file's bytes" });

const describeAccess = (access: Access = 'user') =>
  access === 'public' ? 'anyone' : access === 'user' ? 'any signed-in user' : access.join(', ');

const describeScope = (call: ApiCall, access: Access = 'user') =>
  access === 'public'
    ? ''
    : call.scope
      ? ` API tokens with the scope ${call.scope}.`
      : ' No API token reaches it.';

/**
 * Registers the route of one call of the API contract. Fastify validates the params, query and
 * body with the call's schemas, and the answer with its response schema inside the success
 * envelope: a handler that answers something else fails instead of leaking it.
 */
export function route<C extends ApiCall>(
  app: ApiApp,
  call: C,
  options: RouteOptions,
  handler: (request: CallRequest<C>, reply: FastifyReply) => Promise<HandlerResult<C>>,
) {
  const { response } = call;
  app.route<{
    Params: OutputOf<C['params']>;
    Querystring: OutputOf<C['query']>;
    Body: OutputOf<C['body']>;
  }>({
    method: call.method,
    url: call.path,
    schema: {
      summary: call.summary,
      description: `Who may call it: ${describeAccess(options.access)}.${describeScope(call, options.access)}`,
      security: options.access === 'public' ? [] : [{ bearer: [] }],
      'x-access': options.access ?? 'user',
      ...(call.scope && { 'x-scope': call.scope }),
      // Fastify warns of a schema key present but undefined
      ...(call.params && { params: call.params }),
      ...(call.query && { querystring: call.query }),
      ...(call.body && { body: call.body }),
      ...(call.multipart && { consumes: ['multipart/form-data'] }),
      response: { 200: response === 'file' ? fileResponse : successEnvelope(response) },
    },
    config: {
      access: options.access,
      maintenance: options.maintenance,
      simulation: options.simulation,
      scope: call.scope,
    },
    preHandler: options.preHandler,
    ...(options.bodyLimit && { bodyLimit: options.bodyLimit }),
    handler:
      response === 'file'
        ? handler
        : async (request, reply) => ({ status: API_SUCCESS, data: await handler(request, reply) }),
  });
}
