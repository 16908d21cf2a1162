// Load shedding: while the event loop is behind (its mean delay over the last sample above
// maxEventLoopDelayMs, or, if set, busier than maxEventLoopUtilization), HTTP requests are
// answered at once with 503 overloaded and Retry-After instead of joining a queue in which
// every request would wait until its client gave up. The health checks (/api/healthz, and
// /api/readyz, the Dockerfile's HEALTHCHECK) and /metrics are always served, so an
// overloaded process is neither restarted as unhealthy nor invisible to its monitoring. Socket.IO
// traffic does not pass through Fastify's hooks and is not shed: live games keep playing.
// Only the API is shed, never a page or a file: those are read from disk, cost little, and a
// shed navigation showed the player the raw JSON error instead of the app (a CI run's phone
// opening a reveal link under load got exactly that). The app, once loaded, shows its own
// translated message for a shed API call.
import fp from 'fastify-plugin';
import underPressure from '@fastify/under-pressure';
import { AppError } from '../lib/app-error.ts';

export interface OverloadOptions {
  /** 0 turns the check off. */
  maxEventLoopDelayMs: number;
  /** 0 turns the check off. */
  maxEventLoopUtilization: number;
}

// /metrics is outside the API, so never shed either.
const EXEMPT_ROUTES = new Set(['/api/healthz', '/api/readyz']);
// How often the event loop's delay and utilization are measured. The library's default (1 s)
// lets one long stall hide in a second's mean; a shorter sample reacts, and recovers, sooner.
const SAMPLE_INTERVAL_MS = 250;
const RETRY_AFTER_SECONDS = 2;

export default fp<OverloadOptions>(
  async (app, { maxEventLoopDelayMs, maxEventLoopUtilization }) => {
    if (maxEventLoopDelayMs <= 0 && maxEventLoopUtilization <= 0) return;
    await app.register(underPressure, {
      maxEventLoopDelay: maxEventLoopDelayMs,
      maxEventLoopUtilization,
      // Utilization over the last sample, not since the process started.
      eventLoopUtilizationMode: 'interval',
      sampleInterval: SAMPLE_INTERVAL_MS,
      // No status route of its own (the health routes are /api/healthz and /api/readyz).
      exposeStatusRoute: false,
      // Resolving lets the request through; throwing answers it through the error handler.
      pressureHandler: async (request, _reply, type) => {
        if (!request.url.startsWith('/api/') || EXEMPT_ROUTES.has(request.routeOptions.url ?? '')) return;
        app.metrics.shed(type);
        throw new AppError('overloaded', { headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } });
      },
    });
  },
  { name: 'overload', dependencies: ['metrics'] },
);
