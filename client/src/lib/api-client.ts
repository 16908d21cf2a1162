// Every REST call goes through here: JSON in and out, the access token attached, one silent
// refresh-and-retry when the access token has expired, and errors as ApiError with the
// server's code so screens can show a translated message.
import type { AnswerOf, CallInputOf } from '@charades/shared/api/contract';
import { answersText, routeOf, type RouteName } from '@charades/shared/api/route-names';
import type { Routes } from '@charades/shared/api/routes';
import type { ErrorCode } from '@charades/shared/errors';

export class ApiError extends Error {
  constructor(
    public readonly code: ErrorCode | 'network_error',
    public readonly status: number,
    message: string,
    /** Texts a provider gave (e.g. the payment gateway's validation errors), shown as they are. */
    public readonly details: string[] = [],
    /** The whole error body, for answers that carry more than the error (an import's report). */
    public readonly body: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface TokenSource {
  getAccessToken(): string | undefined;
  /** Refreshes the session; resolves to the new access token, or undefined if signed out. */
  refresh(): Promise<string | undefined>;
}

let tokens: TokenSource = { getAccessToken: () => undefined, refresh: async () => undefined };
export function setTokenSource(source: TokenSource) {
  tokens = source;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Skip the bearer token and the refresh retry (auth endpoints themselves). */
  anonymous?: boolean;
  /** Extra request headers (e.g. a confirmation header the server asks for). */
  headers?: Record<string, string>;
  /** A body sent as is instead of JSON, with its content type (a CSV file's text, an image File). */
  rawBody?: { contentType: string; text: string | Blob };
  /** Read the answer as text (e.g. a CSV export) instead of JSON. */
  responseType?: 'json' | 'text';
}

async function send(path: string, opts: RequestOptions, token: string | undefined): Promise<Response> {
  const headers: Record<string, string> = { accept: opts.responseType === 'text' ? '*/*' : 'application/json', ...opts.headers };
  if (opts.rawBody) headers['content-type'] = opts.rawBody.contentType;
  else if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const hasBody = opts.rawBody !== undefined || opts.body !== undefined;
  try {
    return await fetch(path, {
      method: opts.method ?? (hasBody ? 'POST' : 'GET'),
      headers,
      body: opts.rawBody ? opts.rawBody.text : opts.body === undefined ? undefined : JSON.stringify(opts.body),
      credentials: 'same-origin',
      signal: opts.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError('network_error', 0, 'Network error');
  }
}

/** The {"error":{"code","message"}} of the server's error body, if the body is one. */
function errorOf(body: unknown): { code: string; message: string; details: string[] } | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const { error } = body;
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  if (typeof error.code !== 'string' || !error.code) return undefined;
  const details = 'details' in error && Array.isArray(error.details) ? error.details.filter((d): d is string => typeof d === 'string') : [];
  return { code: error.code, message: 'message' in error && typeof error.message === 'string' ? error.message : '', details };
}

/** The ApiError of a failed answer: our JSON error body, or what a page of a proxy in between means. */
export async function toError(res: Response): Promise<ApiError> {
  try {
    const body: unknown = await res.json();
    const error = errorOf(body);
    // The code is taken as the server sent it: errorMessageKey maps a code it does not know
    // (a newer server's) to the generic message.
    if (error) return new ApiError(error.code as ErrorCode, res.status, error.message, error.details, body);
  } catch {
    // not JSON (a proxy's error page): fall through
  }
  // A balancer's own page: its body limit is the app's too-large, so the screen says the same.
  if (res.status === 413) return new ApiError('payload_too_large', 413, res.statusText);
  return new ApiError(res.status >= 500 ? 'internal_error' : 'validation_failed', res.status, res.statusText);
}

// Not exported: every call goes through callApi by a route's name, so no caller can type an
// answer by hand (the contract types it) or name a path the contract does not have.
async function apiRequest<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  let res = await send(path, opts, opts.anonymous ? undefined : tokens.getAccessToken());
  if (res.status === 401 && !opts.anonymous) {
    const err = await toError(res.clone());
    if (err.code === 'token_expired' || err.code === 'unauthorized') {
      const fresh = await tokens.refresh();
      if (fresh) res = await send(path, opts, fresh);
    }
  }
  if (!res.ok) throw await toError(res);
  if (res.status === 204) return undefined as T;
  if (opts.responseType === 'text') return (await res.text()) as T;
  return (await res.json()) as T;
}

/** Options of a call by name that are not part of the route's contract. */
export type CallOptions = Pick<RequestOptions, 'signal' | 'anonymous' | 'headers'>;

type Scalar = string | number | boolean;

/** The path with its `:name` parameters filled in and the query appended. */
function urlOf(path: string, params: Record<string, Scalar> | undefined, query: Record<string, Scalar | undefined> | undefined): string {
  const filled = path.replace(/:(\w+)/g, (_m, key: string) => encodeURIComponent(String(params?.[key] ?? '')));
  const qs = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) qs.set(key, String(value));
  const search = qs.toString();
  return search ? `${filled}?${search}` : filled;
}

/**
 * Calls a route of the shared contract by name (shared/src/api): the path, method, what it
 * takes and what it answers all come from there, so a field renamed in a shared schema fails
 * this caller's type check. Only the route's name and path are in the bundle, not its schemas.
 */
export function callApi<K extends RouteName>(
  name: K,
  ...[input, options]: CallInputOf<Routes[K]> extends Partial<Record<string, never>>
    ? [input?: CallInputOf<Routes[K]>, options?: CallOptions]
    : [input: CallInputOf<Routes[K]>, options?: CallOptions]
): Promise<AnswerOf<K, Routes[K]>> {
  const { method, path } = routeOf(name);
  const given = (input ?? {}) as {
    params?: Record<string, Scalar>;
    query?: Record<string, Scalar | undefined>;
    body?: unknown;
    rawBody?: RequestOptions['rawBody'];
  };
  return apiRequest<AnswerOf<K, Routes[K]>>(urlOf(path, given.params, given.query), {
    ...options,
    method,
    // A POST always carries a JSON body, {} when the route reads none, as the app always sent.
    body: given.body ?? (method === 'POST' && !given.rawBody ? {} : undefined),
    rawBody: given.rawBody,
    responseType: answersText(name) ? 'text' : 'json',
  });
}
