import { sql } from 'drizzle-orm';
import { pgTable, uuid, text, integer, boolean, timestamp, uniqueIndex, check } from 'drizzle-orm/pg-core';

export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    description: text('description'),
    type: text('type').notNull().default('discount'),
    discountPercentage: integer('discount_percentage').default(10),
    freeTokens: integer('free_tokens'),
    maxUses: integer('max_uses'),
    userMaxUsage: integer('user_max_usage').notNull().default(1),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    usedCount: integer('used_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_lower_unique').on(sql`lower(${t.code})`),
    check('coupons_discount_range', sql`${t.discountPercentage} is null or ${t.discountPercentage} between 1 and 100`),
    check('coupons_free_tokens_min', sql`${t.freeTokens} is null or ${t.freeTokens} >= 1`),
    check('coupons_max_uses_min', sql`${t.maxUses} is null or ${t.maxUses} >= 0`),
    check('coupons_user_max_usage_min', sql`${t.userMaxUsage} >= 1`),
    check('coupons_used_count_bounds', sql`${t.usedCount} >= 0 and (${t.maxUses} is null or ${t.usedCount} <= ${t.maxUses})`),
  ],
);
