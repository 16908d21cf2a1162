// GET /api/admin/revenue?days=: the dashboard's revenue card and chart (issue 17 §2).
import { useQuery } from '@tanstack/react-query';
import type { Revenue } from '@charades/shared/schemas/admin-revenue';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '../lib/admin-query-keys';

export function getRevenue(days: number): Promise<Revenue> {
  return apiRequest<Revenue>(`/api/admin/revenue?days=${days}`);
}

export function useRevenue(days = 30) {
  return useQuery({ queryKey: [...adminKeys.revenue, days], queryFn: () => getRevenue(days) });
}
