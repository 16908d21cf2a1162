// The one path that settles a refund (issue 30 §4), whoever learns its outcome: the refund
// request itself (MakeRefund refused it, or GetRefundStatus right after says it is done), the
// reconciliation job reading GetRefundStatus later, an admin's "Check now", or a person who
// records what the MyFatoorah portal says (with a reason). Only a Pending refund settles, once:
// the refund row is claimed under the payment's row lock, so two of these at once settle it once.
//
// - refunded: the refund is Succeeded; the refunded share of the payment's tokens is taken back
//   (floor(tokens × refunded / paid), counted over all succeeded refunds, never below zero, the
//   rest recorded as the shortfall); ledger and audit rows; the profile's paid totals lose the
//   amount (real payments only); the payment is Refunded once the whole amount is.
// - canceled (the gateway took it and canceled it) or failed (it refused it at once): the
//   reservation goes back (refunded_amount falls by the amount). A cancellation is audited.
import { and, eq, sql } from 'drizzle-orm';
import { parseFils } from '@charades/shared/money';
import { isTestGateway } from '@charades/shared/test-payments';
import { refundedTokenShare } from '@charades/shared/schemas/admin-payments';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { paymentRefunds, payments, profiles, tokenLedger } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { recordAudit, type AuditActor } from '../record-audit.ts';

export type RefundOutcome =
  | { kind: 'refunded'; gatewayRefundId: string | null; gatewayReference: string | null; evidence: Record<string, unknown> }
  | { kind: 'canceled'; message: string; evidence: Record<string, unknown> }
  | { kind: 'failed'; message: string };

/** Who learnt the outcome: kept on the audit row. */
export type RefundSettledBy = 'make_refund' | 'gateway_status' | 'staff_record';

export interface SettleRefundOptions {
  db: Db;
  /** The admin acting, or the system (all null) for the reconciliation job. */
  actor: AuditActor;
  refundId: string;
  outcome: RefundOutcome;
  settledBy: RefundSettledBy;
  /** A person's reason for recording the portal's answer. */
  note?: string;
}

type RefundRow = typeof paymentRefunds.$inferSelect;

async function succeededFils(tx: DbOrTx, paymentId: string): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${paymentRefunds.amount}), 0)::numeric(12,3)::text` })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.paymentId, paymentId), eq(paymentRefunds.status, 'Succeeded')));
  return parseFils(row?.sum ?? '0');
}

/** Settles the refund if it is still Pending; false when it was settled already (nothing written). */
export async function settleRefund(opts: SettleRefundOptions): Promise<boolean> {
  return opts.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ paymentId: paymentRefunds.paymentId })
      .from(paymentRefunds)
      .where(eq(paymentRefunds.id, opts.refundId));
    if (!found) throw new AppError('refund_not_found');
    // The payment's row first, as every refund path locks it: then the refund's.
    const [payment] = await tx.select().from(payments).where(eq(payments.id, found.paymentId)).for('update');
    if (!payment) throw new AppError('payment_not_found');
    const [refund] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.id, opts.refundId)).for('update');
    if (!refund || refund.status !== 'Pending') return false;
    if (opts.outcome.kind === 'refunded') await refunded(tx, opts, payment, refund, opts.outcome);
    else await released(tx, opts, payment, refund, opts.outcome);
    return true;
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type PaymentRow = typeof payments.$inferSelect;

async function released(
  tx: Tx,
  opts: SettleRefundOptions,
  payment: PaymentRow,
  refund: RefundRow,
  outcome: Extract<RefundOutcome, { kind: 'canceled' | 'failed' }>,
): Promise<void> {
  await tx
    .update(paymentRefunds)
    .set({
      status: outcome.kind === 'canceled' ? 'Canceled' : 'Failed',
      failureMessage: outcome.message.slice(0, 1000),
      completedAt: sql`now()`,
      ...(outcome.kind === 'canceled' ? { gatewayData: { ...refund.gatewayData, settled: outcome.evidence } } : {}),
    })
    .where(eq(paymentRefunds.id, refund.id));
  await tx
    .update(payments)
    .set({ refundedAmount: sql`${payments.refundedAmount} - ${refund.amount}::numeric`, updatedAt: sql`now()` })
    .where(eq(payments.id, payment.id));
  // A refusal at MakeRefund changed nothing anyone saw; a cancellation undoes a refund staff asked for.
  if (outcome.kind === 'canceled') {
    await recordAudit(tx, {
      actor: opts.actor,
      action: 'payment_refund_canceled',
      target: payment.userId !== null ? { type: 'user', id: payment.userId } : { type: 'payment', id: payment.id },
      details: {
        amount: refund.amount,
        paymentId: payment.id,
        refundId: refund.id,
        gatewayRefundId: refund.gatewayRefundId,
        settledBy: opts.settledBy,
        ...(opts.note ? { reason: opts.note } : {}),
        message: outcome.message,
      },
    });
  }
}

async function refunded(
  tx: Tx,
  opts: SettleRefundOptions,
  payment: PaymentRow,
  refund: RefundRow,
  outcome: Extract<RefundOutcome, { kind: 'refunded' }>,
): Promise<void> {
  const paidFils = parseFils(payment.amount);
  const amountFils = parseFils(refund.amount);
  const before = await succeededFils(tx, payment.id);
  const after = before + amountFils;
  const share = refundedTokenShare(payment.tokens, after, paidFils) - refundedTokenShare(payment.tokens, before, paidFils);
  const fullyRefunded = after >= paidFils;

  const { taken, email } = await takeRefundedTokens(tx, payment, refund, { share, fullyRefunded });
  const shortfall = share - taken;
  const gatewayRefundId = outcome.gatewayRefundId ?? refund.gatewayRefundId;

  await tx
    .update(paymentRefunds)
    .set({
      status: 'Succeeded',
      tokensTaken: taken,
      tokensShortfall: shortfall,
      gatewayRefundId,
      gatewayReference: outcome.gatewayReference ?? refund.gatewayReference,
      gatewayData: { ...refund.gatewayData, ...outcome.evidence },
      completedAt: sql`now()`,
    })
    .where(eq(paymentRefunds.id, refund.id));
  if (fullyRefunded) {
    await tx
      .update(payments)
      .set({ status: 'Refunded', updatedAt: sql`now()` })
      .where(eq(payments.id, payment.id));
  }
  await recordAudit(tx, {
    actor: opts.actor,
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
      gatewayRefundId,
      ...(opts.settledBy === 'make_refund' ? {} : { settledBy: opts.settledBy }),
      ...(opts.note ? { recordedReason: opts.note } : {}),
    },
  });
}

/** Takes the refund's share of the games back from the buyer, as far as they still have them
 *  (none from a detached payment); the buyer's e-mail for the audit row. */
async function takeRefundedTokens(
  tx: Tx,
  payment: PaymentRow,
  refund: RefundRow,
  { share, fullyRefunded }: { share: number; fullyRefunded: boolean },
): Promise<{ taken: number; email: string | null }> {
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
          adminEmail: refund.adminEmail,
          paymentId: payment.id,
          refundId: refund.id,
          shortfall: share - taken,
        },
      });
    }
  }
  return { taken, email };
}
