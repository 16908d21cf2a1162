// Error codes shared by server and client. The server answers {"error":{"code","message"}};
// the client maps `code` to a translated message (locales: errors.<code>).
export const ERROR_CODES = [
  // generic
  'validation_failed',
  'not_found',
  'route_not_found',
  'internal_error',
  'unauthorized',
  'forbidden',
  'token_expired',
  'rate_limited',
  'service_unavailable',
  'payload_too_large',
  'text_invalid',
  'malformed_url',
  'malformed_request',
  'uri_too_long',
  'headers_too_large',
  'request_timeout',
  // auth
  'email_required',
  'invalid_email',
  'password_required',
  'password_too_short',
  'password_too_long',
  'passwords_do_not_match',
  'missing_credentials',
  'invalid_credentials',
  'email_not_confirmed',
  'user_already_exists',
  'refresh_token_missing',
  'refresh_token_invalid',
  'refresh_token_reused',
  'session_expired',
  'reset_token_invalid',
  'reset_token_expired',
  'confirmation_token_invalid',
  'account_suspended',
  // games
  'category_required',
  'category_not_found',
  'team_name_required',
  'insufficient_tokens',
  'all_titles_played',
  'no_titles_in_category',
  'game_not_found',
  'game_not_in_progress',
  'game_not_replayable',
  'command_not_allowed',
  'command_invalid',
  'version_conflict',
  'reveal_code_invalid',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const codeSet: ReadonlySet<string> = new Set(ERROR_CODES);
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && codeSet.has(value);
}

export interface ErrorBody {
  error: { code: ErrorCode; message: string; issues?: { path: string; code: string }[] };
}
