// GET /api/admin/payments: one page of payments, newest first (issue 17 §1); the Payments page
// and a person's page (?userId=) both read it.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminPayment } from '@charades/shared/schemas/admin-payments';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '../lib/admin-query-keys';
import { toQueryString } from '../lib/use-list-params';

export interface PaymentList {
  items: AdminPayment[];
  total: number;
  page: number;
  pageSize: number;
}

export function listPayments(query: Record<string, string | number>): Promise<PaymentList> {
  return apiRequest<PaymentList>(`/api/admin/payments?${toQueryString(query)}`);
}

export function usePayments(query: Record<string, string | number>) {
  return useQuery({ queryKey: adminKeys.list('payments', query), queryFn: () => listPayments(query), placeholderData: keepPreviousData });
}
