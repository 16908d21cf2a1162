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
// 3. Settle (one transaction, the row locked again): on success mark the refund Succeeded and
//    take the tokens back; on a refusal mark it Failed and give the reservation back. When the
//    gateway did not answer (timeout, 5xx) we cannot know whether it refunded: the refund stays
//    Pending and keeps its reservation, so it can never be paid twice; a person checks the
//    portal. A crash between 1 and 3 leaves the same state (a Pending refund holding its
//    reservation), which the detail view shows.
//
// Tokens: the refunded share of the payment's tokens is floor(tokens × refunded / paid),
// counted over all succeeded refunds of the payment, so partial refunds round in the buyer's
// favour and the refund that completes the payment takes whatever is left: a full refund takes
// every token. The balance never goes below zero; what could not be taken (already spent) is
// recorded as the shortfall, on the refund, its ledger row and the audit row.
//
// The profile's totals (real payments only: test payments are never in them) lose the refunded
// amount, and the payment stops counting in total_payments_count once fully refunded.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { formatFils, parseFils } from '@charades/shared/money';
import { isTestGateway } from '@charades/shared/test-payments';
import { refundedTokenShare, type AdminPaymentDetail, type Refund } from '@charades/shared/schemas/admin-payments';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { paymentRefunds, payments, profiles, tokenLedger } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { GatewayError, type MakeRefundResult, type PaymentGateway } from '../../../lib/payment-gateway.ts';
import type { AuditActor } from '../record-audit.ts';
import { auditedWrite } from '../audited-write.ts';
import { findAdminPayment, toRefund } from './find-admin-payment.ts';

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

async function succeededFils(tx: DbOrTx, paymentId: string): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${paymentRefunds.amount}), 0)::numeric(12,3)::text` })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.paymentId, paymentId), eq(paymentRefunds.status, 'Succeeded')));
  return parseFils(row?.sum ?? '0');
}

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

/** Step 3 after a refusal: the refund failed, its reservation goes back. */
async function release(db: Db, refund: RefundRow, message: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: payments.id }).from(payments).where(eq(payments.id, refund.paymentId)).for('update');
    const [failed] = await tx
      .update(paymentRefunds)
      .set({ status: 'Failed', failureMessage: message.slice(0, 1000), completedAt: sql`now()` })
      .where(and(eq(paymentRefunds.id, refund.id), eq(paymentRefunds.status, 'Pending')))
      .returning({ id: paymentRefunds.id });
    if (!failed) return;
    await tx
      .update(payments)
      .set({ refundedAmount: sql`${payments.refundedAmount} - ${refund.amount}::numeric`, updatedAt: sql`now()` })
      .where(eq(payments.id, refund.paymentId));
  });
}

/** Step 3 after the gateway refunded: tokens back, ledger, totals, status, audit. */
async function complete(opts: RefundPaymentOptions, refund: RefundRow, result: MakeRefundResult): Promise<void> {
  await auditedWrite({ db: opts.db, actor: opts.actor }, async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, refund.paymentId)).for('update');
    if (!payment) throw new AppError('payment_not_found');
    const paidFils = parseFils(payment.amount);
    const amountFils = parseFils(refund.amount);
    const before = await succeededFils(tx, payment.id);
    const after = before + amountFils;
    const share = refundedTokenShare(payment.tokens, after, paidFils) - refundedTokenShare(payment.tokens, before, paidFils);
    const fullyRefunded = after >= paidFils;

    let taken = 0;
    let email: string | null = null;
    if (payment.userId !== null) {
      const [profile] = await tx
        .select({ tokens: profiles.tokens, email: profiles.email })
        .from(profiles)
        .where(eq(profiles.id, payment.userId))
        .for('update');
      if (profile) {
        email = profile.email;
        taken = Math.min(share, Math.max(0, profile.tokens));
        const real = !isTestGateway(payment.paymentGateway);
        const [updated] = await tx
          .update(profiles)
          .set({
            tokens: sql`greatest(${profiles.tokens} - ${taken}, 0)`,
            ...(real
              ? {
                  totalAmountPaid: sql`greatest(${profiles.totalAmountPaid} - ${refund.amount}::numeric, 0)`,
                  ...(fullyRefunded ? { totalPaymentsCount: sql`greatest(${profiles.totalPaymentsCount} - 1, 0)` } : {}),
                }
              : {}),
            updatedAt: sql`now()`,
          })
          .where(eq(profiles.id, payment.userId))
          .returning({ tokens: profiles.tokens });
        // Written even when nothing could be taken: the shortfall is part of the account's story.
        await tx.insert(tokenLedger).values({
          userId: payment.userId,
          delta: -taken,
          balanceAfter: updated?.tokens ?? 0,
          reason: 'refund',
          reference: payment.id,
          details: {
            note: refund.reason,
            adminEmail: opts.actor.email,
            paymentId: payment.id,
            refundId: refund.id,
            shortfall: share - taken,
          },
        });
      }
    }
    const shortfall = share - taken;

    await tx
      .update(paymentRefunds)
      .set({
        status: 'Succeeded',
        tokensTaken: taken,
        tokensShortfall: shortfall,
        gatewayRefundId: result.refundId,
        gatewayReference: result.refundReference,
        gatewayData: { makeRefund: result.raw ?? null },
        completedAt: sql`now()`,
      })
      .where(eq(paymentRefunds.id, refund.id));
    if (fullyRefunded) {
      await tx
        .update(payments)
        .set({ status: 'Refunded', updatedAt: sql`now()` })
        .where(eq(payments.id, payment.id));
    }
    return {
      audit: {
        action: 'payment_refund',
        // The buyer is the target, so the refund shows in their history; a detached payment has none.
        target: payment.userId !== null ? { type: 'user', id: payment.userId, label: email } : { type: 'payment', id: payment.id },
        details: {
          amount: refund.amount,
          tokensTaken: taken,
          tokensShortfall: shortfall,
          reason: refund.reason,
          paymentId: payment.id,
          refundId: refund.id,
          gatewayRefundId: result.refundId,
        },
      },
      answer: undefined,
    };
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
        await release(opts.db, refund, [err.message, ...err.details].join(' | '));
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
    await complete(opts, refund, result);
    opts.log.info({ paymentId: payment.id, refundId: refund.id, amount: refund.amount }, 'refund: succeeded');
  }
  const detail = await findAdminPayment({ db: opts.db, paymentId: opts.paymentId });
  const [row] = await opts.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, refundId));
  if (!row) throw new Error('refund row vanished');
  return { payment: detail, refund: toRefund(row) };
}
