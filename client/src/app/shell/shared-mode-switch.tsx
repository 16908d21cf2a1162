import { useTranslation } from '@/lib/use-translation';
import { Tv } from 'lucide-react';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/cn';
import { activeGame } from '@/features/game/active-game-store';

/** Shared-screen mode on/off for the game being played (docs/product.md#screens: only on /play with a game). */
export function SharedModeSwitch() {
  const { t } = useTranslation();
  const game = activeGame.use();
  if (!game) return null;
  async function toggle() {
    const ack = await game!.send({ type: 'SET_SHARED_MODE', enabled: !game!.isSharedMode });
    if (!ack.ok) toast.error(t('game.cannotSwitchNow'));
  }
  return (
    <button
      type="button"
      role="switch"
      aria-checked={game.isSharedMode}
      disabled={!game.canSwitchMode}
      onClick={() => void toggle()}
      className="flex items-center gap-2 rounded-xl px-2 py-1 text-sm font-semibold text-stone-800 hover:bg-brand-100 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-400/60 disabled:opacity-50"
    >
      <Tv className="size-5 text-brand-600" aria-hidden />
      <span className="hidden sm:inline">{t('game.sharedMode')}</span>
      <span className="sr-only sm:hidden">{t('game.sharedMode')}</span>
      <span
        aria-hidden
        className={cn('relative h-6 w-10 rounded-full transition-colors', game.isSharedMode ? 'bg-brand-600' : 'bg-stone-300')}
      >
        <span
          className={cn('absolute top-0.5 size-5 rounded-full bg-white shadow transition-all', game.isSharedMode ? 'end-0.5' : 'start-0.5')}
        />
      </span>
    </button>
  );
}
