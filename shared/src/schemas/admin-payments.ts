// Contracts of /api/admin/payments and refunds (issue 17 §1). Money is a 3-decimal KWD string
// on the wire and integer fils inside the server.
import { z } from 'zod';
import { normalizeAmountText } from '../money.ts';
import { safeText } from './text.ts';
import { checkDayRange, dayRangeFields, moneyString, pageFields, pageOf, reasonField, sortFields } from './admin-list.ts';

import { PAYMENT_VIEW_STATUSES, paymentViewStatus } from './payments.ts';

export { PAYMENT_VIEW_STATUSES, paymentViewStatus, type PaymentViewStatus } from './payments.ts';

/** The payments list's sortable columns (issue 32 §3): by date (newest first unless asked
 *  otherwise), amount or status. */
export const PAYMENT_SORTS = ['createdAt', 'amount', 'status'] as const;
export type PaymentSort = (typeof PAYMENT_SORTS)[number];

export const paymentListQuery = z
  .object({
    /** E-mail (substring), our payment id, the gateway's invoice id, payment id or transaction id. */
    search: safeText().trim().max(200, 'text_too_long').optional(),
    ...pageFields(100, 25),
    status: z.enum(['all', ...PAYMENT_VIEW_STATUSES]).default('all'),
    /** 'myfatoorah', 'sandbox', 'coupon', or all. */
    gateway: z.enum(['all', 'myfatoorah', 'sandbox', 'coupon']).default('all'),
    /** real: not the sandbox gateway; test: the sandbox gateway (shared/test-payments.ts). */
    mode: z.enum(['all', 'real', 'test']).default('all'),
    /** One account's payments (the person page). */
    userId: z.uuid('user_not_found').optional(),
    /** Only payments with a declined card attempt (issue 32 §1). */
    declined: z.enum(['true', 'false']).optional(),
    /** Only payments that used this coupon code (issue 32 §3), as typed (any case). */
    coupon: safeText().trim().max(64, 'text_too_long').optional(),
    ...dayRangeFields,
    ...sortFields(PAYMENT_SORTS, 'createdAt', 'desc'),
  })
  .superRefine(checkDayRange);
export type PaymentListQuery = z.input<typeof paymentListQuery>;

export const refundSchema = z.object({
  id: z.string(),
  amount: moneyString,
  tokensTaken: z.number().int(),
  /** Tokens of the refunded share the buyer had already spent: recorded, not taken. */
  tokensShortfall: z.number().int(),
  reason: z.string(),
  /** Pending with a gatewayRefundId: taken by the gateway, not executed yet; without one: its
   *  answer never came. Canceled: the gateway canceled it; Failed: it refused it. */
  status: z.enum(['Pending', 'Succeeded', 'Failed', 'Canceled']),
  adminEmail: z.string().nullable(),
  gatewayRefundId: z.string().nullable(),
  gatewayReference: z.string().nullable(),
  failureMessage: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

export const adminPaymentSchema = z.object({
  id: z.string(),
  /** Null once the account was deleted (the payment is kept, detached and anonymised). */
  userId: z.string().nullable(),
  userEmail: z.string().nullable(),
  amount: moneyString,
  /** The package's price before the coupon, when known. */
  listAmount: moneyString.nullable(),
  refundedAmount: moneyString,
  /** amount - refunded (0 unless Paid or PartlyRefunded). */
  refundableAmount: moneyString,
  currency: z.string(),
  tokens: z.number().int(),
  packageId: z.string().nullable(),
  couponCode: z.string().nullable(),
  gateway: z.string(),
  paymentMethod: z.string().nullable(),
  test: z.boolean(),
  status: paymentViewStatus,
  invoiceId: z.string().nullable(),
  /** The gateway's PaymentId of the successful transaction. */
  gatewayPaymentId: z.string().nullable(),
  transactionId: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  detached: z.boolean(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;
export const paymentListResponse = pageOf(adminPaymentSchema);

/** One card attempt on the payment's invoice (issue 32 §1), as the gateway reported it. */
export const paymentAttemptSchema = z.object({
  paymentId: z.string(),
  /** Succeeded, Failed, InProgress, or the gateway's own word. */
  status: z.string(),
  errorCode: z.string().nullable(),
  errorMessage: z.string().nullable(),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  /** When the gateway says it was made, else when we first read it. */
  at: z.string(),
});
export type PaymentAttempt = z.infer<typeof paymentAttemptSchema>;

/** The detail view: the gateway's reference fields (InvoiceReference, ReferenceId, TrackId,
 *  AuthorizationId...) as label → value, every card attempt (oldest first) and every refund. */
export const adminPaymentDetailSchema = adminPaymentSchema.extend({
  gatewayReferences: z.array(z.object({ label: z.string(), value: z.string() })),
  attempts: z.array(paymentAttemptSchema),
  refunds: z.array(refundSchema),
});
export type AdminPaymentDetail = z.infer<typeof adminPaymentDetailSchema>;

export const paymentIdParams = z.object({ id: z.uuid('payment_not_found') });

/** amount: optional, the rest of the payment when absent; reason: required. The request may
 *  carry an Idempotency-Key header: the same key refunds once and answers the same refund. */
export const refundBody = z.object({
  // As staff type it: Arabic-Indic digits and a comma or ٫ for the decimals are read too.
  amount: z
    .string({ error: 'refund_amount_invalid' })
    .transform(normalizeAmountText)
    .pipe(z.string().regex(/^\d{1,9}(\.\d{1,3})?$/, 'refund_amount_invalid'))
    .optional(),
  reason: reasonField,
});
export type RefundBody = z.input<typeof refundBody>;
export const refundResponse = z.object({ payment: adminPaymentDetailSchema, refund: refundSchema });
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** One refund of one payment (issue 30 §4: "Check now" and recording the portal's answer). */
export const refundParams = z.object({ id: z.uuid('payment_not_found'), refundId: z.uuid('refund_not_found') });
/** What the MyFatoorah portal says of a refund the gateway never answered about, recorded by a
 *  person with a reason: it was refunded, or it was canceled. */
export const refundRecordBody = z.object({
  outcome: z.enum(['Succeeded', 'Canceled'], { error: 'validation_failed' }),
  reason: reasonField,
});
export type RefundRecordBody = z.input<typeof refundRecordBody>;

/** The tokens a payment's refunds take back once `refundedFils` of its `paidFils` are refunded:
 *  floor(tokens × refunded / paid). Counted over all the payment's succeeded refunds, so partial
 *  refunds round in the buyer's favour and the refund that completes the payment takes the rest
 *  (a full refund takes every token). The server and the refund dialog's preview share it. */
export function refundedTokenShare(tokens: number, refundedFils: number, paidFils: number): number {
  if (paidFils <= 0) return 0;
  return Math.floor((tokens * Math.min(Math.max(refundedFils, 0), paidFils)) / paidFils);
}
