// What the app's first download says, in each language's first chunk of messages: the landing
// page, the header and the not-found page, whole sections or single keys (`section.key`). Every
// other message is in the language's second chunk, which each screen and dialog loads with its
// code (src/lib/i18n.ts). The build fails if a module of the entry uses a key not listed here
// (vite.config.ts localeMessages), so the first paint never shows a key in place of its text.
export const FIRST_PAINT_MESSAGES = [
  'common',
  'header',
  'landing',
  'notFound',
  'about.link',
  'game.cannotSwitchNow',
  'game.sharedMode',
  'tv.showOnTv',
  'errors.generic',
  'errors.insufficient_tokens',
  'errors.network_error',
  'errors.unexpectedApplicationError',
] as const;
