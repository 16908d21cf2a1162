// GET /api/admin/audit-log/refusals: refused requests at the admin gate, one group per address
// and 10-minute window, newest first, and the refusals of the last 24 hours (issue 17 §3).
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { adminKeys } from '../lib/admin-query-keys';

export function listAccessRefusals(pageSize: number) {
  return callApi('admin.auditLog.refusals', { query: { pageSize } });
}

export function useAccessRefusals(pageSize = 10) {
  return useQuery({ queryKey: [...adminKeys.auditLog, 'refusals', pageSize], queryFn: () => listAccessRefusals(pageSize) });
}
