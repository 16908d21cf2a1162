import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Infinity as NoLimit } from 'lucide-react';
import { cn } from '@/lib/cn';
import { clockTone, formatClock, useTimeLeft } from '@/lib/live-game/timer';

const TONES = {
  orange: 'text-brand-700 border-brand-500',
  amber: 'text-amber-700 border-amber-500',
  // Not animate-pulse: fading the whole clock took the digits below AA contrast. The ring
  // pulses only for players who did not ask for less motion.
  red: 'text-red-700 border-red-600 motion-safe:animate-clock-pulse',
};

/** The round clock, drawn from the server's deadline; screen readers hear it every 10 s.
 *  `timerOff`: the game plays with no clock (timer preset 'off'), said in words instead. */
export function Countdown({
  turnEndsAt,
  timeLeftMs,
  size = 'lg',
  timerOff = false,
}: {
  turnEndsAt: number | null;
  timeLeftMs: number;
  size?: 'lg' | 'xl';
  timerOff?: boolean;
}) {
  if (timerOff) return <NoTimeLimit />;
  return <Clock turnEndsAt={turnEndsAt} timeLeftMs={timeLeftMs} size={size} />;
}

/** In place of the clock when the game has none: the turn ends on Correct or Incorrect. */
function NoTimeLimit() {
  const { t } = useTranslation();
  return (
    <p
      className="flex items-center gap-2 rounded-full border-4 border-stone-300 bg-white px-6 py-3 text-lg font-bold text-stone-800"
      data-timer-off
    >
      <NoLimit aria-hidden className="size-6 text-brand-700" /> {t('game.noTimeLimit')}
    </p>
  );
}

function Clock({ turnEndsAt, timeLeftMs, size }: { turnEndsAt: number | null; timeLeftMs: number; size: 'lg' | 'xl' }) {
  const { t } = useTranslation();
  const left = useTimeLeft(turnEndsAt, timeLeftMs);
  const seconds = Math.ceil(left / 1000);
  const [announcement, setAnnouncement] = useState('');
  const lastAnnounced = useRef<number>(-1);
  useEffect(() => {
    if (turnEndsAt === null) return;
    if ((seconds % 10 === 0 || seconds <= 5) && seconds !== lastAnnounced.current) {
      lastAnnounced.current = seconds;
      setAnnouncement(seconds === 0 ? t('game.timeUp') : t('game.secondsLeft', { count: seconds }));
    }
  }, [seconds, turnEndsAt, t]);
  return (
    <div className="flex flex-col items-center">
      <div
        className={cn(
          'rounded-full border-8 bg-white font-extrabold tabular-nums shadow-inner',
          size === 'xl'
            ? 'px-10 py-6 text-7xl sm:text-8xl'
            : 'px-8 py-4 text-5xl sm:text-6xl phone-landscape:py-2 phone-landscape:text-5xl',
          TONES[clockTone(left)],
        )}
        dir="ltr"
        role="timer"
        aria-label={t('game.timerLabel')}
      >
        {formatClock(left)}
      </div>
      <span className="sr-only" aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}
