// /api/admin/payments on the real app, with PAYMENT_PROVIDER=myfatoorah against the fake
// MyFatoorah HTTP server: finding a payment a player asks about (by e-mail, our id, the
// invoice id, the gateway's PaymentId and TransactionId), its filters, its detail view with the
// gateway's reference fields, and that nobody but staff may read it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { payments, profiles } from '../../server/src/db/schema/index.ts';
import { startFakeMyFatoorah, type FakeMyFatoorah } from './helpers/fake-myfatoorah.ts';
import { parseCsv } from '../../shared/src/csv.ts';
import { PAYMENT_CSV_HEADER } from '../../server/src/services/admin/payments/export-admin-payments.ts';
import { addCoupon, buyer, paidCardPurchase, READ_EVERY_VERIFY, startAppOnFakeMyFatoorah } from './helpers/payments.ts';
import type { TestApp } from './helpers/test-app.ts';
import { HttpClient, uniqueEmail } from './helpers/http.ts';

let t: TestApp;
let fake: FakeMyFatoorah;
let admin: HttpClient;

beforeAll(async () => {
  fake = await startFakeMyFatoorah();
  t = await startAppOnFakeMyFatoorah(fake, { env: READ_EVERY_VERIFY, deps: { paymentReconciliation: { intervalMs: 0 } } });
  admin = new HttpClient(t.baseUrl);
  const { user } = await admin.signUp(uniqueEmail('payments-admin'));
  await t.db.update(profiles).set({ role: 'admin' }).where(eq(profiles.id, user.id));
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const paidPurchase = (packageId: string) => paidCardPurchase(t.baseUrl, fake, packageId);

describe('GET /api/admin/payments', () => {
  it('finds a paid purchase by e-mail, our id, the invoice id and the PaymentId, and shows its detail', async () => {
    const p = await paidPurchase('pkg-5');
    const { body: me } = await p.http.get('/api/me');
    for (const search of [me.email.slice(0, 12), p.paymentId, p.invoiceId, p.gatewayPaymentId]) {
      const res = await admin.get(`/api/admin/payments?search=${encodeURIComponent(search)}`);
      expect(res.status, search).toBe(200);
      expect(
        res.body.items.map((i: { id: string }) => i.id),
        search,
      ).toContain(p.paymentId);
    }
    const detail = await admin.get(`/api/admin/payments/${p.paymentId}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      id: p.paymentId,
      userEmail: me.email,
      amount: '2.000',
      listAmount: '2.000',
      refundedAmount: '0.000',
      refundableAmount: '2.000',
      tokens: 5,
      status: 'Paid',
      test: false,
      gateway: 'myfatoorah',
      invoiceId: p.invoiceId,
      gatewayPaymentId: p.gatewayPaymentId,
      detached: false,
      refunds: [],
    });
    const labels = detail.body.gatewayReferences.map((r: { label: string }) => r.label);
    expect(labels).toEqual(expect.arrayContaining(['InvoiceId', 'InvoiceReference', 'PaymentId']));
    // Issue 32 §2: found by the gateway's InvoiceReference, and by the first 6+ characters of an id.
    const reference = detail.body.gatewayReferences.find((r: { label: string }) => r.label === 'InvoiceReference').value;
    for (const search of [reference, p.paymentId.slice(0, 8).toUpperCase(), p.invoiceId.slice(0, 6), p.gatewayPaymentId.slice(0, 12)]) {
      const found = await admin.get(`/api/admin/payments?search=${encodeURIComponent(search)}`);
      expect(
        found.body.items.map((i: { id: string }) => i.id),
        search,
      ).toContain(p.paymentId);
    }
    // Five characters are not an id, and a prefix's wildcards are matched as they are.
    for (const search of [p.paymentId.slice(0, 5), `${p.paymentId.slice(0, 6)}%`]) {
      const found = await admin.get(`/api/admin/payments?search=${encodeURIComponent(search)}&userId=${p.userId}`);
      expect(found.body.items, search).toEqual([]);
    }
    // Issue 32 §2: the Transaction ID a customer reads from the receipt is the admin's Transaction ID.
    const { receipt } = (await p.http.post('/api/payments/verify', { reference: p.invoiceId })).body;
    expect(receipt.transactionId).toBe(p.gatewayPaymentId);
    expect(detail.body.transactionId).toBe(receipt.transactionId);
  });

  it('keeps every card attempt: a declined one is in the timeline, found by its PaymentId and by the declined filter', async () => {
    const { http, userId } = await buyer(t.baseUrl, 'declined');
    const created = (await http.post('/api/payments', { packageId: 'pkg-5' })).body;
    const declined = fake.decline(created.invoiceId).PaymentId;
    const before = Date.now();
    // The buyer comes back from the declined card: the page is told so; the payment stays Pending.
    expect((await http.post('/api/payments/verify', { reference: declined, invoiceId: created.invoiceId })).body).toMatchObject({
      status: 'Failed',
      declined: true,
    });
    const pending = await admin.get(`/api/admin/payments/${created.paymentId}`);
    expect(pending.body.status).toBe('Pending');
    expect(pending.body.attempts).toEqual([
      {
        paymentId: declined,
        status: 'Failed',
        errorCode: 'MF002',
        errorMessage: 'Issuer bank declined the transaction',
        cardBrand: 'KNET',
        cardLast4: '1019',
        at: expect.any(String),
      },
    ]);
    // MyFatoorah's Kuwait local time without a zone is read as Kuwait's (UTC+3), not the server's.
    expect(Math.abs(Date.parse(pending.body.attempts[0].at) - before)).toBeLessThan(60_000);

    // Found by the declined attempt's PaymentId, and by the filter; not by its opposite.
    const ids = async (q: string) =>
      (await admin.get(`/api/admin/payments?userId=${userId}&${q}`)).body.items.map((i: { id: string }) => i.id);
    expect(await ids(`search=${declined}`)).toEqual([created.paymentId]);
    expect(await ids('declined=true')).toEqual([created.paymentId]);
    expect(await ids('declined=false')).toEqual([]);
    expect((await admin.get('/api/admin/payments?declined=maybe')).status).toBe(400);

    // Then paid with another card on the same invoice: both attempts, in the order they were made.
    const paid = fake.pay(created.invoiceId).PaymentId;
    expect((await http.post('/api/payments/verify', { reference: created.invoiceId })).body.status).toBe('Paid');
    const detail = await admin.get(`/api/admin/payments/${created.paymentId}`);
    expect(detail.body.attempts.map((a: { paymentId: string; status: string }) => [a.paymentId, a.status])).toEqual([
      [declined, 'Failed'],
      [paid, 'Succeeded'],
    ]);
    expect(await ids('declined=true')).toEqual([created.paymentId]);
  });

  it("exports the filtered payments as CSV (every page, BOM, Kuwait times, the receipt's Transaction ID)", async () => {
    const p = await paidPurchase('pkg-1');
    const pending = await p.http.post('/api/payments', { packageId: 'pkg-10' });
    const res = await fetch(`${t.baseUrl}/api/admin/payments/export?userId=${p.userId}&status=Paid`, {
      headers: { authorization: `Bearer ${admin.accessToken}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="payments.csv"');
    expect([res.headers.get('x-total-count'), res.headers.get('x-export-truncated')]).toEqual(['1', 'false']);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM spreadsheets read UTF-8 by
    const rows = parseCsv(bytes.toString('utf8')).map((r) => r.fields);
    expect(rows[0]).toEqual(PAYMENT_CSV_HEADER);
    expect(rows).toHaveLength(2);
    const row = Object.fromEntries(PAYMENT_CSV_HEADER.map((h, i) => [h, rows[1]![i]]));
    expect(row).toMatchObject({
      Status: 'Paid',
      'Amount (KWD)': '0.500',
      'Refunded (KWD)': '0.000',
      Games: '1',
      Gateway: 'myfatoorah',
      'Invoice ID': p.invoiceId,
      'Transaction ID': p.gatewayPaymentId,
      'Payment ID': p.paymentId,
    });
    expect(row['Paid (Kuwait)']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    // Without the status filter the pending one is there too; players may not export.
    const all = await admin.get(`/api/admin/payments/export?userId=${p.userId}`);
    expect(parseCsv(all.body).map((r) => r.fields.at(-1))).toEqual(['Payment ID', pending.body.paymentId, p.paymentId]);
    expect((await p.http.get('/api/admin/payments/export')).status).toBe(403);
  });

  it('filters by the coupon a payment used, its code in any case', async () => {
    const { http, userId } = await buyer(t.baseUrl, 'couponed');
    const coupon = await addCoupon(t.db, { discountPercentage: 20 });
    const used = (await http.post('/api/payments', { packageId: 'pkg-5', couponCode: coupon.code })).body;
    const plain = (await http.post('/api/payments', { packageId: 'pkg-1' })).body;
    const ids = async (q: string) =>
      (await admin.get(`/api/admin/payments?userId=${userId}&${q}`)).body.items.map((i: { id: string }) => i.id);
    expect(await ids(`coupon=${encodeURIComponent(coupon.code.toLowerCase())}`)).toEqual([used.paymentId]);
    expect(await ids('coupon=NO-SUCH-CODE')).toEqual([]);
    expect((await ids('')).sort()).toEqual([used.paymentId, plain.paymentId].sort());
  });

  it('filters by status, gateway, mode, account and Kuwait days; pages newest first', async () => {
    const p = await paidPurchase('pkg-1');
    const pending = await p.http.post('/api/payments', { packageId: 'pkg-10', language: 'en' });
    const mine = await admin.get(`/api/admin/payments?userId=${p.userId}`);
    expect(mine.body.items.map((i: { status: string }) => i.status)).toEqual(['Pending', 'Paid']);
    expect(mine.body.items[0].id).toBe(pending.body.paymentId);
    expect((await admin.get(`/api/admin/payments?userId=${p.userId}&status=Paid`)).body.total).toBe(1);
    expect((await admin.get(`/api/admin/payments?userId=${p.userId}&mode=test`)).body.total).toBe(0);
    expect((await admin.get(`/api/admin/payments?userId=${p.userId}&gateway=myfatoorah&mode=real`)).body.total).toBe(2);
    expect((await admin.get(`/api/admin/payments?userId=${p.userId}&from=2000-01-01&to=2000-01-02`)).body.total).toBe(0);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuwait' }).format(new Date());
    expect((await admin.get(`/api/admin/payments?userId=${p.userId}&from=${today}&to=${today}`)).body.total).toBe(2);
    const page = await admin.get(`/api/admin/payments?userId=${p.userId}&pageSize=1&page=2`);
    expect(page.body).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(page.body.items[0].status).toBe('Paid');
  });

  it('sorts by date, amount and status either way, pages without repeats, and the export follows the sort (issue 32 §3)', async () => {
    const { userId } = await buyer(t.baseUrl, 'sorted');
    const hour = 3_600_000;
    const now = Date.now();
    const add = async (
      name: string,
      amount: string,
      status: 'Pending' | 'Paid' | 'Failed' | 'Refunded',
      hoursAgo: number,
      refunded = '0',
    ) => {
      const [row] = await t.db
        .insert(payments)
        .values({
          userId,
          amount,
          refundedAmount: refunded,
          tokens: 1,
          paymentGateway: 'myfatoorah',
          status,
          invoiceId: `sort-${name}-${now}`,
          createdAt: new Date(now - hoursAgo * hour),
        })
        .returning({ id: payments.id });
      return [name, row!.id] as const;
    };
    const made = [
      await add('paid', '1.000', 'Paid', 5),
      await add('partly', '3.000', 'Paid', 4, '1.000'),
      await add('pendingA', '2.000', 'Pending', 3),
      await add('pendingB', '2.000', 'Pending', 3),
      await add('failed', '2.000', 'Failed', 2),
      await add('refunded', '3.000', 'Refunded', 1, '3.000'),
    ];
    const names = new Map(made.map(([name, id]) => [id, name]));
    // The two pending payments share their time: the id decides, the same way every time.
    const [pendingOlder, pendingNewer] = [made[2]!, made[3]!].sort((a, b) => (a[1] < b[1] ? -1 : 1)).map(([name]) => name);
    const listed = async (q: string) => {
      const res = await admin.get(`/api/admin/payments?userId=${userId}&${q}`);
      expect(res.status, q).toBe(200);
      return (res.body.items as { id: string }[]).map((i) => names.get(i.id));
    };
    const newestFirst = ['refunded', 'failed', pendingNewer, pendingOlder, 'partly', 'paid'];
    expect(await listed('')).toEqual(newestFirst);
    expect(await listed('sort=createdAt&order=desc')).toEqual(newestFirst);
    expect(await listed('sort=createdAt&order=asc')).toEqual([...newestFirst].reverse());
    // Within one amount or status, the newest first.
    const byAmount = ['paid', 'failed', pendingNewer, pendingOlder, 'refunded', 'partly'];
    expect(await listed('sort=amount&order=asc')).toEqual(byAmount);
    expect(await listed('sort=amount&order=desc')).toEqual(['refunded', 'partly', 'failed', pendingNewer, pendingOlder, 'paid']);
    // Statuses in their life's order (the status filter's): Pending, Paid, Partly refunded, Refunded, Failed.
    expect(await listed('sort=status&order=asc')).toEqual([pendingNewer, pendingOlder, 'paid', 'partly', 'refunded', 'failed']);
    expect(await listed('sort=status&order=desc')).toEqual(['failed', 'refunded', 'partly', 'paid', pendingNewer, pendingOlder]);
    // Pages of two read the same order, each row once.
    const paged = [];
    for (const page of [1, 2, 3]) paged.push(...(await listed(`sort=amount&order=asc&pageSize=2&page=${page}`)));
    expect(paged).toEqual(byAmount);
    // The CSV lists the same rows in the same order.
    const csv = await admin.get(`/api/admin/payments/export?userId=${userId}&sort=amount&order=asc`);
    expect(csv.status).toBe(200);
    expect(
      parseCsv(csv.body)
        .slice(1)
        .map((r) => names.get(r.fields.at(-1)!)),
    ).toEqual(byAmount);
  });

  it('answers bad queries with a code and unknown ids with 404', async () => {
    const cases: [string, number, string][] = [
      ['/api/admin/payments?status=Lost', 400, 'validation_failed'],
      ['/api/admin/payments?from=2026-13-01', 400, 'date_invalid'],
      ['/api/admin/payments?from=2026-11-02&to=2026-11-01', 400, 'date_range_invalid'],
      ['/api/admin/payments?pageSize=1000', 400, 'validation_failed'],
      // Issue 32 §3: only the sortable columns, only asc or desc, for the list and its export alike.
      ['/api/admin/payments?sort=buyer', 400, 'sort_invalid'],
      ['/api/admin/payments?sort=amount%3Bdrop', 400, 'sort_invalid'],
      ['/api/admin/payments?order=up', 400, 'order_invalid'],
      ['/api/admin/payments/export?sort=gateway', 400, 'sort_invalid'],
      ['/api/admin/payments/export?sort=amount&order=DESC', 400, 'order_invalid'],
      ['/api/admin/payments/not-a-uuid', 404, 'payment_not_found'],
      ['/api/admin/payments/00000000-0000-4000-8000-000000000000', 404, 'payment_not_found'],
    ];
    for (const [url, status, code] of cases) {
      const res = await admin.get(url);
      expect([res.status, res.body.error?.code], url).toEqual([status, code]);
    }
  });

  it('is for staff only', async () => {
    const player = new HttpClient(t.baseUrl);
    await player.signUp(uniqueEmail('nosy'));
    for (const url of ['/api/admin/payments', '/api/admin/payments/00000000-0000-4000-8000-000000000000']) {
      expect((await player.get(url)).status).toBe(403);
      expect((await new HttpClient(t.baseUrl).get(url)).status).toBe(401);
    }
  });
});
