import { useTranslation } from '@/lib/use-translation';
import { Handshake, Trophy } from 'lucide-react';
import type { PublicGameView } from '@charades/shared/schemas/games';
import { Button } from '@/components/ui/button';
import { Scoreboard } from './scoreboard';
import { ResultsSummary } from './results-summary';
import { Celebration } from './celebration';
import { ShareResultButton } from './share-result-button';
import { useTeamLabel } from '@/lib/team-label';

interface ResultsProps {
  view: PublicGameView;
  /** The game's public id: offers "Share the result" (its image). */
  shareId?: string;
  onNewGame?: () => void;
  onDone?: () => void;
}

export function Results({ view, shareId, onNewGame, onDone }: ResultsProps) {
  const { t } = useTranslation();
  const teamLabel = useTeamLabel();
  const winner = view.winner ? teamLabel(view.teams[view.winner].name) : undefined;
  return (
    <section aria-labelledby="results-heading" className="relative mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-8 text-center">
      {winner && <Celebration />}
      {/* A tie has no winner to crown: a handshake instead of the trophy. */}
      {winner ? (
        <Trophy className="size-16 text-brand-600 motion-safe:animate-trophy-jump" aria-hidden />
      ) : (
        <Handshake className="size-16 text-brand-600" aria-hidden />
      )}
      <h1 id="results-heading" className="text-3xl font-extrabold text-stone-900">
        {/* The winner's name may be 40 letters without a space: it wraps anywhere. */}
        <span className="wrap-anywhere">{winner ? t('game.winner', { team: winner }) : t('game.tie')}</span>
      </h1>
      <div className="w-full">
        <Scoreboard view={view} />
      </div>
      <ResultsSummary view={view} />
      {shareId && <ShareResultButton shareId={shareId} />}
      {(onNewGame || onDone) && (
        <div className="flex w-full gap-3">
          {onNewGame && (
            <Button size="lg" variant="game-primary" className="flex-1" onClick={onNewGame}>
              {t('game.newGame')}
            </Button>
          )}
          {onDone && (
            <Button size="lg" variant="outline" className="flex-1" onClick={onDone}>
              {t('game.done')}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
