// The stage's main buttons for each step of a shared game on the host's big screen: Start,
// Correct / Incorrect / Pass, Next team, then See the results, New game and Done.
import { useTranslation } from 'react-i18next';
import { Check, ListOrdered, Play, Timer, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SkipButton } from '@/components/game/skip-button';
import { ShareResultButton } from '@/components/game/share-result-button';
import { focusWhenReady, mainHeading } from '@/lib/focus';
import { useTeamLabel } from '@/lib/team-label';
import { cn } from '@/lib/cn';
import type { HostStageProps } from './host-stage-props';

// At 1080p: 88 px tall, 36 px text (24 px at 1280x720 after scaling); icons to match.
export const BIG = 'h-[88px] rounded-[24px] px-12 text-[36px] font-bold [&_svg]:size-10';
export const SMALL = 'h-[72px] rounded-[20px] px-8 text-[28px] font-semibold [&_svg]:size-8';

type ActionProps = Pick<HostStageProps, 'view' | 'busy' | 'run' | 'send' | 'onCorrect' | 'mainAction' | 'onNewGame' | 'onDone'>;

function EndActions({ view, mainAction, onNewGame, onDone, resultsShown, showResults }: ActionProps & StepOfResults) {
  const { t } = useTranslation();
  if (!resultsShown) {
    return (
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
    );
  }
  return (
    <>
      <Button variant="game-primary" className={BIG} onClick={onNewGame}>
        {t('game.newGame')}
      </Button>
      <Button variant="secondary" className={BIG} onClick={onDone}>
        {t('game.done')}
      </Button>
      <ShareResultButton shareId={view.shareId} buttonClassName={SMALL} textClassName="text-[24px] text-stone-200" />
    </>
  );
}

function ClockActions({ view, busy, run, send, onCorrect, mainAction }: ActionProps) {
  const { t } = useTranslation();
  return (
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
}

function NextTurnAction({ view, busy, run, mainAction }: ActionProps) {
  const { t } = useTranslation();
  const team = useTeamLabel()(view.teams[view.currentTeam].name);
  return (
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

interface StepOfResults {
  resultsShown: boolean;
  showResults: () => void;
}

/** The main buttons of the step the game is at (none between steps). */
export function HostStageActions(props: ActionProps & StepOfResults) {
  const { t } = useTranslation();
  const { view, busy, run, mainAction } = props;
  if (view.status === 'completed') return <EndActions {...props} />;
  switch (view.phase) {
    case 'instruction':
      return (
        <Button ref={mainAction} variant="game-primary" className={BIG} onClick={() => run({ type: 'START_TIMER' })} disabled={busy}>
          <Timer aria-hidden /> {t('game.start')}
        </Button>
      );
    case 'running':
    case 'timeUp':
      return <ClockActions {...props} />;
    case 'turnResult':
      return <NextTurnAction {...props} />;
    default:
      return null;
  }
}
