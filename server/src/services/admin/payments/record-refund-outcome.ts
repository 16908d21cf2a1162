// A person records what the MyFatoorah portal says of a Pending refund (issue 30 §4): it was
// refunded, or it was canceled, with a required reason. Settled through the one settle path
// (settle-refund.ts) and audited with the reason; a refund settled meanwhile is refused.
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { AuditActor } from '../record-audit.ts';
import { assertRefundOfPayment } from './check-refunds.ts';
import { settleRefund } from './settle-refund.ts';

export async function recordRefundOutcome(opts: {
  db: Db;
  actor: AuditActor;
  paymentId: string;
  refundId: string;
  outcome: 'Succeeded' | 'Canceled';
  reason: string;
}): Promise<void> {
  await assertRefundOfPayment(opts);
  const evidence = { recordedBy: opts.actor.email, recordedReason: opts.reason };
  const settled = await settleRefund({
    db: opts.db,
    actor: opts.actor,
    refundId: opts.refundId,
    settledBy: 'staff_record',
    note: opts.reason,
    outcome:
      opts.outcome === 'Succeeded'
        ? { kind: 'refunded', gatewayRefundId: null, gatewayReference: null, evidence }
        : { kind: 'canceled', message: `Recorded as canceled: ${opts.reason}`, evidence },
  });
  if (!settled) throw new AppError('refund_not_pending');
}
