// A screen or dialog that loads when first drawn, together with TanStack Query and the app's
// query client, and is drawn inside the client's provider. The landing page and the header
// use no query hook, so the query library (9 KB gzip) stays out of the first download; the
// catch is that there is no provider above the app: a component that calls a query hook
// must be inside a screen loaded this way (every route but the landing page, every dialog).
import { lazy, type ComponentType } from 'react';
import { importWithRetry } from './import-with-retry';

export function lazyWithQueries<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Screen, { QueryProvider }] = await Promise.all([importWithRetry(load), importWithRetry(() => import('./query-provider'))]);
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
