// Follows a payment's unsettled refunds to the end (issue 30 §4). MyFatoorah executes a refund
// later unless the merchant's Auto Refund is on, and a MakeRefund whose answer was lost leaves
// us without its RefundId: GetRefundStatus by the payment's invoice lists every refund the
// gateway holds. A Pending refund of ours is matched by its RefundId, or, when it has none, by
// its amount among the gateway's refunds that no refund of ours names; then settled through
// settle-refund.ts (Refunded: games taken back, ledger and audit; Canceled: reservation
// released). One that is still pending there keeps waiting; one the gateway does not know is
// left for a person, who can record what the portal says.
import type { ReconcileOptions } from '../../payments/reconcile-pending.ts';
import { and, asc, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { parseFils } from '@charades/shared/money';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { paymentRefunds, payments } from '../../../db/schema/index.ts';
import type { GatewayRefundStatus, PaymentGateway } from '../../../lib/payment-gateway.ts';
import type { AuditActor } from '../record-audit.ts';
import { settleRefund, type RefundSettledBy } from './settle-refund.ts';

export interface CheckRefundsOptions {
  db: Db;
  gateway: PaymentGateway;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  actor: AuditActor;
  paymentId: string;
  settledBy?: RefundSettledBy;
  /** The gateway's list, when the caller has just read it (right after MakeRefund). */
  statuses?: GatewayRefundStatus[];
}

/** 404 refund_not_found unless the payment has this refund. */
export async function assertRefundOfPayment(opts: { db: Db; paymentId: string; refundId: string }): Promise<void> {
  const [row] = await opts.db
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.id, opts.refundId), eq(paymentRefunds.paymentId, opts.paymentId)));
  if (!row) throw new AppError('refund_not_found');
}

/** The system as an actor: the reconciliation job. */
export const SYSTEM_ACTOR: AuditActor = { id: null, email: null, ip: null, userAgent: null };

/** Reads the gateway about the payment's Pending refunds and settles those it has settled.
 *  Throws the gateway's error when it cannot be read (nothing is changed then). */
export async function checkRefunds(opts: CheckRefundsOptions): Promise<{ pending: number; settled: number }> {
  const { db } = opts;
  const [payment] = await db
    .select({ id: payments.id, invoiceId: payments.invoiceId, gateway: payments.paymentGateway })
    .from(payments)
    .where(eq(payments.id, opts.paymentId));
  if (!payment?.invoiceId || payment.gateway !== opts.gateway.name) return { pending: 0, settled: 0 };
  const refunds = await db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.paymentId, payment.id))
    .orderBy(asc(paymentRefunds.createdAt));
  const pending = refunds.filter((r) => r.status === 'Pending');
  if (pending.length === 0) return { pending: 0, settled: 0 };

  const statuses = opts.statuses ?? (await opts.gateway.getRefundStatus(payment.invoiceId));
  // Refunds of the gateway's that some refund of ours already names.
  const named = new Set(refunds.flatMap((r) => (r.gatewayRefundId ? [r.gatewayRefundId] : [])));
  let settled = 0;
  for (const refund of pending) {
    const match = refund.gatewayRefundId
      ? statuses.find((s) => s.refundId === refund.gatewayRefundId)
      : statuses.find((s) => !named.has(s.refundId) && s.amountFils === parseFils(refund.amount));
    if (!match) {
      opts.log.warn({ paymentId: payment.id, refundId: refund.id }, 'refund check: the gateway lists no such refund; left Pending');
      continue;
    }
    if (!refund.gatewayRefundId) {
      named.add(match.refundId);
      // What the lost MakeRefund answer would have told us.
      await db
        .update(paymentRefunds)
        .set({ gatewayRefundId: match.refundId, gatewayReference: match.refundReference })
        .where(and(eq(paymentRefunds.id, refund.id), eq(paymentRefunds.status, 'Pending'), isNull(paymentRefunds.gatewayRefundId)));
    }
    if (match.status === 'Pending') continue;
    const evidence = { refundStatus: match.raw ?? null };
    const done = await settleRefund({
      db,
      actor: opts.actor,
      refundId: refund.id,
      settledBy: opts.settledBy ?? 'gateway_status',
      outcome:
        match.status === 'Refunded'
          ? { kind: 'refunded', gatewayRefundId: match.refundId, gatewayReference: match.refundReference, evidence }
          : { kind: 'canceled', message: 'Canceled at the gateway', evidence },
    });
    if (done) {
      settled += 1;
      opts.log.info({ paymentId: payment.id, refundId: refund.id, status: match.status }, 'refund check: settled');
    }
  }
  return { pending: pending.length, settled };
}

/** The payments of this gateway with a refund Pending for longer than `olderThanMs`: the
 *  reconciliation job checks them, at most `limit` per round. */
export async function paymentsWithPendingRefunds(opts: { db: Db; gateway: PaymentGateway; olderThanMs: number; limit: number }) {
  const rows = await opts.db
    .selectDistinct({ paymentId: paymentRefunds.paymentId, createdAt: paymentRefunds.createdAt })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(
      and(
        eq(paymentRefunds.status, 'Pending'),
        eq(payments.paymentGateway, opts.gateway.name),
        isNotNull(payments.invoiceId),
        lt(paymentRefunds.createdAt, new Date(Date.now() - opts.olderThanMs)),
      ),
    )
    .orderBy(asc(paymentRefunds.createdAt))
    .limit(opts.limit);
  return [...new Set(rows.map((r) => r.paymentId))];
}

/** A reconciliation round's part for refunds: each payment with a refund Pending for a while is
 *  read once, one at a time with a pause between reads (GetRefundStatus is rate-limited too). */
export async function reconcileRefunds(opts: ReconcileOptions): Promise<{ read: number; settled: number }> {
  const running = opts.running ?? (() => true);
  const due = await paymentsWithPendingRefunds({
    db: opts.db,
    gateway: opts.gateway,
    olderThanMs: opts.olderThanMs ?? 60_000,
    limit: opts.limit ?? 10,
  });
  let read = 0;
  let settled = 0;
  for (const paymentId of due) {
    if (!running()) break;
    if (read > 0 && opts.pauseMs) await new Promise((r) => setTimeout(r, opts.pauseMs));
    read += 1;
    try {
      settled += (await checkRefunds({ db: opts.db, gateway: opts.gateway, log: opts.log, actor: SYSTEM_ACTOR, paymentId })).settled;
    } catch (err) {
      // The next round reads it again.
      opts.log.warn({ err, paymentId }, 'refund reconciliation: status read failed');
    }
  }
  return { read, settled };
}
