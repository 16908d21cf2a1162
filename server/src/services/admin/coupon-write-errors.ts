// Database refusals of a coupon write, as the API's error codes. The unique index on
// lower(code) is what makes codes unique case-insensitively even between two requests at
// once; the used-count check is the belt under update-coupon's locked read.
import { AppError } from '../../lib/app-error.ts';
import { CHECK_VIOLATION, pgErrorCode, UNIQUE_VIOLATION } from '../../lib/pg-error.ts';

function constraintOf(err: unknown): string | undefined {
  let e: unknown = err;
  for (let depth = 0; e && depth < 5; depth++) {
    const name = (e as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export function couponWriteError(err: unknown): unknown {
  const code = pgErrorCode(err);
  if (code === UNIQUE_VIOLATION) return new AppError('coupon_code_taken');
  if (code === CHECK_VIOLATION && constraintOf(err) === 'coupons_used_count_bounds') return new AppError('max_uses_below_used');
  return err;
}
