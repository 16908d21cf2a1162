// /play: choose a category, name the teams, play. The game in progress is in the URL
// (?game=<id>), so reloading the TV or the phone resumes the exact game and turn.
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { Category } from '@charades/shared/schemas/content';
import type { HostGameView } from '@charades/shared/schemas/games';
import { ApiError } from '@/lib/api-client';
import { useLanguage, useLocalizedPath } from '@/lib/use-language';
import { useSession } from '@/lib/session/use-session';
import { openAuthDialog } from '@/lib/dialogs/auth-dialog-store';
import { fetchFreshProfile } from '@/lib/api/get-me';
import { openBuyGames } from '@/lib/dialogs/buy-games-store';
import { useCategories } from '../api/categories';
import { useStartGame } from '../api/start-game';
import { useLiveGame } from '@/lib/live-game/use-live-game';
import { CategoryGrid } from './category-grid';
import { SetupForm, type SetupValues } from './setup-form';
import { GameBoard } from './game-board';
import { activeGame } from '../active-game-store';
import { useReplayInfo } from '@/lib/api/replay-game';
import { useNewGameAllowed } from '../use-new-game-allowed';
import { NeedTokens } from './need-tokens';
import { errorMessageKey } from '@/lib/error-message-key';
import { useMediaQuery } from '@/lib/use-media-query';
import { STAGE_QUERY } from './host-stage';

// Where starting a game has a better word than the code's own message (errors.<code>).
const START_ERRORS: Record<string, 'errors.pleaseSignInToPlay' | 'game.teamNameRequired' | 'game.selectCategoryFirst'> = {
  unauthorized: 'errors.pleaseSignInToPlay',
  team_name_required: 'game.teamNameRequired',
  category_required: 'game.selectCategoryFirst',
};

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
  const [starting, setStarting] = useState(false);
  const categories = useCategories(language);
  const replay = useReplayInfo(replayOf);
  const startGameMutation = useStartGame();
  // Only a new game costs a token; a game in the URL is continued, a replay is free.
  const newGameCheck = useNewGameAllowed(session.status === 'signedIn' && !gameId && !replayOf);

  // SPEC §2: the auth dialog opens if the user is not signed in once loading finishes.
  useEffect(() => {
    if (session.status === 'signedOut') openAuthDialog('signIn');
  }, [session.status]);

  // A replay link that no longer works (not mine, not finished): say so and start afresh.
  useEffect(() => {
    if (!replay.isError) return;
    toast.error(t('pastGames.cannotReplay'));
    setParams({}, { replace: true });
  }, [replay.isError, setParams, t]);

  async function start(values: SetupValues) {
    if (!category && !replayOf) {
      toast.error(t('game.selectCategoryFirst'));
      return;
    }
    setStarting(true);
    try {
      const view = await startGameMutation.mutateAsync({ ...values, categoryId: replayOf ? undefined : category!.id, replayOf, language });
      setParams({ game: view.gameId }, { replace: true });
    } catch (err) {
      console.error('starting a game failed', err);
      const code = err instanceof ApiError ? err.code : '';
      toast.error(t(START_ERRORS[code] ?? errorMessageKey(code)));
      // SPEC §8: refresh the profile; reopen the buy dialog when the balance is 0.
      const me = await fetchFreshProfile().catch(() => undefined);
      if (code === 'insufficient_tokens' || me?.tokens === 0) openBuyGames();
    } finally {
      setStarting(false);
    }
  }

  // SPEC §4: New game refreshes the profile, then resets; back at the category step,
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
  if (replayOf && !replay.data)
    return (
      <p role="status" className="p-8 text-center text-stone-700">
        {t('common.loading')}
      </p>
    );
  if (category || replay.data) {
    return (
      <SetupForm
        key={replayOf ?? category?.id}
        categoryTitle={category?.title ?? replay.data?.categoryTitle ?? t('pastGames.unknownCategory')}
        replay={!!replayOf}
        initialTeams={replay.data?.teams}
        initialTimerPreset={replay.data?.timerPreset}
        busy={starting}
        onBack={() => (replayOf ? setParams({}) : setCategory(undefined))}
        onStart={(values) => void start(values)}
      />
    );
  }
  if (newGameCheck === 'checking')
    return (
      <p role="status" className="p-8 text-center text-stone-700">
        {t('common.loading')}
      </p>
    );
  if (newGameCheck === 'needTokens') return <NeedTokens onBack={() => void navigate(to('/'))} />;
  return (
    <CategoryGrid
      categories={categories.data}
      loading={categories.isLoading}
      failed={categories.isError}
      onPick={setCategory}
      onBack={() => void navigate(to('/'))}
    />
  );
}

function LiveGame({ gameId, token, onNewGame, onDone }: { gameId: string; token: string; onNewGame: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const { view, status, error, send } = useLiveGame<HostGameView>({ gameId }, token);
  // Shared mode on a big screen is a stage without the header, until the host leaves it
  // (back to this page with its header); switching shared mode on again brings it back.
  const bigScreen = useMediaQuery(STAGE_QUERY);
  const [leftStage, setLeftStage] = useState(false);
  const sharedMode = !!view?.isSharedMode;
  if (!sharedMode && leftStage) setLeftStage(false);
  const onStage = sharedMode && bigScreen && !leftStage;
  // The header's shared-screen switch acts on this game.
  useEffect(() => {
    if (!view) return;
    activeGame.set({
      isSharedMode: view.isSharedMode,
      canSwitchMode: view.status === 'in_progress' && !['running', 'timeUp'].includes(view.phase),
      onStage,
      send: (command) => send(gameId, command),
    });
  }, [view, gameId, send, onStage]);
  useEffect(() => () => activeGame.set(undefined), []);
  if (status === 'error') {
    return (
      <p role="alert" className="p-8 text-center text-lg text-red-800">
        {error?.code === 'game_not_found' ? t('errors.game_not_found') : t('errors.generic')}
      </p>
    );
  }
  if (!view)
    return (
      <p role="status" className="p-8 text-center text-stone-700">
        {t('common.loading')}
      </p>
    );
  // Closed before its end by an administrator (the account was suspended, then reinstated).
  if (view.closed)
    return (
      <p role="status" className="p-8 text-center text-lg text-stone-800">
        {t('gameScreen.closed')}
      </p>
    );
  return (
    <>
      {status === 'reconnecting' && (
        <p role="status" className="bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-900">
          {t('game.reconnecting')}
        </p>
      )}
      <GameBoard
        view={view}
        send={(command) => send(gameId, command)}
        onNewGame={onNewGame}
        onDone={onDone}
        stage={onStage ? { onExit: () => setLeftStage(true) } : undefined}
      />
    </>
  );
}
