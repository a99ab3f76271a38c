// Test harness: the real app on a fresh database (in-memory PGlite, or a new PostgreSQL database when
// DATABASE_URL is set), with the demo shop loaded unless asked otherwise.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { seedDemo } from '../db/seed/seed.ts';
import type { MailTransport } from '../modules/mail/service.ts';
import type { PaymentGateway } from '../modules/payments/gateway.ts';
import { localStorage, type Storage } from '../plugins/storage.ts';
import { testMediaDir } from './paths.ts';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  storage: Storage;
  close(): Promise<void>;
};

/** A new empty database on the server DATABASE_URL points at; dropped by the returned function. */
export async function createPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `chamak_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new URL(serverUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: admin.toString() });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function openTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    await database.migrate();
    return { database, drop: async () => {} };
  }
  const created = await createPostgresDatabase(serverUrl);
  const database = await openDatabase({ databaseUrl: created.url, pgliteDir: '' });
  await database.migrate();
  return { database, drop: created.drop };
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
  } = {},
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  if (options.seed !== false) await seedDemo(database.db);
  const storage = localStorage(testMediaDir);
  const config = {
    ...loadConfig({ NODE_ENV: 'test' }),
    mediaDir: testMediaDir,
    cacheTtlMs: options.cacheTtlMs ?? 0,
    // Tests log in often from one address; the rate-limit tests ask for tight limits themselves.
    authRateLimit: options.authRateLimit ?? { perIpPerMinute: 10_000, perAccountPer15Minutes: 10_000 },
    ...options.config,
  };
  const app = await buildApp({
    config,
    database,
    storage,
    mailer: options.mailer ?? null,
    gateway: options.gateway,
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
