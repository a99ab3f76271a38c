// "Count + page" for the back-office lists the server pages (packages/shared/src/paging.ts): how many rows match,
// and the rows of one page in the list's order. Two statements, not a window count: count(*) over () would
// sort every matching row for each page, as the orders list found (decision 0060).
import type { Paging } from '@chamak/shared/paging';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { escapeLike, rows } from './sql.ts';

/**
 * `select` is the list's select list and `from` its from-and-where (no order, no limit), so the count reads
 * the same rows as the page; `orderBy` must end on a unique column so pages neither skip nor repeat a row.
 * A page past the end answers no rows and the total.
 */
export async function countAndPage<Row>(
  db: DbOrTx,
  { select, from, orderBy }: { select: SQL; from: SQL; orderBy: SQL },
  paging: Pick<Paging, 'page' | 'pageSize'>,
): Promise<{ rows: Row[]; total: number }> {
  const [counted, page] = await Promise.all([
    rows<{ n: number }>(db, sql`select count(*)::int as n ${from}`),
    rows<Row>(
      db,
      sql`select ${select} ${from} order by ${orderBy}
        limit ${paging.pageSize} offset ${(paging.page - 1) * paging.pageSize}`,
    ),
  ]);
  return { rows: page, total: counted[0]?.n ?? 0 };
}

/** `text` as an ILIKE pattern that finds it anywhere, its wildcards escaped; undefined for no search. */
export function containsPattern(text: string | undefined): string | undefined {
  const trimmed = text?.trim();
  return trimmed ? `%${escapeLike(trimmed)}%` : undefined;
}

/** Conditions joined by AND into a where clause; `where true` when there are none. */
export function whereAll(conditions: (SQL | undefined | false | '')[]): SQL {
  const kept = conditions.filter((c): c is SQL => Boolean(c));
  return kept.length ? sql`where ${sql.join(kept, sql` and `)}` : sql`where true`;
}
