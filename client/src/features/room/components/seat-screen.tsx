// A joined phone's screen for the whole game (issue 16). When the server makes it this
// turn's actor it buzzes and shows the title, Ready, then Correct / Pass / Incorrect while
// the clock runs; otherwise whose turn it is and the score. It takes its seat again by itself
// after a reload, a sleep or a network change (useLiveGame re-joins on every reconnect).
import { useCallback, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { GameCommand, SeatCredential, SeatGameView } from '@charades/shared/schemas/games';
import { Scoreboard } from '@/components/game/scoreboard';
import { useCommandRunner } from '@/components/game/command-bar/use-command-runner';
import { useLiveGame } from '@/lib/live-game/use-live-game';
import { useWakeLock } from '@/lib/live-game/use-wake-lock';
import { useCountdownAlerts } from '@/lib/live-game/use-countdown-alerts';
import { errorMessageKey } from '@/lib/error-message-key';
import { isolate } from '@/lib/bidi-isolate';
import { LoadingStatus } from '@/components/layout/loading-status';
import { ActingTurn, GameOver, WaitingTurn } from './seat-turn';
import { useSeatLost, useTurnBuzz } from './use-seat-signals';

export function SeatScreen({ seat, onLost }: { seat: SeatCredential; onLost: (removed?: boolean) => void }) {
  const { t } = useTranslation();
  const { view, status, error, send } = useLiveGame<SeatGameView>(seat, undefined);
  // A refused tap is said on the phone itself (after an outage, a tap that did not count).
  const [refused, setRefused] = useState<string | null>(null);
  const runner = useCommandRunner(
    useCallback((command: GameCommand) => send(seat.gameId, command), [send, seat.gameId]),
    { onRefused: setRefused },
  );
  const acting = !!view?.isActor && view.status === 'in_progress';
  // The server says while the turn's title is on show (before the clock, while it runs, at time up).
  const turnLive = acting && !!view?.titleOnShow && !!view.currentTitle;
  useWakeLock(turnLive);
  useCountdownAlerts({ turn: view?.turn ?? 0, turnEndsAt: view?.turnEndsAt ?? null, timeUp: view?.phase === 'timeUp', enabled: turnLive });
  // The seat is gone (the host removed it, or the game's room is no more): join again.
  const lost = status === 'error' && (error?.code === 'seat_invalid' || error?.code === 'game_not_found');
  useSeatLost(seat.gameId, lost, onLost);
  useTurnBuzz(view, turnLive);

  if (status === 'error' && !lost)
    return (
      <p role="alert" className="p-8 text-center text-stone-800">
        {t(errorMessageKey(error?.code))}
      </p>
    );
  if (!view) return <LoadingStatus />;

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-4 wrap-anywhere phone-landscape:gap-2 phone-landscape:py-2">
      {status === 'reconnecting' && (
        <p role="status" className="rounded-xl bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-900">
          {t('game.reconnecting')}
        </p>
      )}
      <h1 className="text-center text-sm font-semibold text-stone-700">
        {t('room.youAre', { name: isolate(view.nickname), team: isolate(view.teams[view.team].name) })}
      </h1>
      {!turnLive && <Scoreboard view={view} compact />}
      {view.status === 'completed' ? (
        <GameOver view={view} />
      ) : turnLive ? (
        <ActingTurn view={view} runner={runner} />
      ) : (
        <WaitingTurn view={view} runner={runner} />
      )}
      {refused && (
        <p role="alert" className="text-center font-semibold text-red-700">
          {t(errorMessageKey(refused))}
        </p>
      )}
    </div>
  );
}
