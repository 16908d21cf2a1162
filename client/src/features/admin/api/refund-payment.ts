// POST /api/admin/payments/:id/refund: refund (part of) a paid card payment. The dialog sends
// one Idempotency-Key per opening, so a double click or a retried request refunds once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER, type AdminPaymentDetail, type Refund } from '@charades/shared/schemas/admin-payments';
import { apiRequest } from '@/lib/api-client';
import { adminKeys, invalidateAfterChange } from '../lib/admin-query-keys';

export interface RefundPaymentInput {
  id: string;
  /** KWD, e.g. '1.500'; absent: the rest of the payment. */
  amount?: string;
  reason: string;
  idempotencyKey: string;
}

export function refundPayment({ id, amount, reason, idempotencyKey }: RefundPaymentInput) {
  return apiRequest<{ payment: AdminPaymentDetail; refund: Refund }>(`/api/admin/payments/${encodeURIComponent(id)}/refund`, {
    method: 'POST',
    body: amount === undefined ? { reason } : { amount, reason },
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPayment,
    onSuccess: async (answer) => {
      queryClient.setQueryData(adminKeys.payment(answer.payment.id), answer.payment);
      await invalidateAfterChange(queryClient, 'payments', 'users');
    },
    // A refusal may still have changed the payment (a refund left pending): read it again.
    onError: (_err, input) => queryClient.invalidateQueries({ queryKey: adminKeys.payment(input.id) }),
  });
}
