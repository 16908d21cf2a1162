// GET /api/admin/payments: one page of payments, newest first (issue 17 §1); the Payments page
// and a person's page (?userId=) both read it.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PaymentListQuery } from '@charades/shared/schemas/admin-payments';
import { callApi } from '@/lib/api-client';
import { adminKeys } from '../lib/admin-query-keys';

export function listPayments(query: PaymentListQuery) {
  return callApi('admin.payments.list', { query });
}

export function usePayments(query: PaymentListQuery) {
  return useQuery({ queryKey: adminKeys.list('payments', query), queryFn: () => listPayments(query), placeholderData: keepPreviousData });
}
