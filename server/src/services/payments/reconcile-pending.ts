// Payments still Pending a while after creation (the buyer closed the tab, the webhook never
// came, a card was declined) are read again through the one settle path. GetPaymentStatus is
// rate-limited, so a round reads at most `limit` invoices, one at a time with a pause between
// them. This is also what gives a coupon reservation back: a payment keeps its reservation
// while its invoice can be paid, and settling fails it and releases the coupon once the gateway
// reports the invoice Expired or Canceled (see settle-payment.ts).
import { and, asc, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';
import type { PaymentGateway } from '../../lib/payment-gateway.ts';
import { failPayment } from './fail-payment.ts';
import { settlePayment } from './settle-payment.ts';

/** A reconciliation round's options, for payments here and for refunds (check-refunds.ts). */
export interface ReconcileOptions {
  db: Db;
  gateway: PaymentGateway;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Only what is older than this is read (payments: default 2 minutes; refunds: 1 minute). */
  olderThanMs?: number;
  /** At most this many reads per round (default 10). */
  limit?: number;
  /** Pause between two reads (default 1 s). */
  pauseMs?: number;
  /** Keep going? (false once the app is closing.) */
  running?: () => boolean;
  /** How long an invoice is payable (PAYMENT_INVOICE_MINUTES); see SettleOptions. */
  invoiceMinutes?: number;
}

/** A payment that never got an invoice (the server stopped between the two steps) cannot be
 *  paid; after this long it fails and gives its coupon back. */
const NO_INVOICE_FAIL_AFTER_MS = 30 * 60_000;

export async function reconcilePending(opts: ReconcileOptions): Promise<{ read: number }> {
  const { db, gateway, log } = opts;
  const now = Date.now();
  const olderThan = new Date(now - (opts.olderThanMs ?? 2 * 60_000));
  const running = opts.running ?? (() => true);

  const orphans = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(eq(payments.status, 'Pending'), isNull(payments.invoiceId), lt(payments.createdAt, new Date(now - NO_INVOICE_FAIL_AFTER_MS))),
    )
    .limit(100);
  for (const { id } of orphans) await failPayment(db, id, { reason: 'no invoice was created' });

  const due = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'Pending'),
        eq(payments.paymentGateway, gateway.name),
        isNotNull(payments.invoiceId),
        lt(payments.createdAt, olderThan),
      ),
    )
    .orderBy(asc(payments.updatedAt))
    .limit(opts.limit ?? 10);
  let read = 0;
  for (const { id } of due) {
    if (!running()) break;
    if (read > 0) await new Promise((r) => setTimeout(r, opts.pauseMs ?? 1000));
    try {
      const { status } = await settlePayment({ db, gateway, log, paymentId: id, invoiceMinutes: opts.invoiceMinutes });
      // Read again later than the others still pending.
      if (status === 'Pending') await db.update(payments).set({ updatedAt: new Date() }).where(eq(payments.id, id));
    } catch (err) {
      log.warn({ err, paymentId: id }, 'reconciliation: status read failed; retried next round');
    }
    read++;
  }
  return { read };
}
