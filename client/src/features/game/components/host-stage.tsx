// Shared mode on a big screen (at least 1280 px wide): the host's laptop is the stage (see
// components/stage), with its own buttons inside it, big and reachable by keyboard. A corner
// offers the way out (also on Escape) back to the page with its header, and the sound switch.
import { Fragment, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, ListOrdered, LogOut, Play, Timer, Volume2, VolumeX, X } from 'lucide-react';
import type { GameCommand, HostGameView } from '@charades/shared/schemas/games';
import { Button } from '@/components/ui/button';
import { SkipButton } from '@/components/game/skip-button';
import type { Ack } from '@/lib/game-socket';
import { Stage } from '@/components/stage/stage';
import { useStageResultsStep } from '@/components/stage/stage-results-step';
import { focusWhenReady, mainHeading } from '@/lib/focus';
import { useTeamLabel } from '@/lib/team-label';
import { cn } from '@/lib/cn';
import { ShareScoreboard } from './share-scoreboard';
import { HostRoomPanel } from './host-room-panel';

/** The width from which shared mode is a stage rather than a page. */
export const STAGE_QUERY = '(min-width: 1280px)';

const MUTED_KEY = 'charades:stage-muted';

// At 1080p: 88 px tall, 36 px text (24 px at 1280x720 after scaling); icons to match.
const BIG = 'h-[88px] rounded-[24px] px-12 text-[36px] font-bold [&_svg]:size-10';
const SMALL = 'h-[72px] rounded-[20px] px-8 text-[28px] font-semibold [&_svg]:size-8';

export interface HostStageProps {
  view: HostGameView;
  busy: boolean;
  run: (command: GameCommand) => void;
  /** Sends a command and hands back its answer (the Skip button tells its own refusals). */
  send: (command: GameCommand) => Promise<Ack>;
  onCorrect: () => void;
  /** Focuses each step's main button when it appears. */
  mainAction: (button: HTMLButtonElement | null) => void;
  onNewGame: () => void;
  onDone: () => void;
  onExit: () => void;
}

export function HostStage(props: HostStageProps) {
  const [muted, setMuted] = useState(() => localStorage.getItem(MUTED_KEY) === '1');
  useEffect(() => localStorage.setItem(MUTED_KEY, muted ? '1' : '0'), [muted]);
  return (
    <Stage
      view={props.view}
      muted={muted}
      controls={<HostStageControls {...props} muted={muted} onMute={setMuted} />}
      roomPanel={props.view.room ? <HostRoomPanel view={props.view} size="stage" /> : undefined}
    />
  );
}

function HostStageControls({
  view,
  busy,
  run,
  send,
  onCorrect,
  mainAction,
  onNewGame,
  onDone,
  onExit,
  muted,
  onMute,
}: HostStageProps & { muted: boolean; onMute: (muted: boolean) => void }) {
  const { t } = useTranslation();
  const team = useTeamLabel()(view.teams[view.currentTeam].name);
  const { resultsShown, showResults } = useStageResultsStep();
  // Escape leaves the stage, as it leaves full screen; not while a dialog (which closes on
  // Escape itself) is open.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !e.defaultPrevented && !document.querySelector('[role="dialog"]')) onExit();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onExit]);

  let main: React.ReactNode = null;
  if (view.status === 'completed') {
    main = !resultsShown ? (
      <Button
        ref={mainAction}
        variant="game-primary"
        className={BIG}
        onClick={() => {
          showResults();
          focusWhenReady(mainHeading);
        }}
      >
        <ListOrdered aria-hidden /> {t('game.seeResults')}
      </Button>
    ) : (
      <>
        <Button variant="game-primary" className={BIG} onClick={onNewGame}>
          {t('game.newGame')}
        </Button>
        <Button variant="secondary" className={BIG} onClick={onDone}>
          {t('game.done')}
        </Button>
      </>
    );
  } else if (view.phase === 'instruction') {
    main = (
      <Button ref={mainAction} variant="game-primary" className={BIG} onClick={() => run({ type: 'START_TIMER' })} disabled={busy}>
        <Timer aria-hidden /> {t('game.start')}
      </Button>
    );
  } else if (view.phase === 'running' || view.phase === 'timeUp') {
    main = (
      <>
        <Button ref={mainAction} variant="success" className={BIG} onClick={onCorrect} disabled={busy}>
          <Check aria-hidden /> {t('game.correct')}
        </Button>
        <Button variant="destructive" className={BIG} onClick={() => run({ type: 'INCORRECT' })} disabled={busy}>
          <X aria-hidden /> {t('game.incorrect')}
        </Button>
        <SkipButton view={view} send={send} buttonClassName={SMALL} />
      </>
    );
  } else if (view.phase === 'turnResult') {
    main = (
      <Button
        ref={mainAction}
        variant="game-primary"
        className={cn(BIG, 'min-w-0 max-w-[760px]')}
        onClick={() => run({ type: 'NEXT_TURN' })}
        disabled={busy}
      >
        <Play aria-hidden className="rtl:-scale-x-100" /> <span className="truncate">{t('game.nextTeamTurn', { team })}</span>
      </Button>
    );
  }

  return (
    <div role="group" aria-label={t('stage.controls')} className="flex w-full flex-wrap items-center gap-6">
      {/* A new button for every step, so each one takes focus as it appears (React would
          otherwise reuse the last step's button, which lost focus while it was disabled). */}
      <Fragment key={`${view.status}-${view.turn}-${view.phase}-${resultsShown}`}>{main}</Fragment>
      <div className="ms-auto flex items-center gap-4 [&_button]:h-[72px] [&_button]:rounded-[20px] [&_button]:px-8 [&_button]:bg-stone-200 [&_button]:text-[28px] [&_button]:text-stone-900 [&_button_svg]:size-8">
        {view.status === 'in_progress' && <ShareScoreboard view={view} />}
        <Button variant="secondary" className={SMALL} aria-pressed={muted} onClick={() => onMute(!muted)}>
          {muted ? <VolumeX aria-hidden /> : <Volume2 aria-hidden />} {t('stage.mute')}
        </Button>
        <Button variant="secondary" className={SMALL} onClick={onExit}>
          <LogOut aria-hidden className="rtl:-scale-x-100" /> {t('stage.exit')}
        </Button>
      </div>
    </div>
  );
}
