// The big clock: docs/product.md#game-flow's colours (above 20 s orange, 11-20 amber, 10 or less red and
// pulsing). The pulse is a change of size, never of opacity, so the digits keep their
// contrast with the dark stage throughout; with reduced motion asked for, it does not move
// (motion-safe:). A CSS animation: the seat screen's clock comes from the same chunk, and an
// animation library there would be most of a guest phone's download (bench/client-size.ts).
import { useTranslation } from '@/lib/use-translation';
import { cn } from '@/lib/cn';
import { clockTone, formatClock, useTimeLeft } from '@/lib/live-game/timer';

// Light tints on stone-950: orange 8.6:1, amber 13:1, red 7.1:1 (WCAG AA needs 3:1 at this size).
const TONES = {
  orange: 'text-brand-400 border-brand-500',
  amber: 'text-amber-300 border-amber-400',
  red: 'text-red-400 border-red-500',
};

export function StageTimer({ turnEndsAt, timeLeftMs, size = 'xl' }: { turnEndsAt: number | null; timeLeftMs: number; size?: 'lg' | 'xl' }) {
  const { t } = useTranslation();
  const left = useTimeLeft(turnEndsAt, timeLeftMs);
  const tone = clockTone(left);
  const pulsing = tone === 'red' && turnEndsAt !== null && left > 0;
  return (
    <div
      className={cn(
        'rounded-[64px] border-[12px] bg-stone-900 font-extrabold leading-none tabular-nums',
        size === 'xl' ? 'px-16 py-6 text-[200px]' : 'px-10 py-4 text-[120px]',
        TONES[tone],
        pulsing && 'motion-safe:animate-stage-clock-pulse',
      )}
      dir="ltr"
      role="timer"
      aria-label={t('game.timerLabel')}
      data-stage-timer
    >
      {formatClock(left)}
    </div>
  );
}
