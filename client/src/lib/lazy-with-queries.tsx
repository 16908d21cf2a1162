// A screen or dialog that loads when first drawn, together with TanStack Query and the app's
// query client, and is drawn inside the client's provider. The landing page and the header
// use no query hook, so the query library (9 KB gzip) stays out of the first download; the
// catch is that there is no provider above the app: a component that calls a query hook
// must be inside a screen loaded this way (every route but the landing page and the room page,
// every dialog).
import { lazy, useState, type ComponentType } from 'react';
import { importWithRetry } from './import-with-retry';
import { messagesForScreens } from './i18n';

/** The screen's code and the rest of its language's messages (the entry has only the first
 *  paint's, src/lib/i18n.ts). */
export function withMessages<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), messagesForScreens()]).then(([loaded]) => loaded);
}

export function lazyWithQueries<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Screen, { QueryProvider }] = await Promise.all([
      importWithRetry(withMessages(load)),
      importWithRetry(() => import('./query-provider')),
    ]);
    function WithQueries(props: P) {
      return (
        <QueryProvider>
          <Screen {...props} />
        </QueryProvider>
      );
    }
    return { default: WithQueries };
  });
}

/** A screen that calls no query hook, loaded when first drawn without the query library: the
 *  room page (/j/<CODE>), the first download of most players. Its `load()` fetches it ahead;
 *  once in, it is drawn at once, with no loading line for a frame (the app's start waits for
 *  the room page this way, src/main.tsx, so its first frame replaces index.html's first paint
 *  with the same form). */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchScreen = () =>
    (loading ??= importWithRetry(withMessages(load)).then(
      (screen) => (loaded = screen),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await fetchScreen() }));
  function Screen(props: P) {
    // Chosen once per mount: switching from one to the other would draw the screen anew.
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Screen, { load: fetchScreen });
}
