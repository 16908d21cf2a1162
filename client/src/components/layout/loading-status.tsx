import { useTranslation } from '@/lib/use-translation';

// What a screen shows while its code or its data loads: a status line a screen reader
// announces, still text (nothing moves, whatever prefers-reduced-motion says), in the page's
// language.
export function LoadingStatus() {
  const { t } = useTranslation();
  return (
    <p role="status" className="p-8 text-center text-stone-700">
      {t('common.loading')}
    </p>
  );
}
