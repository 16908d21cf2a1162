// A game in progress on the host device: its live view from the server (a socket that
// reconnects on its own), the header's shared-mode switch pointed at it, and the board, or
// the stage when shared mode is on a big screen.
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { HostGameView } from '@charades/shared/schemas/games';
import { useLiveGame } from '@/lib/live-game/use-live-game';
import { useMediaQuery } from '@/lib/use-media-query';
import { LoadingStatus } from '@/components/layout/loading-status';
import { activeGame } from '../active-game-store';
import { GameBoard } from './game-board/game-board';
import { STAGE_QUERY } from './host-stage';

interface LiveGameProps {
  gameId: string;
  token: string;
  onNewGame: () => void;
  onDone: () => void;
}

export function LiveGame({ gameId, token, onNewGame, onDone }: LiveGameProps) {
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
      canSwitchMode: view.canSwitchMode,
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
  if (!view) return <LoadingStatus />;
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
