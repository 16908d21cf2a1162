// Limits of the admin forms (docs/product.md#input-rules, #constants), free of zod so the client can show them too.

/** docs/product.md#input-rules: a user's games are set to an integer from 0 to 10000. */
export const MAX_TOKENS_SET_BY_ADMIN = 10_000;
/** Free tokens one coupon use grants: at least 1 (docs/product.md#input-rules), at most an admin's token ceiling. */
export const MAX_COUPON_FREE_TOKENS = MAX_TOKENS_SET_BY_ADMIN;
/** Max uses and per-user limit: a ceiling that keeps counters far from integer overflow. */
export const MAX_COUPON_USES = 1_000_000;

/** Issue 17: the business runs in Kuwait (UTC+3, no daylight saving): revenue days, the date
 *  filters and every date on the admin screens are Kuwait's. */
export const ADMIN_TIME_ZONE = 'Asia/Kuwait';
/** Refusals at the admin gate are counted per address in windows of this length. */
export const REFUSAL_WINDOW_MINUTES = 10;
/** An admin adjusts a balance by at most this many games at once, up or down. */
export const MAX_TOKEN_ADJUST = MAX_TOKENS_SET_BY_ADMIN;
/** The reason of a refund or a balance adjustment: required, at most this long. */
export const MAX_REASON_LENGTH = 500;
