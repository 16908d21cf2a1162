// GET /api/admin/revenue?days=: the dashboard's revenue card and chart (issue 17 §2).
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { adminKeys } from '../lib/admin-query-keys';

export function getRevenue(days: number) {
  return callApi('admin.revenue', { query: { days } });
}

export function useRevenue(days = 30) {
  return useQuery({ queryKey: [...adminKeys.revenue, days], queryFn: () => getRevenue(days) });
}
