// The header row of an admin table: sortable columns are buttons with aria-sort on their
// cell (the sorting itself happens on the server), and a select-all box for bulk actions.
import { flexRender, type Header, type Table } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { cn } from '@/lib/cn';
import { SelectBox } from './data-table-select-box';

/** The header's select-all box: the page's rows and how many of them are selected. */
export interface PageSelection {
  label: string;
  pageIds: string[];
  picked: number;
  toggle: (ids: string[], on: boolean) => void;
}

export function DataTableHead<T>({
  table,
  cellPadding,
  sortable,
  selection,
}: {
  table: Table<T>;
  /** The cells' padding classes (DataTable's compact or not). */
  cellPadding: string;
  sortable: boolean;
  selection?: PageSelection | undefined;
}) {
  return (
    <thead className="border-b border-stone-200 bg-stone-100 text-stone-800">
      {table.getHeaderGroups().map((group) => (
        <tr key={group.id}>
          {selection && (
            <th scope="col" className={cn('w-10', cellPadding)}>
              <SelectBox
                checked={selection.pageIds.length > 0 && selection.picked === selection.pageIds.length}
                indeterminate={selection.picked > 0 && selection.picked < selection.pageIds.length}
                label={selection.label}
                onChange={(on) => selection.toggle(selection.pageIds, on)}
              />
            </th>
          )}
          {group.headers.map((header) => (
            <HeaderCell key={header.id} header={header} sortable={sortable} cellPadding={cellPadding} />
          ))}
        </tr>
      ))}
    </thead>
  );
}

function HeaderCell<T>({ header, sortable, cellPadding }: { header: Header<T, unknown>; sortable: boolean; cellPadding: string }) {
  const dir = header.column.getIsSorted();
  const label = flexRender(header.column.columnDef.header, header.getContext());
  return (
    <th
      scope="col"
      className={cn('whitespace-nowrap text-start font-semibold', cellPadding)}
      aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : undefined}
    >
      {sortable && header.column.getCanSort() ? (
        <button
          type="button"
          // -my-2 py-2: a finger-sized target (WCAG 2.5.8) on a phone without a taller row.
          className="-my-2 inline-flex items-center gap-1 rounded py-2 hover:text-admin focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-indigo-300"
          onClick={header.column.getToggleSortingHandler()}
        >
          {label}
          {dir === 'asc' ? (
            <ArrowUp className="size-4" aria-hidden />
          ) : dir === 'desc' ? (
            <ArrowDown className="size-4" aria-hidden />
          ) : (
            <ArrowUpDown className="size-4 opacity-50" aria-hidden />
          )}
        </button>
      ) : (
        label
      )}
    </th>
  );
}
