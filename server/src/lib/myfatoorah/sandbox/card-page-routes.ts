// The sandbox's hosted card page (what the buyer sees): it takes a succeeding or a declining
// test card, posts a signed Webhook V2 to the app and sends the buyer back to CallBackUrl/ErrorUrl
// with ?paymentId=.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SandboxInvoice, SandboxInvoiceStore, SandboxTransaction } from './invoice-store.ts';
import { DECLINING_CARD, SUCCEEDING_CARD, payPagePolicy, renderNotFoundPage, renderPayPage, type PayPageMessage } from './pay-page.ts';
import { signWebhook } from '../webhook-signature.ts';
import { loopbackOrigin } from '../../loopback-origin.ts';
import { asRecord, digits, str } from './envelopes.ts';
import { invoiceStatus, webhookEvent } from './invoice-data.ts';

/** What the card page's routes share. */
export interface SandboxCardPage {
  store: SandboxInvoiceStore;
  /** Where the webhook goes: a path of this app. */
  webhookPath: string;
  webhookSecret: string;
}

export function registerCardPageRoutes(app: FastifyInstance, cardPage: SandboxCardPage): void {
  showCardPageRoute(app, cardPage);
  payRoute(app, cardPage);
}

const withPaymentId = (target: string, paymentId: string) => {
  const url = new URL(target);
  url.searchParams.set('paymentId', paymentId);
  return url.toString();
};

function page(reply: FastifyReply, invoice: SandboxInvoice | null, code: number, message?: PayPageMessage) {
  return reply
    .code(code)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', payPagePolicy(invoice))
    .send(invoice ? renderPayPage(invoice, message) : renderNotFoundPage());
}

function showCardPageRoute(app: FastifyInstance, { store }: SandboxCardPage) {
  app.get<{ Params: { invoiceId: string } }>('/pay/:invoiceId', async (request, reply) => {
    const invoice = await store.get(request.params.invoiceId);
    if (!invoice) return page(reply, null, 404);
    const status = invoiceStatus(invoice);
    return page(
      reply,
      invoice,
      status === 'Expired' ? 410 : 200,
      status === 'Paid' ? 'paid' : status === 'Expired' ? 'expired' : undefined,
    );
  });
}

function payRoute(app: FastifyInstance, cardPage: SandboxCardPage) {
  const { store } = cardPage;
  app.post<{ Params: { invoiceId: string } }>('/pay/:invoiceId', async (request, reply) => {
    const invoice = await store.get(request.params.invoiceId);
    if (!invoice) return page(reply, null, 404);
    const status = invoiceStatus(invoice);
    if (status === 'Expired') return page(reply, invoice, 410, 'expired');
    const paidWith = invoice.transactions.find((t) => t.status === 'Succss');
    if (status === 'Paid' && paidWith) return reply.redirect(withPaymentId(invoice.callbackUrl, paidWith.paymentId), 303);
    const card = (str(asRecord(request.body).cardNumber) ?? '').replace(/[\s-]/g, '');
    if (card !== SUCCEEDING_CARD && card !== DECLINING_CARD) return page(reply, invoice, 400, 'unknownCard');
    const succeeded = card === SUCCEEDING_CARD;
    const transaction: SandboxTransaction = {
      paymentId: `0707${digits(16)}`,
      status: succeeded ? 'Succss' : 'Failed',
      date: new Date().toISOString(),
      cardLast4: card.slice(-4),
      error: succeeded ? null : 'Declined by the sandbox (test card)',
    };
    invoice.transactions.push(transaction);
    if (succeeded) invoice.paid = true;
    await store.put(invoice);
    request.log.info(
      { invoiceId: invoice.invoiceId, paymentId: transaction.paymentId, status: transaction.status },
      'sandbox gateway: card payment',
    );
    sendWebhook(app, cardPage, webhookEvent(invoice, transaction));
    return reply.redirect(withPaymentId(succeeded ? invoice.callbackUrl : invoice.errorUrl, transaction.paymentId), 303);
  });
}

/** Posts the event to the app's webhook route like MyFatoorah would; fire and forget, logged. */
function sendWebhook(app: FastifyInstance, { webhookPath, webhookSecret }: SandboxCardPage, event: ReturnType<typeof webhookEvent>) {
  const url = `${loopbackOrigin(app.server.address())}${webhookPath}`;
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'MyFatoorah-Signature': signWebhook(event, webhookSecret) },
    body: JSON.stringify(event),
    signal: AbortSignal.timeout(10_000),
  })
    .then((res) => app.log.info({ status: res.status, invoiceId: event.Data.Invoice.Id }, 'sandbox gateway: webhook delivered'))
    .catch((err: unknown) => app.log.warn({ err, invoiceId: event.Data.Invoice.Id }, 'sandbox gateway: webhook not delivered'));
}
