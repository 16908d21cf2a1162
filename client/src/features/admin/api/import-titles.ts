// POST /api/admin/titles/import: CSV text; ?dryRun=true only checks. A file with a bad row
// imports nothing and answers 400 import_rows_invalid with the report in the error's body.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TitleImportRefusal } from '@charades/shared/schemas/admin';
import { ApiError, callApi } from '@/lib/api-client';
import { invalidateAfterChange } from '../lib/admin-query-keys';

export function importTitles({ csv, dryRun }: { csv: string; dryRun: boolean }) {
  return callApi('admin.titles.import', {
    query: { dryRun: dryRun ? 'true' : undefined },
    rawBody: { contentType: 'text/csv', text: csv },
  });
}

/** The per-row report an import refusal carries, if it carries one. */
export function reportOf(err: unknown): TitleImportRefusal['report'] {
  if (!(err instanceof ApiError) || typeof err.body !== 'object' || err.body === null || !('report' in err.body)) return undefined;
  // The server's 400 passes the shared refusal schema (the contract's 400 of this route).
  return (err.body as TitleImportRefusal).report;
}

export function useImportTitles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importTitles,
    onSuccess: (report) => (report.imported > 0 ? invalidateAfterChange(queryClient, 'titles', 'categories') : undefined),
  });
}
