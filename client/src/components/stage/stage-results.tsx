// The end of the game, for a room to read from the sofa: who won (or a tie), both teams and
// their scores, big, with each round's points under them.
import { useTranslation } from '@/lib/use-translation';
import { Handshake, Trophy } from 'lucide-react';
import type { PublicGameView } from '@charades/shared/schemas/games';
import { cn } from '@/lib/cn';
import { useTeamLabel } from '@/lib/team-label';
import { Celebration } from '@/components/game/celebration';
import { nameSize } from './stage-scoreboard';
import { StageTeamTitles } from './stage-team-titles';

export function StageResults({ view }: { view: PublicGameView }) {
  const { t } = useTranslation();
  const teamLabel = useTeamLabel();
  const winner = view.winner ? teamLabel(view.teams[view.winner].name) : undefined;
  const heading = winner ? t('game.winner', { team: winner }) : t('game.tie');
  // The longest winner's line ("فاز فريق" and 40 letters) takes two lines at 56 px.
  const headingSize = [...heading].length <= 24 ? 'text-[88px]' : [...heading].length <= 36 ? 'text-[72px]' : 'text-[56px]';
  return (
    <section aria-labelledby="stage-results-heading" className="relative flex h-full flex-col items-center justify-center gap-10">
      {winner && <Celebration large />}
      <div className="flex max-w-full items-center gap-10">
        {/* A tie has no winner to crown: a handshake instead of the trophy. */}
        {winner ? (
          <Trophy className="size-32 shrink-0 text-amber-300 motion-safe:animate-trophy-jump" aria-hidden />
        ) : (
          <Handshake className="size-32 shrink-0 text-brand-400" aria-hidden />
        )}
        <h1 id="stage-results-heading" className={cn('min-w-0 leading-tight font-extrabold wrap-anywhere focus:outline-none', headingSize)}>
          <bdi>{heading}</bdi>
        </h1>
      </div>
      <ul className="grid w-full grid-cols-2 gap-12">
        {(['A', 'B'] as const).map((id) => {
          const team = view.teams[id];
          const won = view.winner === id;
          return (
            <li
              key={id}
              className={cn(
                'flex min-w-0 flex-col items-center justify-between gap-4 rounded-[48px] border-[8px] px-10 py-8 text-center',
                won ? 'border-amber-300 bg-stone-800' : 'border-stone-700 bg-stone-900',
              )}
            >
              <p className={cn('max-w-full font-bold leading-tight wrap-anywhere', nameSize(team.name))} data-stage-team-name>
                <bdi>{team.name}</bdi>
              </p>
              {/* Issue 31 §4: beside the score, the points of each round and the titles the team
                  acted, so the end fits the screen as the score alone did. */}
              <div className="flex w-full items-center justify-center gap-10">
                <div className="flex shrink-0 flex-col items-center gap-3">
                  <p className="text-[160px] leading-none font-extrabold tabular-nums" data-stage-score>
                    <span aria-hidden>{team.score}</span>
                    <span className="sr-only">{t('game.scoreOf', { team: team.name, count: team.score })}</span>
                  </p>
                  {view.summary && (
                    <p className="text-[36px] leading-tight font-semibold text-stone-300 tabular-nums" data-stage-rounds>
                      <span className="sr-only">{t('results.perRound')}: </span>
                      <bdi>{view.summary.rounds.map((r) => r[id]).join(' · ')}</bdi>
                    </p>
                  )}
                </div>
                {view.summary && <StageTeamTitles turns={view.summary.turns.filter((turn) => turn.team === id)} />}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
