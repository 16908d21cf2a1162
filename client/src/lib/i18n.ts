import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type en from '@/locales/en.json';
import { DEFAULT_LANGUAGE, LANGUAGE_FACTS, LANGUAGES, directionOf, type Language } from '@charades/shared/languages';
import { languageFromPath } from './language';

// en.json types the keys: a key missing from it fails type-checking where it is used.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
  }
}

// Each language's messages are a chunk of their own, so a page downloads only its own
// language (index.html starts that download next to the entry's, see vite.config.ts); the
// others load when the player switches (LanguageSync waits for them). The admin section
// is a chunk apart, loaded with the admin area (loadAdminMessages).
// One entry per language: the bundler makes a chunk only of an import it can read whole.
const messages: Record<Language, () => Promise<{ default: object }>> = {
  ar: () => import('virtual:messages/ar'),
  en: () => import('virtual:messages/en'),
};
const loading = new Map<Language, Promise<void>>();

/** The language's messages in i18next; one promise per language (React's use() needs the
 *  same one each render). A failed download is tried again next time. */
export function loadLanguage(language: Language): Promise<void> {
  let load = loading.get(language);
  if (!load) {
    load = messages[language]().then((m) => void i18n.addResourceBundle(language, 'translation', m.default));
    load.catch(() => loading.delete(language));
    loading.set(language, load);
  }
  return load;
}

let adminMessages: Promise<void> | undefined;

/** The admin area's texts, in English: the admin area is English only (languageFromPath). */
export function loadAdminMessages(): Promise<void> {
  adminMessages ??= import('virtual:messages/en/admin').then(
    (m) => void i18n.addResourceBundle('en', 'translation', { admin: m.default }, true, true),
  );
  adminMessages.catch(() => (adminMessages = undefined));
  return adminMessages;
}

export function isLanguageLoaded(language: Language): boolean {
  return i18n.hasResourceBundle(language, 'translation');
}

const initialLanguage = languageFromPath(window.location.pathname);

// `resources` starts empty and fills per language; with it set, i18next never looks for a
// backend and changes language at once when the messages are there.
void i18n.use(initReactI18next).init({
  resources: {},
  lng: initialLanguage,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Resolves when the first page's language can be drawn; main.tsx renders after it. */
export const i18nReady = loadLanguage(initialLanguage);

/** The one place that sets the document's language and direction. */
export function applyLanguage(language: Language) {
  if (i18n.language !== language) void i18n.changeLanguage(language);
  document.documentElement.lang = LANGUAGE_FACTS[language].locale;
  document.documentElement.dir = directionOf(language);
  document.title = i18n.getFixedT(language)('common.documentTitle');
}

export default i18n;
