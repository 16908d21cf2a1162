// Where the sandbox gateway keeps its invoices: Redis when the app has it (so several app
// processes behind a balancer see the same invoices: one creates, another shows the card
// page, a third answers GetPaymentStatus), else a map in this process (the embedded default
// runs one process). Invoices are test data: they are kept two days, then dropped.
import type { RedisClient } from '../../redis.ts';

export interface SandboxTransaction {
  paymentId: string;
  status: 'Succss' | 'Failed';
  date: string;
  /** The test card's last four digits. */
  cardLast4: string;
  error: string | null;
}

export interface SandboxRefund {
  refundId: number;
  refundReference: string;
  valueFils: number;
  comment: string | null;
  date: string;
}

export interface SandboxInvoice {
  invoiceId: number;
  valueFils: number;
  customerName: string;
  customerEmail: string | null;
  customerReference: string | null;
  callbackUrl: string;
  errorUrl: string;
  language: 'ar' | 'en';
  createdAt: string;
  expiresAt: string;
  paid: boolean;
  transactions: SandboxTransaction[];
  /** MakeRefund's refunds (absent on invoices stored before refunds existed). */
  refunds?: SandboxRefund[];
}

export interface SandboxInvoiceStore {
  get(invoiceId: string): Promise<SandboxInvoice | null>;
  put(invoice: SandboxInvoice): Promise<void>;
  invoiceIdOfPayment(paymentId: string): Promise<string | null>;
}

const KEEP_SECONDS = 2 * 24 * 3600;

export function createSandboxInvoiceStore(redis: RedisClient | null, prefix: string): SandboxInvoiceStore {
  if (!redis) {
    const invoices = new Map<string, SandboxInvoice>();
    const payments = new Map<string, string>();
    return {
      get: async (id) => structuredClone(invoices.get(id) ?? null),
      async put(invoice) {
        invoices.set(String(invoice.invoiceId), structuredClone(invoice));
        for (const t of invoice.transactions) payments.set(t.paymentId, String(invoice.invoiceId));
      },
      invoiceIdOfPayment: async (paymentId) => payments.get(paymentId) ?? null,
    };
  }
  const invoiceKey = (id: string) => `${prefix}sandbox-myfatoorah:invoice:${id}`;
  const paymentKey = (id: string) => `${prefix}sandbox-myfatoorah:payment:${id}`;
  return {
    async get(id) {
      const raw = await redis.get(invoiceKey(id));
      return raw ? (JSON.parse(raw) as SandboxInvoice) : null;
    },
    async put(invoice) {
      const multi = redis
        .multi()
        .set(invoiceKey(String(invoice.invoiceId)), JSON.stringify(invoice), { expiration: { type: 'EX', value: KEEP_SECONDS } });
      for (const t of invoice.transactions)
        multi.set(paymentKey(t.paymentId), String(invoice.invoiceId), { expiration: { type: 'EX', value: KEEP_SECONDS } });
      await multi.exec();
    },
    invoiceIdOfPayment: (paymentId) => redis.get(paymentKey(paymentId)),
  };
}
