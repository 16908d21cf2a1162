// The bar above a table while rows are selected (issue 17 §5): how many, the bulk actions,
// and a way to clear the selection. It is announced politely as the count changes.
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';

export function BulkBar({ count, onClear, children }: { count: number; onClear: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const active = count > 0;
  // The status line stays mounted (empty while nothing is selected) so screen readers hear each count.
  return (
    <div
      className={active ? 'mt-4 flex flex-wrap items-center gap-2 rounded-2xl border border-indigo-200 bg-indigo-50 px-4 py-3' : undefined}
    >
      <p className={active ? 'me-auto font-semibold text-indigo-950' : 'sr-only'} role="status" aria-live="polite">
        {active ? t('admin.bulk.selected', { count }) : ''}
      </p>
      {active && (
        <>
          {children}
          <Button variant="ghost" size="sm" onClick={onClear}>
            {t('admin.bulk.clear')}
          </Button>
        </>
      )}
    </div>
  );
}
