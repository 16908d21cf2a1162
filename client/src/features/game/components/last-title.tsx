// Shared mode, after the last turn: "the movie was" on the TV, as after every other turn,
// before the results. The game is already recorded as completed; this is only a screen.
import { useTranslation } from '@/lib/use-translation';
import { ListOrdered } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { TitleKind } from '@charades/shared/game/title-kind';
import { lastTitleLabelKey } from '@/components/game/last-title-label';

/** `children`: the title's card. */
export function LastTitle({
  children,
  onSeeResults,
  title,
  kind,
}: {
  children: React.ReactNode;
  onSeeResults: () => void;
  title?: { posterUrl: string | null } | null;
  kind: TitleKind | undefined;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="last-title-heading" className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-8 text-center">
      <h1 id="last-title-heading" className="text-stone-700">
        {t(lastTitleLabelKey(title, kind))}
      </h1>
      {children}
      <Button size="lg" variant="game-primary" onClick={onSeeResults}>
        <ListOrdered aria-hidden /> {t('game.seeResults')}
      </Button>
    </section>
  );
}
