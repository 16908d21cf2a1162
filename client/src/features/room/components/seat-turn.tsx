// The body of a seat's phone for the step the game is at: the acting phone's title, clock and
// commands; a waiting phone's "who acts" line and the clock; the result at the end. The
// commands are the one command bar, drawn from what the server offers this seat.
import { useTranslation } from '@/lib/use-translation';
import type { SeatGameView } from '@charades/shared/schemas/games';
import { CommandBar } from '@/components/game/command-bar/command-bar';
import type { CommandRunner } from '@/components/game/command-bar/use-command-runner';
import { GameClock } from '@/components/game/game-clock';
import { PictureCard } from '@/components/game/picture-card';
import { focusWhenReady } from '@/lib/focus';
import { isolate } from '@/lib/bidi-isolate';

// The step's main action takes focus when it appears (keyboard and screen-reader players).
const focusMain = (button: HTMLButtonElement | null) => {
  if (button) focusWhenReady(() => (button.isConnected ? button : null));
};

function SeatCommands({ view, runner }: { view: SeatGameView; runner: CommandRunner }) {
  // A new bar for every step, so its main button is a new one and takes focus.
  return <CommandBar key={`${view.turn}-${view.phase}`} view={view} runner={runner} size="phone" mainAction={focusMain} />;
}

export function ActingTurn({ view, runner }: { view: SeatGameView; runner: CommandRunner }) {
  const { t } = useTranslation();
  const title = view.currentTitle;
  return (
    <div className="grid w-full items-center gap-4 phone-landscape:grid-cols-2 phone-landscape:gap-3">
      <div className="flex flex-col items-center gap-2 text-center">
        <h2 className="text-xl font-extrabold text-brand-800 phone-landscape:text-lg">{t('room.yourTurn')}</h2>
        {title && view.cardKind === 'pictures' ? (
          <PictureCard title={title.title} pictureUrl={title.posterUrl} wordProps={{ 'data-seat-title': true }} />
        ) : (
          <p className="text-4xl font-extrabold wrap-anywhere text-stone-900 phone-landscape:text-3xl" data-seat-title>
            {title?.title}
          </p>
        )}
        <p className="text-sm text-stone-600">{t('reveal.keepSecret')}</p>
      </div>
      <div className="flex flex-col items-center gap-3">
        <GameClock view={view} stopped={view.phase === 'instruction'} />
        {view.phase === 'timeUp' && <p className="text-lg font-bold text-red-700">{t('game.timeUp')}</p>}
        <SeatCommands view={view} runner={runner} />
      </div>
    </div>
  );
}

export function WaitingTurn({ view, runner }: { view: SeatGameView; runner: CommandRunner }) {
  const { t } = useTranslation();
  const team = isolate(view.teams[view.currentTeam].name);
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <p className="text-xl font-bold text-stone-900" role="status">
        {view.actorNickname ? t('room.actorActing', { name: isolate(view.actorNickname), team }) : t('room.teamActing', { team })}
      </p>
      {view.phase === 'running' && <GameClock view={view} />}
      {/* Just after this phone's Correct: it may take it back for a few seconds. */}
      <SeatCommands view={view} runner={runner} />
    </div>
  );
}

export function GameOver({ view }: { view: SeatGameView }) {
  const { t } = useTranslation();
  return (
    <p role="status" className="text-center text-2xl font-extrabold text-stone-900">
      {view.winner ? t('game.winner', { team: isolate(view.teams[view.winner].name) }) : t('game.tie')}
    </p>
  );
}
