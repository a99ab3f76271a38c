// Test harness: the real app on a database of its own (in-memory PGlite, or a new PostgreSQL database when
// DATABASE_URL is set), copied from the run's migrated template, or its seeded one unless asked otherwise.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { ShippingProvider } from '../modules/delivery/shiprocket.ts';
import type { MailTransport } from '../modules/mail/service.ts';
import type { PaymentGateway } from '../modules/payments/gateway.ts';
import { localStorage, type Storage } from '../plugins/storage.ts';
import { freshDatabase } from './db-template.ts';
import { testMediaDir } from './paths.ts';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  storage: Storage;
  close(): Promise<void>;
};

export { createPostgresDatabase } from './db-template.ts';

/**
 * A database of the caller's own: migrated, and with the demo shop when `seed` is true. It is a copy of the
 * run's template that global setup made (decision 0240), so no file sees another's writes.
 */
export function openTestDatabase(
  options: { seed?: boolean } = {},
): Promise<{ database: Database; drop(): Promise<void> }> {
  return freshDatabase(options.seed ? 'seeded' : 'migrated');
}

export async function testApp(
  options: {
    seed?: boolean;
    cacheTtlMs?: number;
    authRateLimit?: { perIpPerMinute: number; perAccountPer15Minutes: number };
    /** Settings to change for this app (trust proxy, upload cap, payments sandbox...). */
    config?: Partial<Config>;
    /** A mail transport (a local SMTP stand-in), so mail is queued for the worker instead of kept. */
    mailer?: MailTransport;
    /** A payment gateway (Razorpay pointed at a local stand-in) instead of the sandbox. */
    gateway?: PaymentGateway;
    /** A shipping provider (Shiprocket pointed at a local stand-in). */
    shipping?: ShippingProvider | null;
    /** The clock the app reads (delivery estimates). */
    clock?: () => Date;
  } = {},
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase({ seed: options.seed !== false });
  const storage = localStorage(testMediaDir);
  const config = {
    ...loadConfig({ NODE_ENV: 'test' }),
    mediaDir: testMediaDir,
    cacheTtlMs: options.cacheTtlMs ?? 0,
    // Tests log in often from one address; the rate-limit tests ask for tight limits themselves.
    authRateLimit: options.authRateLimit ?? { perIpPerMinute: 10_000, perAccountPer15Minutes: 10_000 },
    // Likewise the discount-code attempts: the code-guessing tests set their own.
    discountCodeAttempts: 10_000,
    // And the SMS/WhatsApp limits: the message-limit tests set the shop's defaults or their own.
    messageLimits: { perAccount: 10_000, perNumber: 10_000, perAddress: 10_000, shopPerDay: 10_000 },
    ...options.config,
  };
  const app = await buildApp({
    config,
    database,
    storage,
    mailer: options.mailer ?? null,
    gateway: options.gateway,
    ...(options.shipping !== undefined ? { shipping: options.shipping } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    storage,
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
