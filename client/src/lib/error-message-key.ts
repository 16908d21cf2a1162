// The translated message of an error code (locales: errors.<code>, one for every code the
// server sends and for the client's own network_error; client/src/locales/locales.test.ts
// holds them to shared/src/errors.ts). A code this build has no message for, e.g. from a
// newer server, gets the generic message. Asked of the messages rather than of the server's
// table of codes: that table's English texts would be a tenth of a guest phone's download.
import { translator } from './translator';
import type { ErrorCode } from '@charades/shared/errors';

type ErrorMessageKey = `errors.${ErrorCode | 'network_error'}` | 'errors.generic';

export function errorMessageKey(code: string | undefined): ErrorMessageKey {
  // Only a plain code: never a path into other messages, nor another namespace.
  if (code && /^[a-z0-9_]+$/i.test(code) && translator.exists(`errors.${code}`)) return `errors.${code}` as ErrorMessageKey;
  return 'errors.generic';
}
