// First: settle the page's language before anything reads the address.
import './app/initial-language-redirect';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import '@fontsource/cairo/400.css';
import '@fontsource/cairo/700.css';
import '@fontsource/cairo/800.css';
import './styles.css';
import './lib/i18n';
import { setTokenSource } from './lib/api-client';
import { sessionStore } from './lib/session/session-store';
import { Providers } from './app/providers';
import { router } from './app/router';
import { unlockAudioOnFirstTap } from './lib/alerts';

setTokenSource({ getAccessToken: sessionStore.getAccessToken, refresh: sessionStore.refresh });
sessionStore.start();
unlockAudioOnFirstTap();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);

// Installable app shell (production builds only: the dev server serves modules live).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((err) => console.warn('service worker not registered', err));
  });
}
