// First: zod may not probe eval (our CSP forbids it), before any schema module is evaluated.
import './app/zod-without-eval';
// Then: settle the page's language before anything reads the address.
import './app/initial-language-redirect';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import '@fontsource/cairo/400.css';
import '@fontsource/cairo/700.css';
import '@fontsource/cairo/800.css';
import './styles.css';
import { i18nReady } from './lib/i18n';
import { setTokenSource } from './lib/api-client';
import { sessionStore } from './lib/session/session-store';
import { AppRoutes, firstScreenReady } from './app/router';
import { unlockAudioOnFirstTap } from './lib/alerts';

setTokenSource({ getAccessToken: sessionStore.getAccessToken, refresh: sessionStore.refresh });
sessionStore.start();
unlockAudioOnFirstTap();

// Drawn once the page's language is in (index.html preloads it with the entry), so the first
// frame is already in that language; a failed download is retried by LanguageSync (and a
// screen's by its lazy loader).
void Promise.all([i18nReady, firstScreenReady(location.pathname)])
  .catch((err: unknown) => console.error('first frame not loaded', err))
  .then(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </StrictMode>,
    ),
  );

// Installable app shell (production builds only: the dev server serves modules live).
// The app starts after the first paint (index.html), by when the page may have loaded.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => navigator.serviceWorker.register('/sw.js').catch((err) => console.warn('service worker not registered', err));
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register());
}
