// POST /api/admin/payments/:id/refunds/:refundId/record: a person records what the MyFatoorah
// portal says of an unsettled refund (refunded or canceled), with a reason (issue 30 §4).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RefundRecordBody } from '@charades/shared/schemas/admin-payments';
import { callApi } from '@/lib/api-client';
import { adminKeys, invalidateAfterChange } from '../lib/admin-query-keys';

export type RecordRefundInput = RefundRecordBody & { id: string; refundId: string };

export function useRecordRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, refundId, outcome, reason }: RecordRefundInput) =>
      callApi('admin.payments.refundRecord', { params: { id, refundId }, body: { outcome, reason } }),
    onSuccess: async (payment) => {
      queryClient.setQueryData(adminKeys.payment(payment.id), payment);
      await invalidateAfterChange(queryClient, 'payments', 'users');
    },
    // Settled meanwhile (refund_not_pending): show what it became.
    onError: (_err, input) => queryClient.invalidateQueries({ queryKey: adminKeys.payment(input.id) }),
  });
}
