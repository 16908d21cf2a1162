// A joined phone's screen for the whole game (issue 16). When the server makes it this
// turn's actor it buzzes and shows the title, Ready, then Correct / Skip / Incorrect while
// the clock runs; otherwise whose turn it is and the score. It takes its seat again by itself
// after a reload, a sleep or a network change (useLiveGame re-joins on every reconnect).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, SkipForward, Timer, X } from 'lucide-react';
import type { GameCommand, SeatCredential, SeatGameView } from '@charades/shared/schemas/games';
import { Button } from '@/components/ui/button';
import { Countdown } from '@/components/game/countdown';
import { PictureCard } from '@/components/game/picture-card';
import { Scoreboard } from '@/components/game/scoreboard';
import { useLiveGame } from '@/lib/live-game/use-live-game';
import { useWakeLock } from '@/lib/live-game/use-wake-lock';
import { useCountdownAlerts } from '@/lib/live-game/use-countdown-alerts';
import { getSocket } from '@/lib/game-socket';
import { errorMessageKey } from '@/lib/error-message-key';
import { focusWhenReady } from '@/lib/focus';
import { toast } from '@/lib/toast';
import { isolate } from '@/lib/bidi-isolate';
import { LoadingStatus } from '@/components/layout/loading-status';

export function SeatScreen({ seat, onLost }: { seat: SeatCredential; onLost: (removed?: boolean) => void }) {
  const { t } = useTranslation();
  const { view, status, error, send } = useLiveGame<SeatGameView>(seat, undefined);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ReturnType<typeof errorMessageKey>>();
  const acting = !!view?.isActor && view.status === 'in_progress';
  // The server says while the turn's title is on show (before the clock, while it runs, at time up).
  const turnLive = acting && view.titleOnShow;
  useWakeLock(turnLive);
  useCountdownAlerts({ turn: view?.turn ?? 0, turnEndsAt: view?.turnEndsAt ?? null, timeUp: view?.phase === 'timeUp', enabled: turnLive });

  // The seat is gone (the host removed it, or the game's room is no more): join again.
  const lost = status === 'error' && (error?.code === 'seat_invalid' || error?.code === 'game_not_found');
  useEffect(() => {
    if (lost) onLost();
  }, [lost, onLost]);
  useEffect(() => {
    const socket = getSocket(undefined);
    const removed = (msg: { gameId: string }) => {
      if (msg.gameId !== seat.gameId) return;
      toast.error(t('room.removed'));
      onLost(true);
    };
    socket.on('room:removed', removed);
    return () => void socket.off('room:removed', removed);
  }, [seat.gameId, onLost, t]);

  // A buzz once per turn this phone acts in (if the phone and browser allow it).
  const buzzed = useRef(0);
  useEffect(() => {
    if (!view || !turnLive || view.phase !== 'instruction' || buzzed.current === view.turn) return;
    buzzed.current = view.turn;
    navigator.vibrate?.([200, 100, 200]);
  }, [view, turnLive]);

  // The step's main action takes focus when it appears (keyboard and screen-reader players).
  const focusMain = (button: HTMLButtonElement | null) => {
    if (button) focusWhenReady(() => (button.isConnected ? button : null));
  };

  function run(command: GameCommand) {
    if (!view) return;
    setBusy(true);
    setFailure(undefined);
    void send(view.gameId, command)
      .then((ack) => {
        if (!ack.ok) setFailure(errorMessageKey(ack.error.code));
      })
      .finally(() => setBusy(false));
  }

  if (status === 'error' && !lost)
    return (
      <p role="alert" className="p-8 text-center text-stone-800">
        {t(errorMessageKey(error?.code))}
      </p>
    );
  if (!view) return <LoadingStatus />;

  const teamName = view.teams[view.currentTeam].name;
  let body: React.ReactNode;
  if (view.status === 'completed') {
    body = (
      <p role="status" className="text-center text-2xl font-extrabold text-stone-900">
        {view.winner ? t('game.winner', { team: isolate(view.teams[view.winner].name) }) : t('game.tie')}
      </p>
    );
  } else if (turnLive && view.currentTitle) {
    const running = view.phase !== 'instruction';
    body = (
      <div className="grid w-full items-center gap-4 phone-landscape:grid-cols-2 phone-landscape:gap-3">
        <div className="flex flex-col items-center gap-2 text-center">
          <h2 className="text-xl font-extrabold text-brand-800 phone-landscape:text-lg">{t('room.yourTurn')}</h2>
          {view.cardKind === 'pictures' ? (
            <PictureCard title={view.currentTitle.title} pictureUrl={view.currentTitle.posterUrl} wordProps={{ 'data-seat-title': true }} />
          ) : (
            <p className="text-4xl font-extrabold wrap-anywhere text-stone-900 phone-landscape:text-3xl" data-seat-title>
              {view.currentTitle.title}
            </p>
          )}
          <p className="text-sm text-stone-600">{t('reveal.keepSecret')}</p>
        </div>
        <div className="flex flex-col items-center gap-3">
          <Countdown turnEndsAt={view.turnEndsAt} timeLeftMs={view.timeLeftMs} />
          {view.phase === 'timeUp' && <p className="text-lg font-bold text-red-700">{t('game.timeUp')}</p>}
          {!running ? (
            <Button ref={focusMain} size="lg" variant="game-primary" onClick={() => run({ type: 'START_TIMER' })} disabled={busy}>
              <Timer aria-hidden /> {t('room.ready')}
            </Button>
          ) : (
            <div className="grid w-full grid-cols-2 gap-3">
              <Button
                ref={focusMain}
                size="lg"
                variant="success"
                className="col-span-2"
                onClick={() => run({ type: 'CORRECT' })}
                disabled={busy}
              >
                <Check aria-hidden /> {t('game.correct')}
              </Button>
              <Button size="lg" variant="outline" onClick={() => run({ type: 'SKIP' })} disabled={busy || view.skipsLeft <= 0}>
                <SkipForward aria-hidden className="rtl:-scale-x-100" /> {t('room.skip', { count: view.skipsLeft })}
              </Button>
              <Button size="lg" variant="destructive" onClick={() => run({ type: 'INCORRECT' })} disabled={busy}>
                <X aria-hidden /> {t('game.incorrect')}
              </Button>
            </div>
          )}
        </div>
      </div>
    );
  } else {
    body = (
      <div className="flex flex-col items-center gap-2 text-center" role="status">
        <p className="text-xl font-bold text-stone-900">
          {view.actorNickname
            ? t('room.actorActing', { name: isolate(view.actorNickname), team: isolate(teamName) })
            : t('room.teamActing', { team: isolate(teamName) })}
        </p>
        {view.phase === 'running' && <Countdown turnEndsAt={view.turnEndsAt} timeLeftMs={view.timeLeftMs} />}
      </div>
    );
  }

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
      {body}
      {failure && (
        <p role="alert" className="text-center font-semibold text-red-700">
          {t(failure)}
        </p>
      )}
    </div>
  );
}
