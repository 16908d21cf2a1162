// The rows of an admin table, or in their place one row that says why there are none: the
// list failed to load (with a retry), is loading, or is empty.
import { flexRender, type Table } from '@tanstack/react-table';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { SelectBox } from './data-table-select-box';

/** Each row's checkbox: whether it is selected, its name, and what ticking it does. */
export interface RowChecks<T> {
  selected: ReadonlySet<string>;
  rowLabel: (row: T) => string;
  toggle: (ids: string[], on: boolean) => void;
}

export interface BodyState {
  loaded: boolean;
  loading: boolean;
  loadingText: string;
  emptyText: string;
  errorText?: string | undefined;
  onRetry?: (() => void) | undefined;
}

export function DataTableBody<T>({
  table,
  cellPadding,
  colSpan,
  state,
  checks,
}: {
  table: Table<T>;
  /** The cells' padding classes (DataTable's compact or not). */
  cellPadding: string;
  colSpan: number;
  state: BodyState;
  checks?: RowChecks<T> | undefined;
}) {
  const rows = table.getRowModel().rows;
  return (
    <tbody aria-busy={state.loading}>
      {!state.loaded || rows.length === 0 ? (
        <tr>
          <StateCell colSpan={colSpan} state={state} />
        </tr>
      ) : (
        rows.map((row) => (
          <tr
            key={row.id}
            className={cn(
              'border-b border-stone-100 last:border-0 hover:bg-stone-50',
              checks?.selected.has(row.id) && 'bg-indigo-50 hover:bg-indigo-50',
            )}
          >
            {checks && (
              <td className={cn('w-10 align-middle', cellPadding)}>
                <SelectBox
                  checked={checks.selected.has(row.id)}
                  label={checks.rowLabel(row.original)}
                  onChange={(on) => checks.toggle([row.id], on)}
                />
              </td>
            )}
            {row.getVisibleCells().map((cell) => (
              <td key={cell.id} className={cn('align-middle', cellPadding)}>
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </td>
            ))}
          </tr>
        ))
      )}
    </tbody>
  );
}

function StateCell({ colSpan, state }: { colSpan: number; state: BodyState }) {
  const { t } = useTranslation();
  if (state.errorText && !state.loaded)
    return (
      <td colSpan={colSpan} className="px-4 py-10 text-center text-red-800" role="alert">
        <p>{state.errorText}</p>
        {state.onRetry && (
          <Button variant="outline" size="sm" className="mt-3" onClick={state.onRetry}>
            {t('admin.table.retry')}
          </Button>
        )}
      </td>
    );
  return (
    <td colSpan={colSpan} className="px-4 py-10 text-center text-stone-700" role="status">
      {state.loading && !state.loaded ? state.loadingText : state.emptyText}
    </td>
  );
}
