// POST /api/payments: the server prices the package (and coupon) and creates the invoice.
// Nothing about money is sent; the language picks the payment page's and the thank-you page's. A discount that brings the price to 0 creates no invoice: the
// server credits the tokens and answers with a receipt instead of a payment page.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { CreditedPurchase } from '../receipt';

export interface InvoiceCreated {
  paymentId: string;
  invoiceId: string;
  paymentUrl: string;
}

export type PaymentCreated = InvoiceCreated | ({ free: true } & CreditedPurchase);

export function isFreePurchase(answer: PaymentCreated): answer is { free: true } & CreditedPurchase {
  return 'free' in answer && answer.free;
}

export function createPayment(input: { packageId: string; couponCode?: string; language: 'ar' | 'en' }): Promise<PaymentCreated> {
  return apiRequest<PaymentCreated>('/api/payments', { body: input });
}

export function useCreatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['payments'] }),
  });
}
