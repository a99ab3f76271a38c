// The one order in which a transaction locks stock rows (docs/decisions/0002): products by id, then sizes
// (product_litres) by id. Two transactions that lock the same rows in the same order wait for each other
// instead of deadlocking; an admin's product save already locks its product before its sizes.
// The lock is FOR NO KEY UPDATE, the one an UPDATE of a non-key column takes anyway: it does not conflict with
// the KEY SHARE locks that inserting an order item or a cart line takes on the rows they reference, in
// whatever order those come, so those inserts never enter a lock cycle with it.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { arrayLiteral, rows } from './sql.ts';

const ascending = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

/**
 * Locks the given products, then the given sizes, each in ascending id order, until the transaction ends.
 * Returns the sizes it locked with their product and stock, in id order (missing ids are absent).
 */
export async function lockStock(
  tx: DbOrTx,
  ids: { productIds?: readonly number[]; sizeIds: readonly number[] },
): Promise<{ id: number; product_id: number; remaining: number }[]> {
  const productIds = ascending(ids.productIds ?? []);
  const sizeIds = ascending(ids.sizeIds);
  // ORDER BY sits below the row locks in the plan, so rows are locked in that order.
  if (productIds.length > 0)
    await tx.execute(
      sql`select id from products where id = any(${arrayLiteral(productIds)}::int[]) order by id for no key update`,
    );
  if (sizeIds.length === 0) return [];
  return rows<{ id: number; product_id: number; remaining: number }>(
    tx,
    sql`select id, product_id, remaining_qty as remaining from product_litres
      where id = any(${arrayLiteral(sizeIds)}::int[]) order by id for no key update`,
  );
}
