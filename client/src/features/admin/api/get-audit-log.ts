// GET /api/admin/audit-log: one page of staff actions, newest first, filtered (issue 17 §3).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@charades/shared/schemas/admin';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '../lib/admin-query-keys';
import { toQueryString } from '../lib/use-list-params';

export interface AuditLogPage {
  items: AuditEntry[];
  total: number;
  page: number;
  pageSize: number;
}

export function getAuditLog(query: Record<string, string | number>): Promise<AuditLogPage> {
  return apiRequest<AuditLogPage>(`/api/admin/audit-log?${toQueryString(query)}`);
}

export function useAuditLog(query: Record<string, string | number>) {
  // The previous page stays on screen while the next one loads (no flash of 'Loading').
  return useQuery({ queryKey: [...adminKeys.auditLog, query], queryFn: () => getAuditLog(query), placeholderData: keepPreviousData });
}
