// Shared-screen mode on a TV or a big screen: the game as a public stage that fills the
// screen, laid out at 1920x1080 and scaled to the window (issue 16). Text is at least 24 px at
// 1080p, names and scores at least 48, the clock 240; the content keeps more than 5 % from
// every edge (TV overscan), and there is no page header. It never shows the current title:
// the views it takes carry only the last one, once a turn is over.
import type { HostGameView, TvGameView } from '@charades/shared/schemas/games';
import { StageScaler } from './stage-scaler';
import { StageScoreboard } from './stage-scoreboard';
import { StageInstruction } from './stage-instruction';
import { StageRunning } from './stage-running';
import { StageTurnResult } from './stage-turn-result';
import { StageTitleCard } from './stage-title-card';
import { StageResults } from './stage-results';
import { StageResultsStepProvider, useStageResultsStep } from './stage-results-step';
import { useStageSound } from './use-stage-sound';
import { RoomPanel } from '@/components/room/room-panel';
import { useLanguage } from '@/lib/use-language';

/**
 * `controls`: the host's own buttons when a laptop is the stage (none on a paired TV), shown
 * inside the safe area; `roomPanel`: the room's QR code and who joined, beside the lobby.
 */
export function Stage(props: {
  view: HostGameView | TvGameView;
  muted?: boolean;
  controls?: React.ReactNode;
  roomPanel?: React.ReactNode;
  /** The host's "See results" on this stage: the server tells the game's other screens. */
  onShowResults?: () => void;
}): React.JSX.Element {
  const { view, muted = false, controls } = props;
  const language = useLanguage();
  useStageSound(view, muted);
  // The room's QR code and who joined (issue 16), unless the caller brings its own panel.
  const roomPanel =
    props.roomPanel ??
    (view.room ? (
      <RoomPanel room={view.room} teams={view.teams} publicOrigin={view.publicOrigin} language={language} size="stage" />
    ) : null);
  return (
    <StageScaler>
      <StageResultsStepProvider
        key={view.gameId}
        hasLastTitle={!!view.lastTitle}
        advancesItself={!controls}
        shownByHost={!!view.resultsShown}
        onShowResults={props.onShowResults}
      >
        {/* The safe area: 104 px from the sides and 64 from top and bottom (more than 5 %). */}
        <div
          className="flex h-full flex-col gap-10 px-[104px] py-[64px]"
          data-stage-safe-area
          data-share-id={'shareId' in view ? view.shareId : undefined}
        >
          <StageTop view={view} />
          <div className="flex min-h-0 flex-1 gap-12">
            <div className="min-w-0 flex-1">
              <StagePhase view={view} />
            </div>
            {roomPanel && view.status === 'in_progress' && ['instruction', 'turnResult'].includes(view.phase) && (
              <aside className="w-[600px] shrink-0">{roomPanel}</aside>
            )}
          </div>
          {controls && (
            <div className="flex flex-wrap items-center gap-6" data-stage-controls>
              {controls}
            </div>
          )}
        </div>
      </StageResultsStepProvider>
    </StageScaler>
  );
}

/** The scoreboard strip, except on the results, which show both teams bigger themselves. */
function StageTop({ view }: { view: HostGameView | TvGameView }) {
  const { resultsShown } = useStageResultsStep();
  return view.status === 'completed' && resultsShown ? null : <StageScoreboard view={view} />;
}

function StagePhase({ view }: { view: HostGameView | TvGameView }) {
  const { resultsShown } = useStageResultsStep();
  if (view.status === 'completed') {
    if (!resultsShown && view.lastTitle)
      return (
        <div className="flex h-full items-center justify-center">
          <StageTitleCard title={view.lastTitle} kind={view.titleKind} heading />
        </div>
      );
    return <StageResults view={view} />;
  }
  switch (view.phase) {
    case 'instruction':
      return <StageInstruction view={view} />;
    case 'running':
    case 'timeUp':
      return <StageRunning view={view} />;
    case 'turnResult':
      return <StageTurnResult view={view} />;
    // Normal mode's phases are the actor's phone's; the stage shows only the scores then.
    case 'handoff':
    case 'revealed':
    case 'ready':
    case 'finished':
      return null;
    default:
      return view.phase satisfies never;
  }
}
