// The host device's screen during a game: the acting-player steps in normal mode, the QR
// code and "the movie was" in shared mode, and the results at the end. This file picks the
// screen; each phase's step is its own component (phase-step.tsx).
import { useState } from 'react';
import type { GameCommand, HostGameView } from '@charades/shared/schemas/games';
import { tellResultsShown, type Ack } from '@/lib/game-socket';
import { Results } from '@/components/game/results';
import { useWakeLock } from '@/lib/live-game/use-wake-lock';
import { useCountdownAlerts } from '@/lib/live-game/use-countdown-alerts';
import { useTeamLabel } from '@/lib/team-label';
import { useTvStatus } from '@/lib/api/tv-status';
import { LastTitle } from '../last-title';
import { TvController, useShareWithTv } from '../tv-controller';
import { HostStage } from '../host-stage';
import { BoardFrame } from './board-frame';
import { PhaseStep } from './phase-step';
import { TitleCard } from './title-card';
import { CommandBar } from '@/components/game/command-bar/command-bar';
import { useCommandRunner } from '@/components/game/command-bar/use-command-runner';
import { useMainAction } from './use-main-action';

export interface GameBoardProps {
  view: HostGameView;
  send: (command: GameCommand) => Promise<Ack>;
  onNewGame: () => void;
  onDone: () => void;
  /** Shared mode on a big screen: the game as a stage (host-stage.tsx), left by `onExit`. */
  stage?: { onExit: () => void };
}

export function GameBoard({ view, send, onNewGame, onDone, stage }: GameBoardProps) {
  const [celebrating, setCelebrating] = useState(false);
  const runner = useCommandRunner(send, { celebrate: setCelebrating });
  // Shared mode: the TV shows the last turn's title before the results, as after every turn.
  const [resultsShown, setResultsShown] = useState(false);
  const team = useTeamLabel()(view.teams[view.currentTeam].name);
  // In normal mode this device is the actor's phone: keep it awake and alert at 10 s and 0
  // while the turn's title is on show (the server says when: view.titleOnShow).
  const actorsTurn = !view.isSharedMode && view.titleOnShow;
  useWakeLock(actorsTurn);
  useCountdownAlerts({ turn: view.turn, turnEndsAt: view.turnEndsAt, timeUp: view.phase === 'timeUp', enabled: actorsTurn });
  const completed = view.status === 'completed';
  const { boardRef, mainAction } = useMainAction(completed);

  // A TV linked to the account shows the game; this phone is its controller (issue 16).
  const tvStatus = useTvStatus().data?.linked;
  const tvLinked = tvStatus ?? false;
  useShareWithTv(view, tvStatus, send);
  if (tvLinked && view.isSharedMode && !completed) {
    return <TvController view={view} runner={runner} />;
  }
  if (stage)
    return <HostStage view={view} runner={runner} mainAction={mainAction} onNewGame={onNewGame} onDone={onDone} onExit={stage.onExit} />;
  if (completed && view.isSharedMode && view.lastTitle && !resultsShown && !view.resultsShown) {
    return (
      <LastTitle
        title={view.lastTitle}
        kind={view.titleKind}
        onSeeResults={() => {
          setResultsShown(true);
          // The TV showing the game moves on with this phone, not after its own wait.
          tellResultsShown(view.gameId);
        }}
      >
        <TitleCard title={view.lastTitle.title} posterUrl={view.lastTitle.posterUrl} />
      </LastTitle>
    );
  }
  if (completed) return <Results view={view} shareId={view.shareId} onNewGame={onNewGame} onDone={onDone} />;
  return (
    <BoardFrame view={view} team={team} celebrating={celebrating} boardRef={boardRef}>
      <PhaseStep
        view={view}
        team={team}
        commands={
          <CommandBar
            view={view}
            runner={runner}
            size="laptop"
            mainAction={mainAction}
            shortcuts
            // A phone on its side hosting a shared game has room for the QR code and Start only
            // (docs/product.md#screens); upright it offers Pass before the clock starts too.
            commandClassName={view.phase === 'instruction' ? { SKIP: 'phone-landscape:hidden' } : undefined}
          />
        }
      />
    </BoardFrame>
  );
}
