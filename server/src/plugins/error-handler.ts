// The one error handler: everything is logged, the client gets a code and a safe message,
// never a stack or an internal detail.
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERRORS, isErrorCode, type ErrorBody, type ErrorCode } from '@charades/shared/errors';
import { AppError, errorBody } from '../lib/app-error.ts';
import { isServiceUnavailable } from '../lib/service-unavailable.ts';

export function installErrorHandlers(app: FastifyInstance, opts: { spaFallback?: (url: string) => boolean }) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    let status: number;
    let body: ErrorBody;
    if (err instanceof AppError) {
      status = err.statusCode;
      body = errorBody(err.code, err.message, err.details);
      reply.headers(err.headers);
      request.log.info({ code: err.code, status }, 'request refused');
    } else if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        code: isErrorCode(v.message) ? v.message : 'validation_failed',
      }));
      const code: ErrorCode = issues.find((i) => i.code !== 'validation_failed')?.code ?? 'validation_failed';
      // Every refused field is a 400, whatever status the same code has when a handler throws it;
      // except a path parameter: an id that is not even a UUID names nothing, so it is the
      // code's own 404 (shared idParams: 'user_not_found', 'title_not_found', ...).
      status = err.validationContext === 'params' && code !== 'validation_failed' ? ERRORS[code].status : 400;
      const message = code === 'validation_failed' ? `Invalid request ${err.validationContext ?? 'body'}` : undefined;
      body = { error: { ...errorBody(code, message).error, issues } };
      request.log.info({ issues }, 'validation failed');
    } else if (isServiceUnavailable(err)) {
      // A backing service (Redis, the database) being unreachable is not a bug in the
      // request: 503, so clients and balancers retry, instead of a generic 500.
      status = ERRORS.service_unavailable.status;
      body = errorBody('service_unavailable');
      reply.header('retry-after', '5');
      request.log.error({ err }, 'backing service unavailable');
    } else if (err.statusCode === 413) {
      status = ERRORS.payload_too_large.status;
      body = errorBody('payload_too_large');
    } else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, and the like.
      status = err.statusCode === 429 || err.statusCode === 415 ? err.statusCode : 400;
      body =
        status === 429
          ? errorBody('rate_limited')
          : errorBody('validation_failed', status === 415 ? 'Unsupported content type: send application/json' : 'Malformed request');
      request.log.info({ err }, 'client error');
    } else {
      status = ERRORS.internal_error.status;
      body = errorBody('internal_error');
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
    return reply.code(ERRORS.route_not_found.status).send(errorBody('route_not_found'));
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
  const code: ErrorCode =
    err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'uri_too_long' : err.code === 'FST_ERR_BAD_URL' ? 'malformed_url' : 'internal_error';
  request.log.info({ code: err.code }, 'malformed request');
  void reply.code(ERRORS[code].status).send(errorBody(code));
};

// Requests Node's HTTP parser rejects before Fastify sees them (headers or request line over
// maxHeaderSize, a request that is not HTTP, a client too slow to send its headers). The
// connection closes after this answer, as Node's own handler does.
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [code, reason]: [ErrorCode, string] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? ['headers_too_large', 'Request Header Fields Too Large']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? ['request_timeout', 'Request Timeout']
        : ['malformed_request', 'Bad Request'];
  const status = ERRORS[code].status;
  if (socket.writable) {
    const text = JSON.stringify(errorBody(code));
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(err);
}
