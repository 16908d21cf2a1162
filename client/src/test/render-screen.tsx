// Component tests render a screen in a DOM (jsdom, in vitest) with what the app wraps it in:
// the router (the language comes from the path), i18next with the real locale files, and a
// query client that does not retry.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { pathInLanguage, type Language } from '@charades/shared/languages';
import en from '../locales/en.json';
import ar from '../locales/ar.json';

const MESSAGES: Record<Language, typeof en> = { ar, en };

export async function renderScreen(ui: ReactNode, lang: Language = 'en', path = '/play') {
  const i18n = i18next.createInstance();
  await i18n
    .use(initReactI18next)
    .init({ lng: lang, resources: { [lang]: { translation: MESSAGES[lang] } }, interpolation: { escapeValue: false } });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={[pathInLanguage(path, lang)]}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
      </I18nextProvider>
    </MemoryRouter>,
  );
}
