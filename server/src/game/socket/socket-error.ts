// What a gateway handler answers when it refuses: the error's code and its safe message.
import type { FastifyInstance } from 'fastify';
import type { SocketError } from '@charades/shared/socket-contract';
import { AppError, errorBody } from '../../lib/app-error.ts';
import { isServiceUnavailable } from '../../lib/service-unavailable.ts';

function errorOf(err: unknown): SocketError {
  if (err instanceof AppError) return errorBody(err.code, err.message).error;
  // Redis or the database unreachable: the client retries, as an HTTP client does on a 503.
  return errorBody(isServiceUnavailable(err) ? 'service_unavailable' : 'internal_error').error;
}

/** The refusal an event's handler answers with; an error that is not a refusal is logged first. */
export function refusalOf(app: FastifyInstance, event: string, err: unknown): SocketError {
  if (!(err instanceof AppError)) app.log.error({ err }, `${event} failed`);
  return errorOf(err);
}
