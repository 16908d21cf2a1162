// Paging kept in component state, for a page that shows several paged tables (a person's
// ledger, payments and games): one URL cannot hold a page number for each. Newest first, not
// sortable.
import { useState } from 'react';

export function useLocalPaging(initialPageSize = 10) {
  const [page, setPage] = useState(1);
  const [pageSize, setSize] = useState(initialPageSize);
  return {
    page,
    pageSize,
    sort: 'createdAt',
    order: 'desc' as const,
    setPage,
    setPageSize: (size: number) => {
      setSize(size);
      setPage(1);
    },
    setSorting: () => {},
    query: { page, pageSize },
  };
}
