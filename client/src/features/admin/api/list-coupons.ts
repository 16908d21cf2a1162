// GET /api/admin/coupons: one page of coupons (search by code, sort, paging on the server).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminCoupon } from '@charades/shared/schemas/admin';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '../lib/admin-query-keys';
import { toQueryString } from '../lib/use-list-params';

export interface CouponPage {
  items: AdminCoupon[];
  total: number;
}

export function listCoupons(query: Record<string, string | number>): Promise<CouponPage> {
  return apiRequest<CouponPage>(`/api/admin/coupons?${toQueryString(query)}`);
}

export function useCoupons(query: Record<string, string | number>) {
  // The previous page stays on screen while the next one loads (no flash of 'Loading').
  return useQuery({ queryKey: adminKeys.list('coupons', query), queryFn: () => listCoupons(query), placeholderData: keepPreviousData });
}
