import { Poster } from '@/components/game/poster';
import { PictureCard } from '@/components/game/picture-card';
import { TitleKindLabel } from '@/components/game/title-kind-label';
import type { StepProps } from './step-props';

/**
 * Normal mode: the actor reads the title, then presses Ready (or passes). The screen's heading says what
 * the title is (film, series, cartoon). On a phone on its side the poster sits beside the
 * title and Ready, so both fit without scrolling.
 */
export function RevealedStep({ view, commands }: StepProps) {
  return (
    <div className="flex flex-col items-center gap-5 phone-landscape:grid phone-landscape:grid-cols-[auto_minmax(0,1fr)] phone-landscape:gap-x-6 phone-landscape:gap-y-2">
      <h1 className="text-stone-700 phone-landscape:col-start-2">
        <TitleKindLabel kind={view.titleKind} />
      </h1>
      {view.currentTitle && view.cardKind === 'pictures' && (
        <div className="phone-landscape:col-start-1 phone-landscape:row-span-3 phone-landscape:row-start-1">
          <PictureCard title={view.currentTitle.title} pictureUrl={view.currentTitle.posterUrl} />
        </div>
      )}
      {view.currentTitle && view.cardKind !== 'pictures' && (
        <>
          <div className="phone-landscape:col-start-1 phone-landscape:row-span-3 phone-landscape:row-start-1 phone-landscape:[&>*]:w-24">
            <Poster title={view.currentTitle.title} posterUrl={view.currentTitle.posterUrl} />
          </div>
          <p className="text-center text-3xl font-extrabold text-stone-900 phone-landscape:col-start-2 phone-landscape:text-2xl">
            {view.currentTitle.title}
          </p>
        </>
      )}
      <div className="flex w-full justify-center phone-landscape:col-start-2">{commands}</div>
    </div>
  );
}
