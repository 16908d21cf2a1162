// One row per refund of a payment (issue 17). A refund is reserved first (status Pending, the
// payment's refunded_amount raised in the same transaction under the payment's row lock), then
// sent to the gateway, then marked Succeeded, or Failed (the gateway refused it) or Canceled
// (it took it and canceled it later, issue 30 §4); both give the reservation back. So two
// admins refunding at once refund once, and refunds never exceed what was paid. A Pending row
// with a gateway_refund_id is pending at the gateway; without one, its answer never came.
import { sql } from 'drizzle-orm';
import { pgTable, uuid, text, integer, numeric, jsonb, timestamp, index, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { payments } from './payments.ts';

export const REFUND_STATUSES = ['Pending', 'Succeeded', 'Failed', 'Canceled'] as const;

export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    amount: numeric('amount', { precision: 12, scale: 3 }).notNull(),
    /** Tokens taken back from the buyer's balance (never below zero)... */
    tokensTaken: integer('tokens_taken').notNull().default(0),
    /** ...and the share of the payment's tokens that could not be taken (already spent). */
    tokensShortfall: integer('tokens_shortfall').notNull().default(0),
    reason: text('reason').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('Pending'),
    /** The caller's Idempotency-Key header, when sent: the same key refunds once. */
    idempotencyKey: text('idempotency_key'),
    adminId: uuid('admin_id'),
    adminEmail: text('admin_email'),
    /** The gateway's RefundId and RefundReference, and its answer as evidence. */
    gatewayRefundId: text('gateway_refund_id'),
    gatewayReference: text('gateway_reference'),
    gatewayData: jsonb('gateway_data').$type<Record<string, unknown>>(),
    failureMessage: text('failure_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When the buyer was e-mailed that the refund was requested, and that it completed (issue
     *  32 §3; mail-refund-news.ts claims each once, so every server sends it at most once). */
    requestedMailAt: timestamp('requested_mail_at', { withTimezone: true }),
    completedMailAt: timestamp('completed_mail_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_refunds_payment_idx').on(t.paymentId, t.createdAt),
    index('payment_refunds_completed_idx').on(t.status, t.completedAt),
    uniqueIndex('payment_refunds_idempotency_unique').on(t.idempotencyKey),
    check('payment_refunds_amount_positive', sql`${t.amount} > 0`),
    check('payment_refunds_tokens_non_negative', sql`${t.tokensTaken} >= 0 and ${t.tokensShortfall} >= 0`),
    check('payment_refunds_status_valid', sql`${t.status} in ('Pending', 'Succeeded', 'Failed', 'Canceled')`),
    index('payment_refunds_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'Pending'`),
  ],
);
