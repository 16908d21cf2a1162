import type { Language } from '@charades/shared/languages';
// What the sandbox gateway keeps of an invoice, and where: a store the app gives it
// (server/src/db/sandbox-invoice-store.ts, the database: invoices survive a restart, and every
// process behind a balancer sees the same ones: one creates, another shows the card page, a
// third answers GetPaymentStatus).

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
  language: Language;
  createdAt: string;
  expiresAt: string;
  paid: boolean;
  transactions: SandboxTransaction[];
  /** MakeRefund's refunds (absent on invoices stored before refunds existed). */
  refunds?: SandboxRefund[];
}

export interface SandboxInvoiceStore {
  get(invoiceId: string): Promise<SandboxInvoice | null>;
  /** Adds a new invoice; false when its id is taken (the caller draws another). */
  add(invoice: SandboxInvoice): Promise<boolean>;
  /** Saves an invoice's new state (a card attempt, a refund). */
  put(invoice: SandboxInvoice): Promise<void>;
  invoiceIdOfPayment(paymentId: string): Promise<string | null>;
}
