// Opens the database: PGlite (embedded, in ./data) when DATABASE_URL is unset, PostgreSQL through `pg` otherwise.
// Both speak the same SQL and run the same migrations.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A database handle or a transaction: services accept either, so a call inside another's transaction joins it. */
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Cheap round trip for the health check. */
  ping(): Promise<void>;
  /** PostgreSQL's connection pool in use: connections open, idle, requests waiting for one, and the cap (metrics). */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
  close(): Promise<void>;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseOptions = {
  databaseUrl?: string;
  pgliteDir: string;
  /** PostgreSQL only: pool size, how long to wait for a connection, and the longest a statement may run. */
  poolMax?: number;
  connectTimeoutMs?: number;
  statementTimeoutMs?: number;
  /** PGlite only: start from this data directory (a tar made by dumpDataDir) instead of an empty one (the tests' template). */
  pgliteLoadDataDir?: Blob;
};

/**
 * drizzle-orm 0.45's pooled transaction() sends BEGIN before the try/finally that releases the client
 * (drizzle-orm issues 6241 and 6023), so a BEGIN that fails on a connection that died while idle would hold
 * its pool slot for good, and a few of those exhaust the pool. Such a client is released here, as broken.
 */
function releaseOnFailedBegin(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool);
  const guarded = async (): Promise<pg.PoolClient> => {
    const client = await connect();
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    const first = (...args: unknown[]) => {
      client.query = query as typeof client.query;
      const result = query(...args);
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: unknown } | undefined)?.text;
      if (typeof text === 'string' && /^begin\b/i.test(text) && result instanceof Promise)
        result.catch((error: Error) => client.release(error));
      return result;
    };
    client.query = first as typeof client.query;
    return client;
  };
  // pool.query() checks out with a callback and releases on its own; only the promise form (drizzle's) is guarded.
  pool.connect = ((callback?: Parameters<typeof pool.connect>[0]) =>
    callback ? connect(callback) : guarded()) as typeof pool.connect;
}

/**
 * PGlite runs PostgreSQL inside this process, so its shared buffers are this process's memory, all of it touched
 * at start: PostgreSQL's default of 128 MB made most of an idle server's 430 MiB. 32 MB still holds the hot part
 * of a 10,000-product catalogue (the cards table and the listing's indexes); the rest is read from the data
 * directory through the operating system's page cache (decision 0262).
 */
const pgliteSettings = ['shared_buffers=32MB'];

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolMax ?? 20,
      // An unreachable database fails the request in seconds instead of hanging it.
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
      // 0 means no limit (PostgreSQL's own default).
      statement_timeout: options.statementTimeoutMs ?? 15_000,
    });
    // An idle connection dropped by the server (a restart, a failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.error(`database connection lost: ${error.message}`));
    // The pool listens for errors only on idle clients. A client checked out for a transaction that loses its
    // server emits 'error' with nobody listening, which Node turns into an uncaught exception that ends the
    // process. The pending query already fails with that error (and the request answers 503); this listener
    // only keeps the process alive. The dead client is dropped by the pool when it is released.
    pool.on('connect', (client) => {
      client.on('error', () => {});
    });
    releaseOnFailedBegin(pool);
    // Numeric and bigint counts come back as text from pg; Drizzle's column modes convert what we select.
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateNodePg(drizzleNodePg(pool, { schema }), { migrationsFolder }),
      ping: async () => {
        await pool.query('select 1');
      },
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: pool.options.max ?? 10,
      }),
      close: () => pool.end(),
    };
  }
  if (!options.pgliteDir.startsWith('memory://')) mkdirSync(options.pgliteDir, { recursive: true });
  // Loaded only for the embedded database: a server on PostgreSQL never holds PGlite's code (decision 0263).
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all(
    [
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ],
  );
  const client: PGlite = await PGlite.create(options.pgliteDir, {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...pgliteSettings.flatMap((setting) => ['-c', setting])],
    ...(options.pgliteLoadDataDir ? { loadDataDir: options.pgliteLoadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}
