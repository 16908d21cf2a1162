// Every error the server answers, in one table: its code, its HTTP status and a safe English
// message. The server answers {"error":{"code","message"}} with that status; the client maps
// `code` to a translated message (locales: errors.<code>), so the English text here is for
// API callers and logs, never shown to a player as is.
import { MIN_PASSWORD_LENGTH } from './auth-rules.ts';
import { SUPPORT_MAX_GAMES_ADJUST } from './staff/staff-roles.ts';
import { MAX_IMAGE_SIDE } from './images.ts';

interface ErrorSpec {
  readonly status: number;
  readonly message: string;
}

export const ERRORS = {
  // generic
  validation_failed: { status: 400, message: 'Invalid request' },
  not_found: { status: 404, message: 'Not found' },
  route_not_found: { status: 404, message: 'Route not found' },
  internal_error: { status: 500, message: 'Something went wrong. Please try again later.' },
  unauthorized: { status: 401, message: 'Sign in required' },
  forbidden: { status: 403, message: 'Admin access required' },
  token_expired: { status: 401, message: 'Access token expired' },
  rate_limited: { status: 429, message: 'Too many requests. Please try again later.' },
  service_unavailable: { status: 503, message: 'The service is temporarily unavailable. Please try again shortly.' },
  // The server is shedding load (its event loop is behind); Retry-After says when to come back.
  overloaded: { status: 503, message: 'The server is busy right now. Please try again in a few seconds.' },
  payload_too_large: { status: 413, message: 'Request body is too large' },
  text_invalid: { status: 400, message: 'Text may not contain control characters or malformed Unicode.' },
  malformed_url: { status: 400, message: 'The URL is not valid' },
  malformed_request: { status: 400, message: 'Malformed request' },
  uri_too_long: { status: 414, message: 'The URL is too long' },
  headers_too_large: { status: 431, message: 'The request line or headers are too large' },
  request_timeout: { status: 408, message: 'The request took too long to arrive' },
  // auth
  email_required: { status: 400, message: 'Please enter your email address.' },
  invalid_email: { status: 400, message: 'Please enter a valid email address.' },
  password_required: { status: 400, message: 'Please enter a password.' },
  password_too_short: { status: 400, message: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.` },
  password_too_long: { status: 400, message: 'Password is too long.' },
  passwords_do_not_match: { status: 400, message: "Passwords don't match. Please try again." },
  missing_credentials: { status: 400, message: 'You must provide either an email or phone number and a password' },
  // Also the code of a sign-in body too long to be anyone's credentials (a validation error, 400).
  invalid_credentials: { status: 401, message: 'Invalid login credentials' },
  email_not_confirmed: { status: 403, message: 'Email not confirmed' },
  user_already_exists: { status: 409, message: 'User already exists' },
  refresh_token_missing: { status: 401, message: 'No refresh token' },
  refresh_token_invalid: { status: 401, message: 'Invalid refresh token' },
  refresh_token_reused: { status: 401, message: 'Refresh token already used; session revoked' },
  session_expired: { status: 401, message: 'Session expired' },
  reset_token_invalid: { status: 400, message: 'Password reset link is invalid or has already been used' },
  reset_token_expired: { status: 400, message: 'Password reset link has expired' },
  confirmation_token_invalid: { status: 400, message: 'Confirmation link is invalid or has expired' },
  account_suspended: { status: 403, message: 'Account suspended' },
  // games
  category_required: { status: 400, message: 'Please select a category first' },
  category_not_found: { status: 404, message: 'Category not found' },
  team_name_required: { status: 400, message: 'Please enter a name for each team' },
  insufficient_tokens: { status: 402, message: 'Failed to deduct a token. Please check your token balance.' },
  all_titles_played: { status: 409, message: 'You have played every title in this category' },
  no_titles_in_category: { status: 409, message: 'There are no titles in this category yet' },
  // Also the code of a game id that is not a UUID at all (a validation error, 400).
  game_not_found: { status: 404, message: 'Game session not found' },
  game_not_in_progress: { status: 409, message: 'This game is already over' },
  game_not_finished: { status: 409, message: 'This game has not finished yet' },
  game_not_replayable: { status: 409, message: 'This game cannot be replayed' },
  command_not_allowed: { status: 409, message: 'This move is not allowed at this point of the game' },
  command_invalid: { status: 400, message: 'Invalid command' },
  version_conflict: { status: 409, message: 'The game changed at the same time; try again' },
  reveal_code_invalid: { status: 404, message: 'This link has expired' },
  skip_limit_reached: { status: 409, message: 'This team has no skips left in this round' },
  skip_no_other_title: { status: 409, message: "No other title is left to take this one's place" },
  timer_preset_invalid: { status: 400, message: 'The timer must be standard, relaxed or off' },
  tv_code_invalid: { status: 404, message: 'This TV code is not valid or has expired' },
  tv_link_invalid: { status: 401, message: 'This TV is no longer linked' },
  room_code_invalid: { status: 404, message: 'No game with this room code' },
  room_full: { status: 409, message: 'This game has no seats left' },
  nickname_taken: { status: 409, message: 'Someone in this game already has that nickname' },
  seat_removed: { status: 409, message: 'The host removed this phone from the game; it can join again in a few minutes' },
  seat_invalid: { status: 401, message: 'This seat is no longer in the game' },
  nickname_required: { status: 400, message: 'Please enter a nickname' },
  not_your_turn: { status: 403, message: 'It is not your turn' },
  // coupons and payments (docs/product.md#errors)
  coupon_code_required: { status: 400, message: 'Please enter a coupon code' },
  coupon_invalid: { status: 400, message: 'Invalid coupon code' },
  coupon_expired: { status: 400, message: 'This coupon has expired' },
  coupon_fully_used: { status: 409, message: 'This coupon has been fully used' },
  coupon_already_used: { status: 409, message: 'You have already used this coupon' },
  coupon_not_free: { status: 400, message: 'This coupon gives a discount: choose a package to use it' },
  coupon_not_discount: { status: 400, message: 'This coupon gives free games: redeem it without buying' },
  package_not_found: { status: 400, message: 'Unknown package' },
  payment_initiation_failed: { status: 400, message: 'Failed to initialize payment gateway' },
  payment_gateway_unavailable: { status: 502, message: 'Failed to initiate payment' },
  payment_verification_failed: { status: 502, message: 'Failed to verify payment status' },
  payment_not_found: { status: 404, message: 'No payment information found' },
  webhook_signature_invalid: { status: 401, message: 'Invalid webhook signature' },
  // admin area (docs/product.md#input-rules form rules; messages as docs/product.md#errors words them)
  text_too_long: { status: 400, message: 'This text is too long' },
  url_invalid: { status: 400, message: 'Must be a valid URL' },
  title_required: { status: 400, message: 'Title is required' },
  title_language_required: { status: 400, message: 'Please select a language' },
  title_category_required: { status: 400, message: 'Please select a category' },
  title_not_found: { status: 404, message: 'Title not found' },
  title_exists: { status: 409, message: 'This category already has this title' },
  category_title_required: { status: 400, message: 'Category title is required' },
  internal_id_required: { status: 400, message: 'Internal ID is required' },
  internal_id_invalid: { status: 400, message: 'Internal ID may only contain letters, digits, dots, dashes and underscores' },
  internal_id_taken: { status: 409, message: 'A category with this internal ID already exists' },
  language_required: { status: 400, message: 'Language is required' },
  token_amount_invalid: { status: 400, message: 'Please enter a valid token amount (0-10000)' },
  role_invalid: { status: 400, message: "The role must be 'suspended', 'user', 'support', 'finance' or 'admin'" },
  user_not_found: { status: 404, message: 'User not found' },
  cannot_change_own_account: { status: 409, message: 'You cannot suspend, demote or delete your own account' },
  last_admin: { status: 409, message: 'The last admin cannot be removed' },
  admin_delete_confirmation_required: { status: 409, message: 'Deleting an admin requires the header X-Confirm-Admin-Delete: true' },
  coupon_code_invalid: { status: 400, message: 'A coupon code may only contain letters, digits, dashes and underscores' },
  coupon_code_taken: { status: 409, message: 'A coupon with this code already exists' },
  coupon_not_found: { status: 404, message: 'Coupon not found' },
  discount_percentage_invalid: { status: 400, message: 'Discount percentage must be between 1 and 100' },
  free_tokens_invalid: { status: 400, message: 'Free games must be at least 1' },
  max_uses_invalid: { status: 400, message: 'Max uses must be 0 or more, or blank for unlimited' },
  max_uses_below_used: { status: 409, message: 'Max uses cannot be lower than the uses so far' },
  user_max_usage_invalid: { status: 400, message: 'Per-user limit must be at least 1' },
  expiry_invalid: { status: 400, message: 'The expiry date is not valid' },
  // Issue 32 §5: a new coupon that could never be used.
  expiry_in_past: { status: 400, message: 'The expiry date is in the past' },
  csv_invalid: { status: 400, message: 'The CSV file could not be read' },
  csv_header_invalid: { status: 400, message: 'The CSV header must be: id,title,language,category,posterurl (or the same without id)' },
  csv_too_many_rows: { status: 400, message: 'The CSV file has more than 5000 title rows; split it into smaller files' },
  csv_empty: { status: 400, message: 'The CSV file has no title rows' },
  import_row_columns: { status: 400, message: 'This row does not have the columns of the header' },
  import_rows_invalid: { status: 400, message: 'Some rows are not valid; nothing was imported' },
  import_category_unknown: { status: 400, message: 'No category has this internal ID' },
  import_language_mismatch: { status: 400, message: "The title's language differs from its category's" },
  import_duplicate_row: { status: 400, message: 'This title appears twice in the file' },
  // the operator's desk (issue 17)
  reason_required: { status: 400, message: 'Please give a reason' },
  date_invalid: { status: 400, message: 'The date must be YYYY-MM-DD' },
  date_range_invalid: { status: 400, message: 'The end date is before the start date' },
  days_invalid: { status: 400, message: 'Days must be between 1 and 366' },
  sort_invalid: { status: 400, message: 'This list cannot be sorted by that column' },
  order_invalid: { status: 400, message: "The order must be 'asc' or 'desc'" },
  refund_amount_invalid: { status: 400, message: 'The refund amount must be a positive amount in KWD with up to 3 decimals' },
  refund_exceeds_paid: { status: 409, message: 'The refund is more than what is left of this payment' },
  payment_not_refundable: { status: 409, message: 'Only a paid card payment can be refunded' },
  refund_in_progress: { status: 409, message: 'A refund of this payment is already being processed' },
  refund_failed: { status: 502, message: 'The payment gateway refused the refund' },
  refund_not_found: { status: 404, message: 'This payment has no such refund' },
  refund_not_pending: { status: 409, message: 'This refund is settled already' },
  support_adjust_limit: {
    status: 403,
    message: `Support staff add or remove at most ${SUPPORT_MAX_GAMES_ADJUST} games at a time; ask an admin for more`,
  },
  note_required: { status: 400, message: 'Please write the note' },
  // staff two-factor sign-in (issue 32 §4)
  two_factor_code_required: { status: 400, message: 'Enter the code from your authenticator app or a recovery code' },
  two_factor_code_invalid: { status: 400, message: 'That code is not right. Check that the time on your phone is correct and try again' },
  two_factor_challenge_expired: { status: 401, message: 'This sign-in has expired. Please sign in again' },
  two_factor_required: { status: 403, message: 'Confirm this sign-in with your authenticator app to use the admin area' },
  two_factor_enrolment_required: { status: 403, message: 'Set up two-factor sign-in to use the admin area' },
  two_factor_already_enabled: { status: 409, message: 'Two-factor sign-in is already on for this account' },
  two_factor_not_enrolling: { status: 409, message: 'Start setting up two-factor sign-in first' },
  two_factor_not_enabled: { status: 409, message: 'Two-factor sign-in is not on for this account' },
  two_factor_staff_only: { status: 403, message: 'Two-factor sign-in is for staff accounts' },
  token_adjust_invalid: { status: 400, message: 'The change must be a whole number of games other than 0 (at most 10000 either way)' },
  balance_changed: { status: 409, message: 'The balance changed since you opened this dialog; check it and try again' },
  bulk_selection_empty: { status: 400, message: 'Select at least one row' },
  bulk_selection_too_large: { status: 400, message: 'Select at most 1000 rows at once' },
  bulk_undo_unavailable: { status: 409, message: 'There is no bulk action to undo' },
  image_type_invalid: { status: 415, message: 'The image must be a PNG, JPEG or WebP file' },
  image_too_large: { status: 413, message: 'The image must be 2 MB or smaller' },
  // Issue 32 §5: said apart from a bad file, so the admin knows to shrink the picture.
  image_dimensions_too_large: {
    status: 400,
    message: `The image must be at most ${MAX_IMAGE_SIDE} pixels wide and ${MAX_IMAGE_SIDE} pixels high`,
  },
  image_not_found: { status: 404, message: 'Image not found' },
  image_host_not_allowed: { status: 400, message: 'Images from this host are not allowed; upload the image instead' },
  // a family's own decks (issue 31)
  deck_not_found: { status: 404, message: 'Deck not found' },
  deck_name_required: { status: 400, message: 'Give the deck a name of up to 40 characters' },
  deck_titles_count: { status: 400, message: 'A deck holds 10 to 300 titles' },
  deck_title_invalid: { status: 400, message: 'Each title needs 1 to 60 characters' },
  deck_title_duplicate: { status: 400, message: 'The deck has the same title twice' },
  deck_limit_reached: { status: 409, message: 'You can keep up to 20 decks; delete one to make room' },
  deck_code_invalid: { status: 404, message: 'That deck code is not valid or the deck is no longer shared' },
  deck_report_own: { status: 409, message: 'You cannot report your own deck' },
  deck_images_quota: { status: 409, message: 'You have uploaded 200 pictures, the most for your decks' },
  category_or_deck: { status: 400, message: 'Choose a category or a deck, not both' },
  import_cell_formula: {
    status: 400,
    message:
      "A cell may not start with =, +, - or @ (a spreadsheet would run it); to keep such a title, start the cell with an apostrophe: '=",
  },
} as const satisfies Record<string, ErrorSpec>;

export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}

export interface ErrorBody {
  /** details: texts a provider gave (e.g. the payment gateway's validation errors), shown as is. */
  error: { code: ErrorCode; message: string; issues?: { path: string; code: string }[]; details?: string[] };
}
