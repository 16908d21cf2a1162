// Issue 15 item 5: POST /api/payments/verify must not spend the merchant's MyFatoorah quota
// (GetPaymentStatus is rate-limited per account). It never asks the gateway about a reference
// that is none of the caller's own pending payments, asks about one payment at most once per
// PAYMENT_VERIFY_READ_INTERVAL_MS (default 3 s) and never about a settled one, and each user has
// a request budget. The gateway is the fake MyFatoorah HTTP server; its GetPaymentStatus
// requests are counted. No timing thresholds: the allowed reads follow from the measured time.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../server/src/plugins/rate-limit.ts';
import type { TestApp } from './helpers/test-app.ts';
import { startFakeMyFatoorah, type FakeMyFatoorah } from './helpers/fake-myfatoorah.ts';
import { buyer, paymentWebhook, startAppOnFakeMyFatoorah, WEBHOOK_SECRET } from './helpers/payments.ts';
import { HttpClient } from './helpers/http.ts';

let t: TestApp;
let fake: FakeMyFatoorah;
const statusReads = () => fake.calls('GetPaymentStatus');

beforeAll(async () => {
  fake = await startFakeMyFatoorah();
  // The default read interval, as in production.
  t = await startAppOnFakeMyFatoorah(fake, { deps: { paymentReconciliation: { intervalMs: 0 } } });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('verify asks the gateway only about the caller’s own pending payments', () => {
  it('another user’s references and guesses make zero gateway calls and all answer like an unknown reference', async () => {
    const owner = await buyer(t.baseUrl, 'owner');
    const other = await buyer(t.baseUrl, 'other');
    const created = await owner.http.post('/api/payments', { packageId: 'pkg-5' });
    const attempt = fake.pay(created.body.invoiceId).PaymentId;
    // The caller has a pending payment of their own: that is not a licence to ask about others.
    await other.http.post('/api/payments', { packageId: 'pkg-1' });
    const before = statusReads();
    const guesses = Array.from({ length: 300 }, (_, i) => (i % 3 === 0 ? randomUUID() : `0707${randomBytes(8).toString('hex')}`));
    const references = [created.body.invoiceId, created.body.paymentId, attempt, 'nothing-like-it', ...guesses];
    const answers = [];
    for (let i = 0; i < references.length; i += 20) {
      answers.push(
        ...(await Promise.all(references.slice(i, i + 20).map((reference) => other.http.post('/api/payments/verify', { reference })))),
      );
    }
    // The owner's invoice given as "the invoice this browser kept" is no way in either.
    answers.push(await other.http.post('/api/payments/verify', { reference: attempt, invoiceId: created.body.invoiceId }));
    const calls = statusReads() - before;
    console.info(`verify: ${answers.length} references not the caller's → ${calls} GetPaymentStatus calls`);
    expect(calls).toBe(0);
    const unknown = answers[3]!;
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      error: expect.objectContaining({ code: 'payment_not_found', message: 'No payment information found' }),
    });
    for (const a of answers) expect([a.status, a.body]).toEqual([unknown.status, unknown.body]);
  });

  it('100 verifies of one pending payment read the gateway at most once per interval', async () => {
    const { http } = await buyer(t.baseUrl);
    const created = await http.post('/api/payments', { packageId: 'pkg-5' });
    const declined = fake.decline(created.body.invoiceId).PaymentId;
    const before = statusReads();
    const started = Date.now();
    const answers = [];
    for (let i = 0; i < 100; i += 10) {
      answers.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, (_, j) =>
            http.post(
              '/api/payments/verify',
              (i + j) % 2 ? { reference: created.body.invoiceId } : { reference: declined, invoiceId: created.body.invoiceId },
            ),
          ),
        )),
      );
    }
    const elapsed = Date.now() - started;
    const calls = statusReads() - before;
    const interval = t.app.paymentConfig.verifyReadIntervalMs;
    console.info(
      `verify: 100 verifies of one pending payment in ${elapsed} ms → ${calls} GetPaymentStatus calls (interval ${interval} ms)`,
    );
    expect(answers.map((a) => a.status)).toEqual(Array(100).fill(200));
    // Read: the declined attempt says Failed, the invoice Pending; between reads, what the database says.
    for (const a of answers) expect(['Pending', 'Failed']).toContain(a.body.status);
    expect(calls).toBeGreaterThanOrEqual(1);
    expect(calls).toBeLessThanOrEqual(1 + Math.floor(elapsed / interval));
  });

  it('settled payments, paid or expired, make no gateway call however often they are verified', async () => {
    const { http } = await buyer(t.baseUrl);
    const paid = await http.post('/api/payments', { packageId: 'pkg-5' });
    const attempt = fake.pay(paid.body.invoiceId).PaymentId;
    const hook = paymentWebhook(WEBHOOK_SECRET, { invoiceId: paid.body.invoiceId, paymentId: attempt, reference: paid.body.paymentId });
    expect((await new HttpClient(t.baseUrl).post('/api/payments/webhook', hook.body, hook.headers)).status).toBe(200);
    const expired = await http.post('/api/payments', { packageId: 'pkg-1' });
    fake.expire(expired.body.invoiceId);
    const first = await http.post('/api/payments/verify', { reference: expired.body.invoiceId });
    expect(first.body.status).toBe('Failed');

    const before = statusReads();
    const answers = await Promise.all(
      [paid.body.invoiceId, paid.body.paymentId, attempt, expired.body.invoiceId, expired.body.paymentId]
        .flatMap((reference) => Array(10).fill(reference))
        .map((reference: string) => http.post('/api/payments/verify', { reference })),
    );
    const calls = statusReads() - before;
    console.info(`verify: ${answers.length} verifies of settled payments → ${calls} GetPaymentStatus calls`);
    expect(calls).toBe(0);
    expect(answers.map((a) => a.body.status)).toEqual([...Array(30).fill('Paid'), ...Array(20).fill('Failed')]);
  });

  it.skipIf(!process.env.REDIS_URL)(
    'the per-payment throttle is kept in Redis under the config prefix, so every replica shares it',
    async () => {
      const { http } = await buyer(t.baseUrl);
      const created = await http.post('/api/payments', { packageId: 'pkg-1' });
      expect((await http.post('/api/payments/verify', { reference: created.body.invoiceId })).status).toBe(200);
      const key = `${t.config.redisPrefix}rl:verifyGatewayRead:${created.body.paymentId}`;
      const ttl = await t.app.redis!.pTTL(key);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(t.app.paymentConfig.verifyReadIntervalMs);
    },
  );
});

describe('the verify budget per user (RATE_LIMIT_SCALE=1)', () => {
  it('past verifyPerUser a user is told 429 rate_limited with Retry-After; another user is not', async () => {
    const limited = await startAppOnFakeMyFatoorah(fake, {
      env: { RATE_LIMIT_SCALE: '1' },
      deps: { paymentReconciliation: { intervalMs: 0 } },
    });
    try {
      const { limit, windowMs } = RATE_LIMITS.verifyPerUser;
      const a = await buyer(limited.baseUrl, 'a');
      const b = await buyer(limited.baseUrl, 'b');
      const before = statusReads();
      for (let i = 0; i < limit; i++) expect((await a.http.post('/api/payments/verify', { reference: `guess-${i}` })).status).toBe(404);
      const refused = await a.http.post('/api/payments/verify', { reference: 'guess-more' });
      expect(refused.status).toBe(429);
      expect(refused.body.error.code).toBe('rate_limited');
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
      expect((await b.http.post('/api/payments/verify', { reference: 'guess-0' })).status).toBe(404);
      console.info(`verify budget: ${limit} per ${windowMs / 60_000} min per user; ${statusReads() - before} GetPaymentStatus calls`);
      expect(statusReads() - before).toBe(0);
    } finally {
      await limited.close();
    }
  });
});
