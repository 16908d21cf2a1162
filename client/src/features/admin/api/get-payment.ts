// GET /api/admin/payments/:id: one payment with the gateway's reference fields and its refunds.
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { adminKeys } from '../lib/admin-query-keys';

export function getPayment(id: string) {
  return callApi('admin.payments.get', { params: { id } });
}

export function usePayment(id: string | null) {
  return useQuery({ queryKey: adminKeys.payment(id ?? ''), queryFn: () => getPayment(id ?? ''), enabled: id !== null });
}
