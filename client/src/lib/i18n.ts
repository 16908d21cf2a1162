import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import ar from '@/locales/ar.json';
import en from '@/locales/en.json';
import { DEFAULT_LANGUAGE, directionOf, languageFromPath, type Language } from './language';

// en.json types the keys: a key missing from it fails type-checking where it is used.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
  }
}

void i18n.use(initReactI18next).init({
  resources: { ar: { translation: ar }, en: { translation: en } },
  lng: languageFromPath(window.location.pathname),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: ['ar', 'en'],
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** The one place that sets the document's language and direction. */
export function applyLanguage(language: Language) {
  if (i18n.language !== language) void i18n.changeLanguage(language);
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  document.title = i18n.getFixedT(language)('common.documentTitle');
}

export default i18n;
