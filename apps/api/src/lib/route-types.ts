import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps.js';

/** The Fastify instance routes are declared on: zod schemas give handlers typed bodies. */
export type ApiApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Each area's routes.ts exports one of these; app.ts registers them all under /api. */
export type RoutesPlugin = (app: ApiApp, deps: AppDeps) => Promise<void> | void;
