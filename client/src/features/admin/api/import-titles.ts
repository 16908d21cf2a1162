// POST /api/admin/titles/import: CSV text; ?dryRun=true only checks. A file with a bad row
// imports nothing and answers 400 import_rows_invalid with the report in the error's body.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TitleImportReport } from '@charades/shared/schemas/admin';
import { ApiError, apiRequest } from '@/lib/api-client';
import { invalidateAfterChange } from '../lib/admin-query-keys';

export function importTitles({ csv, dryRun }: { csv: string; dryRun: boolean }): Promise<TitleImportReport> {
  return apiRequest<TitleImportReport>(`/api/admin/titles/import${dryRun ? '?dryRun=true' : ''}`, {
    method: 'POST',
    rawBody: { contentType: 'text/csv', text: csv },
  });
}

/** The per-row report an import refusal carries, if it carries one. */
export function reportOf(err: unknown): TitleImportReport | undefined {
  if (!(err instanceof ApiError) || typeof err.body !== 'object' || err.body === null || !('report' in err.body)) return undefined;
  return err.body.report as TitleImportReport;
}

export function useImportTitles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importTitles,
    onSuccess: (report) => (report.imported > 0 ? invalidateAfterChange(queryClient, 'titles', 'categories') : undefined),
  });
}
