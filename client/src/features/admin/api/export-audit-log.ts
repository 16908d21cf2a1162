// GET /api/admin/audit-log/export: the filtered entries (every page) as CSV, saved as audit-log.csv.
import { useMutation } from '@tanstack/react-query';
import type { AuditLogQuery } from '@charades/shared/schemas/admin-audit';
import { callApi } from '@/lib/api-client';
import { saveCsv } from '@/lib/save-file';

export function exportAuditLog(filters: AuditLogQuery) {
  return callApi('admin.auditLog.export', { query: filters });
}

export function useExportAuditLog() {
  return useMutation({
    mutationFn: async (filters: AuditLogQuery) => saveCsv(await exportAuditLog(filters), 'audit-log.csv'),
  });
}
