// Raw SQL through Drizzle on either driver: both return `{ rows }`, this gives them a type.
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';

export async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Escapes LIKE's wildcards so user text matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
