// Payments counted by gateway and status, for the metrics scrape: one aggregate over the
// payments table (a few short rows per purchase), whose answer is a handful of rows whatever
// its size. The gateway tells test money ('sandbox') from real ('myfatoorah') and free
// coupon purchases.
import { count } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';

export interface PaymentCount {
  gateway: string;
  status: string;
  count: number;
}

export async function countPayments(opts: { db: Db }): Promise<PaymentCount[]> {
  return opts.db
    .select({ gateway: payments.paymentGateway, status: payments.status, count: count() })
    .from(payments)
    .groupBy(payments.paymentGateway, payments.status);
}
