// The translated message of an error code (locales: errors.<code>, one for every code the
// server sends and for the client's own network_error). A code this build does not know, e.g.
// from a newer server, gets the generic message.
import { isErrorCode, type ErrorCode } from '@charades/shared/errors';

export function errorMessageKey(code: string | undefined): `errors.${ErrorCode | 'network_error'}` | 'errors.generic' {
  if (code === 'network_error' || isErrorCode(code)) return `errors.${code}`;
  return 'errors.generic';
}
