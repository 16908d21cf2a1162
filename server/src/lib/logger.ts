// The server's one logger. In production: JSON lines for log collectors. Anywhere else (the
// embedded default of `npm start`, development, tests): one readable line per event for a
// person at a terminal. Requests are logged once each, when answered, by their route pattern
// (never the raw URL, which may hold a reveal code): at info in production, at debug
// elsewhere, so the terminal stays quiet unless LOG_LEVEL=debug asks for them.
import pino, { type LevelWithSilent, type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { FastifyInstance } from 'fastify';
import { serializeError } from './log-errors.ts';

/** What the logger needs of the configuration: where it runs (production logs JSON) and how much to say. */
export interface LoggerSettings {
  env: string;
  logLevel: LevelWithSilent;
}

export function createLogger(settings: LoggerSettings, destination?: NodeJS.WritableStream): Logger {
  const options = {
    level: settings.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: { err: serializeError },
  };
  if (settings.env === 'production') return destination ? pino(options, destination) : pino(options);
  return pino(
    options,
    pretty({
      // Written as they happen, so nothing is lost when the process exits.
      sync: true,
      colorize: !destination && process.stdout.isTTY === true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,reqId',
      singleLine: true,
      ...(destination ? { destination } : {}),
    }),
  );
}

/** One line per answered request (Fastify's own two lines per request are turned off). */
export function logRequests(app: FastifyInstance, level: 'info' | 'debug') {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? '(no route)';
    const ms = Math.round(reply.elapsedTime);
    request.log[level](
      { method: request.method, route, statusCode: reply.statusCode, ms },
      `${request.method} ${route} ${reply.statusCode} ${ms} ms`,
    );
  });
}
