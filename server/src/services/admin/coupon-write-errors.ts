// Database refusals of a coupon write, as the API's error codes. The unique index on
// lower(code) is what makes codes unique case-insensitively even between two requests at
// once; the used-count check is the belt under update-coupon's locked read.
import { AppError } from '../../lib/app-error.ts';
import { CHECK_VIOLATION, pgConstraint, pgErrorCode, UNIQUE_VIOLATION } from '../../lib/pg-error.ts';

export function couponWriteError(err: unknown): unknown {
  const code = pgErrorCode(err);
  if (code === UNIQUE_VIOLATION) return new AppError('coupon_code_taken');
  if (code === CHECK_VIOLATION && pgConstraint(err) === 'coupons_used_count_bounds') return new AppError('max_uses_below_used');
  return err;
}
