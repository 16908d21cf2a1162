// Once the player is signed in, a package they chose while signed out reopens the buy dialog
// (which then starts on that package). Lives with the layout, not the dialog: the dialog's
// code is loaded only when it first opens, and the page may have reloaded since the choice.
import { useEffect } from 'react';
import { useSession } from '@/lib/session/use-session';
import { openBuyGames } from './buy-games-store';
import { savedPackageChoice } from './saved-package';

export function useReopenBuyAfterSignIn() {
  const session = useSession();
  const signedIn = session.status === 'signedIn' && session.user.role !== 'suspended';
  useEffect(() => {
    if (signedIn && savedPackageChoice()) openBuyGames();
  }, [signedIn]);
}
