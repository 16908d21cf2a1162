// Builds the Fastify app. Plugin order: external plugins, then app plugins (db, redis,
// rate-limit, mail, auth), then routes; one error handler and one not-found handler.
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { RedisClient } from './lib/redis.ts';
import type { Mailer } from './lib/mailer.ts';
import dbPlugin from './plugins/db.ts';
import redisPlugin from './plugins/redis.ts';
import rateLimitPlugin from './plugins/rate-limit.ts';
import metricsPlugin from './plugins/metrics.ts';
import overloadPlugin from './plugins/overload.ts';
import mailPlugin from './plugins/mail.ts';
import authPlugin from './plugins/auth.ts';
import adminGuard from './plugins/admin-guard.ts';
import gamesPlugin from './plugins/games.ts';
import tvPlugin from './plugins/tv.ts';
import paymentsPlugin, { SANDBOX_PREFIX } from './plugins/payments.ts';
import paymentReconciliation, { type ReconciliationOptions } from './plugins/payment-reconciliation.ts';
import drainingPlugin from './plugins/draining.ts';
import securityHeaders, { contentSecurityPolicy, inlineHashesOf, webSocketOrigins } from './plugins/security-headers.ts';
import healthRoutes from './routes/health/index.ts';
import metricsRoutes from './routes/metrics/index.ts';
import authRoutes from './routes/auth/index.ts';
import meRoutes from './routes/me/index.ts';
import categoryRoutes from './routes/categories/index.ts';
import gameRoutes from './routes/games/index.ts';
import tvRoutes from './routes/tv/index.ts';
import revealRoutes from './routes/reveal/index.ts';
import shareRoutes from './routes/share/index.ts';
import paymentRoutes from './routes/payments/index.ts';
import packageRoutes from './routes/packages/index.ts';
import couponRoutes from './routes/coupons/index.ts';
import adminRoutes from './routes/admin/index.ts';
import imageRoutes from './routes/images/index.ts';
import deckRoutes from './routes/decks/index.ts';
import deckImageRoutes from './routes/decks/images.ts';
import pictureRoutes from './routes/pictures/index.ts';
import sandboxGatewayRoutes from './lib/myfatoorah/sandbox/index.ts';
import { createSandboxInvoiceStore } from './db/sandbox-invoice-store.ts';
import { clientErrorHandler, frameworkErrors, installErrorHandlers } from './plugins/error-handler.ts';
import { createLogger, logRequests } from './lib/logger.ts';
import type { Logger } from 'pino';
import { publicOriginOf } from './lib/public-origin.ts';
import { trustProxyWarning, trustRule } from './lib/trust-proxy.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The origin players' devices reach this server at (see lib/public-origin.ts). */
    publicOrigin(): string;
    /** IMAGE_HOSTS: the outside origins a title's poster or a category's image may link to. */
    imageHosts: readonly string[];
  }
}

export interface AppDeps {
  database: Database;
  redis: RedisClient | null;
  mailer: Mailer;
  jwtSecret: string;
  /** The process's logger (main.ts makes it before the app, to log the boot); one is made
   *  from the config when not given. */
  logger?: Logger;
  /** Timing of the pending-payments reconciliation (tests shorten it; intervalMs 0 turns it off). */
  paymentReconciliation?: Omit<ReconciliationOptions, 'redisPrefix'>;
}

export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = createFastify(config, deps);
  const indexHtml = path.join(config.clientDist, 'index.html');
  const hasClient = config.serveClient && existsSync(indexHtml);
  await registerExternalPlugins(app, config, hasClient ? indexHtml : undefined);
  decorateOrigins(app, config);
  await registerAppPlugins(app, config, deps);
  // Before the routes: Fastify gives each route the error handler in force when it registers.
  installErrorHandlers(app, { spaFallback: hasClient ? () => true : undefined });
  await registerRoutes(app, config, deps);
  if (hasClient) await serveClient(app, config);
  return app;
}

function createFastify(config: Config, deps: AppDeps): FastifyInstance {
  // Typed as Fastify's base logger (pino's Logger is one) so FastifyInstance keeps its default type.
  const logger: FastifyBaseLogger = deps.logger ?? createLogger(config);
  const app = Fastify({
    loggerInstance: logger,
    // Fastify's two lines per request are replaced by logRequests' one.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy === false ? false : trustRule(config.trustProxy),
    bodyLimit: 64 * 1024,
    frameworkErrors,
    clientErrorHandler,
  });
  logRequests(app, config.env === 'production' ? 'info' : 'debug');
  const trustWarning = config.env === 'production' ? trustProxyWarning(config.trustProxy, config.host) : undefined;
  if (trustWarning) app.log.warn({ trustProxy: config.trustProxy, host: config.host }, trustWarning);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

/** The security headers, then the external plugins; `indexHtml` is the client's page, if served. */
async function registerExternalPlugins(app: FastifyInstance, config: Config, indexHtml: string | undefined) {
  // First, so its hook covers every response, errors and static files included.
  await app.register(securityHeaders, {
    csp: contentSecurityPolicy(
      indexHtml ? inlineHashesOf(readFileSync(indexHtml, 'utf8')) : { scripts: [] },
      webSocketOrigins(config.publicUrl),
      config.imageHosts,
    ),
  });

  // External plugins.
  await app.register(fastifyCookie);
  if (config.apiDocs) {
    await app.register(fastifySwagger, {
      openapi: { info: { title: 'Charades API', version: '1.0.0' } },
      transform: jsonSchemaTransform,
    });
    // The docs UI brings its own scripts and styles; the plugin sends a policy made for them.
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  }
}

function decorateOrigins(app: FastifyInstance, config: Config) {
  // The port is known once listening (tests listen on port 0).
  // Read on every state push and socket handshake: worked out once, when the port is known
  // (reading the network interfaces is a system call).
  let publicOrigin: string | undefined;
  app.decorate('publicOrigin', () => {
    if (publicOrigin) return publicOrigin;
    const address = app.server.address();
    if (typeof address === 'object' && address) return (publicOrigin = publicOriginOf(config, address.port));
    return publicOriginOf(config, config.port);
  });

  app.decorate('imageHosts', config.imageHosts);
}

async function registerAppPlugins(app: FastifyInstance, config: Config, deps: AppDeps) {
  // App plugins. Draining first: its preClose stops the listener before the others close.
  await app.register(drainingPlugin);
  await app.register(dbPlugin, { database: deps.database });
  await app.register(redisPlugin, { redis: deps.redis });
  await app.register(metricsPlugin);
  await app.register(overloadPlugin, {
    maxEventLoopDelayMs: config.overloadMaxEventLoopDelayMs,
    maxEventLoopUtilization: config.overloadMaxEventLoopUtilization,
  });
  await app.register(rateLimitPlugin, { scale: config.rateLimitScale, prefix: config.redisPrefix });
  await app.register(mailPlugin, { mailer: deps.mailer });
  await app.register(authPlugin, { secret: deps.jwtSecret, ttlSeconds: config.accessTokenTtlSeconds });
  await app.register(adminGuard, { staffTwoFactor: config.staffTwoFactor });
  await app.register(gamesPlugin, { redisPrefix: config.redisPrefix, trustProxy: config.trustProxy });
  await app.register(tvPlugin, { redisPrefix: config.redisPrefix, linkTtlMs: config.tvLinkTtlMs });
  await app.register(paymentsPlugin, { config, jwtSecret: deps.jwtSecret });
  await app.register(paymentReconciliation, { ...deps.paymentReconciliation, redisPrefix: config.redisPrefix });
}

async function registerRoutes(app: FastifyInstance, config: Config, deps: AppDeps) {
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes, {
        prefix: '/auth',
        deviceSecret: deps.jwtSecret,
        refreshTtlDays: config.refreshTokenTtlDays,
        refreshReuseGraceSeconds: config.refreshReuseGraceSeconds,
        requireEmailConfirmation: config.requireEmailConfirmation,
      });
      await api.register(meRoutes, { prefix: '/me' });
      await api.register(categoryRoutes, { prefix: '/categories' });
      await api.register(gameRoutes, { prefix: '/games', roundDurationsMs: config.roundDurationsMs });
      await api.register(tvRoutes, { prefix: '/tv' });
      await api.register(revealRoutes, { prefix: '/reveal' });
      await api.register(shareRoutes, { prefix: '/share' });
      await api.register(paymentRoutes, { prefix: '/payments' });
      await api.register(packageRoutes, { prefix: '/packages' });
      await api.register(couponRoutes, { prefix: '/coupons' });
      await api.register(imageRoutes, { prefix: '/images' });
      await api.register(deckRoutes, { prefix: '/decks' });
      await api.register(deckImageRoutes, { prefix: '/decks/images' });
      await api.register(pictureRoutes, { prefix: '/pictures' });
      await api.register(adminRoutes, { prefix: '/admin' });
    },
    { prefix: '/api' },
  );
  if (config.metricsToken) await app.register(metricsRoutes, { token: config.metricsToken });
  // The test payment gateway the app serves itself (see lib/myfatoorah/sandbox/).
  if (config.paymentProvider === 'sandbox') {
    await app.register(sandboxGatewayRoutes, {
      prefix: SANDBOX_PREFIX,
      jwtSecret: deps.jwtSecret,
      store: createSandboxInvoiceStore(app.db),
    });
  }
}

async function serveClient(app: FastifyInstance, config: Config) {
  await app.register(fastifyStatic, {
    root: config.clientDist,
    index: ['index.html'],
    // The build writes .br/.gz beside each asset; send those to browsers that accept them.
    preCompressed: true,
    wildcard: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      // Vite fingerprints everything under assets/, so those can be cached forever.
      if (filePath.includes(`${path.sep}assets${path.sep}`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      else res.setHeader('cache-control', 'no-cache');
    },
  });
}
