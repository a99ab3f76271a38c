// Stock (D6): the only writer of a size's remaining_qty and a product's units_sold outside the admin's product
// form. Taking and giving back stock, and the one order in which a transaction locks stock rows
// (docs/decisions/0002, 0042): products by id, then sizes (product_litres) by id, so two transactions on the same
// rows wait for each other instead of deadlocking; an admin's product save already locks its product first.
// The lock is FOR NO KEY UPDATE, the one an UPDATE of a non-key column takes anyway: it does not conflict with
// the KEY SHARE locks that inserting an order item or a cart line takes on the rows they reference, in
// whatever order those come, so those inserts never enter a lock cycle with it.
import { onlyLeft } from '@chamak/shared/messages';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { appendEvent } from '../../events/bus.ts';
import { arrayLiteral, rows } from '../../lib/sql.ts';
import { Conflict } from '../../plugins/errors.ts';
import { nameStockMovement, type StockContext } from './stock-ledger.ts';

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

/** One line of stock moving: a size (null once the admin deleted it) of a product, how many, and its names. */
export type StockLine = {
  sizeId: number | null;
  productId: number | null;
  quantity: number;
  name: string;
  label: string;
};

const productIdsOf = (lines: readonly StockLine[]) =>
  lines.flatMap((l) => (l.productId === null ? [] : [l.productId]));

/** The units the lines want of each size: two lines of one size (not made by the cart, but possible) count together. */
function unitsBySize(lines: readonly StockLine[]): Map<number, number> {
  const wanted = new Map<number, number>();
  for (const l of lines) wanted.set(l.sizeId!, (wanted.get(l.sizeId!) ?? 0) + l.quantity);
  return wanted;
}

/** A line whose size the admin deleted cannot be sold: 409. */
function refuseDeletedSizes(lines: readonly StockLine[]): void {
  const gone = lines.find((l) => l.sizeId === null);
  if (gone) throw new Conflict(`${gone.name} (${gone.label}) is no longer sold.`, 'PRODUCT_UNAVAILABLE');
}

/** The first line whose size has fewer units left than the lines want, as the shopper's 409; none: undefined. */
async function shortfall(tx: DbOrTx, lines: readonly StockLine[]): Promise<Conflict | undefined> {
  const left = await rows<{ id: number; remaining: number }>(
    tx,
    sql`select id, remaining_qty as remaining from product_litres
      where id = any(${arrayLiteral(lines.map((l) => l.sizeId!))}::int[])`,
  );
  const wanted = unitsBySize(lines);
  for (const l of lines) {
    const remaining = left.find((s) => s.id === l.sizeId)?.remaining ?? 0;
    if (remaining < wanted.get(l.sizeId!)!)
      return new Conflict(
        remaining <= 0 ? `${l.name} (${l.label}) is out of stock.` : onlyLeft(remaining, l.name, l.label),
        'OUT_OF_STOCK',
      );
  }
  return undefined;
}

/**
 * Whether the lines' stock is there now, read without a lock: a placement asks first, so when a sale has sold
 * out the rest of the queue hears "out of stock" at once instead of waiting for the rows. takeStock decides.
 */
export async function checkStockLeft(tx: DbOrTx, lines: readonly StockLine[]): Promise<void> {
  refuseDeletedSizes(lines);
  const short = await shortfall(tx, lines);
  if (short) throw short;
}

/**
 * Takes stock for the lines: each size's remaining_qty goes down only while enough is left (checked with the rows
 * locked, no read-then-write), units_sold goes up. Rows in the one global order (products, then sizes, each by
 * id), and meant as the placing transaction's last writes but the invoice's, so a sale on one product holds its
 * rows for a few statements, not for the whole placement (decision 0292). All of it is one statement, the
 * database's take_stock (migration 0028): one round trip while the rows are held, and one UPDATE per table, so
 * the product cards' triggers run once for the order (decision 0323). Throws Conflict (sold out, or a size no
 * longer sold), which rolls back the caller's transaction or savepoint.
 */
export async function takeStock(
  tx: DbOrTx,
  lines: readonly StockLine[],
  movement?: StockContext,
): Promise<void> {
  refuseDeletedSizes(lines);
  // The stock ledger's row for this change carries why (decision 0349); unnamed, it says 'unknown'.
  if (movement) await nameStockMovement(tx, movement);
  const sold = new Map<number, number>();
  for (const l of lines)
    if (l.productId !== null) sold.set(l.productId, (sold.get(l.productId) ?? 0) + l.quantity);
  const products = ascending([...sold.keys()]);
  const wanted = unitsBySize(lines);
  const sizes = ascending([...wanted.keys()]);
  const [short] = await rows<{ size_id: number | null }>(
    tx,
    sql`select take_stock(${arrayLiteral(products)}::int[], ${arrayLiteral(products.map((id) => sold.get(id)!))}::int[],
      ${arrayLiteral(sizes)}::int[], ${arrayLiteral(sizes.map((id) => wanted.get(id)!))}::int[]) as size_id`,
  );
  const sizeId = short?.size_id ?? null;
  if (sizeId !== null)
    throw (
      (await shortfall(tx, lines)) ??
      new Conflict(`${lines.find((l) => l.sizeId === sizeId)!.name} is out of stock.`, 'OUT_OF_STOCK')
    );
}

/**
 * Gives the lines' stock back (cancel, restock), locking in the global order first; units_sold never below 0.
 * The stock that rose is a fact for after commit: those waiting for a size are mailed (decision 0200) and the
 * catalogue's cached answers go (subscriptions.ts).
 */
export async function giveBackStock(
  tx: DbOrTx,
  lines: readonly StockLine[],
  movement?: StockContext,
): Promise<void> {
  if (movement) await nameStockMovement(tx, movement);
  await lockStock(tx, {
    productIds: productIdsOf(lines),
    sizeIds: lines.flatMap((l) => (l.sizeId === null ? [] : [l.sizeId])),
  });
  for (const l of lines) {
    if (l.sizeId !== null)
      await tx.execute(
        sql`update product_litres set remaining_qty = remaining_qty + ${l.quantity} where id = ${l.sizeId}`,
      );
    if (l.productId !== null)
      await tx.execute(
        sql`update products set units_sold = greatest(0, units_sold - ${l.quantity}) where id = ${l.productId}`,
      );
  }
  if (lines.length > 0) await appendEvent(tx, 'stock.rose', {});
}

/**
 * Sets sizes' stock to the given counts (the inventory's adjustments and stock-takes, under lockStock) in one statement (the ledger's trigger writes one movement per size that
 * changed). The total received moves with it, so the product form's "total quantity" still tells what came in.
 */
export async function setStock(tx: DbOrTx, counts: { sizeId: number; remaining: number }[]): Promise<void> {
  if (counts.length === 0) return;
  await tx.execute(sql`update product_litres pl
    set remaining_qty = v.counted, total_qty = greatest(0, pl.total_qty + v.counted - pl.remaining_qty)
    from unnest(${arrayLiteral(counts.map((c) => c.sizeId))}::int[],
      ${arrayLiteral(counts.map((c) => c.remaining))}::int[]) as v(id, counted)
    where pl.id = v.id and pl.remaining_qty <> v.counted`);
}
