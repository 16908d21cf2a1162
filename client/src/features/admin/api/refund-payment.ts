// POST /api/admin/payments/:id/refund: refund (part of) a paid card payment. The dialog sends
// one Idempotency-Key per opening, so a double click or a retried request refunds once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER, type RefundBody } from '@charades/shared/schemas/admin-payments';
import { callApi } from '@/lib/api-client';
import { adminKeys, invalidateAfterChange } from '../lib/admin-query-keys';

/** amount (KWD, e.g. '1.500'), absent: the rest of the payment. */
export type RefundPaymentInput = RefundBody & { id: string; idempotencyKey: string };

export function refundPayment({ id, amount, reason, idempotencyKey }: RefundPaymentInput) {
  return callApi(
    'admin.payments.refund',
    { params: { id }, body: amount === undefined ? { reason } : { amount, reason } },
    { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } },
  );
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
