// /play: choose a category, name the teams, play. The game in progress is in the URL
// (?game=<id>), so reloading the TV or the phone resumes the exact game and turn.
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import type { Category } from '@charades/shared/schemas/content';
import { useLanguage, useLocalizedPath } from '@/lib/use-language';
import { useSession } from '@/lib/session/use-session';
import { openAuthDialog } from '@/lib/dialogs/auth-dialog-store';
import { useReplayInfo } from '@/lib/api/replay-game';
import { LoadingStatus } from '@/components/layout/loading-status';
import { useNewGameAllowed } from '../use-new-game-allowed';
import { useStartGameFlow } from '../use-start-game-flow';
import { useDeckSource } from '../use-deck-source';
import { useForgetBrokenLink } from '../use-forget-broken-link';
import { CategoryStep } from './category-grid';
import { SetupForm } from './setup-form';
import { NeedTokens } from './need-tokens';
import { LiveGame } from './live-game';

export function PlayPage() {
  const { t } = useTranslation();
  const session = useSession();
  const language = useLanguage();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const gameId = params.get('game') ?? undefined;
  const replayOf = params.get('replay') ?? undefined;
  const [category, setCategory] = useState<Category>();
  const replay = useReplayInfo(replayOf);
  // A deck from My decks or a shared deck's page (?deck= / ?deckCode=), instead of a category.
  const deckSource = useDeckSource(params);
  const deck = gameId || replayOf ? undefined : deckSource.deck;
  const { starting, start } = useStartGameFlow({
    category,
    deckId: deck?.id,
    replayOf,
    language,
    onStarted: (id) => setParams({ game: id }, { replace: true }),
  });
  // Only a new game costs a token; a game in the URL is continued, a replay is free.
  const newGameCheck = useNewGameAllowed(session.status === 'signedIn' && !gameId && !replayOf);

  // docs/product.md#screens: the auth dialog opens if the user is not signed in once loading finishes.
  useEffect(() => {
    if (session.status === 'signedOut') openAuthDialog('signIn');
  }, [session.status]);

  // A replay link that no longer works (not mine, not finished), or a deck link (deleted, no
  // longer shared): say so and start afresh.
  useForgetBrokenLink(replay.isError, 'pastGames.cannotReplay', setParams);
  useForgetBrokenLink(deckSource.failed, 'errors.deck_not_found', setParams);

  // docs/product.md#game-flow: New game refreshes the profile, then resets; back at the category step,
  // useNewGameAllowed reads the fresh balance and asks to buy first when it is 0.
  function newGame() {
    setCategory(undefined);
    setParams({}, { replace: false });
  }

  if (session.status !== 'signedIn') {
    return (
      <p className="p-8 text-center text-stone-700">
        {session.status === 'loading' ? t('common.loading') : t('errors.pleaseSignInToPlay')}
      </p>
    );
  }
  if (gameId) return <LiveGame gameId={gameId} token={session.accessToken} onNewGame={newGame} onDone={() => void navigate(to('/'))} />;
  if ((replayOf && !replay.data) || deckSource.loading) return <LoadingStatus />;
  if (category || replay.data || deck) {
    return (
      <SetupForm
        key={replayOf ?? category?.id ?? deck?.id}
        categoryTitle={category?.title ?? deck?.name ?? replay.data?.categoryTitle ?? t('pastGames.unknownCategory')}
        replay={!!replayOf}
        initialTeams={replay.data?.teams}
        initialTimerPreset={replay.data?.timerPreset}
        busy={starting}
        onBack={() => (replayOf || deck ? setParams({}) : setCategory(undefined))}
        onStart={(values) => void start(values)}
      />
    );
  }
  if (newGameCheck === 'checking') return <LoadingStatus />;
  if (newGameCheck === 'needTokens') return <NeedTokens onBack={() => void navigate(to('/'))} />;
  return (
    <CategoryStep
      language={language}
      onPick={setCategory}
      onPickDeck={(id) => setParams({ deck: id })}
      onBack={() => void navigate(to('/'))}
    />
  );
}
