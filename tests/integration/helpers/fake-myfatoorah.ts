// A fake MyFatoorah API v2 for tests: a real HTTP server (node:http, port 0) answering
// SendPayment, GetPaymentStatus and MakeRefund in MyFatoorah's envelopes and shapes (IsSuccess,
// ValidationErrors, InvoiceStatus Paid/Pending/DuplicatePayment/Expired, TransactionStatus
// Succss/Failed), with controls to set an invoice's state (pay, decline, expire, change what
// it reports), make the next answers fail or stall, slow every status read, and count calls.
// As at MyFatoorah, a declined card leaves the invoice payable until it expires (ExpiryDate)
// or is cancelled; an Expired or Canceled invoice takes no more payments. MakeRefund refunds a
// paid invoice by its PaymentId (or InvoiceId), never more than what is left of it, and records
// every refund it made.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { randomInt } from 'node:crypto';

export interface FakeTransaction {
  PaymentId: string;
  TransactionStatus: string; // 'Succss' | 'Failed' | 'InProgress' | ...
  PaymentGateway: string;
  Currency: string;
  TransationValue?: string;
  /** Kuwait local time without a zone, as MyFatoorah's Kuwait portal writes it. */
  TransactionDate?: string;
  CardNumber?: string;
  Error?: string | null;
  ErrorCode?: string | null;
}

/** Now in Kuwait (UTC+3) as MyFatoorah writes it: no zone. */
const kuwaitLocalNow = () => new Date(Date.now() + 3 * 3600_000).toISOString().replace('Z', '');

export interface FakeInvoice {
  InvoiceId: number;
  InvoiceStatus: string; // 'Pending' | 'Paid' | 'DuplicatePayment' | 'Expired' | 'Canceled'
  /** The reference MyFatoorah's portal and e-mails show (e.g. 2026000001234). */
  InvoiceReference?: string;
  /** As MyFatoorah sends it: a JSON number in the account's currency (3.5), or any test value. */
  InvoiceValue: unknown;
  InvoiceDisplayValue: string;
  CustomerReference: string | null;
  CustomerName: string;
  CustomerEmail: string | null;
  InvoiceTransactions: FakeTransaction[];
  /** When the invoice stops taking payments (MyFatoorah's default: three days; expire() ends it now). */
  ExpiryDate: string;
  /** The SendPayment body that created it, as parsed. */
  request: Record<string, unknown>;
}

export interface FakeRefund {
  RefundId: number;
  RefundReference: string;
  InvoiceId: number;
  Key: string;
  KeyType: string;
  /** In fils, read from the Amount as sent. */
  amountFils: number;
  Comment: unknown;
  /** The MakeRefund body as parsed. */
  request: Record<string, unknown>;
  /** What GetRefundStatus reports: Refunded at once (Auto Refund on) unless holdRefunds(). */
  RefundStatus: 'Refunded' | 'Pending' | 'Canceled';
}

export interface RecordedRequest {
  endpoint: string;
  authorization: string | undefined;
  /** The body exactly as sent. */
  text: string;
}

type Endpoint = 'SendPayment' | 'GetPaymentStatus' | 'MakeRefund' | 'GetRefundStatus';

interface CannedAnswer {
  status: number;
  body: string;
  /** Only for this endpoint; any endpoint when absent. */
  endpoint?: Endpoint;
}

export interface FakeMyFatoorahOptions {
  apiKey?: string;
  /** Where InvoiceURL points (the hosted payment page), e.g. https://demo.MyFatoorah.com/KWT/ie;
   *  default this server's /pay. */
  paymentPageBase?: string;
}

export interface FakeMyFatoorah {
  baseUrl: string;
  apiKey: string;
  invoices: Map<string, FakeInvoice>;
  /** Every refund MakeRefund made, in order. */
  refunds: FakeRefund[];
  requests: RecordedRequest[];
  calls(endpoint?: Endpoint): number;
  /** Changes an invoice's fields (status, amount, currency of its transactions, reference...). */
  setInvoice(invoiceId: string, patch: Partial<FakeInvoice>): FakeInvoice;
  /** Adds a transaction: 'Succss' also makes the invoice Paid (or DuplicatePayment when asked).
   *  Throws for an Expired or Canceled invoice: the gateway takes no payment for it. */
  pay(invoiceId: string, opts?: { status?: string; invoiceStatus?: string; currency?: string; gateway?: string }): FakeTransaction;
  /** A declined card: a Failed transaction; the invoice stays Pending (it can still be paid). */
  decline(invoiceId: string): FakeTransaction;
  /** The invoice expires (InvoiceStatus Expired). */
  expire(invoiceId: string): FakeInvoice;
  /** The gateway no longer knows the invoice (GetPaymentStatus: "No data match"). */
  forget(invoiceId: string): void;
  /** The invoice SendPayment created last. */
  lastInvoice(): FakeInvoice;
  /** The next answer (of `endpoint`, else whatever comes) has this HTTP status and raw body. */
  answerNext(status: number, body: unknown, opts?: { raw?: boolean; endpoint?: Endpoint }): void;
  /** The next answer waits this long before being sent. */
  delayNext(ms: number): void;
  /** Every GetPaymentStatus answer waits this long (0: none), to widen races. */
  delayStatusReads(ms: number): void;
  /** New refunds stay Pending at the gateway (the merchant's Auto Refund off) while on. */
  holdRefunds(on: boolean): void;
  /** The gateway executes (Refunded) or cancels a refund it holds. */
  setRefundStatus(refundId: number, status: FakeRefund['RefundStatus']): FakeRefund;
  close(): Promise<void>;
}

const envelope = (IsSuccess: boolean, Message: string, ValidationErrors: { Name: string; Error: string }[] | null, Data: unknown) => ({
  IsSuccess,
  Message,
  ValidationErrors,
  Data,
});

export async function startFakeMyFatoorah(opts: FakeMyFatoorahOptions = {}): Promise<FakeMyFatoorah> {
  const apiKey = opts.apiKey ?? 'fake-api-key';
  const invoices = new Map<string, FakeInvoice>();
  const refunds: FakeRefund[] = [];
  const requests: RecordedRequest[] = [];
  const canned: CannedAnswer[] = [];
  let nextDelayMs = 0;
  let statusDelayMs = 0;
  let holdingRefunds = false;
  let lastInvoiceId: string | null = null;
  const sockets = new Set<Socket>();

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve, reject) => {
      let text = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (text += chunk));
      req.on('end', () => resolve(text));
      req.on('error', reject);
    });

  function findByPaymentId(paymentId: string) {
    for (const invoice of invoices.values()) if (invoice.InvoiceTransactions.some((t) => t.PaymentId === paymentId)) return invoice;
    return undefined;
  }

  function answer(req: IncomingMessage, endpoint: string, body: Record<string, unknown>): { status: number; body: unknown } {
    if (req.headers.authorization !== `Bearer ${apiKey}`) return { status: 401, body: '' };
    if (endpoint === 'SendPayment') {
      const errors: { Name: string; Error: string }[] = [];
      if (typeof body.InvoiceValue !== 'number' || body.InvoiceValue <= 0)
        errors.push({ Name: 'InvoiceValue', Error: 'Invoice value must be greater than zero' });
      if (typeof body.CustomerName !== 'string' || !body.CustomerName)
        errors.push({ Name: 'CustomerName', Error: 'Customer name is required' });
      if (body.NotificationOption !== 'LNK') errors.push({ Name: 'NotificationOption', Error: 'Invalid NotificationOption' });
      // The form MyFatoorah's own library sends: Kuwait local time, no offset, no fraction.
      if (
        body.ExpiryDate !== undefined &&
        !(typeof body.ExpiryDate === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(body.ExpiryDate))
      )
        errors.push({ Name: 'ExpiryDate', Error: 'Invalid ExpiryDate format' });
      if (errors.length) return { status: 400, body: envelope(false, 'Invalid data', errors, null) };
      let id = randomInt(1_000_000, 9_999_999);
      while (invoices.has(String(id))) id = randomInt(1_000_000, 9_999_999);
      lastInvoiceId = String(id);
      invoices.set(String(id), {
        InvoiceId: id,
        InvoiceStatus: 'Pending',
        InvoiceReference: `2026${String(id).padStart(9, '0')}`,
        InvoiceValue: body.InvoiceValue,
        InvoiceDisplayValue: `${(body.InvoiceValue as number).toFixed(3)} KD`,
        CustomerReference: typeof body.CustomerReference === 'string' ? body.CustomerReference : null,
        CustomerName: String(body.CustomerName),
        CustomerEmail: typeof body.CustomerEmail === 'string' ? body.CustomerEmail : null,
        InvoiceTransactions: [],
        ExpiryDate: typeof body.ExpiryDate === 'string' ? body.ExpiryDate : new Date(Date.now() + 3 * 24 * 3600_000).toISOString(),
        request: body,
      });
      const url = `${opts.paymentPageBase ?? `${baseUrl}/pay`}/${id}`;
      return {
        status: 200,
        body: envelope(true, 'Invoice Created Successfully!', null, {
          InvoiceId: id,
          InvoiceURL: url,
          CustomerReference: body.CustomerReference,
          UserDefinedField: null,
        }),
      };
    }
    if (endpoint === 'GetPaymentStatus') {
      const key = typeof body.Key === 'string' || typeof body.Key === 'number' ? String(body.Key) : '';
      const invoice = body.KeyType === 'InvoiceId' ? invoices.get(key) : body.KeyType === 'PaymentId' ? findByPaymentId(key) : undefined;
      if (!invoice) return { status: 400, body: envelope(false, 'No data match with the inserted KeyType and Key!', null, null) };
      const { request: _request, ...data } = invoice;
      return {
        status: 200,
        body: envelope(true, '', null, {
          ...data,
          CreatedDate: new Date().toISOString(),
          InvoiceItems: [],
          Suppliers: [],
        }),
      };
    }
    if (endpoint === 'GetRefundStatus') {
      // Documented KeyTypes: InvoiceId (every refund of the invoice), RefundId, RefundReference.
      const key = typeof body.Key === 'string' || typeof body.Key === 'number' ? String(body.Key) : '';
      const found =
        body.KeyType === 'InvoiceId'
          ? invoices.has(key)
            ? refunds.filter((r) => String(r.InvoiceId) === key)
            : undefined
          : body.KeyType === 'RefundId'
            ? refunds.filter((r) => String(r.RefundId) === key)
            : body.KeyType === 'RefundReference'
              ? refunds.filter((r) => r.RefundReference === key)
              : undefined;
      if (!found || (body.KeyType !== 'InvoiceId' && found.length === 0))
        return { status: 400, body: envelope(false, 'No data match with the inserted KeyType and Key!', null, null) };
      return {
        status: 200,
        body: envelope(true, '', null, {
          RefundStatusResult: found.map((r) => ({
            RefundId: r.RefundId,
            RefundStatus: r.RefundStatus,
            InvoiceId: r.InvoiceId,
            Amount: r.amountFils / 1000,
            RefundReference: r.RefundReference,
          })),
        }),
      };
    }
    if (endpoint === 'MakeRefund') {
      const key = typeof body.Key === 'string' || typeof body.Key === 'number' ? String(body.Key) : '';
      const errors: { Name: string; Error: string }[] = [];
      if (!key) errors.push({ Name: 'Key', Error: 'This field is required' });
      if (body.KeyType !== 'PaymentId' && body.KeyType !== 'InvoiceId') errors.push({ Name: 'KeyType', Error: 'Invalid KeyType' });
      // MyFatoorah's Amount is a decimal: a number in the JSON, at most 3 places for KWD.
      const amountFils = typeof body.Amount === 'number' ? Math.round(body.Amount * 1000) : NaN;
      if (!(amountFils > 0) || Math.abs(amountFils - (body.Amount as number) * 1000) > 1e-6)
        errors.push({ Name: 'Amount', Error: 'Refund amount must be greater than zero' });
      if (errors.length) return { status: 400, body: envelope(false, 'Invalid data', errors, null) };
      const invoice = body.KeyType === 'InvoiceId' ? invoices.get(key) : findByPaymentId(key);
      const paidWith = invoice?.InvoiceTransactions.find((t) => t.TransactionStatus === 'Succss');
      if (!invoice || (body.KeyType === 'PaymentId' && paidWith?.PaymentId !== key))
        return { status: 400, body: envelope(false, 'No data match with the inserted KeyType and Key!', null, null) };
      if (!paidWith || !['paid', 'duplicatepayment'].includes(invoice.InvoiceStatus.toLowerCase()))
        return { status: 400, body: envelope(false, 'This invoice is not paid and cannot be refunded', null, null) };
      const paidFils = Math.round(Number(invoice.InvoiceValue) * 1000);
      const leftFils =
        paidFils -
        refunds.filter((r) => r.InvoiceId === invoice.InvoiceId && r.RefundStatus !== 'Canceled').reduce((sum, r) => sum + r.amountFils, 0);
      if (amountFils > leftFils)
        return {
          status: 400,
          body: envelope(
            false,
            'Invalid data',
            [{ Name: 'Amount', Error: 'The refund amount is more than the amount left to refund' }],
            null,
          ),
        };
      const refund: FakeRefund = {
        RefundId: randomInt(100_000, 999_999),
        RefundReference: `2026${randomInt(100_000, 999_999)}`,
        InvoiceId: invoice.InvoiceId,
        Key: key,
        KeyType: String(body.KeyType),
        amountFils,
        Comment: body.Comment,
        request: body,
        RefundStatus: holdingRefunds ? 'Pending' : 'Refunded',
      };
      refunds.push(refund);
      return {
        status: 200,
        body: envelope(true, 'Refund has been created successfully', null, {
          Key: key,
          RefundId: refund.RefundId,
          RefundReference: refund.RefundReference,
          Amount: body.Amount,
          Comment: body.Comment,
        }),
      };
    }
    return { status: 404, body: '' };
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const text = await readBody(req);
      const endpoint = (req.url ?? '').replace(/^\/v2\//, '');
      requests.push({ endpoint, authorization: req.headers.authorization, text });
      const delay = nextDelayMs + (endpoint === 'GetPaymentStatus' ? statusDelayMs : 0);
      nextDelayMs = 0;
      const cannedAt = canned.findIndex((c) => !c.endpoint || c.endpoint === endpoint);
      const next = cannedAt >= 0 ? canned.splice(cannedAt, 1)[0] : undefined;
      const respond = (): { status: number; body: unknown } => {
        if (next) return { status: next.status, body: next.body };
        let parsed: Record<string, unknown>;
        try {
          parsed = JSON.parse(text) as Record<string, unknown>;
        } catch {
          return { status: 400, body: envelope(false, 'Invalid JSON', null, null) };
        }
        return answer(req, endpoint, parsed);
      };
      // A refund is made when it is asked for, however late its answer leaves (or whether the
      // caller is still there for it): a slow answer hides a refund the gateway did make.
      const early = endpoint === 'MakeRefund' ? respond() : undefined;
      if (delay) await new Promise((r) => setTimeout(r, delay));
      if (res.destroyed) return;
      const out = early ?? respond();
      res
        .writeHead(out.status, { 'content-type': 'application/json' })
        .end(typeof out.body === 'string' ? out.body : JSON.stringify(out.body));
    })();
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const mustGet = (id: string) => {
    const invoice = invoices.get(id);
    if (!invoice) throw new Error(`fake MyFatoorah: no invoice ${id}`);
    return invoice;
  };

  const fake: FakeMyFatoorah = {
    baseUrl,
    apiKey,
    invoices,
    refunds,
    requests,
    calls: (endpoint) => requests.filter((r) => !endpoint || r.endpoint === endpoint).length,
    setInvoice(id, patch) {
      return Object.assign(mustGet(id), patch);
    },
    pay(id, opts = {}) {
      const invoice = mustGet(id);
      if (['expired', 'canceled', 'cancelled'].includes(invoice.InvoiceStatus.toLowerCase())) {
        throw new Error(`fake MyFatoorah: invoice ${id} is ${invoice.InvoiceStatus} and cannot be paid`);
      }
      const status = opts.status ?? 'Succss';
      const transaction: FakeTransaction = {
        PaymentId: `0707${randomInt(10 ** 9, 10 ** 10 - 1)}${randomInt(10 ** 5, 10 ** 6 - 1)}`,
        TransactionStatus: status,
        PaymentGateway: opts.gateway ?? 'KNET',
        Currency: opts.currency ?? 'KD',
        TransationValue: String(invoice.InvoiceValue),
        TransactionDate: kuwaitLocalNow(),
        CardNumber: '450875xxxxxx1019',
        Error: status === 'Failed' ? 'Issuer bank declined the transaction' : null,
        ErrorCode: status === 'Failed' ? 'MF002' : null,
      };
      invoice.InvoiceTransactions.push(transaction);
      if (status === 'Succss') invoice.InvoiceStatus = opts.invoiceStatus ?? 'Paid';
      return transaction;
    },
    decline(id) {
      return fake.pay(id, { status: 'Failed' });
    },
    expire(id) {
      return Object.assign(mustGet(id), { InvoiceStatus: 'Expired' });
    },
    forget(id) {
      invoices.delete(id);
    },
    lastInvoice() {
      if (lastInvoiceId === null) throw new Error('fake MyFatoorah: no invoice yet');
      return mustGet(lastInvoiceId);
    },
    answerNext(status, body, answerOpts = {}) {
      canned.push({ status, body: answerOpts.raw ? String(body) : JSON.stringify(body), endpoint: answerOpts.endpoint });
    },
    delayNext(ms) {
      nextDelayMs = ms;
    },
    delayStatusReads(ms) {
      statusDelayMs = ms;
    },
    holdRefunds(on) {
      holdingRefunds = on;
    },
    setRefundStatus(refundId, status) {
      const refund = refunds.find((r) => r.RefundId === refundId);
      if (!refund) throw new Error(`fake MyFatoorah: no refund ${refundId}`);
      refund.RefundStatus = status;
      return refund;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
