// "Your film", "Your series", "Your cartoon", or "Your title" when the category does not say:
// the words above the title on the actor's screens (the host board, the reveal page).
import { useTranslation } from '@/lib/use-translation';
import type { TitleKind } from '@charades/shared/game/title-kind';

export function TitleKindLabel({ kind }: { kind: TitleKind | undefined }) {
  const { t } = useTranslation();
  return <>{t(`titleKind.${kind ?? 'title'}`)}</>;
}
