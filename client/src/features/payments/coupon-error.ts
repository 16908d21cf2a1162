// The message under the coupon field for a refused code (docs/product.md#errors): the server's answer when
// it names one (invalid, expired, fully used, already used by you), else the catalogue's
// fallback for that step.
import { isErrorCode } from '@charades/shared/errors';
import { ApiError } from '@/lib/api-client';
import { errorMessageKey } from '@/lib/error-message-key';

type Key =
  | ReturnType<typeof errorMessageKey>
  | 'payments.couponInvalid'
  | 'payments.couponSignIn'
  | 'payments.couponValidateError'
  | 'payments.couponRedeemError';

export function couponErrorKey(err: unknown, fallback: 'payments.couponValidateError' | 'payments.couponRedeemError'): Key {
  if (!(err instanceof ApiError)) return fallback;
  if (err.code === 'network_error' || err.code === 'rate_limited') return errorMessageKey(err.code);
  if (err.code === 'unauthorized' || err.code === 'token_expired') return 'payments.couponSignIn';
  // A malformed or unknown code is simply not a coupon we have.
  if (err.code === 'validation_failed' || err.code === 'not_found') return 'payments.couponInvalid';
  if (isErrorCode(err.code) && err.status < 500) return errorMessageKey(err.code);
  if (err.status >= 400 && err.status < 500) return 'payments.couponInvalid';
  return fallback;
}
