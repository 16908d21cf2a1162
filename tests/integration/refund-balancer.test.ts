// A refund retried after a balancer error is paid once (issue 30 §3). The deployment for real:
// Debian's nginx running deploy/nginx.conf in front of two compiled server processes on
// PostgreSQL and Redis, and the fake MyFatoorah at the network boundary. The replica holding a
// refund dies while MakeRefund is out (the gateway makes the refund; its answer finds nobody),
// nginx answers 502, and the admin presses Refund again: under the same key or a new one, the
// payment takes no new refund while that one is unsettled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paymentRefunds, payments, profiles } from '../../server/src/db/schema/index.ts';
import { startServerProcess, type ServerProcess } from './helpers/server-process.ts';
import { findNginx, startNginx, type Nginx } from './helpers/nginx.ts';
import { createSharedServices, sharedServicesConfigured, type SharedServices } from './helpers/shared-services.ts';
import { startFakeMyFatoorah, type FakeMyFatoorah } from './helpers/fake-myfatoorah.ts';
import { expectLedgerInvariant, paidCardPurchase, WEBHOOK_SECRET } from './helpers/payments.ts';
import { HttpClient, uniqueEmail } from './helpers/http.ts';

const nginxBinary = findNginx();
// CI installs nginx (.ci/run); there a missing binary is a failure, not a skip.
const enabled = sharedServicesConfigured && (!!nginxBinary || process.env.CI === 'true');

let fake: FakeMyFatoorah;
let services: SharedServices;
let servers: ServerProcess[] = [];
let nginx: Nginx | undefined;

beforeAll(async () => {
  if (!enabled) return;
  if (!nginxBinary) throw new Error('nginx is not installed: apt-get install -y nginx (CI=true requires it)');
  fake = await startFakeMyFatoorah();
  services = await createSharedServices('refund-lb', {
    TRUST_PROXY: '1',
    PAYMENT_PROVIDER: 'myfatoorah',
    MYFATOORAH_BASE_URL: fake.baseUrl,
    MYFATOORAH_API_KEY: fake.apiKey,
    MYFATOORAH_WEBHOOK_SECRET: WEBHOOK_SECRET,
    // Long enough that the replica dies while it is still waiting for the gateway.
    MYFATOORAH_TIMEOUT_MS: '20000',
  });
  servers = await Promise.all([startServerProcess(services.env), startServerProcess(services.env)]);
  nginx = await startNginx(
    nginxBinary,
    servers.map((s) => `127.0.0.1:${s.port}`),
  );
}, 120_000);

afterAll(async () => {
  await nginx?.stop();
  await Promise.all(servers.map((s) => s.kill('SIGTERM')));
  await services?.close();
  await fake?.close();
});

describe.skipIf(!enabled)('a refund retried after the balancer answered 502', () => {
  it('is sent to the gateway once: the retry, under the same key or a new one, is 409 refund_in_progress', async () => {
    const db = services.db.database.db;
    const admin = new HttpClient(nginx!.url);
    const { user } = await admin.signUp(uniqueEmail('refund-lb-admin'));
    await db.update(profiles).set({ role: 'admin' }).where(eq(profiles.id, user.id));
    const bought = await paidCardPurchase(nginx!.url, fake, 'pkg-5', 'refund-lb-buyer');
    const before = await db.select().from(profiles).where(eq(profiles.id, bought.userId));

    // The gateway takes the refund at once and holds its answer.
    fake.delayNext(60_000);
    const path = `/api/admin/payments/${bought.paymentId}/refund`;
    const first = admin.post(path, { amount: '1.000', reason: 'wrong package' }, { 'idempotency-key': 'first-press-key-0001' });
    await expect.poll(() => fake.calls('MakeRefund'), { timeout: 20_000 }).toBe(1);

    // The replica holding it dies (both do: whichever it was), and one comes back on its port.
    const ports = servers.map((s) => s.port);
    await Promise.all(servers.map((s) => s.kill('SIGKILL')));
    const balancerAnswer = await first;
    expect(balancerAnswer.status).toBe(502);
    // nginx's own page, not our JSON: the dialog keeps its key for this (refund-form.ts).
    expect(balancerAnswer.body?.error).toBeUndefined();
    servers = [await startServerProcess(services.env, ports[0])];

    // The refund was made at the gateway; ours holds it as Pending with its reservation.
    expect(fake.refunds.map((r) => r.amountFils)).toEqual([1000]);
    const [held] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, bought.paymentId));
    expect(held).toMatchObject({ status: 'Pending', amount: '1.000' });

    // The press again: with the key the dialog kept, and (as the dialog once did) a new one.
    for (const key of ['first-press-key-0001', 'second-press-key-0002']) {
      const again = await admin.post(path, { amount: '1.000', reason: 'wrong package' }, { 'idempotency-key': key });
      expect([again.status, again.body?.error?.code], key).toEqual([409, 'refund_in_progress']);
    }
    // Nor any other amount while it is unsettled.
    const rest = await admin.post(path, { reason: 'the rest' }, { 'idempotency-key': 'third-press-key-0003' });
    expect([rest.status, rest.body?.error?.code]).toEqual([409, 'refund_in_progress']);

    expect(fake.calls('MakeRefund')).toBe(1);
    expect(fake.refunds.map((r) => r.amountFils)).toEqual([1000]);
    const refunds = await db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, bought.paymentId));
    expect(refunds).toHaveLength(1);
    const [payment] = await db.select().from(payments).where(eq(payments.id, bought.paymentId));
    expect(payment).toMatchObject({ status: 'Paid', refundedAmount: '1.000' });
    // Nothing taken from the buyer yet: the refund is not settled.
    expect(await db.select().from(profiles).where(eq(profiles.id, bought.userId))).toEqual(before);
    await expectLedgerInvariant(services.db.database.db);

    // Followed to the end (issue 30 §4): Check now finds it at the gateway by the invoice and
    // its amount, and settles it: games taken back once, the payment open for the rest.
    const checked = await admin.post(`/api/admin/payments/${bought.paymentId}/refunds/${held!.id}/check`);
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    expect(checked.body.refunds).toMatchObject([
      { status: 'Succeeded', tokensTaken: 2, gatewayRefundId: String(fake.refunds[0]!.RefundId) },
    ]);
    expect(checked.body).toMatchObject({ status: 'PartlyRefunded', refundedAmount: '1.000', refundableAmount: '1.000' });
    expect((await db.select().from(profiles).where(eq(profiles.id, bought.userId)))[0]?.tokens).toBe(before[0]!.tokens - 2);
    await expectLedgerInvariant(services.db.database.db);
  });
});
