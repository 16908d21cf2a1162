// The sandbox gateway's invoices (issue 32 §1): test payments on the embedded default survive
// a restart of the app (they lived in its memory: afterwards they could not be refunded and
// their pending payments were asked about for ever), and every process behind a balancer sees
// the same ones. Test data, dropped two days after they were made.
import { pgTable, integer, text, jsonb, timestamp, index } from 'drizzle-orm/pg-core';

export const sandboxInvoices = pgTable(
  'sandbox_invoices',
  {
    invoiceId: integer('invoice_id').primaryKey(),
    /** The PaymentIds of its card attempts, for GetPaymentStatus by PaymentId. */
    paymentIds: text('payment_ids').array().notNull().default([]),
    /** The invoice as the sandbox keeps it (lib/myfatoorah/sandbox/invoice-store.ts). */
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_invoices_payment_ids_idx').using('gin', t.paymentIds), index('sandbox_invoices_created_idx').on(t.createdAt)],
);
