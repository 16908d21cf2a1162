// GET /api/admin/payments/:id: one payment with the gateway's reference fields and its refunds.
import { useQuery } from '@tanstack/react-query';
import type { AdminPaymentDetail } from '@charades/shared/schemas/admin-payments';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '../lib/admin-query-keys';

export function getPayment(id: string): Promise<AdminPaymentDetail> {
  return apiRequest<AdminPaymentDetail>(`/api/admin/payments/${encodeURIComponent(id)}`);
}

export function usePayment(id: string | null) {
  return useQuery({ queryKey: adminKeys.payment(id ?? ''), queryFn: () => getPayment(id ?? ''), enabled: id !== null });
}
