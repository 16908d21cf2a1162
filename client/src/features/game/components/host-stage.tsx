// Shared mode on a big screen (at least 1280 px wide): the host's laptop is the stage (see
// components/stage), with its own buttons inside it, big and reachable by keyboard. A corner
// offers the way out (also on Escape) back to the page with its header, and the sound switch.
import { Fragment, useEffect, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { LogOut, Volume2, VolumeX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Stage } from '@/components/stage/stage';
import { useStageResultsStep } from '@/components/stage/stage-results-step';
import { ShareScoreboard } from './share-scoreboard';
import { HostRoomPanel } from './host-room-panel';
import { HostStageActions, SMALL } from './host-stage-actions';
import type { HostStageProps } from './host-stage-props';
import { tellResultsShown } from '@/lib/game-socket';

/** The width from which shared mode is a stage rather than a page. */
export const STAGE_QUERY = '(min-width: 1280px)';

const MUTED_KEY = 'charades:stage-muted';

export function HostStage(props: HostStageProps) {
  const [muted, setMuted] = useState(() => localStorage.getItem(MUTED_KEY) === '1');
  useEffect(() => localStorage.setItem(MUTED_KEY, muted ? '1' : '0'), [muted]);
  return (
    <Stage
      view={props.view}
      onShowResults={() => tellResultsShown(props.view.gameId)}
      muted={muted}
      controls={<HostStageControls {...props} muted={muted} onMute={setMuted} />}
      roomPanel={props.view.room ? <HostRoomPanel view={props.view} size="stage" /> : undefined}
    />
  );
}

function HostStageControls({ onExit, muted, onMute, ...actions }: HostStageProps & { muted: boolean; onMute: (muted: boolean) => void }) {
  const { t } = useTranslation();
  const { view } = actions;
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

  return (
    <div role="group" aria-label={t('stage.controls')} className="flex w-full flex-wrap items-center gap-6">
      {/* A new button for every step, so each one takes focus as it appears (React would
          otherwise reuse the last step's button, which lost focus while it was disabled). */}
      <Fragment key={`${view.status}-${view.turn}-${view.phase}-${resultsShown}`}>
        <HostStageActions {...actions} resultsShown={resultsShown} showResults={showResults} />
      </Fragment>
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
