import { describe, expect, it } from 'vitest';
import { ConfigError, PAYMENT_PROVIDER_REQUIRED, loadConfig } from './config.ts';

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
};

describe('payment configuration', () => {
  it('defaults to the sandbox and MyFatoorah test environment', () => {
    const config = loadConfig({});
    expect(config.paymentProvider).toBe('sandbox');
    expect(config.myfatoorahBaseUrl).toBe('https://apitest.myfatoorah.com');
    expect(config.myfatoorahApiKey).toBeUndefined();
    expect(config.myfatoorahTimeoutMs).toBe(15_000);
    expect(config.paymentVerifyReadIntervalMs).toBe(3000);
  });

  it('refuses myfatoorah without a key and a webhook secret, naming both', () => {
    expect(problemsOf({ PAYMENT_PROVIDER: 'myfatoorah' })).toEqual([
      'MYFATOORAH_API_KEY: required when PAYMENT_PROVIDER=myfatoorah',
      'MYFATOORAH_WEBHOOK_SECRET: required when PAYMENT_PROVIDER=myfatoorah',
    ]);
    expect(problemsOf({ PAYMENT_PROVIDER: 'myfatoorah', MYFATOORAH_API_KEY: 'k' })).toEqual([
      'MYFATOORAH_WEBHOOK_SECRET: required when PAYMENT_PROVIDER=myfatoorah',
    ]);
  });

  it('lists the missing ones together with every other bad variable', () => {
    const problems = problemsOf({ PAYMENT_PROVIDER: 'myfatoorah', PORT: 'abc', MYFATOORAH_BASE_URL: 'not a url', NODE_ENV: 'production' });
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual(
      ['JWT_SECRET', 'MYFATOORAH_API_KEY', 'MYFATOORAH_BASE_URL', 'MYFATOORAH_WEBHOOK_SECRET', 'PORT'].sort(),
    );
  });

  it('refuses an unknown provider', () => {
    expect(problemsOf({ PAYMENT_PROVIDER: 'stripe' })).toEqual([expect.stringMatching(/^PAYMENT_PROVIDER:/)]);
  });

  it('takes the real service when configured', () => {
    const config = loadConfig({
      PAYMENT_PROVIDER: 'myfatoorah',
      MYFATOORAH_BASE_URL: 'https://api.myfatoorah.com/',
      MYFATOORAH_API_KEY: 'key',
      MYFATOORAH_WEBHOOK_SECRET: 'secret',
    });
    expect(config).toMatchObject({
      paymentProvider: 'myfatoorah',
      myfatoorahBaseUrl: 'https://api.myfatoorah.com',
      myfatoorahApiKey: 'key',
      myfatoorahWebhookSecret: 'secret',
    });
  });
});

describe('payment provider in production', () => {
  const secret = { JWT_SECRET: 'p'.repeat(32) };

  it('refuses an unset PAYMENT_PROVIDER with one line naming it and its choices', () => {
    expect(problemsOf({ NODE_ENV: 'production', ...secret })).toEqual([PAYMENT_PROVIDER_REQUIRED]);
    // The exact line a deployer reads (main.ts prints it under "Invalid environment:").
    expect(PAYMENT_PROVIDER_REQUIRED).toBe(
      'PAYMENT_PROVIDER: required when NODE_ENV=production: myfatoorah (real card payments) or sandbox (a test site: no real money, the test card is free)',
    );
    // An empty value (compose's ${PAYMENT_PROVIDER:-}) counts as unset.
    expect(problemsOf({ NODE_ENV: 'production', ...secret, PAYMENT_PROVIDER: '' })).toEqual([PAYMENT_PROVIDER_REQUIRED]);
  });

  it('lists it together with every other bad variable', () => {
    const problems = problemsOf({ NODE_ENV: 'production', PORT: 'abc' });
    expect(problems).toContain(PAYMENT_PROVIDER_REQUIRED);
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual(['JWT_SECRET', 'PAYMENT_PROVIDER', 'PORT']);
  });

  it('accepts an explicit sandbox in production (a staging site)', () => {
    const config = loadConfig({ NODE_ENV: 'production', ...secret, PAYMENT_PROVIDER: 'sandbox' });
    expect(config).toMatchObject({ env: 'production', paymentProvider: 'sandbox' });
  });

  it('accepts myfatoorah in production with its key and webhook secret', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      ...secret,
      PAYMENT_PROVIDER: 'myfatoorah',
      MYFATOORAH_API_KEY: 'key',
      MYFATOORAH_WEBHOOK_SECRET: 'secret',
    });
    expect(config.paymentProvider).toBe('myfatoorah');
  });

  it('still defaults to the sandbox outside production, so `npm start` needs no variables', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).paymentProvider).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'test' }).paymentProvider).toBe('sandbox');
  });
});

describe('metrics and overload configuration', () => {
  it('has no metrics token and sheds load past a 1 s event-loop delay by default', () => {
    const config = loadConfig({});
    expect(config.metricsToken).toBeUndefined();
    expect(config.overloadMaxEventLoopDelayMs).toBe(1000);
    expect(config.overloadMaxEventLoopUtilization).toBe(0);
  });

  it('takes a metrics token of 16 characters or more and the overload thresholds', () => {
    const config = loadConfig({
      METRICS_TOKEN: 'a'.repeat(16),
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: '0.95',
    });
    expect(config).toMatchObject({ metricsToken: 'a'.repeat(16), overloadMaxEventLoopDelayMs: 0, overloadMaxEventLoopUtilization: 0.95 });
  });

  it.each([
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN'],
    [{ OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '-1' }, 'OVERLOAD_MAX_EVENT_LOOP_DELAY_MS'],
    [{ OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: 'soon' }, 'OVERLOAD_MAX_EVENT_LOOP_DELAY_MS'],
    [{ OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: '1.5' }, 'OVERLOAD_MAX_EVENT_LOOP_UTILIZATION'],
  ])('refuses %j', (env, name) => {
    expect(problemsOf(env).map((p) => p.split(':')[0])).toEqual([name]);
  });
});

describe('outside image hosts (IMAGE_HOSTS)', () => {
  it('allows none by default: images are uploaded', () => {
    expect(loadConfig({}).imageHosts).toEqual([]);
  });

  it('takes comma-separated origins, normalised (case, default port, trailing slash) and without repeats', () => {
    expect(
      loadConfig({ IMAGE_HOSTS: ' https://image.tmdb.org , https://IMG.example.com:443/,http://cdn.test:8080,https://image.tmdb.org,' })
        .imageHosts,
    ).toEqual(['https://image.tmdb.org', 'https://img.example.com', 'http://cdn.test:8080']);
  });

  it.each([
    ['a bare host', 'image.tmdb.org'],
    ['a path', 'https://image.tmdb.org/t/p'],
    ['a wildcard', 'https://*.tmdb.org'],
    ['another scheme', 'ftp://files.example.com'],
    ['a data URL', 'data:'],
    ['credentials', 'https://user:pw@img.example.com'],
  ])('refuses %s, naming the variable once', (_what, value) => {
    const problems = problemsOf({ IMAGE_HOSTS: `https://ok.example.com,${value}` });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^IMAGE_HOSTS: must be comma-separated origins/);
  });
});
