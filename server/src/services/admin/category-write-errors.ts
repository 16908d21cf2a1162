// A database refusal of a category write, as the API's error code. The unique index on
// internal_id decides, so two admins saving the same internal id at once cannot both win.
import { AppError } from '../../lib/app-error.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../lib/pg-error.ts';

export function categoryWriteError(err: unknown): unknown {
  return pgErrorCode(err) === UNIQUE_VIOLATION ? new AppError('internal_id_taken') : err;
}
