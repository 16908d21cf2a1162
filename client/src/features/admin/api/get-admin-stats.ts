// GET /api/admin/stats: the dashboard's five counts (docs/product.md#server-calls). A failure keeps the cards at '-'.
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { adminKeys } from '../lib/admin-query-keys';

export function getAdminStats() {
  return callApi('admin.stats');
}

export function useAdminStats() {
  return useQuery({ queryKey: adminKeys.stats, queryFn: getAdminStats });
}
