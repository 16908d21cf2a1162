/** What we ask MyFatoorah's SendPayment for. Money in integer fils (1 KWD = 1000 fils). */
export interface SendPaymentInput {
  invoiceValueFils: number;
  customerName: string;
  customerEmail: string;
  customerReference: string; // our payment id
  callbackUrl: string; // thank-you page in the buyer's language
  errorUrl: string;
  language: 'ar' | 'en';
}
export interface SendPaymentResult {
  invoiceId: string;
  invoiceUrl: string;
}

/** GetPaymentStatus, reduced to what settling needs. */
export interface PaymentStatus {
  invoiceId: string;
  /** Paid: InvoiceStatus Paid or DuplicatePayment (case-insensitive) with a transaction Succss/SUCCESS. */
  paid: boolean;
  /** Read by InvoiceId: the invoice can no longer be paid (InvoiceStatus Expired/Canceled). Read
   *  by PaymentId: also when that attempt failed, although the invoice itself may still be paid. */
  failed: boolean;
  invoiceStatus: string;
  invoiceValueFils: number;
  currency: string; // e.g. 'KWD'
  customerReference: string | null;
  paymentId: string | null; // the successful transaction's PaymentId when paid
  paymentMethod: string | null; // e.g. 'KNET', 'VISA/MASTER'
  /** Every card attempt on the invoice: a declined one leaves the invoice payable. */
  attempts: { paymentId: string; failed: boolean }[];
  raw: unknown; // the Data object as received, kept as evidence
}

export type StatusKey = { type: 'PaymentId' | 'InvoiceId'; value: string };

/** MakeRefund of a paid card payment, by the gateway's PaymentId of the successful transaction. */
export interface MakeRefundInput {
  paymentId: string;
  amountFils: number;
  /** Shown in the merchant's portal next to the refund. */
  comment: string;
}
export interface MakeRefundResult {
  /** MyFatoorah's RefundId and RefundReference: what its finance team and the portal show. */
  refundId: string;
  refundReference: string | null;
  /** The amount the gateway says it refunds, in fils. */
  amountFils: number;
  raw: unknown; // the Data object as received, kept as evidence
}

export interface PaymentGateway {
  /** Gateway name stored on the payment row: 'myfatoorah' or 'sandbox'. */
  readonly name: string;
  sendPayment(input: SendPaymentInput): Promise<SendPaymentResult>;
  getPaymentStatus(key: StatusKey): Promise<PaymentStatus>;
  makeRefund(input: MakeRefundInput): Promise<MakeRefundResult>;
}

/** Thrown by the client: `validation` carries MyFatoorah's ValidationErrors as display texts
 *  (an empty Error falls back to Name, then Message); `unavailable` for 5xx/timeouts/bad JSON. */
export class GatewayError extends Error {
  constructor(
    readonly kind: 'validation' | 'unavailable' | 'not_found',
    message: string,
    readonly details: string[] = [],
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}
