// Component tests render a screen in a DOM (jsdom, in vitest) with what the app wraps it in:
// the router (the language comes from the path), a translator with the real locale files, and a
// query client that does not retry.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { translator } from '@/lib/translator';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { pathInLanguage, type Language } from '@charades/shared/languages';
import en from '../locales/en.json';
import ar from '../locales/ar.json';

const MESSAGES: Record<Language, typeof en> = { ar, en };

export async function renderScreen(ui: ReactNode, lang: Language = 'en', path = '/play') {
  translator.addMessages(lang, MESSAGES[lang]);
  translator.setLanguage(lang);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={[pathInLanguage(path, lang)]}>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </MemoryRouter>,
  );
}
