// GET /api/admin/titles/export: the filtered list (no paging) as CSV, saved as titles.csv.
import { useMutation } from '@tanstack/react-query';
import type { TitleListQuery } from '@charades/shared/schemas/admin';
import { callApi } from '@/lib/api-client';

export function exportTitles(query: TitleListQuery) {
  // Every page: the list's paging does not apply.
  const { page: _page, pageSize: _pageSize, ...filters } = query;
  return callApi('admin.titles.export', { query: filters });
}

/** Hands the text to the browser as a download: an object URL on a temporary link. */
export function saveCsv(text: string, filename: string) {
  // The server's BOM (spreadsheets read UTF-8 by it) is dropped by fetch's decoding: put it back.
  const body = text.startsWith('\uFEFF') ? text : `\uFEFF${text}`;
  const url = URL.createObjectURL(new Blob([body], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  // Some browsers read the URL after click() returns: revoke it a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useExportTitles() {
  return useMutation({
    mutationFn: async (query: TitleListQuery) => saveCsv(await exportTitles(query), 'titles.csv'),
  });
}
