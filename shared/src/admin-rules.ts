// Limits of the admin forms (SPEC §5, §9), free of zod so the client can show them too.

/** SPEC §5: a user's games are set to an integer from 0 to 10000. */
export const MAX_TOKENS_SET_BY_ADMIN = 10_000;
/** Free tokens one coupon use grants: at least 1 (SPEC §5), at most an admin's token ceiling. */
export const MAX_COUPON_FREE_TOKENS = MAX_TOKENS_SET_BY_ADMIN;
/** Max uses and per-user limit: a ceiling that keeps counters far from integer overflow. */
export const MAX_COUPON_USES = 1_000_000;
