// The foot of a paged table: which page of how many, the page size, previous and next.
import { useTranslation } from '@/lib/use-translation';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PAGE_SIZES, type ListParams } from '../lib/use-list-params';

export type TablePaging = Pick<ListParams<string>, 'page' | 'pageSize' | 'sort' | 'order' | 'setPage' | 'setPageSize' | 'setSorting'>;

export function DataTablePager({ list, pageCount, total }: { list: TablePaging; pageCount: number; total: number }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-stone-200 px-4 py-3 text-sm">
      <p aria-live="polite">{t('admin.table.pageOf', { page: list.page, pages: pageCount, total })}</p>
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex items-center gap-2 whitespace-nowrap">
          {t('admin.table.rowsPerPage')}
          <select
            className="h-9 rounded-lg border-2 border-stone-300 bg-white px-2"
            value={list.pageSize}
            onChange={(e) => list.setPageSize(Number(e.target.value))}
          >
            {PAGE_SIZES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <Button variant="outline" size="sm" disabled={list.page <= 1} onClick={() => list.setPage(list.page - 1)}>
          <ChevronLeft aria-hidden />
          {t('admin.table.previous')}
        </Button>
        <Button variant="outline" size="sm" disabled={list.page >= pageCount} onClick={() => list.setPage(list.page + 1)}>
          {t('admin.table.next')}
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </div>
  );
}
