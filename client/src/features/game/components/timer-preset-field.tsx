// The game's timer, chosen at setup: docs/product.md#constants's round times, 1.5 times them, or no clock at all
// (a turn ends only on Correct or Incorrect; WCAG 2.2.1). A native radio group, so arrow keys
// move between the choices. A replay keeps the original game's timer: shown, not changeable.
import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Timer } from 'lucide-react';
import { roundDurationsFor } from '@charades/shared/game/constants';
import { TIMER_PRESETS, type TimerPreset } from '@charades/shared/schemas/games';
import { cn } from '@/lib/cn';
import { useRoundDurationsMs } from '@/lib/api/game-settings';

/** "90/60/45/30": the round times of a preset, in seconds, from this server's round times. */
function secondsOf(preset: TimerPreset, base: readonly number[]): string {
  return roundDurationsFor(preset, base)
    .map((ms) => Math.round(ms / 1000))
    .join('/');
}

const LABEL_KEYS = { standard: 'game.timerStandard', relaxed: 'game.timerRelaxed', off: 'game.timerOff' } as const;

export function TimerPresetField({
  value,
  onChange,
  locked = false,
}: {
  value: TimerPreset;
  onChange: (preset: TimerPreset) => void;
  /** A replay: the preset is the original game's. */
  locked?: boolean;
}) {
  const { t } = useTranslation();
  const base = useRoundDurationsMs();
  const name = useId();
  const hintId = useId();
  return (
    <fieldset className="space-y-2" disabled={locked} aria-describedby={locked ? hintId : undefined}>
      <legend className="mb-2 flex items-center gap-2 font-bold text-stone-900">
        <Timer aria-hidden className="size-5 text-brand-600" /> {t('game.timerPreset')}
      </legend>
      {TIMER_PRESETS.map((preset) => (
        <label
          key={preset}
          className={cn(
            'flex cursor-pointer items-center gap-3 rounded-xl border-2 bg-white p-3 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand-400/60',
            value === preset ? 'border-brand-600' : 'border-stone-200',
            locked && 'cursor-not-allowed opacity-80',
          )}
        >
          <input
            type="radio"
            name={name}
            value={preset}
            className="size-5 accent-brand-600"
            checked={value === preset}
            onChange={() => onChange(preset)}
          />
          <span className="text-stone-900">{t(LABEL_KEYS[preset], { seconds: secondsOf(preset, base) })}</span>
        </label>
      ))}
      {locked && (
        <p id={hintId} className="text-sm text-stone-600">
          {t('game.timerReplayKept')}
        </p>
      )}
    </fieldset>
  );
}
