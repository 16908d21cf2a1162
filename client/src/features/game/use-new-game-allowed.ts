// docs/product.md#screens, #input-rules: a new game costs a token. The balance is checked, fresh, before the player
// chooses anything, so nobody picks a category and names two teams only to be refused at
// the end. Continuing a game and replaying one are free, so callers pass `active: false`.
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { toast } from '@/lib/toast';
import { useSession } from '@/lib/session/use-session';
import { fetchFreshProfile } from '@/lib/api/get-me';
import { openBuyGames } from '@/lib/dialogs/buy-games-store';

export type NewGameCheck = 'checking' | 'allowed' | 'needTokens';

export function useNewGameAllowed(active: boolean): NewGameCheck {
  const { t } = useTranslation();
  const session = useSession();
  const [checked, setChecked] = useState(false);
  // A new check starts when the hook turns active or the language changes (both rerun the
  // effect below). The old answer is dropped here, while rendering, rather than in the effect,
  // so no render shows it (react.dev: "adjusting some state when a prop changes").
  const [checkFor, setCheckFor] = useState({ active, t });
  if (checkFor.active !== active || checkFor.t !== t) {
    setCheckFor({ active, t });
    setChecked(false);
  }

  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    fetchFreshProfile()
      .then((me) => {
        if (cancelled) return;
        if (me.tokens <= 0) {
          toast.error(t('errors.insufficient_tokens'));
          openBuyGames();
        }
      })
      // Unknown balance: let the player go on; starting the game asks the server anyway.
      .catch((err) => console.error('profile refresh failed', err))
      .finally(() => !cancelled && setChecked(true));
    return () => {
      cancelled = true;
    };
  }, [active, t]);

  if (!active) return 'allowed';
  if (!checked) return 'checking';
  // Read from the session, not the answer above: buying games in the dialog updates it.
  return session.status === 'signedIn' && session.user.tokens <= 0 ? 'needTokens' : 'allowed';
}
