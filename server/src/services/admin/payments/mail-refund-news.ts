// The buyer's e-mails about refunds (issue 32 §3), sent through the account e-mails' mailer:
// "requested" once the gateway has taken a refund, "completed" once it succeeded (and then
// no "requested" after it). Each is claimed by a conditional update before it is sent, so
// however many servers, requests and reconciliation rounds run this, each goes at most once.
// Called after every refund change (the refund, Check now, a recorded outcome) and by the
// reconciliation round, which settles refunds the gateway completes later.
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { paymentRefunds, payments, profiles } from '../../../db/schema/index.ts';
import type { Mailer } from '../../../lib/mailer.ts';
import { refundEmail } from '../../mail/refund-emails.ts';

export interface RefundMailOptions {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

export async function mailRefundNews(opts: RefundMailOptions): Promise<number> {
  const { db } = opts;
  // Completed first: a refund that succeeded at once is told once, as completed.
  const completed = await db
    .update(paymentRefunds)
    .set({ completedMailAt: sql`now()`, requestedMailAt: sql`coalesce(${paymentRefunds.requestedMailAt}, now())` })
    .where(and(eq(paymentRefunds.status, 'Succeeded'), isNull(paymentRefunds.completedMailAt)))
    .returning({ id: paymentRefunds.id, paymentId: paymentRefunds.paymentId, amount: paymentRefunds.amount });
  const requested = await db
    .update(paymentRefunds)
    .set({ requestedMailAt: sql`now()` })
    .where(and(eq(paymentRefunds.status, 'Pending'), isNotNull(paymentRefunds.gatewayRefundId), isNull(paymentRefunds.requestedMailAt)))
    .returning({ id: paymentRefunds.id, paymentId: paymentRefunds.paymentId, amount: paymentRefunds.amount });
  const news = [
    ...completed.map((r) => ({ ...r, kind: 'completed' as const })),
    ...requested.map((r) => ({ ...r, kind: 'requested' as const })),
  ];
  for (const refund of news) {
    const [buyer] = await db
      .select({ email: profiles.email, language: profiles.language })
      .from(payments)
      .innerJoin(profiles, eq(profiles.id, payments.userId))
      .where(eq(payments.id, refund.paymentId));
    // A deleted account's payment has nobody to tell.
    if (!buyer) continue;
    const message = refundEmail({
      to: buyer.email,
      kind: refund.kind,
      amount: refund.amount,
      publicUrl: opts.publicUrl,
      language: buyer.language,
    });
    await opts.mailer.send(message).catch((err: unknown) => opts.log.warn({ err, refundId: refund.id }, 'refund e-mail failed'));
  }
  return news.length;
}
