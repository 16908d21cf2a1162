// "Family only" above the categories (issue 31 §3): a switch, on by default.
import { useTranslation } from '@/lib/use-translation';
import { cn } from '@/lib/cn';

export function FamilyOnlySwitch({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      onClick={() => onChange(!on)}
      className="flex items-center gap-2 rounded-xl px-2 py-1 font-semibold text-stone-800 hover:bg-brand-100 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-400/60"
    >
      {t('game.familyOnly')}
      <span
        aria-hidden
        className={cn(
          'relative h-6 w-10 rounded-full transition-colors motion-reduce:transition-none',
          on ? 'bg-brand-600' : 'bg-stone-300',
        )}
      >
        <span
          className={cn(
            'absolute top-0.5 size-5 rounded-full bg-white shadow transition-all motion-reduce:transition-none',
            on ? 'end-0.5' : 'start-0.5',
          )}
        />
      </span>
    </button>
  );
}
