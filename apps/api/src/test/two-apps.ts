// Two apps on one database, standing in for two server processes in one test process: on PostgreSQL each has
// its own pool, as two processes do; on PGlite they share the one in-process database.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { localStorage } from '../plugins/storage.ts';
import { openTestDatabase } from './app.ts';
import { serverDatabase } from './db-template.ts';
import { testMediaDir } from './paths.ts';

export type Pair = { a: FastifyInstance; b: FastifyInstance; databaseUrl?: string; close(): Promise<void> };

/**
 * A fresh database with the demo shop and two apps on it. `redis` gives both the same Redis and key prefix;
 * `failures` is the password-failure limit per account and address; the request limit is 6 a minute per address.
 */
export async function twoProcesses(options: {
  redis?: { url: string; keyPrefix: string };
  cacheTtlMs?: number;
  failures?: number;
}): Promise<Pair> {
  const serverUrl = process.env.DATABASE_URL;
  const databases: Database[] = [];
  let drop = async () => {};
  let databaseUrl: string | undefined;
  // A copy of the run's seeded template (decision 0240): the demo shop, without migrating and seeding again.
  if (serverUrl) {
    const created = await serverDatabase(serverUrl, 'seeded');
    drop = created.drop;
    databaseUrl = created.url;
    for (let i = 0; i < 2; i++)
      databases.push(await openDatabase({ databaseUrl: created.url, pgliteDir: '', poolMax: 5 }));
  } else {
    const one = await openTestDatabase({ seed: true });
    databases.push(one.database, one.database);
  }
  const config = () => ({
    ...loadConfig({ NODE_ENV: 'test' }),
    mediaDir: testMediaDir,
    cacheTtlMs: options.cacheTtlMs ?? 0,
    authRateLimit: { perIpPerMinute: 6, perAccountPer15Minutes: 10_000 },
    loginFailures: {
      perAccountAndAddress: options.failures ?? 4,
      perAccountBeforeSlowdown: 1000,
      slowdownMs: 1,
    },
    redis: options.redis,
  });
  // Built at the same moment, as two processes started together are: what they set up once must not race.
  const apps = await Promise.all(
    databases.map(async (database) => {
      const app = await buildApp({ config: config(), database, storage: localStorage(testMediaDir) });
      await app.ready();
      return app;
    }),
  );
  return {
    a: apps[0]!,
    b: apps[1]!,
    databaseUrl,
    async close() {
      for (const app of apps) await app.close();
      for (const database of new Set(databases)) await database.close();
      await drop();
    },
  };
}

/** Reads until `done` holds (or 20 s pass, for the failure message), a short pause between reads. */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 20_000;
  let value = await read();
  while (!done(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    value = await read();
  }
  return value;
}
