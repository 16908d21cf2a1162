import type { StepProps } from './step-props';
import { HandoffStep } from './handoff-step';
import { RevealedStep } from './revealed-step';
import { ReadyStep } from './ready-step';
import { SharedInstructionStep } from './shared-instruction-step';
import { ClockStep } from './clock-step';
import { TurnResultStep } from './turn-result-step';

/** The board's step for the game's phase: one component per phase. */
export function PhaseStep(props: StepProps) {
  const { phase } = props.view;
  switch (phase) {
    case 'handoff':
      return <HandoffStep {...props} />;
    case 'revealed':
      return <RevealedStep {...props} />;
    case 'ready':
      return <ReadyStep {...props} />;
    case 'instruction':
      return <SharedInstructionStep {...props} />;
    case 'running':
    case 'timeUp':
      return <ClockStep {...props} />;
    case 'turnResult':
      return <TurnResultStep {...props} />;
    case 'finished':
      return null;
    default:
      // Every phase has its case: a phase added to GAME_PHASES fails to compile here.
      return phase satisfies never;
  }
}
