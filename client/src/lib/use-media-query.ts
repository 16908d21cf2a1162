import { useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (cb) => {
      const m = window.matchMedia(query);
      m.addEventListener('change', cb);
      return () => m.removeEventListener('change', cb);
    },
    () => window.matchMedia(query).matches,
  );
}

/** docs/product.md#constants: the mobile breakpoint is 768 px. */
export const DESKTOP_QUERY = '(min-width: 768px)';

/**
 * docs/product.md#screens's "small landscape screen": a phone on its side, told apart by its height (at most
 * 500 px; the largest phones are 430 px tall that way) rather than its width, which reaches
 * 932 px. Laptops and TVs are taller. The `phone-landscape:` CSS variant is the same query.
 */
export const PHONE_LANDSCAPE_QUERY = '(orientation: landscape) and (max-height: 500px)';
