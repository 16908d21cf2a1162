// A minimal in-test PaymentGateway: invoices in a Map, paid/declined/expired by the test. It
// stands in for h10-gateway's fake MyFatoorah HTTP server until that lands; the domain code
// only ever sees the PaymentGateway interface, so switching is a change of this helper only.
import { GatewayError, type PaymentGateway, type PaymentStatus, type SendPaymentInput } from '../../../server/src/lib/myfatoorah/types.ts';

interface Invoice {
  input: SendPaymentInput;
  invoiceId: string;
  state: 'Pending' | 'Paid' | 'Failed' | 'Expired';
  paymentId: string | null;
  /** What the gateway reports, when a test makes it differ from what was asked. */
  valueFils: number;
  currency: string;
  customerReference: string | null;
}

export interface TestGateway extends PaymentGateway {
  invoices: Map<string, Invoice>;
  calls: { sendPayment: number; getPaymentStatus: number };
  /** The next sendPayment fails this way. */
  failNextSend: GatewayError | null;
  /** Each status read waits this long (widens races). */
  statusDelayMs: number;
  pay(invoiceId: string, overrides?: Partial<Pick<Invoice, 'valueFils' | 'currency' | 'customerReference'>>): string;
  /** A declined attempt; its PaymentId (what the buyer comes back with). */
  decline(invoiceId: string): string;
  expire(invoiceId: string): void;
  last(): Invoice;
}

export function createTestGateway(name = 'myfatoorah'): TestGateway {
  let n = 0;
  const invoices = new Map<string, Invoice>();
  const get = (id: string) => {
    const inv = invoices.get(id);
    if (!inv) throw new Error(`no invoice ${id}`);
    return inv;
  };
  const gw: TestGateway = {
    name,
    invoices,
    calls: { sendPayment: 0, getPaymentStatus: 0 },
    failNextSend: null,
    statusDelayMs: 0,
    async sendPayment(input) {
      gw.calls.sendPayment++;
      if (gw.failNextSend) {
        const err = gw.failNextSend;
        gw.failNextSend = null;
        throw err;
      }
      const invoiceId = String(1000 + ++n);
      invoices.set(invoiceId, {
        input,
        invoiceId,
        state: 'Pending',
        paymentId: null,
        valueFils: input.invoiceValueFils,
        currency: 'KWD',
        customerReference: input.customerReference,
      });
      return { invoiceId, invoiceUrl: `https://pay.test/invoice/${invoiceId}` };
    },
    async getPaymentStatus(key) {
      gw.calls.getPaymentStatus++;
      if (gw.statusDelayMs) await new Promise((r) => setTimeout(r, gw.statusDelayMs));
      const inv = key.type === 'InvoiceId' ? invoices.get(key.value) : [...invoices.values()].find((i) => i.paymentId === key.value);
      if (!inv) throw new GatewayError('not_found', 'Invalid key');
      const status: PaymentStatus = {
        invoiceId: inv.invoiceId,
        paid: inv.state === 'Paid',
        // As the real client: a declined attempt is failed only when asked by its PaymentId
        // (the invoice itself can still be paid); by InvoiceId, only an expired invoice is.
        failed: inv.state === 'Expired' || (key.type === 'PaymentId' && inv.state === 'Failed'),
        invoiceStatus: inv.state,
        invoiceValueFils: inv.valueFils,
        currency: inv.currency,
        customerReference: inv.customerReference,
        paymentId: inv.paymentId,
        paymentMethod: inv.state === 'Paid' ? 'KNET' : null,
        raw: { InvoiceId: Number(inv.invoiceId), InvoiceStatus: inv.state },
      };
      return status;
    },
    pay(invoiceId, overrides = {}) {
      const inv = get(invoiceId);
      Object.assign(inv, overrides, { state: 'Paid', paymentId: `0701${invoiceId}` });
      return `0701${invoiceId}`;
    },
    decline(invoiceId) {
      const inv = get(invoiceId);
      inv.state = 'Failed';
      inv.paymentId = `0702${invoiceId}`;
      return inv.paymentId;
    },
    expire(invoiceId) {
      get(invoiceId).state = 'Expired';
    },
    last() {
      const inv = [...invoices.values()].at(-1);
      if (!inv) throw new Error('no invoice yet');
      return inv;
    },
  };
  return gw;
}
