// The messages in React: useTranslation() gives a screen the t() of the page's language and
// draws it again when the language changes (lib/translator.ts). Tests fill the same translator
// (src/test/render-screen.tsx).
import { useMemo, useSyncExternalStore } from 'react';
import { translator, type TFunction, type Translator } from './translator';

export function useTranslation(): { t: TFunction; i18n: Translator } {
  const language = useSyncExternalStore(translator.subscribe, () => translator.language);
  // A new t() per language, so an effect that uses it runs again when the language changes.
  const t = useMemo<TFunction>(() => (key, options) => translator.t(key, { lng: language, ...options }), [language]);
  return { t, i18n: translator };
}
