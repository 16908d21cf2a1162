// A provider's webhook said something happened to one of its invoices: settle our payment for
// it the one way (settle-payment.ts), by reading the invoice's status, never the webhook's word.
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';
import type { PaymentGateway } from '../../lib/payment-gateway.ts';
import { settlePayment } from './settle-payment.ts';

export async function settleInvoiceEvent(opts: {
  db: Db;
  gateway: PaymentGateway;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  invoiceId: string;
}): Promise<void> {
  const { db, gateway, log, invoiceId } = opts;
  const [payment] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.paymentGateway, gateway.name), eq(payments.invoiceId, invoiceId)));
  if (!payment) {
    log.warn({ invoiceId }, 'webhook for an invoice we do not know; ignored');
    return;
  }
  // The gateway says something happened to it: a Failed payment is read again too.
  await settlePayment({ db, gateway, log, paymentId: payment.id, rereadFailed: true });
}
