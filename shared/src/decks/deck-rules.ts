// The rules of a player's own decks (issue 31 §1), one place for the server's checks and the
// deck screen's hints.
export const DECK_NAME_MAX_LENGTH = 40;
export const DECK_TITLE_MAX_LENGTH = 60;
export const DECK_MIN_TITLES = 10;
export const DECK_MAX_TITLES = 300;
export const DECKS_PER_ACCOUNT = 20;
/** Pictures a player may upload for deck titles (issue 31 §1), all their decks together. */
export const DECK_IMAGES_PER_ACCOUNT = 200;
/** A report's reason, as the admin's queue shows it. */
export const DECK_REPORT_REASON_MAX_LENGTH = 500;

/** Share codes: 7 characters of the short-code alphabet (no 0/O, 1/I/L look-alikes). */
export const DECK_SHARE_CODE_LENGTH = 7;
