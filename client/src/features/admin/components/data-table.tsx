// The admin tables: TanStack Table over one server page. Paging and sorting happen on the
// server (manual mode); the table draws the page, sortable headers (aria-sort) and the pager.
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type SortingState } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { PAGE_SIZES, type ListParams } from '../lib/use-list-params';

export interface DataTableProps<T> {
  /** Names the table for screen readers. */
  caption: string;
  columns: ColumnDef<T, unknown>[];
  rows: T[] | undefined;
  total: number;
  loading: boolean;
  loadingText: string;
  emptyText: string;
  /** Set when the list failed to load: shown instead of the empty text (issue 17 §6: a list
   *  that fails to load says so, never 'No users found'), with a retry when given. */
  errorText?: string | undefined;
  onRetry?: (() => void) | undefined;
  /** The list's URL state; omit for a table without paging or sorting (the audit log). */
  list?: Pick<ListParams<string>, 'page' | 'pageSize' | 'sort' | 'order' | 'setPage' | 'setPageSize' | 'setSorting'>;
  rowId: (row: T) => string;
  /** Row selection for bulk actions (issue 17 §5): a checkbox per row, and one in the header
   *  for every row of the page. The selection is the caller's (ids); the table only draws it. */
  selection?: RowSelection<T> | undefined;
}

export interface RowSelection<T> {
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  /** Names each row's checkbox for screen readers, e.g. 'Select The Godfather'. */
  rowLabel: (row: T) => string;
  allLabel: string;
}

function SelectBox({
  checked,
  indeterminate,
  label,
  onChange,
}: {
  checked: boolean;
  indeterminate?: boolean;
  label: string;
  onChange: (v: boolean) => void;
}) {
  return (
    <input
      type="checkbox"
      className="size-5 accent-indigo-700 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-indigo-300"
      checked={checked}
      ref={(el) => {
        if (el) el.indeterminate = Boolean(indeterminate);
      }}
      aria-label={label}
      onChange={(e) => onChange(e.target.checked)}
    />
  );
}

export function DataTable<T>({
  caption,
  columns,
  rows,
  total,
  loading,
  loadingText,
  emptyText,
  errorText,
  onRetry,
  list,
  rowId,
  selection,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const sorting: SortingState = list ? [{ id: list.sort, desc: list.order === 'desc' }] : [];
  const pageCount = list ? Math.max(1, Math.ceil(total / list.pageSize)) : 1;
  // We do not build with the React Compiler; the table is re-read on every render as TanStack intends.
  // eslint-disable-next-line react-hooks/incompatible-library -- the compiler skip this warns about changes nothing here
  const table = useReactTable({
    data: rows ?? [],
    columns,
    getRowId: rowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    enableSortingRemoval: false,
    pageCount,
    state: { sorting, pagination: { pageIndex: (list?.page ?? 1) - 1, pageSize: list?.pageSize ?? 100 } },
    onSortingChange: (updater) => {
      if (!list) return;
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      if (first) list.setSorting(first.id, first.desc ? 'desc' : 'asc');
    },
  });
  const colSpan = columns.length + (selection ? 1 : 0);
  const pageIds = (rows ?? []).map(rowId);
  const pickedOnPage = selection ? pageIds.filter((id) => selection.selected.has(id)).length : 0;
  const toggle = (ids: string[], on: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const id of ids)
      if (on) next.add(id);
      else next.delete(id);
    selection.onChange(next);
  };
  return (
    <div className="rounded-2xl border border-stone-200 bg-white">
      {/* relative: screen-reader-only text in cells scrolled out of view is clipped here, not the page.
          Focusable and named: a table wider than a phone scrolls here, and a table with nothing
          focusable in it (a ledger) must still be scrollable from the keyboard (WCAG 2.1.1). */}
      <div
        className="relative overflow-x-auto rounded-2xl focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-indigo-300"
        role="region"
        aria-label={caption}
        tabIndex={0}
      >
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-stone-200 bg-stone-100 text-stone-800">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {selection && (
                  <th scope="col" className="w-10 px-4 py-3">
                    <SelectBox
                      checked={pageIds.length > 0 && pickedOnPage === pageIds.length}
                      indeterminate={pickedOnPage > 0 && pickedOnPage < pageIds.length}
                      label={selection.allLabel}
                      onChange={(on) => toggle(pageIds, on)}
                    />
                  </th>
                )}
                {group.headers.map((header) => {
                  const sortable = header.column.getCanSort() && list !== undefined;
                  const dir = header.column.getIsSorted();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className="whitespace-nowrap px-4 py-3 text-start font-semibold"
                      aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : undefined}
                    >
                      {sortable ? (
                        <button
                          type="button"
                          className="inline-flex items-center gap-1 rounded hover:text-admin focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-indigo-300"
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {flexRender(header.column.columnDef.header, header.getContext())}
                          {dir === 'asc' ? (
                            <ArrowUp className="size-4" aria-hidden />
                          ) : dir === 'desc' ? (
                            <ArrowDown className="size-4" aria-hidden />
                          ) : (
                            <ArrowUpDown className="size-4 opacity-50" aria-hidden />
                          )}
                        </button>
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody aria-busy={loading}>
            {errorText && !rows ? (
              <tr>
                <td colSpan={colSpan} className="px-4 py-10 text-center text-red-800" role="alert">
                  <p>{errorText}</p>
                  {onRetry && (
                    <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
                      {t('admin.table.retry')}
                    </Button>
                  )}
                </td>
              </tr>
            ) : loading && !rows ? (
              <tr>
                <td colSpan={colSpan} className="px-4 py-10 text-center text-stone-700" role="status">
                  {loadingText}
                </td>
              </tr>
            ) : table.getRowModel().rows.length === 0 ? (
              <tr>
                <td colSpan={colSpan} className="px-4 py-10 text-center text-stone-700" role="status">
                  {emptyText}
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr
                  key={row.id}
                  className={cn(
                    'border-b border-stone-100 last:border-0 hover:bg-stone-50',
                    selection?.selected.has(row.id) && 'bg-indigo-50 hover:bg-indigo-50',
                  )}
                >
                  {selection && (
                    <td className="w-10 px-4 py-3 align-middle">
                      <SelectBox
                        checked={selection.selected.has(row.id)}
                        label={selection.rowLabel(row.original)}
                        onChange={(on) => toggle([row.id], on)}
                      />
                    </td>
                  )}
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className="px-4 py-3 align-middle">
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {list && (
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
      )}
    </div>
  );
}
