// The one settle path, used by the thank-you verification, the webhook and the reconciliation
// job. It never trusts what a caller was told: it reads the invoice's status from the gateway.
// It credits only when the invoice is paid, for the amount and currency we stored, with our
// payment id as its CustomerReference. The conditional update Pending → Paid gates, in the
// same transaction, the ledger row, the tokens, the profile's totals and the coupon's use, so
// the credit happens exactly once however many settles run at once, on however many servers.
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { parseFils } from '@charades/shared/money';
import { isTestGateway } from '@charades/shared/test-payments';
import type { Db, DbOrTx } from '../../db/client.ts';
import { couponRedemptions, payments, profiles } from '../../db/schema/index.ts';
import { GatewayError, type PaymentGateway, type PaymentStatus, type StatusKey } from '../../lib/myfatoorah/types.ts';
import { AppError } from '../../lib/app-error.ts';
import { takeCouponUse } from '../coupons/claim-coupon.ts';
import { creditTokens } from './credit-tokens.ts';
import { failPayment } from './fail-payment.ts';
import { receiptOf } from './receipt.ts';

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
  /** How to ask the gateway (default: by our invoice id). The thank-you page passes the
   *  PaymentId it came back with: then a declined attempt reads as failed, as it should for
   *  the buyer, although the invoice itself could still be paid (a later payment of it is
   *  still credited: a Failed payment is read again). */
  key?: StatusKey;
}

/** Why a paid invoice does not match our payment, or null when it does. */
export function mismatchOf(payment: PaymentRow, status: PaymentStatus): string | null {
  if (status.customerReference !== payment.id) return 'customer_reference';
  if (status.currency.toUpperCase() !== payment.currency.toUpperCase()) return 'currency';
  if (status.invoiceValueFils !== parseFils(payment.amount)) return 'amount';
  return null;
}

async function balanceOf(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ tokens: profiles.tokens }).from(profiles).where(eq(profiles.id, userId));
  return row?.tokens ?? 0;
}

async function resultOf(db: Db, payment: Pick<PaymentRow, 'id' | 'userId'>): Promise<SettleResult> {
  const [row] = await db.select({ status: payments.status }).from(payments).where(eq(payments.id, payment.id));
  const status = row?.status ?? 'Failed';
  const tokens = await balanceOf(db, payment.userId);
  if (status !== 'Paid') return { status, tokens };
  return { status, tokens, receipt: await receiptOf(db, payment.id) };
}

/** The coupon's use for a paid payment. Normally the reservation made at creation; a payment
 *  that failed (its coupon released) and was paid after all counts the use again, since the
 *  discount was given, unless the coupon has run out meanwhile (logged). */
async function reclaimCoupon(tx: DbOrTx, payment: PaymentRow, log: SettleOptions['log']) {
  const couponId = payment.couponId;
  if (!couponId) return;
  const [reserved] = await tx
    .select({ id: couponRedemptions.id })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.paymentId, payment.id))
    .limit(1);
  if (reserved) return; // the reservation made at creation: it becomes the use
  if (!(await takeCouponUse(tx, { couponId, userId: payment.userId, paymentId: payment.id, kind: 'discount' }))) {
    log.warn({ paymentId: payment.id, couponId }, 'payment: paid after failing, its coupon ran out meanwhile; use not counted');
  }
}

export async function settlePayment({ db, gateway, log, paymentId, key }: SettleOptions): Promise<SettleResult> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment) throw new AppError('payment_not_found');
  // Paid, refused for a mismatch, or never sent to this gateway: nothing to read. A Failed
  // payment is read again: a buyer whose card was declined may still pay the same invoice.
  const readable = payment.status === 'Pending' || (payment.status === 'Failed' && payment.gatewayData?.mismatch === undefined);
  if (!readable || !payment.invoiceId || payment.paymentGateway !== gateway.name) return resultOf(db, payment);

  let status: PaymentStatus;
  try {
    status = await gateway.getPaymentStatus(key ?? { type: 'InvoiceId', value: payment.invoiceId });
  } catch (err) {
    if (err instanceof GatewayError && err.kind === 'not_found') {
      log.warn({ paymentId, invoiceId: payment.invoiceId }, 'payment: the gateway does not know this invoice');
      return resultOf(db, payment);
    }
    throw err;
  }

  if (status.invoiceId !== payment.invoiceId) {
    log.error({ paymentId, invoiceId: payment.invoiceId, answered: status.invoiceId }, 'payment: the status read is for another invoice');
    return resultOf(db, payment);
  }

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
      await reclaimCoupon(tx, payment, log);
      await creditTokens(tx, {
        userId: payment.userId,
        tokens: payment.tokens,
        reason: 'purchase',
        reference: payment.id,
        // A test payment (sandbox) credits its tokens but no money: not in the profile's totals.
        paidFils: isTestGateway(payment.paymentGateway) ? 0 : parseFils(payment.amount),
      });
      log.info({ paymentId, tokens: payment.tokens }, 'payment: paid and credited');
    });
    return resultOf(db, payment);
  }

  if (status.failed) {
    if (await failPayment(db, payment.id, { invoiceStatus: status.invoiceStatus, status: status.raw ?? null })) {
      log.info({ paymentId, invoiceStatus: status.invoiceStatus }, 'payment: failed; coupon released');
    }
  }
  return resultOf(db, payment);
}
