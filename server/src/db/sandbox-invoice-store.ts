// The sandbox gateway's invoices in the database (issue 32 §1; the table's comment says why).
// Test data: invoices older than two days are dropped as new ones are added; a payment whose
// invoice is gone is failed once its invoice would have expired (settle-payment.ts).
import { arrayContains, eq, lt } from 'drizzle-orm';
import type { SandboxInvoice, SandboxInvoiceStore } from '../lib/myfatoorah/sandbox/invoice-store.ts';
import type { Db } from './client.ts';
import { sandboxInvoices } from './schema/index.ts';

const KEEP_MS = 2 * 24 * 3600_000;

const paymentIdsOf = (invoice: SandboxInvoice) => invoice.transactions.map((t) => t.paymentId);

export function createSandboxInvoiceStore(db: Db): SandboxInvoiceStore {
  return {
    async get(invoiceId) {
      const id = Number(invoiceId);
      if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
      const [row] = await db.select({ data: sandboxInvoices.data }).from(sandboxInvoices).where(eq(sandboxInvoices.invoiceId, id));
      return row ? (row.data as SandboxInvoice) : null;
    },
    async add(invoice) {
      await db.delete(sandboxInvoices).where(lt(sandboxInvoices.createdAt, new Date(Date.now() - KEEP_MS)));
      const added = await db
        .insert(sandboxInvoices)
        .values({ invoiceId: invoice.invoiceId, paymentIds: paymentIdsOf(invoice), data: invoice })
        .onConflictDoNothing()
        .returning({ id: sandboxInvoices.invoiceId });
      return added.length > 0;
    },
    async put(invoice) {
      await db
        .update(sandboxInvoices)
        .set({ paymentIds: paymentIdsOf(invoice), data: invoice })
        .where(eq(sandboxInvoices.invoiceId, invoice.invoiceId));
    },
    async invoiceIdOfPayment(paymentId) {
      const [row] = await db
        .select({ id: sandboxInvoices.invoiceId })
        .from(sandboxInvoices)
        .where(arrayContains(sandboxInvoices.paymentIds, [paymentId]));
      return row ? String(row.id) : null;
    },
  };
}
