// The one error handler: everything is logged, the client gets a code and a safe message,
// never a stack or an internal detail.
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isErrorCode, type ErrorBody, type ErrorCode } from '@charades/shared/errors';
import { AppError } from './lib/app-error.ts';

const VALIDATION_MESSAGES: Partial<Record<ErrorCode, string>> = {
  text_invalid: 'Text may not contain control characters or malformed Unicode.',
  email_required: 'Please enter your email address.',
  invalid_email: 'Please enter a valid email address.',
  password_required: 'Please enter a password.',
  password_too_short: 'Password must be at least 6 characters long.',
  password_too_long: 'Password is too long.',
  passwords_do_not_match: "Passwords don't match. Please try again.",
  missing_credentials: 'You must provide either an email or phone number and a password',
  invalid_credentials: 'Invalid login credentials',
  reset_token_invalid: 'Password reset link is invalid or has already been used',
  confirmation_token_invalid: 'Confirmation link is invalid or has expired',
};

// A backing service (Redis, the database) being unreachable is not a bug in the request:
// answer 503 so clients and balancers retry, instead of a generic 500.
const UNAVAILABLE_NAMES = new Set([
  'ClientClosedError',
  'ClientOfflineError',
  'ConnectionTimeoutError',
  'SocketClosedUnexpectedlyError',
  'SocketTimeoutError',
  'DisconnectsClientError',
]);
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P03', '08000', '08001', '08003', '08006']);

function isServiceUnavailable(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e && depth < 5; depth++) {
    const { name, code, message } = e as { name?: string; code?: string; message?: string };
    if (name && UNAVAILABLE_NAMES.has(name)) return true;
    if (code && UNAVAILABLE_CODES.has(code)) return true;
    if (message && /The client is closed|Connection terminated|Cannot use a pool after calling end|PGlite is closed/.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export function installErrorHandlers(app: FastifyInstance, opts: { spaFallback?: (url: string) => boolean }) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    let status: number;
    let body: ErrorBody;
    if (err instanceof AppError) {
      status = err.statusCode;
      body = { error: { code: err.code, message: err.message } };
      reply.headers(err.headers);
      request.log.info({ code: err.code, status }, 'request refused');
    } else if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        code: isErrorCode(v.message) ? v.message : 'validation_failed',
      }));
      const code = issues.find((i) => i.code !== 'validation_failed')?.code ?? 'validation_failed';
      status = 400;
      body = {
        error: {
          code: code as ErrorCode,
          message: VALIDATION_MESSAGES[code as ErrorCode] ?? `Invalid request ${err.validationContext ?? 'body'}`,
          issues,
        },
      };
      request.log.info({ issues }, 'validation failed');
    } else if (isServiceUnavailable(err)) {
      status = 503;
      body = { error: { code: 'service_unavailable', message: 'The service is temporarily unavailable. Please try again shortly.' } };
      reply.header('retry-after', '5');
      request.log.error({ err }, 'backing service unavailable');
    } else if (err.statusCode === 413) {
      status = 413;
      body = { error: { code: 'payload_too_large', message: 'Request body is too large' } };
    } else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, and the like.
      status = err.statusCode === 429 || err.statusCode === 415 ? err.statusCode : 400;
      body = {
        error: {
          code: status === 429 ? 'rate_limited' : 'validation_failed',
          message:
            status === 429
              ? 'Too many requests. Please try again later.'
              : status === 415
                ? 'Unsupported content type: send application/json'
                : 'Malformed request',
        },
      };
      request.log.info({ err }, 'client error');
    } else {
      status = 500;
      body = { error: { code: 'internal_error', message: 'Something went wrong. Please try again later.' } };
      request.log.error({ err }, 'unhandled error');
    }
    return reply.code(status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (!url.startsWith('/api/') && url !== '/api' && (request.method === 'GET' || request.method === 'HEAD') && opts.spaFallback?.(url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    // The URL is not echoed: it is the client's text, and error bodies never repeat input.
    const body: ErrorBody = { error: { code: 'route_not_found', message: 'Route not found' } };
    return reply.code(404).send(body);
  });
}

// Errors Fastify raises while routing, before any handler or the error handler runs: a URL
// that is not valid percent-encoding, a path parameter over maxParamLength. Fastify's own
// answer names its internal code and quotes the URL; ours has the contract's shape.
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  err: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  const tooLong = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const body: ErrorBody = tooLong
    ? { error: { code: 'uri_too_long', message: 'The URL is too long' } }
    : err.code === 'FST_ERR_BAD_URL'
      ? { error: { code: 'malformed_url', message: 'The URL is not valid' } }
      : { error: { code: 'internal_error', message: 'Something went wrong. Please try again later.' } };
  const status = tooLong ? 414 : err.code === 'FST_ERR_BAD_URL' ? 400 : 500;
  request.log.info({ code: err.code }, 'malformed request');
  void reply.code(status).send(body);
};

// Requests Node's HTTP parser rejects before Fastify sees them (headers or request line over
// maxHeaderSize, a request that is not HTTP, a client too slow to send its headers). The
// connection closes after this answer, as Node's own handler does.
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, body]: [number, string, ErrorBody] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', { error: { code: 'headers_too_large', message: 'The request line or headers are too large' } }]
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', { error: { code: 'request_timeout', message: 'The request took too long to arrive' } }]
        : [400, 'Bad Request', { error: { code: 'malformed_request', message: 'Malformed request' } }];
  if (socket.writable) {
    const text = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(err);
}
