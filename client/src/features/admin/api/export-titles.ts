// GET /api/admin/titles/export: the filtered list (no paging) as CSV, saved as titles.csv.
import { useMutation } from '@tanstack/react-query';
import type { TitleListQuery } from '@charades/shared/schemas/admin';
import { callApi } from '@/lib/api-client';
import { saveCsv } from '@/lib/save-file';

export function exportTitles(query: TitleListQuery) {
  // Every page: the list's paging does not apply.
  const { page: _page, pageSize: _pageSize, ...filters } = query;
  return callApi('admin.titles.export', { query: filters });
}

export function useExportTitles() {
  return useMutation({
    mutationFn: async (query: TitleListQuery) => saveCsv(await exportTitles(query), 'titles.csv'),
  });
}
