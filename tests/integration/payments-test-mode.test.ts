// Issue 15, 1.1: a production server must never sell on the sandbox by accident, and one that
// does so by choice (a staging site) sells test payments: tokens for the sandbox's public test
// card, but no money counted anywhere money is counted, and every screen says so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { PAYMENT_PROVIDER_REQUIRED } from '../../server/src/config.ts';
import { createLogger } from '../../server/src/lib/logger.ts';
import { payments, profiles } from '../../server/src/db/schema/index.ts';
import { SUCCEEDING_CARD } from '../../server/src/lib/myfatoorah/sandbox/pay-page.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { buyer, profileOf } from './helpers/payments.ts';
import { HttpClient } from './helpers/http.ts';
import { runServerUntilExit } from './helpers/server-process.ts';
import type { Language } from '@charades/shared/languages';

/** Every JSON line the app logs (production logs JSON), kept for reading. */
const logged: { level: number; msg: string }[] = [];
const logSink = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n')) if (line.trim()) logged.push(JSON.parse(line));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    // The admin reads the list with a password session: two-factor sign-in (production's default)
    // is tested in two-factor.test.ts.
    env: { NODE_ENV: 'production', JWT_SECRET: randomBytes(32).toString('hex'), PAYMENT_PROVIDER: 'sandbox', STAFF_TWO_FACTOR: 'optional' },
    deps: { paymentReconciliation: { intervalMs: 0 }, logger: createLogger({ env: 'production', logLevel: 'info' }, logSink) },
  });
});
afterAll(async () => {
  await t?.close();
});

const payWithTestCard = {
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({ cardNumber: SUCCEEDING_CARD }).toString(),
  redirect: 'manual' as const,
};

/** The sandbox's card page for a new invoice of `packageId`, in `language`. */
async function openPayPage(http: HttpClient, packageId: string, language: Language) {
  const created = await http.post('/api/payments', { packageId, language });
  expect(created.status).toBe(200);
  return { paymentId: created.body.paymentId as string, url: `${t.baseUrl}${new URL(created.body.paymentUrl).pathname}` };
}

describe('production on the sandbox gateway (a staging site)', () => {
  it('boots, with a warn-level line saying these are test payments', () => {
    const warning = logged.find((r) => /PAYMENT_PROVIDER=sandbox in production/.test(r.msg));
    expect(warning).toMatchObject({ level: 40 });
    expect(warning?.msg).toContain('TEST PAYMENTS ONLY');
    expect(warning?.msg).toContain('PAYMENT_PROVIDER=myfatoorah');
  });

  it('GET /api/packages says testMode', async () => {
    const res = await new HttpClient(t.baseUrl).get('/api/packages');
    expect(res.status).toBe(200);
    expect(res.body.map((p: { id: string; testMode: boolean }) => [p.id, p.testMode])).toEqual([
      ['pkg-1', true],
      ['pkg-5', true],
      ['pkg-10', true],
    ]);
  });

  it('the card page says test payments, no real money, in Arabic and English', async () => {
    const { http } = await buyer(t.baseUrl);
    for (const [language, banner] of [
      ['ar', 'دفعات تجريبية — لا أموال حقيقية'],
      ['en', 'Test payments — no real money'],
    ] as const) {
      const page = await fetch((await openPayPage(http, 'pkg-1', language)).url);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain(`data-testid="sandbox-test-banner">${banner}</p>`);
    }
  });

  it('a payment with the test card credits games, marked test, but is no money paid: not in totalPaid nor its sort', async () => {
    const group = `tm${randomBytes(4).toString('hex')}`;
    const tester = await buyer(t.baseUrl, `${group}.tester`);
    const { paymentId, url } = await openPayPage(tester.http, 'pkg-10', 'en');
    const paid = await fetch(url, payWithTestCard);
    expect(paid.status).toBe(303);
    const reference = new URL(paid.headers.get('location') ?? '').searchParams.get('paymentId');
    // The sandbox's signed webhook credits the games, as on the scripted attack.
    await expect.poll(async () => (await profileOf(t.db, tester.userId)).tokens, { timeout: 5000 }).toBe(11);

    // The thank-you page's receipt says it was a test payment.
    const verified = await tester.http.post('/api/payments/verify', { reference });
    expect(verified.body).toMatchObject({ status: 'Paid', tokens: 11, receipt: { paymentId, amountPaid: '3.500', test: true } });
    const [row] = await t.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row).toMatchObject({ status: 'Paid', paymentGateway: 'sandbox' });
    // Past games → Transactions marks it too.
    const list = await tester.http.get('/api/payments');
    expect(list.body).toEqual([expect.objectContaining({ id: paymentId, status: 'Paid', paymentGateway: 'sandbox', test: true })]);
    // The profile's totals (total_amount_paid) count no money.
    expect(await profileOf(t.db, tester.userId)).toMatchObject({ totalPaymentsCount: 0, totalAmountPaid: '0.000' });

    // A customer who paid real money (MyFatoorah) 0.500: the admin list counts only that.
    const customer = await buyer(t.baseUrl, `${group}.customer`);
    await t.db.insert(payments).values({
      userId: customer.userId,
      amount: '0.500',
      tokens: 1,
      paymentGateway: 'myfatoorah',
      status: 'Paid',
      invoiceId: `inv-${group}`,
    });
    const admin = await buyer(t.baseUrl, 'admin');
    await t.db.update(profiles).set({ role: 'admin' }).where(eq(profiles.id, admin.userId));
    const byPaid = await admin.http.get(`/api/admin/users?search=${group}&sort=totalPaid&order=desc`);
    expect(byPaid.status).toBe(200);
    expect(
      byPaid.body.items.map((u: { id: string; totalPaid: string; paymentsCount: number }) => [u.id, u.totalPaid, u.paymentsCount]),
    ).toEqual([
      [customer.userId, '0.500', 1],
      [tester.userId, '0.000', 0],
    ]);
    const ascending = await admin.http.get(`/api/admin/users?search=${group}&sort=totalPaid&order=asc`);
    expect(ascending.body.items.map((u: { id: string }) => u.id)).toEqual([tester.userId, customer.userId]);
  });
});

describe('production without PAYMENT_PROVIDER', () => {
  it('the server process refuses to start, printing the line, with a non-zero exit', async () => {
    // Its own embedded database and store: a server that did start (the bug) touches nothing shared.
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'charades-no-provider-'));
    const { code, output } = await runServerUntilExit({
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(32).toString('hex'),
      PAYMENT_PROVIDER: '',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SEED_ON_START: 'false',
      SERVE_CLIENT: 'false',
    }).finally(() => rm(dataDir, { recursive: true, force: true }));
    console.info(`server without PAYMENT_PROVIDER exited with ${code}:\n${output}`);
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    expect(output).toContain(`Invalid environment:\n  - ${PAYMENT_PROVIDER_REQUIRED}\n`);
    expect(output).not.toContain('charades ready at');
  }, 90_000);
});
