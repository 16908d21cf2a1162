// Before an account is deleted (delete-user.ts), its payments are kept for revenue and refunds
// but stripped of what identifies the person: the customer's name, e-mail, mobile and address
// in the gateway's answers kept on the row, and per attempt the card number, IP address and
// card holder. What a refund or an accountant needs stays: amounts, dates, the invoice and
// the gateway's PaymentId, TransactionId and references.
import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { paymentAttempts, payments } from '../../../db/schema/index.ts';

/** Keys holding personal data, at any depth of the kept gateway answers. */
const PERSONAL_KEYS = new Set([
  'CustomerName',
  'CustomerEmail',
  'CustomerMobile',
  'CustomerAddress',
  'CustomerCivilId',
  'MobileCountryCode',
  'CardNumber',
  'IpAddress',
  'IP',
  'Card',
  'Customer',
  'NameOnCard',
  'Email',
  'Mobile',
]);

export function withoutPersonalData(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPersonalData);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([key]) => !PERSONAL_KEYS.has(key))
      .map(([key, v]) => [key, withoutPersonalData(v)]),
  );
}

/** Inside the deletion's transaction: mark the account's payments detached and anonymise them. */
export async function anonymisePayments({ tx, userId }: { tx: DbOrTx; userId: string }): Promise<number> {
  const rows = await tx
    .select({ id: payments.id, gatewayData: payments.gatewayData })
    .from(payments)
    .where(eq(payments.userId, userId))
    .for('update');
  for (const row of rows) {
    await tx
      .update(payments)
      .set({
        detachedAt: sql`now()`,
        gatewayData: row.gatewayData ? (withoutPersonalData(row.gatewayData) as Record<string, unknown>) : null,
        updatedAt: sql`now()`,
      })
      .where(eq(payments.id, row.id));
  }
  // The card attempts (issue 32 §1) keep their PaymentId, status and error; the card's last
  // four digits go, as the card number does above.
  if (rows.length > 0) {
    await tx
      .update(paymentAttempts)
      .set({ cardLast4: null })
      .where(
        inArray(
          paymentAttempts.paymentId,
          rows.map((r) => r.id),
        ),
      );
  }
  return rows.length;
}
