// The logger's error serializer. A failed query (drizzle's DrizzleQueryError) carries its bound
// parameters in `params` and in its message, and a PostgreSQL error may quote a row in `detail`
// ("Key (email)=(…) already exists"): whatever a request sent — e-mails, passwords' hashes,
// names — would land in the logs. The query text, the codes and the causes stay; the values go.
import { stdSerializers } from 'pino';

const DATA_FIELDS = ['params', 'detail'] as const;

function scrub(err: unknown, depth = 0): unknown {
  if (!err || typeof err !== 'object' || depth > 5) return err;
  const e = err as Record<string, unknown> & { message?: unknown; stack?: unknown; cause?: unknown; query?: unknown };
  const hasData = DATA_FIELDS.some((f) => f in e);
  const cause = e.cause === undefined ? undefined : scrub(e.cause, depth + 1);
  if (!hasData && cause === e.cause) return err;
  const copy = Object.create(Object.getPrototypeOf(e) as object | null) as Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(e)) if (!(DATA_FIELDS as readonly string[]).includes(key)) copy[key] = e[key];
  if ('params' in e && typeof e.message === 'string') {
    const clean = typeof e.query === 'string' ? `Failed query: ${e.query}` : e.message.replace(/\nparams: [\s\S]*$/, '');
    copy.message = clean;
    if (typeof e.stack === 'string') copy.stack = e.stack.replace(e.message, clean);
  }
  if (cause !== undefined) copy.cause = cause;
  return copy;
}

export function serializeError(err: unknown) {
  return stdSerializers.err(scrub(err) as Error);
}
