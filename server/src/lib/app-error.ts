// Typed errors end to end: thrown anywhere in a request, answered by the one error handler
// as {"error":{"code","message"}} with the status given here.
import type { ErrorCode } from '@charades/shared/errors';

export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    public readonly statusCode: number,
    message: string,
    public readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}
