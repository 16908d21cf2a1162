// The one clock of a turn (issue 33), on every screen: the countdown from the server's
// deadline, or in a game with the timer off the words "no time limit" instead of a clock that
// never moves. `stopped`: the clock before the turn starts (its full time, not running).
// The page skin is for phones and laptops, the stage skin for the dark 10-foot stage.
import type { PublicGameView } from '@charades/shared/schemas/games';
import { Countdown } from './countdown';
import { StageTimer } from '@/components/stage/stage-timer';
import { StageNoTimeLimit } from '@/components/stage/stage-turn-facts';

type ClockView = Pick<PublicGameView, 'turnEndsAt' | 'timeLeftMs' | 'timerPreset'>;

export function GameClock({
  view,
  size = 'lg',
  skin = 'page',
  stopped = false,
}: {
  view: ClockView;
  size?: 'lg' | 'xl';
  skin?: 'page' | 'stage';
  stopped?: boolean;
}) {
  const timerOff = view.timerPreset === 'off';
  const turnEndsAt = stopped ? null : view.turnEndsAt;
  if (skin === 'stage')
    return timerOff ? <StageNoTimeLimit /> : <StageTimer turnEndsAt={turnEndsAt} timeLeftMs={view.timeLeftMs} size={size} />;
  return <Countdown turnEndsAt={turnEndsAt} timeLeftMs={view.timeLeftMs} size={size} timerOff={timerOff} />;
}
