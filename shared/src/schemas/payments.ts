// Contracts for /api/packages, /api/coupons and /api/payments. Money travels as 3-decimal
// strings ('2.000'); the server computes every price, so no request carries an amount.
import { z } from 'zod';
import { languageSchema } from './auth.ts';
import { safeText } from './text.ts';

const paymentStatus = z.enum(['Pending', 'Paid', 'Failed']);
/** What the Transactions tab and the admin's Payments page show (issue 17): 'PartlyRefunded' is
 *  a Paid payment with part of it refunded. */
export const PAYMENT_VIEW_STATUSES = ['Pending', 'Paid', 'PartlyRefunded', 'Refunded', 'Failed'] as const;
export const paymentViewStatus = z.enum(PAYMENT_VIEW_STATUSES);
export type PaymentViewStatus = z.infer<typeof paymentViewStatus>;
const money = z.string().describe('KWD with 3 decimals, e.g. "2.000"');

/** One row of Past games → Transactions: purchases and free redemptions. */
export const paymentSchema = z.object({
  id: z.string(),
  amount: money,
  currency: z.string(),
  tokens: z.number().int(),
  paymentGateway: z.string().describe("'myfatoorah', 'sandbox', or 'coupon' for a free redemption"),
  /** A test payment (the sandbox gateway): tokens credited, no real money taken. */
  test: z.boolean().describe('a test payment (sandbox gateway): no real money was taken'),
  status: paymentViewStatus,
  /** Refunded so far ('0.000' when none). */
  refundedAmount: money,
  transactionId: z.string().nullable(),
  couponCode: z.string().nullable(),
  /** The card network the gateway reported (e.g. 'KNET', 'VISA/MASTER'), once paid. */
  paymentMethod: z.string().nullable().optional(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const tokenPackageSchema = z.object({
  id: z.string(),
  tokens: z.number().int(),
  gamesCount: z.number().int(),
  priceFils: z.number().int(),
  price: money,
  currency: z.literal('KWD'),
  /** Bought through the sandbox gateway: test payments, no real money (the buy dialog says so). */
  testMode: z.boolean().describe('payments go to the sandbox gateway: test payments, no real money'),
});

const couponCodeField = safeText({ error: 'coupon_code_required' }).trim().min(1, 'coupon_code_required').max(64, 'coupon_invalid');

export const validateCouponBody = z.object({ code: couponCodeField, packageId: z.string().max(32).optional() });
export const couponSchema = z.object({
  id: z.string(),
  code: z.string(),
  type: z.enum(['discount', 'free']),
  discountPercentage: z.number().int().nullable(),
  freeTokens: z.number().int().nullable(),
});
export const validateCouponResponse = z.object({
  valid: z.literal(true),
  coupon: couponSchema,
  /** The package's price after the discount, when a package was given and the coupon is a discount. */
  price: money.optional(),
});
export type ValidateCouponResponse = z.infer<typeof validateCouponResponse>;

/** docs/product.md#records: what the receipt shows. amountPaid '0.000' is shown as 'Free'. */
export const receiptSchema = z.object({
  paymentId: z.string(),
  transactionId: z.string(),
  tokensPurchased: z.number().int(),
  amountPaid: money,
  currency: z.string(),
  date: z.string(),
  method: z.string(),
  /** The gateway the payment went through ('myfatoorah', 'sandbox', 'coupon'): with `method`,
   *  labelled the same way as the Transactions tab labels the payment. */
  gateway: z.string().optional(),
  couponCode: z.string().nullable(),
  /** Paid on the sandbox gateway: a test payment, no real money was taken. */
  test: z.boolean(),
});
export type Receipt = z.infer<typeof receiptSchema>;

export const redeemCouponBody = z.object({ code: couponCodeField });
/** tokens: the new balance. */
export const redeemCouponResponse = z.object({ receipt: receiptSchema, tokens: z.number().int() });

export const createPaymentBody = z.object({
  packageId: z.string().min(1, 'package_not_found').max(32, 'package_not_found'),
  couponCode: couponCodeField.optional(),
  /** The buyer's language: the payment page's and the thank-you page's. Default: the profile's. */
  language: languageSchema.optional(),
});
export const createPaymentResponse = z.union([
  z.object({ paymentId: z.string(), invoiceId: z.string(), paymentUrl: z.string() }),
  // A discount to 0 creates no invoice: credited at once, like a free coupon.
  z.object({ paymentId: z.string(), free: z.literal(true), receipt: receiptSchema, tokens: z.number().int() }),
]);
export type CreatePaymentResponse = z.infer<typeof createPaymentResponse>;

const paymentReferenceField = safeText().trim().min(1, 'payment_not_found').max(100, 'payment_not_found');
/** reference: what the gateway put in the thank-you URL (its PaymentId), or an invoice id;
 *  invoiceId: the invoice this browser was sent to pay, when it kept one (a PaymentId we have
 *  not stored is looked up on that invoice only). */
export const verifyPaymentBody = z.object({ reference: paymentReferenceField, invoiceId: paymentReferenceField.optional() });
/** tokens: the buyer's balance now; receipt when Paid. */
export const verifyPaymentResponse = z.object({
  status: paymentStatus,
  tokens: z.number().int(),
  receipt: receiptSchema.optional(),
  /** The buyer came back from a card the gateway declined (status Failed; the invoice may still be paid). */
  declined: z.literal(true).optional(),
});
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponse>;
