// The header's "Show on TV" action on /play (game setup and running game), for signed-in
// players. The dialog loads when first opened.
import { Suspense, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { MonitorUp } from 'lucide-react';
import { lazyWithQueries } from '@/lib/lazy-with-queries';

const ShowOnTvDialog = lazyWithQueries(() => import('./show-on-tv-dialog').then((m) => m.ShowOnTvDialog));

export function ShowOnTvButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        className="flex items-center gap-2 rounded-xl px-2 py-1 text-sm font-semibold text-stone-800 hover:bg-brand-100 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-400/60"
        data-show-on-tv
      >
        <MonitorUp className="size-5 text-brand-600" aria-hidden />
        <span className="hidden sm:inline">{t('tv.showOnTv')}</span>
        <span className="sr-only sm:hidden">{t('tv.showOnTv')}</span>
      </button>
      {opened && (
        <Suspense fallback={null}>
          <ShowOnTvDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
