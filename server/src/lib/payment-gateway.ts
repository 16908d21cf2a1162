import type { Language } from '@charades/shared/languages';
// What the app needs of a payment provider, in no provider's words: create an invoice, read
// its status, refund a paid payment, and read the provider's webhook. app.paymentGateway is one
// of these (plugins/payments.ts); each provider is one implementation under lib/ (MyFatoorah's
// in lib/myfatoorah/, which the sandbox gateway speaks too), so the services and routes that
// use it hold no provider's format. Money in integer fils (1 KWD = 1000 fils).

/** What we ask the provider's invoice for. */
export interface SendPaymentInput {
  invoiceValueFils: number;
  customerName: string;
  customerEmail: string;
  customerReference: string; // our payment id
  callbackUrl: string; // thank-you page in the buyer's language
  errorUrl: string;
  language: Language;
  /** Unpaid by then, the invoice expires (sent as ExpiryDate). */
  expiresAt: Date;
}
export interface SendPaymentResult {
  invoiceId: string;
  invoiceUrl: string;
}

/** An invoice's status, reduced to what settling needs. */
/** One card attempt on an invoice, as the gateway reports it (issue 32 §1). */
export interface GatewayAttempt {
  paymentId: string;
  failed: boolean;
  /** Succeeded, Failed or InProgress; the gateway's own word when it is none of these. */
  status: string;
  errorCode: string | null;
  errorMessage: string | null;
  /** The card network or method (VISA/MASTER, KNET). */
  cardBrand: string | null;
  /** The last four digits of the masked card number, when the gateway gives one. */
  cardLast4: string | null;
  /** ISO time of the attempt, when the gateway gives a readable one. */
  at: string | null;
}

export interface PaymentStatus {
  invoiceId: string;
  /** The invoice is paid, by a transaction that succeeded. */
  paid: boolean;
  /** Read by InvoiceId: the invoice can no longer be paid (it expired or was cancelled). Read
   *  by PaymentId: also when that attempt failed, although the invoice itself may still be paid. */
  failed: boolean;
  invoiceStatus: string;
  invoiceValueFils: number;
  currency: string; // e.g. 'KWD'
  customerReference: string | null;
  paymentId: string | null; // the successful transaction's PaymentId when paid
  paymentMethod: string | null; // e.g. 'KNET', 'VISA/MASTER'
  /** Every card attempt on the invoice: a declined one leaves the invoice payable. */
  attempts: GatewayAttempt[];
  raw: unknown; // the provider's answer as received, kept as evidence
}

/** A refund as the gateway reports it: MyFatoorah executes refunds later unless the merchant's
 *  Auto Refund is on, so a refund it took may still be Pending there, or end Canceled. */
export interface GatewayRefundStatus {
  refundId: string;
  status: 'Refunded' | 'Canceled' | 'Pending';
  amountFils: number;
  refundReference: string | null;
  raw: unknown;
}

export type StatusKey = { type: 'PaymentId' | 'InvoiceId'; value: string };

/** A refund of a paid card payment, by the provider's PaymentId of the successful transaction. */
export interface MakeRefundInput {
  paymentId: string;
  amountFils: number;
  /** Shown in the merchant's portal next to the refund. */
  comment: string;
}
export interface MakeRefundResult {
  /** The provider's refund id and reference: what its finance team and the portal show. */
  refundId: string;
  refundReference: string | null;
  /** The amount the gateway says it refunds, in fils. */
  amountFils: number;
  raw: unknown; // the provider's answer as received, kept as evidence
}

/** A webhook request as it arrived: its headers (lower-case names) and its body's text. */
export interface WebhookRequest {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
}

/** What a webhook request says. `refused`: not the provider's (its signature does not hold);
 *  `ignored`: the provider's, but about nothing we settle; `payment`: something happened to
 *  this invoice. Never trusted for a credit: settling reads the invoice's status itself. */
export type WebhookEvent = { kind: 'refused' } | { kind: 'ignored' } | { kind: 'payment'; invoiceId: string };

export interface PaymentGateway {
  /** Gateway name stored on the payment row: 'myfatoorah' or 'sandbox'. */
  readonly name: string;
  sendPayment(input: SendPaymentInput): Promise<SendPaymentResult>;
  getPaymentStatus(key: StatusKey): Promise<PaymentStatus>;
  makeRefund(input: MakeRefundInput): Promise<MakeRefundResult>;
  /** Every refund of the invoice (GetRefundStatus by InvoiceId: it also finds a refund whose
   *  MakeRefund answer was lost, which has no RefundId on our side). */
  getRefundStatus(invoiceId: string): Promise<GatewayRefundStatus[]>;
  readWebhook(request: WebhookRequest): WebhookEvent;
}

/** Thrown by a gateway: `validation` carries the provider's validation errors as display texts;
 *  `unavailable` for 5xx/timeouts/bad answers; `not_found` for a key it does not know. */
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
