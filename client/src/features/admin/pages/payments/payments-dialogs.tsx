// The payments page's one dialog: a payment's detail, opened from its row's Details button
// (mounted only while open and keyed by the payment, so focus goes back to that button).
import type { AdminPayment } from '@charades/shared/schemas/admin-payments';
import { PaymentDetailDialog } from '../../components/payment-detail-dialog';
import { createPageDialogs } from '../../lib/page-dialogs';

export const { PageDialogsProvider: PaymentDialogsProvider, usePageDialogs: usePaymentDialogs } = createPageDialogs<'detail', AdminPayment>(
  'payments',
);

export function PaymentDialogs() {
  const { open, row, close } = usePaymentDialogs();
  return open === 'detail' && row ? <PaymentDetailDialog key={row.id} paymentId={row.id} onClose={close} /> : null;
}
