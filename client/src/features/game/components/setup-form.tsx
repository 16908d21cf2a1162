import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ArrowRight } from 'lucide-react';
import { teamNameOf } from '@charades/shared/text-rules';
import { Button } from '@/components/ui/button';
import type { TimerPreset } from '@charades/shared/schemas/games';
import { TimerPresetField } from './timer-preset-field';
import { SharedModeField, TeamNameField } from './setup-fields';
import { useTvStatus } from '@/lib/api/tv-status';

export interface SetupValues {
  teamA: string;
  teamB: string;
  sharedMode: boolean;
  timerPreset: TimerPreset;
}

export function SetupForm({
  categoryTitle,
  replay = false,
  initialTeams,
  initialTimerPreset = 'standard',
  busy,
  onBack,
  onStart,
}: {
  categoryTitle: string;
  /** Playing a finished game's titles again: say so under the category. */
  replay?: boolean;
  /** Names to start from (a replay offers the original teams); the player may change them. */
  initialTeams?: { A: string; B: string };
  /** The timer to start from; a replay's is the original game's, and it cannot change. */
  initialTimerPreset?: TimerPreset;
  busy: boolean;
  onBack: () => void;
  onStart: (values: SetupValues) => void;
}) {
  const { t } = useTranslation();
  const [teamA, setTeamA] = useState(initialTeams?.A ?? '');
  const [teamB, setTeamB] = useState(initialTeams?.B ?? '');
  const where = useWhereToPlay();
  const sharedMode = where.sharedMode;
  const [timerPreset, setTimerPreset] = useState<TimerPreset>(initialTimerPreset);
  const [error, setError] = useState<string>();

  function submit(e: FormEvent) {
    e.preventDefault();
    // The server's rule: a name needs a visible character (zero-width spaces alone are none).
    const nameA = teamNameOf(teamA);
    const nameB = teamNameOf(teamB);
    if (!nameA || !nameB) {
      setError(t('game.teamNameRequired'));
      return;
    }
    setError(undefined);
    onStart({ teamA: nameA, teamB: nameB, sharedMode, timerPreset });
  }

  return (
    <form onSubmit={submit} noValidate className="mx-auto max-w-md space-y-5 px-4 py-6" aria-busy={busy}>
      <div>
        <h1 className="text-2xl font-extrabold text-stone-900">{t('game.setupTitle')}</h1>
        <p className="mt-1 text-stone-700 wrap-anywhere">{t('game.setupCategory', { category: categoryTitle })}</p>
        {replay && <p className="text-sm text-stone-600">{t('game.replayCategory')}</p>}
      </div>
      <TeamNameField id="team-a" label={t('game.teamAName')} value={teamA} onChange={setTeamA} error={error} />
      <TeamNameField id="team-b" label={t('game.teamBName')} value={teamB} onChange={setTeamB} error={error} />
      <SharedModeField checked={sharedMode} tvLinked={where.tvLinked} onChange={where.choose} />
      <TimerPresetField value={timerPreset} onChange={setTimerPreset} locked={replay} />
      {error && (
        <p id="setup-error" role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
      <div className="flex gap-3">
        <Button type="button" variant="outline" onClick={onBack}>
          <ArrowRight aria-hidden className="ltr:rotate-180" /> {t('common.back')}
        </Button>
        {/* Not before the TV's status is known: the game would start on the phone by mistake. */}
        <Button type="submit" variant="game-primary" className="flex-1" disabled={busy || where.pending}>
          {busy ? t('game.starting') : t('game.startGame')}
        </Button>
      </div>
    </form>
  );
}

/** Shared Screen Mode at setup: a linked TV is offered first (issue 30 §6), checked until the
 *  host clears it; without one, off until the host turns it on. */
function useWhereToPlay() {
  const tvStatus = useTvStatus();
  const tvLinked = tvStatus.data?.linked ?? false;
  const [choice, setChoice] = useState<boolean>();
  return { sharedMode: choice ?? tvLinked, tvLinked, pending: tvStatus.isPending, choose: setChoice };
}
