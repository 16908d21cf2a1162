// The one settle path, used by the thank-you verification, the webhook and the reconciliation
// job. It never trusts what a caller was told: it reads the invoice's status from the gateway.
// It credits only when the invoice is paid, for the amount and currency we stored, with our
// payment id as its CustomerReference. The conditional update Pending → Paid gates, in the
// same transaction, the ledger row, the tokens, the profile's totals and the coupon's use, so
// the credit happens exactly once however many settles run at once, on however many servers.
//
// The coupon reservation and the invoice's life (why a coupon never gives more discounted
// purchases than its limits allow): the invoice's amount is fixed when it is created, and a
// MyFatoorah invoice stays payable until it expires or is cancelled, however many card attempts
// on it are declined. So the reservation made at creation (counted against max_uses and the
// buyer's user_max_usage) is held for as long as the invoice can be paid: a declined attempt
// only tells the buyer that attempt failed, and the payment stays Pending with its coupon.
// It is released only when the gateway says the invoice can no longer be paid (InvoiceStatus
// Expired or Canceled), which the reconciliation job reads for every payment still pending.
// Then no two payable discounted invoices can together exceed the limits. Should the gateway
// still report a released invoice paid (it should not), the buyer gets the tokens they paid for
// (never take money and give nothing), and the use is counted only if both limits still allow
// it; otherwise it is logged and marked couponOverLimit on the payment for a person to see.
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { parseFils } from '@charades/shared/money';
import { isTestGateway } from '@charades/shared/test-payments';
import type { Db, DbOrTx } from '../../db/client.ts';
import { couponRedemptions, payments, profiles } from '../../db/schema/index.ts';
import { GatewayError, type PaymentGateway, type PaymentStatus } from '../../lib/payment-gateway.ts';
import { AppError } from '../../lib/app-error.ts';
import { takeCouponUseWithinLimits } from '../coupons/claim-coupon.ts';
import { creditTokens } from './credit-tokens.ts';
import { failPayment } from './fail-payment.ts';
import { receiptOf } from './receipt.ts';
import { recordAttempts } from './record-attempts.ts';

type PaymentRow = typeof payments.$inferSelect;

export interface SettleResult {
  status: 'Paid' | 'Pending' | 'Failed';
  /** The buyer's balance after settling. */
  tokens: number;
  receipt?: Awaited<ReturnType<typeof receiptOf>>;
}

export interface SettleOptions {
  db: Db;
  gateway: PaymentGateway;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  paymentId: string;
  /** The gateway PaymentId the buyer came back to the thank-you page with: the answer says
   *  Failed when that attempt was declined, while the payment itself stays Pending (its invoice
   *  can still be paid). Not an attempt on this invoice: payment_not_found. */
  attempt?: string;
  /** Read a Failed payment again (the webhook: the gateway says something happened to it). */
  rereadFailed?: boolean;
  /** How long an invoice is payable (PAYMENT_INVOICE_MINUTES; at most a week when not given):
   *  an invoice the gateway does not know once that is over fails its payment. */
  invoiceMinutes?: number;
}

/** Past its invoice's life (and this margin for clocks), an invoice the gateway does not know
 *  will not appear: its payment fails and gives its coupon back, instead of being asked about
 *  every reconciliation round for ever (a sandbox invoice dropped after two days, say). */
const UNKNOWN_INVOICE_MARGIN_MS = 10 * 60_000;
const LONGEST_INVOICE_MINUTES = 7 * 24 * 60;

/** Why a paid invoice does not match our payment, or null when it does. */
export function mismatchOf(payment: PaymentRow, status: PaymentStatus): string | null {
  if (status.customerReference !== payment.id) return 'customer_reference';
  if (status.currency.toUpperCase() !== payment.currency.toUpperCase()) return 'currency';
  if (status.invoiceValueFils !== parseFils(payment.amount)) return 'amount';
  return null;
}

async function balanceOf(db: Db, userId: string | null): Promise<number> {
  if (userId === null) return 0; // the account was deleted
  const [row] = await db.select({ tokens: profiles.tokens }).from(profiles).where(eq(profiles.id, userId));
  return row?.tokens ?? 0;
}

/** What the database says about the payment now, without asking the gateway. */
export async function resultOf(db: Db, payment: Pick<PaymentRow, 'id' | 'userId'>): Promise<SettleResult> {
  const [row] = await db.select({ status: payments.status }).from(payments).where(eq(payments.id, payment.id));
  // A refunded payment was paid: its buyer sees the receipt (the Transactions tab says Refunded).
  const status = row?.status === 'Refunded' ? 'Paid' : (row?.status ?? 'Failed');
  const tokens = await balanceOf(db, payment.userId);
  if (status !== 'Paid') return { status, tokens };
  return { status, tokens, receipt: await receiptOf(db, payment.id) };
}

/** The coupon's use for a paid payment: the reservation made at creation, held while the
 *  invoice was payable. A payment paid after its reservation was released (the gateway said
 *  the invoice had expired) counts the use again only within both limits; false when it could
 *  not (logged, and marked on the payment by the caller). */
async function reclaimCoupon(tx: DbOrTx, payment: PaymentRow, buyerId: string, log: SettleOptions['log']): Promise<boolean> {
  const couponId = payment.couponId;
  if (!couponId) return true;
  const [reserved] = await tx
    .select({ id: couponRedemptions.id })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.paymentId, payment.id))
    .limit(1);
  if (reserved) return true; // the reservation made at creation: it becomes the use
  if (await takeCouponUseWithinLimits(tx, { couponId, userId: buyerId, paymentId: payment.id, kind: 'discount' })) return true;
  log.error(
    { paymentId: payment.id, couponId },
    'payment: paid after its invoice was reported expired, and its coupon is at its limits; tokens credited, use not counted',
  );
  return false;
}

/** The answer for the buyer who came back from `attempt`: Failed for a declined attempt on an
 *  invoice that is not paid, though the payment stays Pending (and keeps its coupon). */
async function answerFor(db: Db, payment: PaymentRow, status: PaymentStatus, attempt: string | undefined): Promise<SettleResult> {
  const result = await resultOf(db, payment);
  if (attempt === undefined) return result;
  const tried = status.attempts.find((a) => a.paymentId === attempt);
  if (!tried) throw new AppError('payment_not_found');
  if (tried.failed && result.status === 'Pending') return { ...result, status: 'Failed' };
  return result;
}

export async function settlePayment({
  db,
  gateway,
  log,
  paymentId,
  attempt,
  rereadFailed,
  invoiceMinutes = LONGEST_INVOICE_MINUTES,
}: SettleOptions): Promise<SettleResult> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment) throw new AppError('payment_not_found');
  // Paid, refused for a mismatch, or never sent to this gateway: nothing to read. A Failed
  // payment (its invoice expired) is read again only when the webhook says it changed.
  const readable =
    payment.status === 'Pending' || (rereadFailed === true && payment.status === 'Failed' && payment.gatewayData?.mismatch === undefined);
  // A detached payment (its account was deleted) has nobody to credit: staff see it in Payments.
  if (!readable || !payment.invoiceId || payment.paymentGateway !== gateway.name || payment.userId === null) return resultOf(db, payment);
  const buyerId = payment.userId;

  const status = await readInvoiceStatus({ db, gateway, log, paymentId, invoiceMinutes }, payment, payment.invoiceId);
  if (!status) return resultOf(db, payment);
  if (status.invoiceId !== payment.invoiceId) {
    log.error({ paymentId, invoiceId: payment.invoiceId, answered: status.invoiceId }, 'payment: the status read is for another invoice');
    return resultOf(db, payment);
  }
  // Every attempt on the invoice, declined ones too: staff see them; nothing is credited by them.
  await recordAttempts(db, payment.id, status.attempts);

  if (status.paid) {
    const mismatch = mismatchOf(payment, status);
    if (mismatch) {
      // Evidence kept, never credited; a person must look at it.
      log.error(
        { paymentId, invoiceId: payment.invoiceId, mismatch, invoiceValueFils: status.invoiceValueFils, currency: status.currency },
        'payment: paid invoice does not match the payment; not credited',
      );
      await failPayment(db, payment.id, { mismatch, status: status.raw ?? null }, { evenIfFailed: true });
      return resultOf(db, payment);
    }
    await creditPaid({ db, log, paymentId }, payment, buyerId, status);
    return answerFor(db, payment, status, attempt);
  }

  if (status.failed) {
    // Expired or cancelled at the gateway: it can no longer be paid, so its coupon goes back.
    if (await failPayment(db, payment.id, { invoiceStatus: status.invoiceStatus, status: status.raw ?? null })) {
      log.info({ paymentId, invoiceStatus: status.invoiceStatus }, 'payment: invoice expired; failed and coupon released');
    }
  }
  return answerFor(db, payment, status, attempt);
}

/** The invoice's status at the gateway, by our invoice id; undefined when the gateway does not
 *  know the invoice (its payment failed once it is past its life). */
async function readInvoiceStatus(
  { db, gateway, log, paymentId, invoiceMinutes }: Required<Pick<SettleOptions, 'db' | 'gateway' | 'log' | 'paymentId' | 'invoiceMinutes'>>,
  payment: PaymentRow,
  invoiceId: string,
): Promise<PaymentStatus | undefined> {
  try {
    // Always by our invoice id: `failed` then means the invoice itself can no longer be paid.
    return await gateway.getPaymentStatus({ type: 'InvoiceId', value: invoiceId });
  } catch (err) {
    if (err instanceof GatewayError && err.kind === 'not_found') {
      const expired = Date.now() > payment.createdAt.getTime() + invoiceMinutes * 60_000 + UNKNOWN_INVOICE_MARGIN_MS;
      if (expired && (await failPayment(db, payment.id, { reason: 'the gateway does not know this invoice', invoiceId }))) {
        log.warn({ paymentId, invoiceId }, 'payment: the gateway does not know this invoice, past its expiry; failed');
      } else {
        log.warn({ paymentId, invoiceId }, 'payment: the gateway does not know this invoice');
      }
      return undefined;
    }
    throw err;
  }
}

/** Pending → Paid, then in the same transaction the coupon's use and the credit: only the
 *  settle that wins the update credits. */
async function creditPaid(
  { db, log, paymentId }: Pick<SettleOptions, 'db' | 'log' | 'paymentId'>,
  payment: PaymentRow,
  buyerId: string,
  status: PaymentStatus,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [won] = await tx
      .update(payments)
      .set({
        status: 'Paid',
        paidAt: new Date(),
        transactionId: status.paymentId ?? payment.invoiceId,
        gatewayData: { paymentMethod: status.paymentMethod, invoiceStatus: status.invoiceStatus, status: status.raw ?? null },
        updatedAt: new Date(),
      })
      .where(and(eq(payments.id, payment.id), ne(payments.status, 'Paid')))
      .returning({ id: payments.id });
    if (!won) return; // another settle credited it
    if (!(await reclaimCoupon(tx, payment, buyerId, log))) {
      await tx
        .update(payments)
        .set({
          gatewayData: {
            paymentMethod: status.paymentMethod,
            invoiceStatus: status.invoiceStatus,
            status: status.raw ?? null,
            couponOverLimit: true,
          },
        })
        .where(eq(payments.id, payment.id));
    }
    await creditTokens(tx, {
      userId: buyerId,
      tokens: payment.tokens,
      reason: 'purchase',
      reference: payment.id,
      // A test payment (sandbox) credits its tokens but no money: not in the profile's totals.
      paidFils: isTestGateway(payment.paymentGateway) ? 0 : parseFils(payment.amount),
    });
    log.info({ paymentId, tokens: payment.tokens }, 'payment: paid and credited');
  });
}
