// Start Playing: to the game screen with a fresh balance of games, to the buy dialog without
// one, or through a sign-in first.
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import { toast } from '@/lib/toast';
import { useLocalizedPath } from '@/lib/use-language';
import { useSession } from '@/lib/session/use-session';
import { authDialog, openAuthDialog } from '@/lib/dialogs/auth-dialog-store';
import { openBuyGames } from '@/lib/dialogs/buy-games-store';

// The profile call is loaded on demand: it brings the query library, which the landing page
// itself leaves out.
const loadProfile = () => import('@/lib/api/get-me');

/** preloadPlay starts downloading the game screen (the shell knows where it is). */
export function useStartPlaying(preloadPlay: (() => void) | undefined) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const session = useSession();
  const [checking, setChecking] = useState(false);
  // Start Playing while signed out asks for a sign-in first; signing in (or up) in that
  // dialog then carries on into the game, while closing it drops the wish. A ref: the wish is
  // never shown, only read when the session or the dialog changes.
  const playAfterSignIn = useRef(false);
  const authOpen = authDialog.use().open;
  // An effect event: startPlaying reads the latest session, yet only the session and the
  // dialog changing run the effect below. startPlaying handles its own failures.
  const carryOnPlaying = useEffectEvent(() => void startPlaying());

  useEffect(() => {
    if (!playAfterSignIn.current) return;
    if (session.status === 'signedIn') {
      playAfterSignIn.current = false;
      carryOnPlaying();
    } else if (!authOpen) playAfterSignIn.current = false;
  }, [session.status, authOpen]);

  // What Start Playing needs next, from the first sign of intent (pointer over or down,
  // focus), so the click does not wait for the downloads.
  function prefetchPlay() {
    void loadProfile().catch(() => {});
    preloadPlay?.();
  }

  async function startPlaying() {
    if (session.status !== 'signedIn') {
      playAfterSignIn.current = true;
      openAuthDialog('signIn');
      return;
    }
    setChecking(true);
    prefetchPlay();
    try {
      // Always read a fresh balance: a game may have been bought or played on another device.
      const me = await (await loadProfile()).fetchFreshProfile();
      if (me.tokens > 0) void navigate(to('/play'));
      else {
        toast.error(t('errors.insufficient_tokens'));
        openBuyGames();
      }
    } catch (err) {
      console.error('profile refresh failed', err);
      toast.error(t('errors.generic'));
    } finally {
      setChecking(false);
    }
  }

  return { startPlaying, prefetchPlay, disabled: checking || session.status === 'loading' };
}
