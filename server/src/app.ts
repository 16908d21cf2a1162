// Builds the Fastify app. Plugin order: external plugins, then app plugins (db, redis,
// rate-limit, mail, auth), then routes; one error handler and one not-found handler.
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { RedisClient } from './lib/redis.ts';
import type { Mailer } from './lib/mailer.ts';
import dbPlugin from './plugins/db.ts';
import redisPlugin from './plugins/redis.ts';
import rateLimitPlugin from './plugins/rate-limit.ts';
import mailPlugin from './plugins/mail.ts';
import authPlugin from './plugins/auth.ts';
import gamesPlugin from './plugins/games.ts';
import healthRoutes from './routes/health/index.ts';
import authRoutes from './routes/auth/index.ts';
import meRoutes from './routes/me/index.ts';
import categoryRoutes from './routes/categories/index.ts';
import gameRoutes from './routes/games/index.ts';
import revealRoutes from './routes/reveal/index.ts';
import shareRoutes from './routes/share/index.ts';
import paymentRoutes from './routes/payments/index.ts';
import { installErrorHandlers } from './error-handler.ts';

export interface AppDeps {
  database: Database;
  redis: RedisClient | null;
  mailer: Mailer;
  jwtSecret: string;
}

export function publicUrlOf(config: Config): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}

export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // External plugins.
  await app.register(fastifyCookie);
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Charades API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  // App plugins.
  await app.register(dbPlugin, { database: deps.database });
  await app.register(redisPlugin, { redis: deps.redis });
  await app.register(rateLimitPlugin, { scale: config.rateLimitScale, prefix: config.redisPrefix });
  await app.register(mailPlugin, { mailer: deps.mailer });
  await app.register(authPlugin, { secret: deps.jwtSecret, ttlSeconds: config.accessTokenTtlSeconds });
  await app.register(gamesPlugin, { redisPrefix: config.redisPrefix });

  const hasClient = config.serveClient && existsSync(path.join(config.clientDist, 'index.html'));
  // Before the routes: Fastify gives each route the error handler in force when it registers.
  installErrorHandlers(app, { spaFallback: hasClient ? () => true : undefined });

  // Routes.
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes, {
        prefix: '/auth',
        publicUrl: publicUrlOf(config),
        refreshTtlDays: config.refreshTokenTtlDays,
        requireEmailConfirmation: config.requireEmailConfirmation,
      });
      await api.register(meRoutes, { prefix: '/me' });
      await api.register(categoryRoutes, { prefix: '/categories' });
      await api.register(gameRoutes, { prefix: '/games', roundDurationsMs: config.roundDurationsMs });
      await api.register(revealRoutes, { prefix: '/reveal' });
      await api.register(shareRoutes, { prefix: '/share' });
      await api.register(paymentRoutes, { prefix: '/payments' });
    },
    { prefix: '/api' },
  );

  if (hasClient) {
    await app.register(fastifyStatic, {
      root: config.clientDist,
      index: ['index.html'],
      // The build writes .br/.gz beside each asset; send those to browsers that accept them.
      preCompressed: true,
      wildcard: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        // Vite fingerprints everything under assets/, so those can be cached forever.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) reply.header('cache-control', 'public, max-age=31536000, immutable');
        else reply.header('cache-control', 'no-cache');
      },
    });
  }
  return app;
}
