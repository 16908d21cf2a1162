import { useLocation } from 'react-router';
import type { Language } from '@charades/shared/languages';
import { languageFromPath, localizePath } from '@/lib/language';

/** The language of the current page, from its URL. */
export function useLanguage(): Language {
  return languageFromPath(useLocation().pathname);
}

/** Turns an Arabic-form path ('/play') into the current language's ('/en/play'). */
export function useLocalizedPath(): (path: string) => string {
  const language = useLanguage();
  return (path: string) => localizePath(path, language);
}
