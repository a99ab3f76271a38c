// Raw SQL through Drizzle on either driver: both return `{ rows }`, this gives them a type.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';

const dialect = new PgDialect();

/**
 * Runs raw SQL and returns its rows. With `prepare`, the statement is named after its text, so PostgreSQL
 * plans it once per connection and reuses the plan (planning a listing costs more than running it);
 * keep such statements' text to a bounded number of shapes. On PGlite, outside a transaction, the same holds
 * through PREPARE and EXECUTE (pgliteExecute); inside one, the statement runs unnamed.
 */
export async function rows<T>(db: DbOrTx, query: SQL, options: { prepare?: boolean } = {}): Promise<T[]> {
  statementTrace.getStore()?.push(dialect.sqlToQuery(query));
  if (!options.prepare) return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const compiled = dialect.sqlToQuery(query);
  const name = `q_${createHash('sha1').update(compiled.sql).digest('base64url').slice(0, 24)}`;
  const client = (db._.session as unknown as { client?: unknown }).client;
  if (isPglite(client)) {
    const found = await pgliteExecute<T>(client, name, compiled.sql, compiled.params);
    if (found) return found;
  }
  const prepared = db._.session.prepareQuery(compiled, undefined, name, false);
  return ((await prepared.execute()) as { rows: T[] }).rows;
}

/** A statement as sent: its text and parameters. */
export type SentStatement = { sql: string; params: unknown[] };

const statementTrace = new AsyncLocalStorage<SentStatement[]>();

/**
 * Runs `work` and lists the statements rows() sent for it, in order: the benchmark prints their plans, and tests
 * count a call's round trips.
 */
export async function traceStatements<T>(
  work: () => Promise<T>,
): Promise<{ result: T; statements: SentStatement[] }> {
  const statements: SentStatement[] = [];
  const result = await statementTrace.run(statements, work);
  return { result, statements };
}

/** A PGlite database itself (not one of its transactions, nor a pg pool); PGlite is not imported here, so it loads
 * only where it is used. */
const isPglite = (client: unknown): client is PGlite =>
  typeof client === 'object' && client !== null && 'waitReady' in client && 'query' in client;

/** Per PGlite database: the statements PREPAREd on it, and those that could not be (run as before). */
const pglitePrepared = new WeakMap<PGlite, Map<string, boolean>>();

/**
 * PGlite's driver sends every statement unnamed, so PGlite parses and plans it on each call (decision 0258):
 * outside a transaction, a statement asked to be prepared is PREPAREd once and EXECUTEd with its parameters as
 * quoted literals, which PostgreSQL casts to the types it inferred, as it does protocol parameters. Null when the
 * statement cannot be prepared or a parameter is not a scalar.
 */
async function pgliteExecute<T>(
  client: PGlite,
  name: string,
  text: string,
  params: unknown[],
): Promise<T[] | null> {
  if (!params.every((p) => p === null || ['string', 'number', 'boolean'].includes(typeof p))) return null;
  const prepared = pglitePrepared.get(client) ?? new Map<string, boolean>();
  pglitePrepared.set(client, prepared);
  if (!prepared.has(name)) {
    try {
      await client.query(`prepare "${name}" as ${text}`);
      prepared.set(name, true);
    } catch {
      prepared.set(name, false);
    }
  }
  if (!prepared.get(name)) return null;
  // E'' strings escape the same way whatever standard_conforming_strings says.
  const literal = (p: unknown) =>
    p === null ? 'null' : `E'${String(p).replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
  const args = params.length ? `(${params.map(literal).join(', ')})` : '';
  return (await client.query<T>(`execute "${name}"${args}`)).rows;
}

/** Escapes LIKE's wildcards so user text matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * A list as one Postgres array literal parameter ('{"a","b"}'), to be cast in SQL (`::text[]`):
 * Drizzle would otherwise expand a JS array into a tuple of parameters.
 */
export function arrayLiteral(list: readonly (string | number)[]): string {
  return `{${list.map((v) => JSON.stringify(String(v))).join(',')}}`;
}
