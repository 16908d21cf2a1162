// GET /api/admin/coupons: one page of coupons (search by code, sort, paging on the server).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CouponListQuery } from '@charades/shared/schemas/admin';
import { callApi } from '@/lib/api-client';
import { adminKeys } from '../lib/admin-query-keys';

export function listCoupons(query: CouponListQuery) {
  return callApi('admin.coupons.list', { query });
}

export function useCoupons(query: CouponListQuery) {
  // The previous page stays on screen while the next one loads (no flash of 'Loading').
  return useQuery({ queryKey: adminKeys.list('coupons', query), queryFn: () => listCoupons(query), placeholderData: keepPreviousData });
}
