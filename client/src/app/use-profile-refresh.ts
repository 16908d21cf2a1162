// docs/product.md#game-flow: the profile (token balance) refreshes every 5 minutes while the page is visible
// and no game is being played, and whenever the tab becomes visible again.
import { useEffect } from 'react';
import { sessionStore } from '@/lib/session/session-store';

export const PROFILE_REFRESH_MS = 300_000;

function refresh() {
  if (!sessionStore.getAccessToken()) return;
  // Loaded here, not imported: it brings the query library, which the landing page leaves out.
  void import('@/lib/api/get-me').then((m) => m.fetchFreshProfile()).catch(() => {});
}

export function useProfileRefresh(playing: boolean) {
  useEffect(() => {
    if (playing) return;
    const id = setInterval(() => {
      if (document.visibilityState === 'visible') refresh();
    }, PROFILE_REFRESH_MS);
    const onVisible = () => document.visibilityState === 'visible' && refresh();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(id);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [playing]);
}
