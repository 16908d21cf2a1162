// The host's phone as the controller of a game shown on a paired TV (issue 16): the TV shows
// the actor's QR code and the stage; this phone keeps the big buttons of the command bar
// (Start, Correct / Incorrect, Pass, Next team, Undo). A laptop signed in without a TV keeps the board with its own controls.
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Tv } from 'lucide-react';
import type { GameCommand, HostGameView } from '@charades/shared/schemas/games';
import { CommandBar } from '@/components/game/command-bar/command-bar';
import type { CommandRunner } from '@/components/game/command-bar/use-command-runner';
import { GameClock } from '@/components/game/game-clock';
import { HostRoomPanel } from './host-room-panel';
import { Scoreboard } from '@/components/game/scoreboard';
import { useTeamLabel } from '@/lib/team-label';
import { isolate } from '@/lib/bidi-isolate';

export function TvController({ view, runner }: { view: HostGameView; runner: CommandRunner }) {
  const { t } = useTranslation();
  const team = useTeamLabel()(view.teams[view.currentTeam].name);
  // A joined phone has this turn's title (issue 16): the TV shows no QR code then, and the
  // hint names whose phone starts the clock.
  const actor = view.room?.players.find((p) => p.seatId === view.room?.actorSeatId);
  const clockRuns = view.phase === 'running' || view.phase === 'timeUp';
  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-4 wrap-anywhere" data-tv-controller data-share-id={view.shareId}>
      <Scoreboard view={view} compact />
      <p className="flex items-center justify-center gap-2 text-center font-semibold text-stone-700">
        <Tv aria-hidden className="size-5 text-brand-600" />{' '}
        {actor ? t('room.actorPhone', { name: isolate(actor.nickname) }) : t('tv.controllerHint')}
      </p>
      <p className="text-center text-xl font-bold text-stone-900">{t('game.teamTurn', { team })}</p>
      <div className="flex flex-col items-center gap-4">
        {clockRuns && <GameClock view={view} />}
        {/* A new bar for every step, so its main button is a new one (and its own focus). */}
        <CommandBar key={`${view.turn}-${view.phase}`} view={view} runner={runner} size="phone" />
      </div>
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
