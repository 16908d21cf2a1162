// The languages the game speaks: the one list the types, the zod schemas (schemas/auth.ts
// languageSchema), the client's routes and messages and the server's e-mails and content
// derive from. Adding a language is an entry here and in LANGUAGE_FACTS, its messages
// (client/src/locales/<code>.json) and its content; TypeScript then points at every
// Record<Language, …> that needs a value for it. The database's check constraints
// (server/src/db/schema) also list the codes and need a migration.
// No imports: the landing page's first download includes this file.

export const LANGUAGES = ['ar', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The game's first language: the one of the paths without a prefix, of new e-mails without
 *  a profile, and the fallback of every message. */
export const DEFAULT_LANGUAGE: Language = 'ar';

/** The admin area is English only. */
export const ADMIN_LANGUAGE: Language = 'en';

export interface LanguageFacts {
  /** Writing direction, for `dir`. */
  dir: 'rtl' | 'ltr';
  /** Where the language's player pages live: '' for the default language's (`/play`),
   *  '/en' for English (`/en/play`). */
  routePrefix: '' | `/${string}`;
  /** Its BCP 47 tag: `<html lang>` and the locale of Intl's formats. */
  locale: string;
  /** The subsets of the Cairo font its text is drawn from: the faces a page in this language
   *  preloads for its first paint (client/vite.config.ts). Arabic text takes its spaces and
   *  Western punctuation from the latin subset. */
  fontSubsets: readonly ('arabic' | 'latin')[];
}

export const LANGUAGE_FACTS: Record<Language, LanguageFacts> = {
  ar: { dir: 'rtl', routePrefix: '', locale: 'ar', fontSubsets: ['arabic', 'latin'] },
  en: { dir: 'ltr', routePrefix: '/en', locale: 'en', fontSubsets: ['latin'] },
};

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return LANGUAGE_FACTS[language].dir;
}

/** A player path ('/play', '/') in the given language: '/play' in Arabic, '/en/play' in English. */
export function pathInLanguage(path: string, language: Language): string {
  const prefix = LANGUAGE_FACTS[language].routePrefix;
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}
