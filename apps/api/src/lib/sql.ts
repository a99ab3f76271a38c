// Raw SQL through Drizzle on either driver: both return `{ rows }`, this gives them a type.
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';

const dialect = new PgDialect();

/**
 * Runs raw SQL and returns its rows. With `prepare`, the statement is named after its text, so PostgreSQL
 * plans it once per connection and reuses the plan (planning a listing costs more than running it);
 * keep such statements' text to a bounded number of shapes. PGlite ignores the name.
 */
export async function rows<T>(db: DbOrTx, query: SQL, options: { prepare?: boolean } = {}): Promise<T[]> {
  if (!options.prepare) return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const compiled = dialect.sqlToQuery(query);
  const name = `q_${createHash('sha1').update(compiled.sql).digest('base64url').slice(0, 24)}`;
  const prepared = db._.session.prepareQuery(compiled, undefined, name, false);
  return ((await prepared.execute()) as { rows: T[] }).rows;
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
