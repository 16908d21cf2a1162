// Issue 30 §5: a production server that trusts a hop count while listening on every interface
// says so at boot (anyone reaching a replica directly could pick its rate-limit address); the
// safe form, the balancer's addresses, boots quietly. The real app, with its logger read.
import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { createLogger } from '../../server/src/lib/logger.ts';
import { startTestApp } from './helpers/test-app.ts';

async function bootWarnings(env: Record<string, string>): Promise<{ level: number; msg: string; trustProxy?: unknown }[]> {
  const logged: { level: number; msg: string }[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line.trim()) logged.push(JSON.parse(line));
      done();
    },
  });
  const t = await startTestApp({
    env: { NODE_ENV: 'production', JWT_SECRET: randomBytes(32).toString('hex'), PAYMENT_PROVIDER: 'sandbox', ...env },
    deps: { paymentReconciliation: { intervalMs: 0 }, logger: createLogger({ env: 'production', logLevel: 'info' }, sink) },
  });
  await t.close();
  return logged.filter((r) => r.level === 40 && /TRUST_PROXY/.test(r.msg));
}

describe('TRUST_PROXY at boot in production', () => {
  it('warns when a hop count meets a server listening on every interface', async () => {
    const [warning, ...more] = await bootWarnings({ TRUST_PROXY: '1', HOST: '0.0.0.0' });
    expect(more).toEqual([]);
    expect(warning).toMatchObject({ level: 40, trustProxy: 1 });
    expect(warning!.msg).toContain('forge X-Forwarded-For');
    expect(warning!.msg).toContain('CIDR');
  });

  it.each([
    { TRUST_PROXY: '172.30.0.0/24', HOST: '0.0.0.0' },
    { TRUST_PROXY: '10.0.0.5,10.0.0.6', HOST: '::' },
    { TRUST_PROXY: '1', HOST: '127.0.0.1' },
    { TRUST_PROXY: 'false', HOST: '0.0.0.0' },
  ])('is quiet for %j', async (env) => {
    expect(await bootWarnings(env)).toEqual([]);
  });
});
