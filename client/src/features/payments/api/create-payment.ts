// POST /api/payments: the server prices the package (and coupon) and creates the invoice.
// Nothing about money is sent; the language picks the payment page's and the thank-you page's.
// A discount that brings the price to 0 creates no invoice: the server credits the tokens and
// answers with a receipt instead of a payment page.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePaymentResponse } from '@charades/shared/schemas/payments';
import type { Language } from '@charades/shared/languages';
import { callApi } from '@/lib/api-client';

export function isFreePurchase(answer: CreatePaymentResponse): answer is Extract<CreatePaymentResponse, { free: true }> {
  return 'free' in answer;
}

export function createPayment(input: { packageId: string; couponCode?: string; language: Language }): Promise<CreatePaymentResponse> {
  return callApi('payments.create', { body: input });
}

export function useCreatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['payments'] }),
  });
}
