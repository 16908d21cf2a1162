// GET /api/admin/audit-log/export: the filtered entries (every page) as CSV, saved as audit-log.csv.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { toQueryString } from '../lib/use-list-params';
import { saveCsv } from './export-titles';

export function exportAuditLog(filters: Record<string, string | number>): Promise<string> {
  return apiRequest<string>(`/api/admin/audit-log/export?${toQueryString(filters)}`, { responseType: 'text' });
}

export function useExportAuditLog() {
  return useMutation({
    mutationFn: async (filters: Record<string, string | number>) => saveCsv(await exportAuditLog(filters), 'audit-log.csv'),
  });
}
