// The level-1 heading of a game screen, for screen readers (the screen shows its state in
// larger type already): where the game is, turn by turn. The revealed-title step has a
// visible heading of its own.
import { useTranslation } from '@/lib/use-translation';
import type { GamePhase } from '@charades/shared/game/phases';

export function GameScreenHeading({ phase }: { phase: Exclude<GamePhase, 'revealed'> }) {
  const { t } = useTranslation();
  return <h1 className="sr-only">{t(`gameScreen.heading.${phase}`)}</h1>;
}
