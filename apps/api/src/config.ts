// The API's configuration: the environment parsed once with zod, with defaults that make `npm start` work offline.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { S3Settings } from './plugins/storage.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const optional = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: optional,
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  MEDIA_DIR: optional,
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  JWT_SECRET: optional,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  // Unset: the address the server listens on (listeningUrl), PORT included (decision 0184).
  PUBLIC_URL: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) address' }).optional())
    .optional(),
  CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  // Addresses in one sitemap file before /sitemap.xml becomes an index of parts (the protocol allows 50,000).
  SITEMAP_MAX_URLS: z.coerce.number().int().min(1).max(50_000).default(50_000),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  AUTH_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  // PIN checks (GET /api/delivery/estimate) allowed per IP a minute.
  DELIVERY_ESTIMATE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  // Requests naming a discount code (quotes and orders) per address, and per account, in 15 minutes (decision 0287).
  DISCOUNT_CODE_ATTEMPTS_PER_15_MINUTES: z.coerce.number().int().min(1).default(30),
  SMTP_URL: optional,
  RAZORPAY_KEY_ID: optional,
  RAZORPAY_KEY_SECRET: optional,
  RAZORPAY_WEBHOOK_SECRET: optional,
  SHIPROCKET_EMAIL: optional,
  SHIPROCKET_PASSWORD: optional,
  SHIPROCKET_PICKUP_LOCATION: z.string().default('Primary'),
  SHIPROCKET_WEBHOOK_TOKEN: optional,
  // Minutes between tracking syncs (fractions allowed: the two-process test runs it every few seconds).
  SHIPROCKET_SYNC_MINUTES: z.coerce.number().min(0).default(30),
  // Shiprocket's API address: a regional endpoint, or a local stand-in in tests.
  SHIPROCKET_BASE_URL: optional,
  MAIL_FROM: z.string().default('Chamak <care@chamak.example>'),
  // Order messages by SMS (MSG91, DLT templates) and WhatsApp (Cloud API); each is off until its keys are set.
  MSG91_AUTH_KEY: optional,
  MSG91_SENDER_ID: optional,
  MSG91_BASE_URL: optional,
  WHATSAPP_TOKEN: optional,
  WHATSAPP_PHONE_NUMBER_ID: optional,
  WHATSAPP_API_URL: optional,
  // Consented conversion events (decision 0364): GA4's Measurement Protocol and Meta's Conversions API, each off
  // until its id and secret are set here or in Admin → Shop Settings → Marketing measurement.
  GA4_MEASUREMENT_ID: optional,
  GA4_API_SECRET: optional,
  GA4_MP_URL: z.url({ protocol: /^https?$/ }).default('https://www.google-analytics.com'),
  META_PIXEL_ID: optional,
  META_CAPI_ACCESS_TOKEN: optional,
  META_GRAPH_URL: z.url({ protocol: /^https?$/ }).default('https://graph.facebook.com'),
  META_GRAPH_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/)
    .default('v21.0'),
  CONVERSIONS_WORKER_INTERVAL_MS: z.coerce.number().int().min(100).default(5000),
  CONVERSIONS_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(8),
  CONVERSIONS_SEND_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  // SMS/WhatsApp messages a day (decision 0288): caused by one account, to one number, from one client address (to
  // numbers not proved), and everything the shop sends.
  MESSAGE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(0).default(5),
  MESSAGE_LIMIT_PER_NUMBER: z.coerce.number().int().min(0).default(3),
  MESSAGE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(0).default(10),
  MESSAGE_LIMIT_PER_DAY: z.coerce.number().int().min(0).default(500),
  // Database pool: fail fast when the database is unreachable or a statement hangs.
  DB_POOL_MAX: z.coerce.number().int().min(1).max(500).default(20),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(15_000),
  // Slow clients: a request (headers and body) must arrive within these.
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(0).default(120_000),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  // Which proxies may name the client's address in X-Forwarded-For: off, a hop count, or addresses/CIDRs (D23).
  TRUST_PROXY: optional,
  // What one upload request may carry in total (all its files and fields).
  UPLOAD_MAX_REQUEST_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(60 * 1024 * 1024),
  // Login failures in 15 minutes: per account and address (then 429), and per account before answers slow down.
  LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS: z.coerce.number().int().min(1).default(10),
  LOGIN_FAILURES_PER_ACCOUNT_BEFORE_SLOWDOWN: z.coerce.number().int().min(1).default(20),
  LOGIN_SLOWDOWN_MS: z.coerce.number().int().min(0).default(1000),
  // The mail worker: how long one SMTP send may take, how often it looks for mail, how many tries a message gets.
  MAIL_SEND_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  MAIL_WORKER_INTERVAL_MS: z.coerce.number().int().min(10).default(2000),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(6),
  // Production runs the sandbox payment gateway only when this says so (D24).
  PAYMENTS_SANDBOX: z.enum(['true', 'false']).optional(),
  // Production takes sign-in codes without an SMS or WhatsApp provider (fixed code 123456) only when this says so.
  OTP_SANDBOX: z.enum(['true', 'false']).optional(),
  // Prometheus metrics at /metrics: off unless METRICS=true; with METRICS_TOKEN a scrape must bring it as a bearer.
  METRICS: z.enum(['true', 'false']).default('false'),
  METRICS_TOKEN: optional,
  // The OpenAPI document and its page at /api/docs: served outside production unless OPENAPI_DOCS=false, in
  // production only with OPENAPI_DOCS=true (the contract tells a prober every route and field).
  OPENAPI_DOCS: z.enum(['true', 'false']).optional(),
  // A request slower than this logs at warn with its route and time (decision 0197).
  SLOW_REQUEST_MS: z.coerce.number().int().min(1).default(1000),
  // Several processes: how many server processes to fork, and Redis for what they share.
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  REDIS_URL: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// address' }).optional())
    .optional(),
  REDIS_KEY_PREFIX: z.string().default('chamak:'),
  // Media in an S3-compatible bucket instead of MEDIA_DIR (decision 0226).
  S3_BUCKET: optional,
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) address' }).optional())
    .optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_PREFIX: z.string().default(''),
  S3_PUBLIC_URL: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) address' }).optional())
    .optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database in `pgliteDir` is used. */
  databaseUrl: string | undefined;
  /** Directory of the embedded database, or 'memory://' for a throwaway one. */
  pgliteDir: string;
  mediaDir: string;
  webDist: string;
  jwtSecret: string | undefined;
  logLevel: string;
  seedDemo: boolean;
  /**
   * The shop's address for links in e-mails (reset links, order pages), without a trailing slash. Unset, it is
   * where the server listens: http://localhost:PORT (or HOST when it names one), and once listening the port it
   * really got (app.ts, decision 0184).
   */
  publicUrl: string;
  /** Whether PUBLIC_URL was set (production warns when it was not: reset links would point at localhost). */
  publicUrlSet: boolean;
  /** Addresses in one sitemap file; above it /sitemap.xml is an index of /sitemap-{n}.xml parts. */
  sitemapMaxUrls: number;
  /** Lifetime of cached public reads; 0 turns the microcache off (the default in tests). */
  cacheTtlMs: number;
  /** Login, signup and reset requests allowed per IP a minute and per account in 15 minutes (D8). */
  authRateLimit: { perIpPerMinute: number; perAccountPer15Minutes: number };
  /** PIN checks allowed per IP a minute. */
  deliveryEstimateRateLimit: number;
  /** Requests naming a discount code allowed per address, and per account, in 15 minutes. */
  discountCodeAttempts: number;
  /** smtp(s)://user:pass@host:port; unset keeps mail in the outbox only (D12). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** SMS/WhatsApp messages a day: per account, per number, per client address, and the shop's cap (decision 0288). */
  messageLimits: { perAccount: number; perNumber: number; perAddress: number; shopPerDay: number };
  /** The phone channels of order messages: each undefined (off) until its keys are set. */
  phone: {
    msg91: { authKey: string; senderId: string | undefined; baseUrl: string | undefined } | undefined;
    whatsapp: { token: string; phoneNumberId: string; baseUrl: string | undefined } | undefined;
  };
  /** Razorpay keys; without them the built-in sandbox gateway takes payments (D7). */
  razorpay: { keyId: string; keySecret: string; webhookSecret: string | undefined } | undefined;
  /** Shiprocket account; without it the admin ships by hand (D13). */
  shiprocket:
    | {
        email: string;
        password: string;
        pickupLocation: string;
        webhookToken: string | undefined;
        syncMinutes: number;
        baseUrl?: string;
      }
    | undefined;
  database: { poolMax: number; connectTimeoutMs: number; statementTimeoutMs: number };
  /** Node's requestTimeout and headersTimeout: connections that trickle headers or a body are cut. */
  http: { requestTimeoutMs: number; headersTimeoutMs: number };
  /** Fastify's trustProxy: false (the socket's address), a hop count, or a list of proxy addresses/CIDRs. */
  trustProxy: boolean | number | string[];
  uploadMaxRequestBytes: number;
  loginFailures: { perAccountAndAddress: number; perAccountBeforeSlowdown: number; slowdownMs: number };
  mailWorker: { sendTimeoutMs: number; intervalMs: number; maxAttempts: number };
  /** The sandbox gateway may take payments: always outside production, in production only with PAYMENTS_SANDBOX=true. */
  paymentsSandbox: boolean;
  /**
   * Sign-in by mobile number without a provider: the code is always 123456 and no message is sent. Always outside
   * production, in production only with OTP_SANDBOX=true (decision 0316).
   */
  otpSandbox: boolean;
  /** GET /metrics in Prometheus text format: on with METRICS=true; a set token must come as `Bearer <token>`. */
  metrics: { enabled: boolean; token: string | undefined };
  /** The OpenAPI document at /api/docs (and /api/docs/json): on outside production, in production with OPENAPI_DOCS=true. */
  openapiDocs: boolean;
  /** Requests slower than this (ms) log at warn with their route and time. */
  slowRequestMs: number;
  /** Server processes main.ts forks (node:cluster); above 1 only on PostgreSQL. */
  webConcurrency: number;
  /** Redis for shared rate limits and cache invalidation; every key and channel starts with keyPrefix. */
  redis: { url: string; keyPrefix: string } | undefined;
  /** Media in this S3-compatible bucket (S3_BUCKET set) instead of mediaDir. */
  s3: S3Settings | undefined;
  /** Conversion events' destinations (decision 0364): the environment's ids, secrets and addresses, and the worker. */
  conversions: ConversionsConfig;
};

export type ConversionsConfig = {
  ga4: { measurementId: string | undefined; apiSecret: string | undefined; baseUrl: string };
  meta: { pixelId: string | undefined; accessToken: string | undefined; baseUrl: string; version: string };
  /** Polling interval, tries per event, one send's timeout, and the first retry's wait (doubling, at most an hour). */
  worker: { intervalMs: number; maxAttempts: number; sendTimeoutMs: number; firstRetryMs: number };
};

/** TRUST_PROXY: unset, 'false' or '0' trusts nobody; a number is a hop count; else a comma-separated list. */
export function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  if (!value || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true')
    throw new Error(
      'Invalid environment:\n  TRUST_PROXY: name the proxies (a hop count or addresses), not "true"',
    );
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * The address a server listening on `host`:`port` answers at, for links: a wildcard host (0.0.0.0, ::) is this
 * machine, localhost; an IPv6 address is bracketed; port 80 goes without saying.
 */
export function listeningUrl(host: string, port: number): string {
  const wildcard = ['', '0.0.0.0', '::', '::0', '[::]'].includes(host.trim());
  const name = wildcard ? 'localhost' : host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return `http://${name}${port === 80 ? '' : `:${port}`}`;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // PGlite is one database inside one process: a second process cannot open it (decision 0222).
  if (e.WEB_CONCURRENCY > 1 && !e.DATABASE_URL)
    throw new Error(
      `Invalid environment:\n  WEB_CONCURRENCY: ${e.WEB_CONCURRENCY} processes need PostgreSQL (set DATABASE_URL); the embedded PGlite database runs in one process, so leave WEB_CONCURRENCY unset or 1 without DATABASE_URL`,
    );
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    pgliteDir: path.join(e.DATA_DIR, 'pglite'),
    mediaDir: e.MEDIA_DIR ?? path.join(e.DATA_DIR, 'media'),
    webDist: e.WEB_DIST,
    jwtSecret: e.JWT_SECRET,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO === 'true',
    publicUrl: (e.PUBLIC_URL ?? listeningUrl(e.HOST, e.PORT)).replace(/\/+$/, ''),
    publicUrlSet: e.PUBLIC_URL !== undefined,
    sitemapMaxUrls: e.SITEMAP_MAX_URLS,
    cacheTtlMs: e.CACHE_TTL_MS ?? (e.NODE_ENV === 'test' ? 0 : 5000),
    authRateLimit: {
      perIpPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
      perAccountPer15Minutes: e.AUTH_RATE_LIMIT_PER_ACCOUNT,
    },
    deliveryEstimateRateLimit: e.DELIVERY_ESTIMATE_RATE_LIMIT_PER_MINUTE,
    discountCodeAttempts: e.DISCOUNT_CODE_ATTEMPTS_PER_15_MINUTES,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    messageLimits: {
      perAccount: e.MESSAGE_LIMIT_PER_ACCOUNT,
      perNumber: e.MESSAGE_LIMIT_PER_NUMBER,
      perAddress: e.MESSAGE_LIMIT_PER_ADDRESS,
      shopPerDay: e.MESSAGE_LIMIT_PER_DAY,
    },
    phone: {
      msg91: e.MSG91_AUTH_KEY
        ? { authKey: e.MSG91_AUTH_KEY, senderId: e.MSG91_SENDER_ID, baseUrl: e.MSG91_BASE_URL }
        : undefined,
      whatsapp:
        e.WHATSAPP_TOKEN && e.WHATSAPP_PHONE_NUMBER_ID
          ? {
              token: e.WHATSAPP_TOKEN,
              phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
              baseUrl: e.WHATSAPP_API_URL,
            }
          : undefined,
    },
    razorpay:
      e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET
        ? {
            keyId: e.RAZORPAY_KEY_ID,
            keySecret: e.RAZORPAY_KEY_SECRET,
            webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
          }
        : undefined,
    shiprocket:
      e.SHIPROCKET_EMAIL && e.SHIPROCKET_PASSWORD
        ? {
            email: e.SHIPROCKET_EMAIL,
            password: e.SHIPROCKET_PASSWORD,
            pickupLocation: e.SHIPROCKET_PICKUP_LOCATION,
            webhookToken: e.SHIPROCKET_WEBHOOK_TOKEN,
            syncMinutes: e.SHIPROCKET_SYNC_MINUTES,
            ...(e.SHIPROCKET_BASE_URL ? { baseUrl: e.SHIPROCKET_BASE_URL.replace(/\/+$/, '') } : {}),
          }
        : undefined,
    database: {
      poolMax: e.DB_POOL_MAX,
      connectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    },
    http: { requestTimeoutMs: e.REQUEST_TIMEOUT_MS, headersTimeoutMs: e.HEADERS_TIMEOUT_MS },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    uploadMaxRequestBytes: e.UPLOAD_MAX_REQUEST_BYTES,
    loginFailures: {
      perAccountAndAddress: e.LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
      perAccountBeforeSlowdown: e.LOGIN_FAILURES_PER_ACCOUNT_BEFORE_SLOWDOWN,
      slowdownMs: e.LOGIN_SLOWDOWN_MS,
    },
    mailWorker: {
      sendTimeoutMs: e.MAIL_SEND_TIMEOUT_MS,
      intervalMs: e.MAIL_WORKER_INTERVAL_MS,
      maxAttempts: e.MAIL_MAX_ATTEMPTS,
    },
    paymentsSandbox: e.NODE_ENV !== 'production' || e.PAYMENTS_SANDBOX === 'true',
    otpSandbox: e.NODE_ENV !== 'production' || e.OTP_SANDBOX === 'true',
    metrics: { enabled: e.METRICS === 'true', token: e.METRICS_TOKEN },
    openapiDocs: e.OPENAPI_DOCS ? e.OPENAPI_DOCS === 'true' : e.NODE_ENV !== 'production',
    slowRequestMs: e.SLOW_REQUEST_MS,
    webConcurrency: e.WEB_CONCURRENCY,
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : undefined,
    conversions: {
      ga4: {
        measurementId: e.GA4_MEASUREMENT_ID,
        apiSecret: e.GA4_API_SECRET,
        baseUrl: e.GA4_MP_URL.replace(/\/+$/, ''),
      },
      meta: {
        pixelId: e.META_PIXEL_ID,
        accessToken: e.META_CAPI_ACCESS_TOKEN,
        baseUrl: e.META_GRAPH_URL.replace(/\/+$/, ''),
        version: e.META_GRAPH_VERSION,
      },
      worker: {
        intervalMs: e.CONVERSIONS_WORKER_INTERVAL_MS,
        maxAttempts: e.CONVERSIONS_MAX_ATTEMPTS,
        sendTimeoutMs: e.CONVERSIONS_SEND_TIMEOUT_MS,
        firstRetryMs: 30_000,
      },
    },
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          prefix: e.S3_PREFIX,
          publicUrl: e.S3_PUBLIC_URL,
        }
      : undefined,
  };
}
