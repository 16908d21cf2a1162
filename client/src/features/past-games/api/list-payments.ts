import { useQuery } from '@tanstack/react-query';
import type { Payment } from '@charades/shared/schemas/payments';
import { apiRequest } from '@/lib/api-client';

export function usePayments(enabled: boolean) {
  return useQuery({ queryKey: ['payments'], queryFn: () => apiRequest<Payment[]>('/api/payments'), enabled });
}
