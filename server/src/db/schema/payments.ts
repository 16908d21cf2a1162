import { sql } from 'drizzle-orm';
import { pgTable, uuid, text, integer, numeric, jsonb, timestamp, index, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { coupons } from './coupons.ts';

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 12, scale: 3 }).notNull(),
    currency: text('currency').notNull().default('KWD'),
    tokens: integer('tokens').notNull(),
    packageId: text('package_id'),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    paymentGateway: text('payment_gateway').notNull(),
    status: text('status', { enum: ['Pending', 'Paid', 'Failed'] })
      .notNull()
      .default('Pending'),
    invoiceId: text('invoice_id'),
    transactionId: text('transaction_id'),
    gatewayData: jsonb('gateway_data').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('payments_gateway_invoice_unique').on(t.paymentGateway, t.invoiceId),
    check('payments_amount_non_negative', sql`${t.amount} >= 0`),
    check('payments_tokens_positive', sql`${t.tokens} > 0`),
    check('payments_status_valid', sql`${t.status} in ('Pending', 'Paid', 'Failed')`),
  ],
);
