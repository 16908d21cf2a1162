import { LANGUAGE_FACTS, directionOf, type Language } from '@charades/shared/languages';
import { languageFromPath } from './language';
import { translator } from './translator';

// Each language's messages are two chunks, so a page downloads only its own language, and the
// first paint only what it says: the first chunk (src/locales/first-paint.ts), which index.html
// starts downloading next to the entry's (see vite.config.ts), and the rest, which every other
// screen and dialog loads with its code (messagesForScreens). The other language loads whole
// when the player switches (LanguageSync waits for it). The admin section is a chunk apart,
// loaded with the admin area (loadAdminMessages).
// One entry per chunk: the bundler makes a chunk only of an import it can read whole.
type MessagesChunk = () => Promise<{ default: object }>;
const messages: Record<Language, { firstPaint: MessagesChunk; rest: MessagesChunk }> = {
  ar: { firstPaint: () => import('virtual:messages/ar'), rest: () => import('virtual:messages/ar/rest') },
  en: { firstPaint: () => import('virtual:messages/en'), rest: () => import('virtual:messages/en/rest') },
};
const loading = { firstPaint: new Map<Language, Promise<void>>(), rest: new Map<Language, Promise<void>>() };
const loaded = { firstPaint: new Set<Language>(), rest: new Set<Language>() };

/** One chunk of the language's messages in the translator; one promise per chunk (React's use() needs
 *  the same one each render). A failed download is tried again next time. */
function loadChunk(part: 'firstPaint' | 'rest', language: Language): Promise<void> {
  let load = loading[part].get(language);
  if (!load) {
    load = messages[language][part]().then((m) => {
      translator.addMessages(language, m.default);
      loaded[part].add(language);
    });
    load.catch(() => loading[part].delete(language));
    loading[part].set(language, load);
  }
  return load;
}

const whole = new Map<Language, Promise<void>>();

/** All of the language's player messages. */
export function loadLanguage(language: Language): Promise<void> {
  let load = whole.get(language);
  if (!load) {
    load = Promise.all([loadChunk('firstPaint', language), loadChunk('rest', language)]).then(() => {});
    load.catch(() => whole.delete(language));
    whole.set(language, load);
  }
  return load;
}

/** What a screen or dialog waits for besides its code: the rest of its page's language. */
export function messagesForScreens(): Promise<void> {
  return loadLanguage(languageFromPath(window.location.pathname));
}

let adminMessages: Promise<void> | undefined;

/** The admin area's texts, in English: the admin area is English only (languageFromPath). */
export function loadAdminMessages(): Promise<void> {
  adminMessages ??= import('virtual:messages/en/admin').then((m) => translator.addMessages('en', { admin: m.default }));
  adminMessages.catch(() => (adminMessages = undefined));
  return adminMessages;
}

/** What a page in `language` waits for, or nothing if it is in: the first page drawn needs only
 *  the first chunk (a screen loads the rest with its code, messagesForScreens); any later page
 *  all of them, for whatever screen it shows. */
export function pageMessages(language: Language, firstPage: boolean): Promise<void> | undefined {
  if (firstPage) return loaded.firstPaint.has(language) ? undefined : loadChunk('firstPaint', language);
  return loaded.firstPaint.has(language) && loaded.rest.has(language) ? undefined : loadLanguage(language);
}

const initialLanguage = languageFromPath(window.location.pathname);
translator.setLanguage(initialLanguage);

/** Resolves when the first page's language can be drawn; main.tsx renders after it. */
export const i18nReady = loadChunk('firstPaint', initialLanguage);

/** The one place that sets the document's language and direction. */
export function applyLanguage(language: Language) {
  translator.setLanguage(language);
  document.documentElement.lang = LANGUAGE_FACTS[language].locale;
  document.documentElement.dir = directionOf(language);
  document.title = translator.t('common.documentTitle', { lng: language });
}
