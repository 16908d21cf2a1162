// The status a person sees (issue 17): a Paid payment with part of it refunded is
// 'PartlyRefunded'; a fully refunded one is stored 'Refunded'.
import type { PaymentViewStatus } from '@charades/shared/schemas/payments';
import { parseFils } from '@charades/shared/money';

export function paymentViewStatusOf(status: 'Pending' | 'Paid' | 'Failed' | 'Refunded', refundedAmount: string): PaymentViewStatus {
  if (status === 'Paid' && parseFils(refundedAmount) > 0) return 'PartlyRefunded';
  return status;
}
