// Typed errors end to end: thrown anywhere in a request, answered by the one error handler
// as {"error":{"code","message"}} with the status and message of the code's row in ERRORS.
import { ERRORS, type ErrorBody, type ErrorCode } from '@charades/shared/errors';

export interface AppErrorOptions {
  /** Response headers, e.g. Retry-After. */
  headers?: Record<string, string>;
  /** Only for a message that carries a detail the table's message cannot. */
  message?: string;
  /** Texts a provider gave (the payment gateway's validation errors), answered as `details`. */
  details?: string[];
}

export class AppError extends Error {
  public readonly statusCode: number;
  public readonly headers: Record<string, string>;
  public readonly details: string[] | undefined;

  constructor(
    public readonly code: ErrorCode,
    opts: AppErrorOptions = {},
  ) {
    super(opts.message ?? ERRORS[code].message);
    this.name = 'AppError';
    this.statusCode = ERRORS[code].status;
    this.headers = opts.headers ?? {};
    this.details = opts.details;
  }
}

/** The answer's body for `code`, with the table's message unless one with a detail is given. */
export function errorBody(code: ErrorCode, message: string = ERRORS[code].message, details?: string[]): ErrorBody {
  return { error: details?.length ? { code, message, details } : { code, message } };
}
