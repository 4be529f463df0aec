import { MAX_UPLOAD_BYTES } from '@academy/domain';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions, LogController } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { registerAccess } from './lib/access.js';
import type { AppDeps } from './lib/deps.js';
import { answerClientError, registerErrorHandling, sendFailure } from './lib/error-handler.js';
import { registerGracefulStop } from './lib/graceful-stop.js';
import { loggedError } from './lib/logged-error.js';
import { registerMetrics } from './lib/metrics.js';
import { sharedOrLocalStore } from './lib/rate-limit-store.js';
import { connectRedis, type RedisLink } from './lib/redis.js';
import { registerNulGuard } from './lib/refuse-nul.js';
import { followUnroutedRequest, registerRequestLog, requestIdOf } from './lib/request-log.js';
import type { RoutesPlugin } from './lib/route-types.js';
import { registerSecurityHeaders } from './lib/security-headers.js';
import { registerWebApp } from './lib/web-app.js';
import {
  apiDocumentIntroduction,
  isApiToken,
  registerApiTokenLimits,
  resolveApiToken,
} from './modules/api-tokens/index.js';
import { registerChangeAudit } from './modules/audit/index.js';
import { resolveSession } from './modules/auth/index.js';
import { isMaintenanceOn } from './modules/settings/index.js';
import { checkSimulation } from './modules/simulation/index.js';
import { routePlugins } from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** the Redis of the rate limits; null without REDIS_URL */
    redis: RedisLink | null;
  }
}

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
  /** overrides of the routes list, for tests of the plumbing */
  routes?: RoutesPlugin[];
}

/** Builds the whole server without listening: plugins, access rules, every area's routes, the SPA. */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}) {
  const app = Fastify({
    // every `err` a line logs loses the values its statement was sent (lib/logged-error.ts)
    logger:
      options.logger && typeof options.logger === 'object'
        ? { ...options.logger, serializers: { err: loggedError, ...options.logger.serializers } }
        : (options.logger ?? false),
    // one line per request, written once it is answered (lib/request-log.ts), instead of Fastify's two
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdOf,
    // Rate limits go by client address: trust X-Forwarded-For only from the configured proxies.
    trustProxy: (_address: string, hop: number) => hop < deps.config.trustProxyHops,
    bodyLimit: 1024 * 1024,
    // the spec's client calls some paths with a trailing slash (`rating/set-rating/`)
    routerOptions: { ignoreTrailingSlash: true },
    // a malformed URL or an over-long path parameter is answered in the API's own envelope
    frameworkErrors: (error, request, reply) => {
      followUnroutedRequest(request, reply);
      return sendFailure(
        reply,
        error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'not-found' : 'validation-failed',
      );
    },
    // headers too large and malformed requests are refused by Node's parser, before Fastify
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // the rate limits' counters, shared by every instance when Redis is configured
  const redis = deps.config.redisUrl
    ? await connectRedis(deps.config.redisUrl, deps.config.redisPrefix, app.log)
    : null;
  app.decorate('redis', redis);
  if (redis) app.addHook('onClose', () => redis.close());

  registerErrorHandling(app);
  registerRequestLog(app);
  registerGracefulStop(app);
  await registerMetrics(app, deps.db, deps.config.metricsToken);
  registerSecurityHeaders(app);
  await app.register(rateLimit, {
    global: false,
    // without Redis, each instance counts in its own memory (the plugin's default store)
    ...(redis && { store: sharedOrLocalStore(redis) }),
  });
  // each upload type has its own, smaller limit, enforced while the file streams (modules/files);
  // a package's upload raises it for its own request only (modules/lesson-packages)
  await app.register(multipart, { limits: { files: 1, fields: 5, fileSize: MAX_UPLOAD_BYTES } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Academy API', version: '1.0.0', description: apiDocumentIntroduction() },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // The API's hooks live inside its own plugin: they apply to every route registered there,
  // however the URL that reached it was spelled (percent-escapes, absolute form).
  await app.register(
    async (api) => {
      // lib/ imports no module: the access hook is handed what it asks of auth, settings and simulation
      registerAccess(api, {
        resolveSession: (token) =>
          isApiToken(token) ? resolveApiToken(deps.db, token) : resolveSession(deps.db, deps.config, token),
        maintenanceOn: () => isMaintenanceOn(deps.db),
        checkSimulation,
      });
      registerApiTokenLimits(api, deps.config.apiTokenRequestsPerMinute);
      registerChangeAudit(api, deps.db);
      registerNulGuard(api);
      for (const plugin of options.routes ?? routePlugins)
        await plugin(api.withTypeProvider<ZodTypeProvider>(), deps);
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, deps.config.webDist);
  return app;
}
