// Environment parsed once at boot. Every bad variable is listed at once, so a misconfigured
// deployment fails with one readable message instead of one variable per restart.
import { z } from 'zod';
import { isIP } from 'node:net';
import path from 'node:path';
import type { TrustProxySetting } from './lib/trust-proxy.ts';
import { DEFAULT_ROUND_DURATIONS_MS } from '@charades/shared/game/constants';
import { STAFF_TWO_FACTOR_MODES, type StaffTwoFactorMode } from '@charades/shared/staff/staff-roles';

const bool = z.enum(['true', 'false', '1', '0', '']).transform((v) => v === 'true' || v === '1');

// Which peers may tell us a request's client address (X-Forwarded-For) and scheme
// (X-Forwarded-Proto). Trusting every peer would make the left-most, client-written entry
// the address that rate limits key on, so a client could name a fresh address per request.
// A hop count trusts that many proxies in front of the app (the balancer is 1); a list
// trusts only those addresses/CIDRs (proxy-addr's loopback/linklocal/uniquelocal too).
// 'true' means one hop, the balancer, never "anyone".
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [addr, bits, ...rest] = entry.split('/');
  const family = isIP(addr ?? '');
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}
export type TrustProxy = TrustProxySetting;

// Outside hosts that category images and posters may come from (issue 17 §5): the origins
// (scheme, host, port) that the content security policy's img-src names and that a title or
// category may link to. Anything else must be uploaded. Only http(s) origins, no paths and
// no wildcards: a wildcard would let any site's image (and its access log) into the game.
const imageHosts = z.string().transform((raw, ctx): string[] => {
  const origins: string[] = [];
  for (const entry of raw.split(',').map((e) => e.trim())) {
    if (!entry) continue;
    let url: URL | undefined;
    try {
      url = new URL(entry);
    } catch {
      url = undefined;
    }
    const bare = url && (url.pathname === '/' || url.pathname === '') && !url.search && !url.hash && !url.username && !url.password;
    if (!url || !bare || (url.protocol !== 'https:' && url.protocol !== 'http:') || entry.includes('*')) {
      ctx.addIssue({
        code: 'custom',
        message: `must be comma-separated origins like https://image.tmdb.org (got ${JSON.stringify(entry)})`,
      });
      return z.NEVER;
    }
    if (!origins.includes(url.origin)) origins.push(url.origin);
  }
  return origins;
});
const trustProxy = z.string().transform((raw, ctx): TrustProxy => {
  const v = raw.trim();
  if (v === 'false' || v === '0') return false;
  if (v === 'true') return 1;
  if (/^\d+$/.test(v) && Number(v) <= 10) return Number(v);
  const list = v
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  if (list.length && list.every(isProxyAddress)) return list;
  ctx.addIssue({
    code: 'custom',
    message: 'must be false, a hop count (1 = one balancer) or a comma-separated list of proxy addresses/CIDRs',
  });
  return z.NEVER;
});

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  // Optional owner role for migrations and the seed; the app's pool then uses DATABASE_URL as a
  // role that cannot alter tables (deploy/app-role.sql). Defaults to DATABASE_URL.
  DATABASE_MIGRATION_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  REDIS_PREFIX: z.string().min(1).default('charades:'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  // A refresh whose answer was lost is retried with the token it rotated: accepted this long.
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  AUTH_REQUIRE_EMAIL_CONFIRMATION: bool.default(false),
  // Issue 32 §4: 'required' (production's default) lets a staff account without a second factor
  // only enrol; 'optional' (elsewhere) lets it into the admin area with its password alone.
  STAFF_TWO_FACTOR: z.enum(STAFF_TWO_FACTOR_MODES).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Charades <no-reply@charades.local>'),
  // Multiplies every auth rate limit; only for test environments that sign up many users.
  RATE_LIMIT_SCALE: z.coerce.number().min(1).max(1000).default(1),
  TRUST_PROXY: trustProxy.default(false),
  IMAGE_HOSTS: imageHosts.default([]),
  // The OpenAPI document and its UI at /api/docs: on in development and tests; in production
  // only when asked for, since it maps every endpoint for anyone who looks.
  API_DOCS: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SERVE_CLIENT: bool.default(true),
  CLIENT_DIST: z.string().optional(),
  SEED_ON_START: bool.default(true),
  // Shutdown (SIGTERM): readiness answers 503 for SHUTDOWN_DRAIN_MS while the server still
  // listens (for balancers that poll readiness; nginx needs none), then it stops listening
  // and finishes its work; past SHUTDOWN_GRACE_MS from the signal it exits anyway (code 1).
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(1000).max(120_000).default(10_000),
  // Seconds per round, rounds 1-4. docs/product.md#constants's values; tests and demos may shorten them.
  GAME_ROUND_SECONDS: z
    .string()
    .regex(/^\d+(\.\d+)?(,\d+(\.\d+)?){3}$/, 'must be four comma-separated numbers of seconds')
    .default(DEFAULT_ROUND_DURATIONS_MS.map((ms) => ms / 1000).join(',')),
  // How long a paired TV stays linked (issue 16); tests shorten it.
  TV_LINK_SECONDS: z.coerce
    .number()
    .min(1)
    .max(24 * 3600)
    .default(12 * 3600),
  // Card payments: 'sandbox' is the test gateway the app serves itself (no account needed, no
  // real money: it takes a test card printed on its own page); 'myfatoorah' the real service
  // at MYFATOORAH_BASE_URL (default its test environment). Default 'sandbox' outside
  // production; production must choose (see PAYMENT_PROVIDER_REQUIRED).
  PAYMENT_PROVIDER: z.enum(['sandbox', 'myfatoorah']).optional(),
  MYFATOORAH_BASE_URL: z.url().default('https://apitest.myfatoorah.com'),
  MYFATOORAH_API_KEY: z.string().min(1).optional(),
  MYFATOORAH_WEBHOOK_SECRET: z.string().min(1).optional(),
  // How long one MyFatoorah call may take before it counts as unavailable (tests shorten it).
  MYFATOORAH_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  // The thank-you page asks MyFatoorah about one payment at most this often (0: every time;
  // tests that verify twice in a row use it). GetPaymentStatus is rate-limited per account.
  PAYMENT_VERIFY_READ_INTERVAL_MS: z.coerce.number().int().min(0).max(60_000).default(3000),
  // An invoice not paid within this long expires at the gateway (SendPayment's ExpiryDate), and
  // with it the coupon reservation its payment holds.
  PAYMENT_INVOICE_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(7 * 24 * 60)
    .default(60),
  // GET /metrics (Prometheus) answers only with this bearer token; unset, there is no /metrics.
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // Requests are answered 503 overloaded while the event loop's mean delay is above this (0: never).
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  // ... or while the event loop is busy more than this share of the time (0: never).
  OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).default(0),
});

export type Env = z.infer<typeof envSchema>;
export type PaymentProvider = NonNullable<Env['PAYMENT_PROVIDER']>;

/** The boot error of a production server that was not told which gateway takes its money:
 *  defaulting to the sandbox there would hand out tokens for the test card. */
export const PAYMENT_PROVIDER_REQUIRED =
  'PAYMENT_PROVIDER: required when NODE_ENV=production: myfatoorah (real card payments) or sandbox (a test site: no real money, the test card is free)';

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string | undefined;
  databaseUrl: string | undefined;
  /** Where migrations and the seed run: DATABASE_MIGRATION_URL, else DATABASE_URL. */
  databaseMigrationUrl: string | undefined;
  redisUrl: string | undefined;
  redisPrefix: string;
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  refreshReuseGraceSeconds: number;
  requireEmailConfirmation: boolean;
  staffTwoFactor: StaffTwoFactorMode;
  smtpUrl: string | undefined;
  mailFrom: string;
  rateLimitScale: number;
  trustProxy: TrustProxy;
  /** Origins outside images may come from (IMAGE_HOSTS); uploads are always allowed. */
  imageHosts: string[];
  apiDocs: boolean;
  logLevel: Env['LOG_LEVEL'];
  serveClient: boolean;
  clientDist: string;
  seedOnStart: boolean;
  shutdownDrainMs: number;
  shutdownGraceMs: number;
  roundDurationsMs: number[];
  tvLinkTtlMs: number;
  paymentProvider: PaymentProvider;
  myfatoorahBaseUrl: string;
  myfatoorahApiKey: string | undefined;
  myfatoorahWebhookSecret: string | undefined;
  myfatoorahTimeoutMs: number;
  paymentVerifyReadIntervalMs: number;
  paymentInvoiceMinutes: number;
  metricsToken: string | undefined;
  overloadMaxEventLoopDelayMs: number;
  overloadMaxEventLoopUtilization: number;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // Treat empty strings as unset, as shells and compose files often export them empty.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  // Variables required by another one's value, listed together with the schema's problems.
  const missing: string[] = [];
  if (cleaned.NODE_ENV === 'production' && !cleaned.JWT_SECRET) missing.push('JWT_SECRET: required when NODE_ENV=production');
  if (cleaned.NODE_ENV === 'production' && !cleaned.PAYMENT_PROVIDER) missing.push(PAYMENT_PROVIDER_REQUIRED);
  if (cleaned.PAYMENT_PROVIDER === 'myfatoorah') {
    for (const name of ['MYFATOORAH_API_KEY', 'MYFATOORAH_WEBHOOK_SECRET']) {
      if (!cleaned[name]) missing.push(`${name}: required when PAYMENT_PROVIDER=myfatoorah`);
    }
  }
  if (cleaned.DATABASE_MIGRATION_URL && !cleaned.DATABASE_URL) missing.push('DATABASE_URL: required when DATABASE_MIGRATION_URL is set');
  if (!parsed.success || missing.length) {
    throw new ConfigError([...(parsed.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? []), ...missing]);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    databaseUrl: e.DATABASE_URL,
    databaseMigrationUrl: e.DATABASE_MIGRATION_URL ?? e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    jwtSecret: e.JWT_SECRET,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    refreshReuseGraceSeconds: e.REFRESH_REUSE_GRACE_SECONDS,
    requireEmailConfirmation: e.AUTH_REQUIRE_EMAIL_CONFIRMATION,
    staffTwoFactor: e.STAFF_TWO_FACTOR ?? (e.NODE_ENV === 'production' ? 'required' : 'optional'),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    trustProxy: e.TRUST_PROXY,
    imageHosts: e.IMAGE_HOSTS,
    apiDocs: e.API_DOCS ?? e.NODE_ENV !== 'production',
    logLevel: e.LOG_LEVEL,
    serveClient: e.SERVE_CLIENT,
    clientDist: path.resolve(e.CLIENT_DIST ?? path.join(import.meta.dirname, '../../client/dist')),
    seedOnStart: e.SEED_ON_START,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    roundDurationsMs: e.GAME_ROUND_SECONDS.split(',').map((x) => Math.round(Number(x) * 1000)),
    tvLinkTtlMs: Math.round(e.TV_LINK_SECONDS * 1000),
    paymentProvider: e.PAYMENT_PROVIDER ?? 'sandbox',
    myfatoorahBaseUrl: e.MYFATOORAH_BASE_URL.replace(/\/+$/, ''),
    myfatoorahApiKey: e.MYFATOORAH_API_KEY,
    myfatoorahWebhookSecret: e.MYFATOORAH_WEBHOOK_SECRET,
    myfatoorahTimeoutMs: e.MYFATOORAH_TIMEOUT_MS,
    paymentVerifyReadIntervalMs: e.PAYMENT_VERIFY_READ_INTERVAL_MS,
    paymentInvoiceMinutes: e.PAYMENT_INVOICE_MINUTES,
    metricsToken: e.METRICS_TOKEN,
    overloadMaxEventLoopDelayMs: e.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
    overloadMaxEventLoopUtilization: e.OVERLOAD_MAX_EVENT_LOOP_UTILIZATION,
  };
}
