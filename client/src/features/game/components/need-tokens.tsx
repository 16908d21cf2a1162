// In place of the category grid when a new game cannot be paid for: say so, and offer the
// buy dialog again (it opened by itself once) or the way back home.
import { useTranslation } from '@/lib/use-translation';
import { ArrowRight, ShoppingCart } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { openBuyGames } from '@/lib/dialogs/buy-games-store';

export function NeedTokens({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="need-tokens" className="mx-auto flex max-w-md flex-col items-center gap-6 px-4 py-10 text-center">
      <h1 id="need-tokens" className="text-xl font-bold text-stone-900">
        {t('errors.insufficient_tokens')}
      </h1>
      <div className="flex w-full flex-col gap-3 sm:flex-row">
        <Button variant="game-primary" size="lg" className="sm:flex-1" onClick={openBuyGames}>
          <ShoppingCart aria-hidden /> {t('header.buyGames')}
        </Button>
        <Button variant="outline" size="lg" className="sm:flex-1" onClick={onBack}>
          <ArrowRight aria-hidden className="ltr:rotate-180" /> {t('common.back')}
        </Button>
      </div>
    </section>
  );
}
