// A DataTable fed by a list query: its rows and total, 'loading' while it fetches, the failure
// text (with a retry) when it failed. Every admin list's rows have an id, which keys them.
import { DataTable, type DataTableProps } from './data-table';

/** What a table reads of a TanStack list query. */
export interface ListQuery<T> {
  data?: { items: T[]; total: number } | undefined;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export type QueryTableProps<T> = Omit<DataTableProps<T>, 'rows' | 'total' | 'loading' | 'errorText' | 'onRetry' | 'rowId'> & {
  query: ListQuery<T>;
  /** Shown in place of the rows when the list failed to load. */
  failedText: string;
};

export function QueryTable<T extends { id: string }>({ query, failedText, ...table }: QueryTableProps<T>) {
  return (
    <DataTable
      {...table}
      rows={query.data?.items}
      total={query.data?.total ?? 0}
      loading={query.isFetching}
      errorText={query.isError ? failedText : undefined}
      onRetry={() => void query.refetch()}
      rowId={(row) => row.id}
    />
  );
}
