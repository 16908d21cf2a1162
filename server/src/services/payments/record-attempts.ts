// Keeps every card attempt the gateway reported on a payment's invoice (issue 32 §1), each
// time the settle path reads it: a new attempt is added, a known one takes its latest status
// (an attempt in progress ends succeeded or failed). Staff read them as the payment's
// timeline; search finds a payment by any attempt's PaymentId.
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { paymentAttempts } from '../../db/schema/index.ts';
import type { GatewayAttempt } from '../../lib/payment-gateway.ts';

// The gateway's texts are kept, not trusted: bounded so a strange answer cannot grow a row.
const clip = (value: string | null, max: number) => (value === null ? null : value.slice(0, max));

export async function recordAttempts(db: DbOrTx, paymentId: string, attempts: readonly GatewayAttempt[]): Promise<void> {
  if (attempts.length === 0) return;
  await db
    .insert(paymentAttempts)
    .values(
      attempts.map((a) => ({
        paymentId,
        gatewayPaymentId: a.paymentId.slice(0, 100),
        status: a.status.slice(0, 40),
        errorCode: clip(a.errorCode, 40),
        errorMessage: clip(a.errorMessage, 500),
        cardBrand: clip(a.cardBrand, 40),
        cardLast4: a.cardLast4 && /^\d{4}$/.test(a.cardLast4) ? a.cardLast4 : null,
        attemptedAt: a.at ? new Date(a.at) : null,
      })),
    )
    .onConflictDoUpdate({
      target: [paymentAttempts.paymentId, paymentAttempts.gatewayPaymentId],
      set: {
        status: sql`excluded.status`,
        errorCode: sql`excluded.error_code`,
        errorMessage: sql`excluded.error_message`,
        cardBrand: sql`coalesce(excluded.card_brand, ${paymentAttempts.cardBrand})`,
        cardLast4: sql`coalesce(excluded.card_last4, ${paymentAttempts.cardLast4})`,
        attemptedAt: sql`coalesce(excluded.attempted_at, ${paymentAttempts.attemptedAt})`,
      },
    });
}

/** Whether `attempt` (the PaymentId a buyer came back with) is a declined attempt on this
 *  payment, as last read from the gateway. */
export async function attemptDeclined(db: DbOrTx, paymentId: string, attempt: string): Promise<boolean> {
  const [row] = await db
    .select({ status: paymentAttempts.status })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.paymentId, paymentId), eq(paymentAttempts.gatewayPaymentId, attempt)));
  return row?.status === 'Failed';
}
