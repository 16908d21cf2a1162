// Prometheus metrics of this process, in one prom-client Registry per app (tests build several
// apps in one process; the library's global registry would mix them). Other code counts
// through app.metrics; gauges of state (sockets, games, payments, pools) are read on scrape.
// Labels hold only bounded values: route patterns, status codes, command types, error codes,
// limit names. Never a URL, an id, an e-mail or anything a user typed.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { countPayments } from '../services/payments/count-payments.ts';
import { watchedGameCount } from '../game/socket/rooms.ts';

export interface AppMetrics {
  registry: Registry;
  /** A game:command was answered: its type and 'ok', 'duplicate' or the refusal's code. */
  gameCommand: (type: string, result: string) => void;
  /** A named rate limit refused a request. */
  rateLimited: (limit: string) => void;
  /** The overload guard answered 503 instead of serving; `reason` is what was over its limit. */
  shed: (reason: string) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export default fp(
  async (app) => {
    const registry = new Registry();
    // Process CPU, memory, GC, handles and the event-loop delay (nodejs_eventloop_lag_*, from
    // perf_hooks' monitorEventLoopDelay: min, max, mean, stddev, p50, p90, p99).
    collectDefaultMetrics({ register: registry });
    timeHttpRequests(app, registry);
    const { commands, refusals, shed } = eventCounters(registry);
    gameGauges(app, registry);
    paymentsGauge(app, registry);
    storageGauges(app, registry);
    app.decorate('metrics', {
      registry,
      gameCommand: (type: string, result: string) => commands.inc({ type, result }),
      rateLimited: (limit: string) => refusals.inc({ limit }),
      shed: (reason: string) => shed.inc({ reason }),
    } satisfies AppMetrics);
  },
  { name: 'metrics', dependencies: ['db', 'redis'] },
);

function timeHttpRequests(app: FastifyInstance, registry: Registry) {
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status code, with their time to answer',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const method = METHODS.has(request.method) ? request.method : 'OTHER';
    // The route's pattern (/api/games/:id); requests no route matched share one label.
    const route = request.routeOptions.url ?? 'unmatched';
    httpDuration.observe({ method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
}

/** The counters other code counts through app.metrics. */
function eventCounters(registry: Registry) {
  const commands = new Counter({
    name: 'charades_game_commands_total',
    help: 'Game commands answered over Socket.IO, by command type and result (ok, duplicate or the refusal code)',
    labelNames: ['type', 'result'],
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'charades_rate_limit_refusals_total',
    help: 'Requests refused by a named rate limit',
    labelNames: ['limit'],
    registers: [registry],
  });
  const shed = new Counter({
    name: 'charades_overload_shed_total',
    help: 'Requests answered 503 overloaded instead of being served, by what was over its limit',
    labelNames: ['reason'],
    registers: [registry],
  });
  return { commands, refusals, shed };
}

function gameGauges(app: FastifyInstance, registry: Registry) {
  new Gauge({
    name: 'charades_socketio_connected_sockets',
    help: 'Socket.IO sockets connected to this process',
    registers: [registry],
    collect() {
      this.set(app.hasDecorator('io') ? app.io.of('/').sockets.size : 0);
    },
  });
  new Gauge({
    name: 'charades_live_games',
    help: 'Games with at least one viewer (host, phone or spectator) connected to this process',
    registers: [registry],
    collect() {
      this.set(app.hasDecorator('io') ? watchedGameCount(app.io) : 0);
    },
  });
}

function paymentsGauge(app: FastifyInstance, registry: Registry) {
  // Scrapes at the same time share one query.
  let paymentsQuery: ReturnType<typeof countPayments> | undefined;
  new Gauge({
    name: 'charades_payments',
    help: 'Payments in the database by gateway (sandbox: test money; coupon: free) and status',
    labelNames: ['gateway', 'status'],
    registers: [registry],
    async collect() {
      paymentsQuery ??= countPayments({ db: app.db }).finally(() => (paymentsQuery = undefined));
      try {
        const rows = await paymentsQuery;
        this.reset();
        for (const row of rows) this.set({ gateway: row.gateway, status: row.status }, row.count);
      } catch (err) {
        // The rest of the scrape is still worth answering; the gauge keeps its last values.
        app.log.warn({ err }, 'metrics: counting payments failed');
      }
    },
  });
}

/** The database and Redis this process uses, and how they are doing. */
function storageGauges(app: FastifyInstance, registry: Registry) {
  const poolStats = app.database.poolStats;
  new Gauge({
    name: 'charades_db_info',
    help: 'The database this process uses (postgres or the embedded pglite)',
    labelNames: ['kind'],
    registers: [registry],
  }).set({ kind: app.database.kind }, 1);
  if (poolStats) {
    new Gauge({
      name: 'charades_db_pool_clients',
      help: 'PostgreSQL pool: clients open (total), of which idle, and queries waiting for a client (waiting)',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const stats = poolStats();
        for (const state of ['total', 'idle', 'waiting'] as const) this.set({ state }, stats[state]);
      },
    });
  }

  new Gauge({
    name: 'charades_redis_configured',
    help: '1 when REDIS_URL is set, 0 in embedded mode (in-process game store)',
    registers: [registry],
  }).set(app.redis ? 1 : 0);
  if (app.redis) {
    const redis = app.redis;
    new Gauge({
      name: 'charades_redis_up',
      help: "1 while this process's Redis client is connected and ready, else 0",
      registers: [registry],
      collect() {
        this.set(redis.isReady ? 1 : 0);
      },
    });
  }
}
