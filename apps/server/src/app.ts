import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type DeclaredRoute, registerAccessPolicy } from './platform/auth/policy.js';
import type { SessionService } from './platform/auth/sessions.js';
import { systemClock, type Clock } from './platform/clock.js';
import type { AppConfig } from './platform/config.js';
import type { Database } from './platform/db/database.js';
import { registerErrorHandler } from './platform/errors/error-handler.js';
import { zodValidatorCompiler } from './platform/errors/validation.js';
import { answerClientError, answerFrameworkError } from './platform/http/client-errors.js';
import { withClientAbortsAtInfo } from './platform/http/log-options.js';
import { inlineScriptHashes, registerWebApp } from './platform/http/web-app.js';
import { createServices, type Services } from './services.js';
import { registerRoutes } from './routes.js';
import { createInProcessOutboxBus, createPostgresBus, realtimePlugin } from './platform/realtime/index.js';

export interface BuildAppOptions {
  config: AppConfig;
  db: Database;
  /** "Now" for every time rule; tests move it forward. */
  clock?: Clock;
  /** Fastify's logger option; defaults to pino at config.logLevel. */
  logger?: FastifyServerOptions['logger'];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The session store: the realtime broker authenticates upgrades and hears about revocations with it. */
    sessions: SessionService;
    services: Services;
    config: AppConfig;
    /** Every API route with its declared access, in registration order. */
    apiRoutes: readonly DeclaredRoute[];
  }
}

/** Largest JSON body accepted (uploads go through multipart routes with their own limits). */
const BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the whole HTTP app (API + web app) without listening; main.ts and the tests call it. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger: withClientAbortsAtInfo(options.logger ?? { level: config.logLevel }),
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(fastifyCookie);
  // A POS menu of thousands of items is megabytes of JSON and ~5 % of that gzipped.
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The counter's boot script is inline in index.html, allowed by its hash (platform/http/web-app.ts).
        scriptSrc: ["'self'", ...inlineScriptHashes(config.webDist)],
        // Mantine sets inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // Stores reach the server over plain http on their own network; nothing may force https on them.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });

  // Realtime messages cross instances through PostgreSQL; the embedded database is one process.
  const realtimeBus = config.databaseUrl
    ? await createPostgresBus({ connectionString: config.databaseUrl, logger: app.log, outbox: true })
    : await createInProcessOutboxBus(app.log, db);
  app.addHook('onClose', () => realtimeBus.close());
  const services = await createServices({ config, db, clock, log: app.log, realtime: realtimeBus });
  app.decorate('sessions', services.sessions);
  app.decorate('services', services);
  app.decorate('config', config);
  app.decorate('apiRoutes', registerAccessPolicy(app, { sessions: services.sessions, maintenance: services.system, db, tokenScope: services.front.front, staff: services.staff.terminal }));

  await app.register(realtimePlugin, {
    bus: realtimeBus,
    allowedOrigins: config.allowedOrigins,
    authenticate: (request) => services.sessions.authenticate(request.headers.cookie),
    onSessionsRevoked: (listener) => services.sessions.onRevoked(listener),
    frontOrderIdOf: (statusToken) => services.front.tokens.orderIdOf(statusToken),
  });
  registerRoutes(app, services);
  await registerWebApp(app, config.webDist);

  app.addHook('onClose', async () => services.close());
  return app;
}
