// The stage's main buttons for each step of a shared game on the host's big screen: the command
// bar at its 10-foot size while the game runs (Start, Correct / Incorrect / Pass, Next team,
// Undo), then See the results, New game and Done.
import { useTranslation } from '@/lib/use-translation';
import { ListOrdered } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CommandBar } from '@/components/game/command-bar/command-bar';
import { ShareResultButton } from '@/components/game/share-result-button';
import { focusWhenReady, mainHeading } from '@/lib/focus';
import type { HostStageProps } from './host-stage-props';

// At 1080p: 88 px tall, 36 px text (24 px at 1280x720 after scaling); icons to match.
export const BIG = 'h-[88px] rounded-[24px] px-12 text-[36px] font-bold [&_svg]:size-10';
export const SMALL = 'h-[72px] rounded-[20px] px-8 text-[28px] font-semibold [&_svg]:size-8';

type ActionProps = Pick<HostStageProps, 'view' | 'runner' | 'mainAction' | 'onNewGame' | 'onDone'>;

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

interface StepOfResults {
  resultsShown: boolean;
  showResults: () => void;
}

/** The main buttons of the step the game is at. */
export function HostStageActions(props: ActionProps & StepOfResults) {
  const { view, runner, mainAction } = props;
  if (view.status === 'completed') return <EndActions {...props} />;
  return <CommandBar view={view} runner={runner} size="stage" mainAction={mainAction} shortcuts />;
}
