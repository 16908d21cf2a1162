// POST /api/admin/payments/:id/refunds/:refundId/check: "Check now" reads the gateway about the
// payment's unsettled refunds and settles what it settled (issue 30 §4); answers the payment.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { adminKeys, invalidateAfterChange } from '../lib/admin-query-keys';

export function useCheckRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, refundId }: { id: string; refundId: string }) => callApi('admin.payments.refundCheck', { params: { id, refundId } }),
    onSuccess: async (payment) => {
      queryClient.setQueryData(adminKeys.payment(payment.id), payment);
      await invalidateAfterChange(queryClient, 'payments', 'users');
    },
  });
}
