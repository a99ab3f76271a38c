// The API's configuration: the environment parsed once with zod, with defaults that make `npm start` work offline.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

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
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  AUTH_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  SMTP_URL: optional,
  RAZORPAY_KEY_ID: optional,
  RAZORPAY_KEY_SECRET: optional,
  RAZORPAY_WEBHOOK_SECRET: optional,
  SHIPROCKET_EMAIL: optional,
  SHIPROCKET_PASSWORD: optional,
  SHIPROCKET_PICKUP_LOCATION: z.string().default('Primary'),
  SHIPROCKET_WEBHOOK_TOKEN: optional,
  SHIPROCKET_SYNC_MINUTES: z.coerce.number().int().min(0).default(30),
  MAIL_FROM: z.string().default('Chamak <care@chamak.example>'),
  // Database pool (issue 10): fail fast when the database is unreachable or a statement hangs.
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
  publicUrl: string;
  /** Whether PUBLIC_URL was set (production warns when it was not: reset links would point at localhost). */
  publicUrlSet: boolean;
  /** Lifetime of cached public reads; 0 turns the microcache off (the default in tests). */
  cacheTtlMs: number;
  /** Login, signup and reset requests allowed per IP a minute and per account in 15 minutes (D8). */
  authRateLimit: { perIpPerMinute: number; perAccountPer15Minutes: number };
  /** smtp(s)://user:pass@host:port; unset keeps mail in the outbox only (D12). */
  smtpUrl: string | undefined;
  mailFrom: string;
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
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
    publicUrl: e.PUBLIC_URL,
    publicUrlSet: Boolean(env.PUBLIC_URL?.trim()),
    cacheTtlMs: e.CACHE_TTL_MS ?? (e.NODE_ENV === 'test' ? 0 : 5000),
    authRateLimit: {
      perIpPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
      perAccountPer15Minutes: e.AUTH_RATE_LIMIT_PER_ACCOUNT,
    },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
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
  };
}
