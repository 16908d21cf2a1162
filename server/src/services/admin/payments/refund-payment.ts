// POST /api/admin/payments/:id/refund (issue 17 §1): give back (part of) a paid card payment
// through the gateway, and take back the refunded share of its tokens.
//
// Three steps, so that the gateway call is never made inside a database transaction and two
// admins refunding at once refund once:
// 1. Reserve (one transaction, the payment's row locked FOR UPDATE): check the payment can be
//    refunded and the amount fits what is left, then insert the refund as Pending and raise the
//    payment's refunded_amount by its amount. refunded_amount counts refunds in flight, so a
//    second request sees the money as taken, and the CHECK refunded_amount <= amount is the
//    last guard. A repeated Idempotency-Key answers the refund it made, unchanged.
// 2. Call MakeRefund, outside any transaction.
// 3. Settle (settle-refund.ts, the one settle path): MakeRefund took it, so its RefundId is
//    stored and GetRefundStatus asked at once (check-refunds.ts): Refunded (Auto Refund on, as
//    the sandbox) marks it Succeeded and takes the tokens back; still Pending there, it stays
//    Pending (pending at the gateway) and the reconciliation job follows it; Canceled gives the
//    reservation back. On a refusal mark it Failed and give the reservation back. When the
//    gateway did not answer (timeout, 5xx) we cannot know whether it refunded: the refund stays
//    Pending and keeps its reservation, so it can never be paid twice, and no new refund of the
//    payment is taken until it is settled; reconciliation finds it by the invoice, or a person
//    records what the portal says. A crash between 1 and 3 leaves the same state.
//
// Tokens (settle-refund.ts): the refunded share of the payment's tokens is floor(tokens ×
// refunded / paid), counted over all succeeded refunds of the payment, so partial refunds round
// in the buyer's favour and the refund that completes the payment takes whatever is left: a full
// refund takes every token. The balance never goes below zero; what could not be taken (already
// spent) is recorded as the shortfall, on the refund, its ledger row and the audit row.
//
// The profile's totals (real payments only: test payments are never in them) lose the refunded
// amount, and the payment stops counting in total_payments_count once fully refunded.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { formatFils, parseFils } from '@charades/shared/money';
import type { AdminPaymentDetail, Refund } from '@charades/shared/schemas/admin-payments';
import type { Db } from '../../../db/client.ts';
import { paymentRefunds, payments } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { GatewayError, type MakeRefundResult, type PaymentGateway } from '../../../lib/payment-gateway.ts';
import type { AuditActor } from '../record-audit.ts';
import { checkRefunds } from './check-refunds.ts';
import { findAdminPayment, toRefund } from './find-admin-payment.ts';
import { settleRefund } from './settle-refund.ts';

export interface RefundPaymentOptions {
  db: Db;
  gateway: PaymentGateway;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  actor: AuditActor;
  paymentId: string;
  /** KWD, e.g. '2.000'; absent: the rest of the payment. */
  amount?: string | undefined;
  reason: string;
  /** The Idempotency-Key header: the same key refunds once. */
  idempotencyKey?: string | undefined;
}

type RefundRow = typeof paymentRefunds.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

/** What an earlier request with the same Idempotency-Key ended with, answered again. */
function replay(existing: RefundRow, paymentId: string): { refundId: string } {
  if (existing.paymentId !== paymentId) {
    throw new AppError('validation_failed', { details: ['This Idempotency-Key was already used for another payment'] });
  }
  if (existing.status === 'Pending') throw new AppError('refund_in_progress');
  if (existing.status === 'Failed') {
    throw new AppError('refund_failed', { details: existing.failureMessage ? [existing.failureMessage] : [] });
  }
  return { refundId: existing.id };
}

/** Step 1: the reservation. Returns the refund to send, or the earlier one to answer again. */
async function reserve(
  opts: RefundPaymentOptions,
): Promise<{ kind: 'send'; refund: RefundRow; payment: PaymentRow } | { kind: 'replay'; refundId: string }> {
  return opts.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, opts.paymentId)).for('update');
    if (!payment) throw new AppError('payment_not_found');
    if (opts.idempotencyKey !== undefined) {
      const [existing] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.idempotencyKey, opts.idempotencyKey));
      if (existing) return { kind: 'replay' as const, ...replay(existing, payment.id) };
    }
    // Only money taken by card through the gateway this server talks to can be given back by it.
    const paidFils = parseFils(payment.amount);
    if (payment.status !== 'Paid' || payment.paymentGateway !== opts.gateway.name || !payment.transactionId || paidFils === 0) {
      throw new AppError('payment_not_refundable');
    }
    // A refund not settled yet may have been paid by the gateway already (its answer lost to a
    // timeout, or to the balancer when the replica holding it died): no new refund of this
    // payment until it is settled, whatever the key, so a retry under a new key cannot pay twice.
    const [inFlight] = await tx
      .select({ id: paymentRefunds.id })
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.paymentId, payment.id), eq(paymentRefunds.status, 'Pending')))
      .limit(1);
    if (inFlight) throw new AppError('refund_in_progress');
    const restFils = paidFils - parseFils(payment.refundedAmount);
    const amountFils = opts.amount === undefined ? restFils : parseFils(opts.amount);
    if (opts.amount !== undefined && amountFils <= 0) throw new AppError('refund_amount_invalid');
    if (amountFils <= 0 || amountFils > restFils) throw new AppError('refund_exceeds_paid');
    const [refund] = await tx
      .insert(paymentRefunds)
      .values({
        paymentId: payment.id,
        amount: formatFils(amountFils),
        reason: opts.reason,
        status: 'Pending',
        idempotencyKey: opts.idempotencyKey ?? null,
        adminId: opts.actor.id,
        adminEmail: opts.actor.email,
      })
      .returning();
    if (!refund) throw new Error('refund row not inserted');
    await tx
      .update(payments)
      .set({ refundedAmount: sql`${payments.refundedAmount} + ${formatFils(amountFils)}::numeric`, updatedAt: sql`now()` })
      .where(eq(payments.id, payment.id));
    return { kind: 'send' as const, refund, payment };
  });
}

export async function refundPayment(opts: RefundPaymentOptions): Promise<{ payment: AdminPaymentDetail; refund: Refund }> {
  const reserved = await reserve(opts);
  let refundId: string;
  if (reserved.kind === 'replay') {
    refundId = reserved.refundId;
  } else {
    const { refund, payment } = reserved;
    refundId = refund.id;
    let result: MakeRefundResult;
    try {
      result = await opts.gateway.makeRefund({
        // reserve() refused a payment without it.
        paymentId: payment.transactionId ?? '',
        amountFils: parseFils(refund.amount),
        comment: `Refund ${refund.id}: ${refund.reason}`.slice(0, 500),
      });
    } catch (err) {
      if (err instanceof GatewayError && err.kind !== 'unavailable') {
        await settleRefund({
          db: opts.db,
          actor: opts.actor,
          refundId: refund.id,
          settledBy: 'make_refund',
          outcome: { kind: 'failed', message: [err.message, ...err.details].join(' | ') },
        });
        opts.log.warn(
          { paymentId: payment.id, refundId: refund.id, err: err.message },
          'refund: the gateway refused it; reservation released',
        );
        throw new AppError('refund_failed', { details: err.details.length ? err.details : [err.message] });
      }
      // No answer: the gateway may have refunded. The refund stays Pending with its reservation.
      opts.log.error({ paymentId: payment.id, refundId: refund.id, err }, 'refund: no answer from the gateway; left Pending');
      throw new AppError('payment_gateway_unavailable', {
        details: ['The gateway did not answer. The refund stays pending until someone checks it in the MyFatoorah portal.'],
      });
    }
    if (result.amountFils !== parseFils(refund.amount)) {
      opts.log.error(
        { paymentId: payment.id, refundId: refund.id, answered: result.amountFils },
        'refund: the gateway answered another amount',
      );
    }
    // The gateway took it: what it is called there, kept before anything else can go wrong.
    await opts.db
      .update(paymentRefunds)
      .set({ gatewayRefundId: result.refundId, gatewayReference: result.refundReference, gatewayData: { makeRefund: result.raw ?? null } })
      .where(and(eq(paymentRefunds.id, refund.id), eq(paymentRefunds.status, 'Pending')));
    try {
      await checkRefunds({
        db: opts.db,
        gateway: opts.gateway,
        log: opts.log,
        actor: opts.actor,
        paymentId: payment.id,
        settledBy: 'make_refund',
      });
    } catch (err) {
      // Taken but not read back: it stays Pending at the gateway until reconciliation reads it.
      opts.log.warn({ paymentId: payment.id, refundId: refund.id, err }, 'refund: taken by the gateway; its status could not be read yet');
    }
    opts.log.info({ paymentId: payment.id, refundId: refund.id, amount: refund.amount }, 'refund: sent');
  }
  const detail = await findAdminPayment({ db: opts.db, paymentId: opts.paymentId });
  const [row] = await opts.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, refundId));
  if (!row) throw new Error('refund row vanished');
  return { payment: detail, refund: toRefund(row) };
}
