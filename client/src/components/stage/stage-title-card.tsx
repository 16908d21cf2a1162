// "The movie was": the title of a turn that is over (lastTitle), with its poster.
import { useTranslation } from '@/lib/use-translation';
import type { HostGameView } from '@charades/shared/schemas/games';
import { Poster } from '@/components/game/poster';
import { lastTitleLabelKey } from '@/components/game/last-title-label';

export function StageTitleCard({
  title,
  kind,
  heading,
  children,
}: {
  title: NonNullable<HostGameView['lastTitle']>;
  /** The game's kind of titles (the view's titleKind): what the label calls it. */
  kind: HostGameView['titleKind'];
  heading?: boolean;
  /** Said under the title (whose turn is next). */
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const Label = heading ? 'h1' : 'p';
  return (
    <div className="flex items-center justify-center gap-16">
      {/* The poster at 1080p size: 280 px wide (420 tall) instead of the phone's 192. */}
      <div className="shrink-0 [&>*]:!w-[280px]">
        <Poster title={title.title} posterUrl={title.posterUrl} />
      </div>
      <div className="flex min-w-0 max-w-[1000px] flex-col items-start gap-6">
        <Label className="text-[44px] font-semibold text-stone-200 focus:outline-none">{t(lastTitleLabelKey(title, kind))}</Label>
        <p className="text-[80px] leading-[1.15] font-extrabold wrap-anywhere" data-stage-title>
          <bdi>{title.title}</bdi>
        </p>
        {children}
      </div>
    </div>
  );
}
