// Runs the reconciliation of pending payments (services/payments/reconcile-pending.ts) and of
// unsettled refunds (services/admin/payments/check-refunds.ts) on an interval, on one server at a time: a Redis lock (SET NX PX) when Redis is configured, else
// a flag in this process. Stopped before the database closes.
import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { requestDeadline } from '../lib/redis-deadline.ts';
import { reconcilePending } from '../services/payments/reconcile-pending.ts';
import { reconcileRefunds } from '../services/admin/payments/check-refunds.ts';
import { mailRefundNews } from '../services/admin/payments/mail-refund-news.ts';

export interface ReconciliationOptions {
  /** How often a round starts (default 30 s); 0 disables the job. */
  intervalMs?: number;
  /** Payments pending longer than this are read again (default 2 minutes). */
  olderThanMs?: number;
  /** Pause between two status reads (default 1 s). */
  pauseMs?: number;
  /** Refunds Pending longer than this are read again (default 1 minute). */
  refundsOlderThanMs?: number;
  redisPrefix: string;
}

const UNLOCK = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end`;

export default fp<ReconciliationOptions>(
  async (app, opts) => {
    const intervalMs = opts.intervalMs ?? 30_000;
    if (intervalMs <= 0) return;
    const lockKey = `${opts.redisPrefix}payments:reconcile-lock`;
    const owner = randomUUID();
    let running = false;
    let closing = false;
    let current: Promise<void> | undefined;

    async function round() {
      if (running || closing) return;
      running = true;
      const redis = app.redis;
      let locked = true;
      try {
        // Bounded: a silent Redis must not hold `running` (and so every later round) forever.
        if (redis) locked = (await requestDeadline(redis.set(lockKey, owner, { NX: true, PX: Math.max(intervalMs * 4, 60_000) }))) === 'OK';
        if (!locked) return;
        const shared = { db: app.db, gateway: app.paymentGateway, log: app.log, pauseMs: opts.pauseMs, running: () => !closing };
        await reconcilePending({ ...shared, olderThanMs: opts.olderThanMs, invoiceMinutes: app.paymentConfig.invoiceMinutes });
        // Refunds taken by the gateway but not executed yet, or whose answer was lost.
        await reconcileRefunds({ ...shared, olderThanMs: opts.refundsOlderThanMs });
        // Refunds the gateway completed since: their buyers are told (issue 32 §3).
        await mailRefundNews({ db: app.db, mailer: app.mailer, publicUrl: app.publicOrigin(), log: app.log });
      } catch (err) {
        app.log.warn({ err }, 'reconciliation round failed');
      } finally {
        if (redis && locked) await requestDeadline(redis.eval(UNLOCK, { keys: [lockKey], arguments: [owner] })).catch(() => {});
        running = false;
      }
    }

    const timer = setInterval(() => {
      current = round();
    }, intervalMs);
    timer.unref();
    app.addHook('preClose', async () => {
      closing = true;
      clearInterval(timer);
      await current;
    });
  },
  { name: 'payment-reconciliation', dependencies: ['db', 'redis', 'payments'] },
);
