import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export function usePayments(enabled: boolean) {
  return useQuery({ queryKey: ['payments'], queryFn: () => callApi('payments.list'), enabled });
}
