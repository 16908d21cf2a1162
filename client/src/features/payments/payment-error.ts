// What the buy dialog says when the payment could not be started (docs/product.md#errors): a toast, and the
// panel headed 'Payment Error:' with the reason and the gateway's own validation texts when
// the server passed them on ('Failed to initialize payment gateway' plus details).
import { ApiError } from '@/lib/api-client';
import { errorMessageKey } from '@/lib/error-message-key';

export interface PaymentErrorText {
  toastKey: 'payments.initiateFailed' | 'payments.gatewayInitFailed' | 'payments.processingError';
  messageKey: ReturnType<typeof errorMessageKey> | 'payments.unexpectedError';
  details: string[];
}

export function paymentErrorText(err: unknown): PaymentErrorText {
  if (!(err instanceof ApiError)) return { toastKey: 'payments.processingError', messageKey: 'payments.unexpectedError', details: [] };
  return {
    toastKey: err.details.length > 0 ? 'payments.gatewayInitFailed' : 'payments.initiateFailed',
    messageKey: errorMessageKey(err.code),
    details: err.details,
  };
}
