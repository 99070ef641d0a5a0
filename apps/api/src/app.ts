// buildApp(deps): the Fastify instance with every plugin and route, without listening (tests use inject).
import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps.ts';
import { loadBranding } from './branding/branding.ts';
import { registerErrorHandler, registerNotFound } from './plugins/error-handler.ts';
import { registerWeb } from './plugins/web.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerRequestId, requestIdGenerator } from './plugins/request-id.ts';
import { registerRequestAudit } from './modules/audit/request-audit.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerTextGuard } from './plugins/text-guard.ts';
import { clientErrorHandler, frameworkErrorHandler } from './plugins/framework-errors.ts';
import { registerModules } from './modules/index.ts';
import { registerCache, createAnalyticsCache } from './plugins/cache.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerInFlightLimit } from './plugins/in-flight.ts';
import { registerRateLimits } from './plugins/rate-limit.ts';
import './plugins/actor.ts';

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const branding = deps.branding ?? loadBranding({});
  const app = Fastify({
    logger: deps.logger ?? { level: deps.config.LOG_LEVEL },
    trustProxy: deps.config.TRUST_PROXY,
    genReqId: requestIdGenerator(deps.config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // A stop lets the requests in flight finish (main.ts); one that arrives meanwhile on a kept-alive
    // connection is served too, with Connection: close, instead of a 503.
    return503OnClosing: false,
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerTextGuard(app);
  registerRequestId(app);
  registerMetrics(app, deps.config.METRICS_TOKEN, deps.jobs);
  registerRequestAudit(app, deps.database.db);

  await registerSecurityHeaders(app);
  await registerCompression(app);
  await app.register(swagger, {
    openapi: {
      info: { title: `${branding.productName} API`, version: '2', license: { name: 'Proprietary' } },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT or API key',
            description:
              "The token POST /v2/auth/login answers, or an API key (sp_…) an administrator, or the firm's firm admin, created for a user (POST /v2/admin/keys): a key has its user's permissions narrowed to its scope, the analytics calls (and their exports with the scope analytics+exports), and a rate budget of its own.",
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  app.decorateRequest('actor', null);
  registerAuth(app, deps.database, deps.jwtSecret, deps.config.REDIS_URL);
  registerInFlightLimit(app, deps.config.ANALYTICS_IN_FLIGHT_LIMIT);
  registerRateLimits(app, deps.config);

  registerCache(app, createAnalyticsCache({ redisUrl: deps.config.REDIS_URL, log: app.log }));
  await registerModules(app, deps, branding);

  registerNotFound(
    app,
    deps.config.WEB_DIST
      ? ((await registerWeb(app, deps.config.WEB_DIST, branding)) ?? undefined)
      : undefined,
  );
  return app;
}
