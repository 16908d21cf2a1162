// GET /api/admin/audit-log: one page of staff actions, newest first, filtered (issue 17 §3).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditLogQuery } from '@charades/shared/schemas/admin-audit';
import { callApi } from '@/lib/api-client';
import { adminKeys } from '../lib/admin-query-keys';

export function getAuditLog(query: AuditLogQuery) {
  return callApi('admin.auditLog.list', { query });
}

export function useAuditLog(query: AuditLogQuery) {
  // The previous page stays on screen while the next one loads (no flash of 'Loading').
  return useQuery({ queryKey: [...adminKeys.auditLog, query], queryFn: () => getAuditLog(query), placeholderData: keepPreviousData });
}
