import { sql } from 'drizzle-orm';
import { pgTable, uuid, text, integer, numeric, jsonb, timestamp, index, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { coupons } from './coupons.ts';

/** Stored statuses. A partial refund keeps 'Paid' with refunded_amount > 0 (the wire calls it
 *  'PartlyRefunded'); a full refund is 'Refunded'. */
export const STORED_PAYMENT_STATUSES = ['Pending', 'Paid', 'Failed', 'Refunded'] as const;

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Null once the account is deleted: the payment stays (detached and anonymised) so revenue
    // and refunds remain true (issue 17).
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    amount: numeric('amount', { precision: 12, scale: 3 }).notNull(),
    /** The package's price before any coupon: list_amount - amount is the coupon's discount. */
    listAmount: numeric('list_amount', { precision: 12, scale: 3 }),
    /** The sum of succeeded refunds plus refunds in flight (reserved before the gateway call). */
    refundedAmount: numeric('refunded_amount', { precision: 12, scale: 3 }).notNull().default('0'),
    currency: text('currency').notNull().default('KWD'),
    tokens: integer('tokens').notNull(),
    packageId: text('package_id'),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    paymentGateway: text('payment_gateway').notNull(),
    status: text('status', { enum: STORED_PAYMENT_STATUSES }).notNull().default('Pending'),
    invoiceId: text('invoice_id'),
    transactionId: text('transaction_id'),
    gatewayData: jsonb('gateway_data').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When the buyer's account was deleted (user_id then null, personal gateway fields removed). */
    detachedAt: timestamp('detached_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('payments_gateway_invoice_unique').on(t.paymentGateway, t.invoiceId),
    check('payments_amount_non_negative', sql`${t.amount} >= 0`),
    check('payments_tokens_positive', sql`${t.tokens} > 0`),
    check('payments_status_valid', sql`${t.status} in ('Pending', 'Paid', 'Failed', 'Refunded')`),
    check('payments_refund_within_amount', sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.amount}`),
    index('payments_status_paid_idx').on(t.status, t.paidAt),
    index('payments_created_idx').on(t.createdAt),
  ],
);
