// The admin tables: TanStack Table over one server page. Paging and sorting happen on the
// server (manual mode); the table draws the page, sortable headers (aria-sort) and the pager.
import { getCoreRowModel, useReactTable, type ColumnDef, type SortingState } from '@tanstack/react-table';
import { DataTableBody } from './data-table-body';
import { DataTableHead } from './data-table-head';
import { DataTablePager, type TablePaging } from './data-table-pager';

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
  list?: TablePaging;
  rowId: (row: T) => string;
  /** Row selection for bulk actions (issue 17 §5): a checkbox per row, and one in the header
   *  for every row of the page. The selection is the caller's (ids); the table only draws it. */
  selection?: RowSelection<T> | undefined;
  /** Narrower cell padding, for a table of many columns that must fit a laptop (payments). */
  compact?: boolean | undefined;
}

export interface RowSelection<T> {
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  /** Names each row's checkbox for screen readers, e.g. 'Select The Godfather'. */
  rowLabel: (row: T) => string;
  allLabel: string;
}

const CELL = 'px-4 py-3';
const CELL_COMPACT = 'px-3 py-3';

export function DataTable<T>({ caption, columns, rows, total, list, rowId, selection, compact, ...state }: DataTableProps<T>) {
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
  const pageIds = (rows ?? []).map(rowId);
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
          <DataTableHead
            table={table}
            cellPadding={compact ? CELL_COMPACT : CELL}
            sortable={list !== undefined}
            selection={
              selection && {
                label: selection.allLabel,
                pageIds,
                picked: pageIds.filter((id) => selection.selected.has(id)).length,
                toggle,
              }
            }
          />
          <DataTableBody
            table={table}
            cellPadding={compact ? CELL_COMPACT : CELL}
            colSpan={columns.length + (selection ? 1 : 0)}
            state={{ ...state, loaded: rows !== undefined }}
            checks={selection && { selected: selection.selected, rowLabel: selection.rowLabel, toggle }}
          />
        </table>
      </div>
      {list && <DataTablePager list={list} pageCount={pageCount} total={total} />}
    </div>
  );
}
