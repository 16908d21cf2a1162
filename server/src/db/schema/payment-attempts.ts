// Every card attempt the gateway reported on a payment's invoice (issue 32 §1): a declined card
// leaves the invoice payable and the payment Pending, so without these rows a decline looked
// exactly like an abandoned checkout. Written by the settle path each time it reads the
// invoice (upserted by the gateway's PaymentId), shown as the payment's timeline, searched by
// the PaymentId a customer's thank-you URL carries.
import { sql } from 'drizzle-orm';
import { pgTable, uuid, text, timestamp, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { payments } from './payments.ts';

export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** The gateway's PaymentId of the attempt. */
    gatewayPaymentId: text('gateway_payment_id').notNull(),
    /** Succeeded, Failed or InProgress (the gateway's TransactionStatus, in our words). */
    status: text('status').notNull(),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    /** The gateway's name of the card network or method (VISA/MASTER, KNET). */
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** When the gateway says the attempt was made; null when it did not say. */
    attemptedAt: timestamp('attempted_at', { withTimezone: true }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_attempts_payment_gateway_unique').on(t.paymentId, t.gatewayPaymentId),
    index('payment_attempts_gateway_payment_idx').on(t.gatewayPaymentId),
    index('payment_attempts_failed_idx')
      .on(t.paymentId)
      .where(sql`status = 'Failed'`),
  ],
);
