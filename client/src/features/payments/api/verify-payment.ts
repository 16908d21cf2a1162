// POST /api/payments/verify: the server reads the invoice's status from the gateway and
// credits the tokens if it is paid (once, however often this is called).
import { useQuery } from '@tanstack/react-query';
import type { VerifyPaymentResponse } from '@charades/shared/schemas/payments';
import { ApiError, callApi } from '@/lib/api-client';

/** `reference`: an invoice id or a MyFatoorah PaymentId, as the thank-you page found it;
 *  `invoiceId`: the invoice this browser kept, if any (see payment-reference.ts). */
export function verifyPayment(reference: string, invoiceId: string | undefined, signal?: AbortSignal): Promise<VerifyPaymentResponse> {
  return callApi('payments.verify', { body: invoiceId ? { reference, invoiceId } : { reference } }, { signal });
}

// docs/product.md#game-flow: the gateway may not have told the server yet when the buyer lands; while the
// answer is Pending, ask again after these delays, then leave it to the webhook and the
// reconciliation job (and the page's "Check again").
export const PENDING_RETRY_DELAYS_MS = [1000, 2000, 3000, 5000, 8000];

export function useVerifyPayment(reference: string | undefined, invoiceId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['payment-verification', reference, invoiceId],
    queryFn: ({ signal }) => verifyPayment(reference!, invoiceId, signal),
    enabled: enabled && !!reference,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    // A refusal (not found, not yours) is final; a network or gateway hiccup is worth two more tries.
    retry: (count, err) => count < 2 && (!(err instanceof ApiError) || err.status === 0 || err.status >= 500),
    refetchInterval: (query) => {
      if (query.state.data?.status !== 'Pending') return false;
      return PENDING_RETRY_DELAYS_MS[query.state.dataUpdateCount - 1] ?? false;
    },
  });
}
