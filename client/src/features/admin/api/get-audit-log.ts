// GET /api/admin/audit-log: the latest 100 entries, newest first (SPEC §7).
import { useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@charades/shared/schemas/admin';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '../lib/admin-query-keys';

export function getAuditLog(): Promise<{ items: AuditEntry[] }> {
  return apiRequest<{ items: AuditEntry[] }>('/api/admin/audit-log');
}

export function useAuditLog() {
  return useQuery({ queryKey: adminKeys.auditLog, queryFn: getAuditLog });
}
