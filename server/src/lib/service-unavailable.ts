// Whether an error means a backing service (PostgreSQL, Redis) is unreachable or refusing
// connections right now, rather than a bug in the request: such a request is answered 503
// service_unavailable (HTTP) or acked with that code (socket), so clients and balancers
// retry instead of treating it as a failure of the app.
import {
  ClientClosedError,
  ClientOfflineError,
  ConnectionTimeoutError,
  DisconnectsClientError,
  SocketClosedUnexpectedlyError,
  SocketTimeoutError,
} from 'redis';
import { causeChain } from './error-chain.ts';
import { RedisDeadlineError } from './redis-deadline.ts';

// node-redis's errors for a connection that is closed, reconnecting or timed out (their
// `name` is plain 'Error', so they are told apart by class), and ours for a Redis call past
// its deadline (lib/redis-deadline.ts).
const UNAVAILABLE_CLASSES: (new (...args: never[]) => Error)[] = [
  ClientClosedError,
  ClientOfflineError,
  ConnectionTimeoutError,
  SocketClosedUnexpectedlyError,
  SocketTimeoutError,
  DisconnectsClientError,
  RedisDeadlineError,
];

// Socket errors, and PostgreSQL's SQLSTATEs for a server that will not serve this
// connection now: 53300 too_many_connections, 55000 (a database not accepting connections:
// ALTER DATABASE ... ALLOW_CONNECTIONS false), 57P01 admin_shutdown (pg_terminate_backend,
// a fast shutdown), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, shutting
// down, in recovery), 57P04 database_dropped, 57P05 idle_session_timeout. Class 08
// (connection exceptions) is matched as a class below.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '53300',
  '55000',
  '57P01',
  '57P02',
  '57P03',
  '57P04',
  '57P05',
]);

// pg's own messages for a connection that ended under a query or a client that is no longer
// usable; node-redis's and PGlite's for a closed client; the pool after shutdown.
const UNAVAILABLE_MESSAGE =
  /The client is closed|Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end|PGlite is closed/;

function saysUnavailable(e: unknown): boolean {
  const { code, message } = e as { code?: unknown; message?: unknown };
  if (UNAVAILABLE_CLASSES.some((c) => e instanceof c)) return true;
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  return typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message);
}

export function isServiceUnavailable(err: unknown): boolean {
  // Drizzle and our own code wrap driver errors: look a few causes deep.
  return causeChain(err).some(saysUnavailable);
}
