// Starting a game from the setup form: the server's answer opens the game, and a refusal is
// told in the words that fit it (a missing team name, no category, signed out), after which
// the profile is read afresh and Buy games opens when the balance is 0 (docs/product.md#errors).
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { Category } from '@charades/shared/schemas/content';
import type { Language } from '@charades/shared/languages';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { fetchFreshProfile } from '@/lib/api/get-me';
import { openBuyGames } from '@/lib/dialogs/buy-games-store';
import { errorMessageKey } from '@/lib/error-message-key';
import { useStartGame } from './api/start-game';
import type { SetupValues } from './components/setup-form';

// Where starting a game has a better word than the code's own message (errors.<code>).
const START_ERRORS: Record<string, 'errors.pleaseSignInToPlay' | 'game.teamNameRequired' | 'game.selectCategoryFirst'> = {
  unauthorized: 'errors.pleaseSignInToPlay',
  team_name_required: 'game.teamNameRequired',
  category_required: 'game.selectCategoryFirst',
};

interface StartFlow {
  category: Category | undefined;
  /** A deck of mine or one shared with me (issue 31), instead of a category. */
  deckId?: string;
  /** The finished game this one replays (free), when the setup came from Replay. */
  replayOf: string | undefined;
  language: Language;
  onStarted: (gameId: string) => void;
}

export function useStartGameFlow({ category, deckId, replayOf, language, onStarted }: StartFlow) {
  const { t } = useTranslation();
  const [starting, setStarting] = useState(false);
  const startGameMutation = useStartGame();

  async function start(values: SetupValues) {
    if (!category && !deckId && !replayOf) {
      toast.error(t('game.selectCategoryFirst'));
      return;
    }
    setStarting(true);
    try {
      const source = replayOf ? {} : deckId ? { deckId } : { categoryId: category!.id };
      const view = await startGameMutation.mutateAsync({ ...values, ...source, replayOf, language });
      onStarted(view.gameId);
    } catch (err) {
      console.error('starting a game failed', err);
      const code = err instanceof ApiError ? err.code : '';
      toast.error(t(START_ERRORS[code] ?? errorMessageKey(code)));
      const me = await fetchFreshProfile().catch(() => undefined);
      if (code === 'insufficient_tokens' || me?.tokens === 0) openBuyGames();
    } finally {
      setStarting(false);
    }
  }

  return { starting, start };
}
