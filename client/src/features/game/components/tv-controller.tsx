// The host's phone as the controller of a game shown on a paired TV (issue 16): the TV shows
// the actor's QR code and the stage; this phone keeps big Start / Correct / Incorrect /
// Next team buttons. A laptop signed in without a TV keeps the board with its own controls.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Play, Timer, Tv, X } from 'lucide-react';
import type { GameCommand, HostGameView } from '@charades/shared/schemas/games';
import { Button } from '@/components/ui/button';
import { SkipButton } from '@/components/game/skip-button';
import { HostRoomPanel } from './host-room-panel';
import type { Ack } from '@/lib/game-socket';
import { Countdown } from '@/components/game/countdown';
import { Scoreboard } from '@/components/game/scoreboard';
import { useTeamLabel } from '@/lib/team-label';
import { isolate } from '@/lib/bidi-isolate';

const BIG = 'h-20 w-full text-2xl';

export function TvController({
  view,
  busy,
  run,
  send,
  onCorrect,
}: {
  view: HostGameView;
  busy: boolean;
  run: (command: GameCommand) => void;
  /** Sends a command and hands back its answer (the Skip button tells its own refusals). */
  send: (command: GameCommand) => Promise<Ack>;
  onCorrect: () => void;
}) {
  const { t } = useTranslation();
  const team = useTeamLabel()(view.teams[view.currentTeam].name);
  // A joined phone has this turn's title (issue 16): the TV shows no QR code then, and the
  // hint names whose phone starts the clock.
  const actor = view.room?.players.find((p) => p.seatId === view.room?.actorSeatId);
  let controls: React.ReactNode;
  switch (view.phase) {
    case 'instruction':
      controls = (
        <Button size="lg" variant="game-primary" className={BIG} onClick={() => run({ type: 'START_TIMER' })} disabled={busy}>
          <Timer aria-hidden /> {t('game.start')}
        </Button>
      );
      break;
    case 'running':
    case 'timeUp':
      controls = (
        <>
          <Countdown turnEndsAt={view.turnEndsAt} timeLeftMs={view.timeLeftMs} timerOff={view.timerPreset === 'off'} />
          <div className="grid w-full grid-cols-2 gap-3">
            <Button size="lg" variant="success" className={BIG} onClick={onCorrect} disabled={busy}>
              <Check aria-hidden /> {t('game.correct')}
            </Button>
            <Button size="lg" variant="destructive" className={BIG} onClick={() => run({ type: 'INCORRECT' })} disabled={busy}>
              <X aria-hidden /> {t('game.incorrect')}
            </Button>
          </div>
          <SkipButton view={view} send={send} />
        </>
      );
      break;
    case 'turnResult':
      controls = (
        <Button size="lg" variant="game-primary" className={BIG} onClick={() => run({ type: 'NEXT_TURN' })} disabled={busy}>
          <Play aria-hidden className="rtl:-scale-x-100" /> <span className="truncate">{t('game.nextTeamTurn', { team })}</span>
        </Button>
      );
      break;
    default:
      controls = null;
  }
  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-4 wrap-anywhere" data-tv-controller data-share-id={view.shareId}>
      <Scoreboard view={view} compact />
      <p className="flex items-center justify-center gap-2 text-center font-semibold text-stone-700">
        <Tv aria-hidden className="size-5 text-brand-600" />{' '}
        {actor ? t('room.actorPhone', { name: isolate(actor.nickname) }) : t('tv.controllerHint')}
      </p>
      <p className="text-center text-xl font-bold text-stone-900">{t('game.teamTurn', { team })}</p>
      <div className="flex flex-col items-center gap-4">{controls}</div>
      {/* Between turns the host sees who joined, and can remove a phone. */}
      {(view.phase === 'instruction' || view.phase === 'turnResult') && <HostRoomPanel view={view} size="compact" />}
    </div>
  );
}

/** With a TV linked while the game runs, a game still in normal mode moves to the TV at the
 *  start of a turn. `tvLinked`: undefined until the TV's status is known. */
export function useShareWithTv(view: HostGameView, tvLinked: boolean | undefined, send: (command: GameCommand) => unknown) {
  const askedForTurn = useRef<number | null>(null);
  // Only a TV linked while this game runs takes it over: a game started on this phone with the
  // TV already linked was the host's choice, and so is switching shared mode off (issue 30 §6).
  const linkedAtStart = useRef<boolean | null>(null);
  if (tvLinked !== undefined) linkedAtStart.current ??= tvLinked;
  useEffect(() => {
    if (linkedAtStart.current !== false || !tvLinked || view.isSharedMode || view.phase !== 'handoff' || askedForTurn.current === view.turn)
      return;
    askedForTurn.current = view.turn;
    void send({ type: 'SET_SHARED_MODE', enabled: true });
  }, [tvLinked, view.isSharedMode, view.phase, view.turn, send]);
}
