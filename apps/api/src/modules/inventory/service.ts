// The Inventory page's reads and writes (decision 0349): sizes with their SKU, stock and threshold; a size's stock
// ledger; a manual adjustment with its note; the low-stock list; and the stock-take, previewed from a CSV file
// and applied from the same file in one transaction. Stock rows are locked in the shop's one order (the catalogue
// module's lockStock) and every change names its reason first, so the ledger's trigger writes why.
import { createHash } from 'node:crypto';
import {
  type AdjustmentBody,
  type AdjustmentReply,
  type InventorySize,
  type InventorySizesPage,
  type InventorySizesQuery,
  inventoryMessages,
  inventorySizesQuery,
  type LowStockReply,
  readStockTakeCsv,
  type StockLedgerPage,
  type StockReason,
  type StockTakeApplied,
  type StockTakeLine,
  type StockTakePreview,
} from '@chamak/shared/inventory';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { announce, appendEvent } from '../../events/bus.ts';
import { arrayLiteral, rows } from '../../lib/sql.ts';
import { Conflict, Invalid, NotFound } from '../../plugins/errors.ts';
import { lockStock, nameStockMovement, setStock } from '../catalogue/index.ts';

export type InventoryCtx = { db: Db };

type SizeRow = {
  size_id: number;
  product_id: number;
  product: string;
  size: string;
  sku: string | null;
  gtin: string | null;
  remaining: number;
  threshold: number | null;
  weight_grams: number | null;
  length_cm: number | null;
  breadth_cm: number | null;
  height_cm: number | null;
};

/** A size is low when it has a threshold and its stock is at or below it (a size without one never is). */
const isLow = sql`(pl.low_stock_threshold is not null and pl.remaining_qty <= pl.low_stock_threshold)`;

const sizeColumns = sql`pl.id as size_id, pl.product_id, p.name as product, l.label as size, pl.sku, pl.gtin,
  pl.remaining_qty as remaining, pl.low_stock_threshold as threshold, pl.weight_grams, pl.length_cm, pl.breadth_cm,
  pl.height_cm`;
const sizeTables = sql`product_litres pl join products p on p.id = pl.product_id join litres l on l.id = pl.litre_id`;

function sizeOf(r: SizeRow): InventorySize {
  return {
    sizeId: r.size_id,
    productId: r.product_id,
    product: r.product,
    size: r.size,
    sku: r.sku,
    gtin: r.gtin,
    remaining: r.remaining,
    lowStockThreshold: r.threshold,
    low: r.threshold !== null && r.remaining <= r.threshold,
    weightGrams: r.weight_grams,
    lengthCm: r.length_cm,
    breadthCm: r.breadth_cm,
    heightCm: r.height_cm,
  };
}

async function sizeById(db: DbOrTx, sizeId: number): Promise<InventorySize> {
  const [row] = await rows<SizeRow>(
    db,
    sql`select ${sizeColumns} from ${sizeTables} where pl.id = ${sizeId}`,
  );
  if (!row) throw new NotFound(inventoryMessages.sizeNotFound);
  return sizeOf(row);
}

/** The sizes, product by product: ?q= finds a product, size, SKU or GTIN; ?low= only those low on stock. */
export async function inventorySizes(
  ctx: InventoryCtx,
  query: InventorySizesQuery,
): Promise<InventorySizesPage> {
  const { q, low, page, pageSize } = inventorySizesQuery.parse(query);
  const where: SQL[] = [sql`true`];
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      sql`(p.name ilike ${like} or l.label ilike ${like} or pl.sku ilike ${like} or pl.gtin ilike ${like})`,
    );
  }
  if (low === '1' || low === 'true') where.push(isLow);
  const condition = sql.join(where, sql` and `);
  const [found, [counts]] = await Promise.all([
    rows<SizeRow>(
      ctx.db,
      sql`select ${sizeColumns} from ${sizeTables} where ${condition}
        order by p.name, p.id, pl.position, pl.id limit ${pageSize} offset ${(page - 1) * pageSize}`,
    ),
    rows<{ total: number; low: number }>(
      ctx.db,
      sql`select (select count(*)::int from ${sizeTables} where ${condition}) as total,
        (select count(*)::int from product_litres pl where ${isLow}) as low`,
    ),
  ]);
  return { items: found.map(sizeOf), total: counts!.total, page, pageSize, lowCount: counts!.low };
}

/** Every size at or below its threshold, the emptiest first (the dashboard's card and the owner's daily mail). */
export async function lowStockSizes(ctx: { db: DbOrTx }): Promise<LowStockReply> {
  const found = await rows<SizeRow>(
    ctx.db,
    sql`select ${sizeColumns} from ${sizeTables} where ${isLow} order by pl.remaining_qty, p.name, pl.id limit 500`,
  );
  return { items: found.map(sizeOf) };
}

/** A size's stock ledger, newest first, with who moved it. */
export async function stockLedger(
  ctx: InventoryCtx,
  sizeId: number,
  paging: { page: number; pageSize: number },
): Promise<StockLedgerPage> {
  const size = await sizeById(ctx.db, sizeId);
  const [items, [count]] = await Promise.all([
    rows<{
      id: number;
      created_at: Date | string;
      delta: number;
      balance: number;
      reason: StockReason;
      note: string;
      order_id: number | null;
      actor: string | null;
    }>(
      ctx.db,
      sql`select m.id::int as id, m.created_at, m.delta, m.balance, m.reason, m.note, m.order_id, u.fullname as actor
        from stock_movements m left join users u on u.id = m.actor_user_id
        where m.size_id = ${sizeId} order by m.id desc
        limit ${paging.pageSize} offset ${(paging.page - 1) * paging.pageSize}`,
    ),
    rows<{ total: number }>(
      ctx.db,
      sql`select count(*)::int as total from stock_movements where size_id = ${sizeId}`,
    ),
  ]);
  return {
    size,
    items: items.map((m) => ({
      id: Number(m.id),
      at: new Date(m.created_at).toISOString(),
      delta: m.delta,
      balance: m.balance,
      reason: m.reason,
      note: m.note,
      orderId: m.order_id,
      actor: m.actor,
    })),
    total: count!.total,
    page: paging.page,
    pageSize: paging.pageSize,
  };
}

/** A manual adjustment: units in or out of one size, with the admin's note; never below 0. */
export async function adjustStock(
  ctx: InventoryCtx,
  sizeId: number,
  body: AdjustmentBody,
  actorUserId: number | null,
): Promise<AdjustmentReply> {
  await ctx.db.transaction(async (tx) => {
    const [exists] = await rows<{ product_id: number }>(
      tx,
      sql`select product_id from product_litres where id = ${sizeId}`,
    );
    if (!exists) throw new NotFound(inventoryMessages.sizeNotFound);
    const [locked] = await lockStock(tx, { productIds: [exists.product_id], sizeIds: [sizeId] });
    if (!locked) throw new NotFound(inventoryMessages.sizeNotFound);
    if (locked.remaining + body.delta < 0) {
      const size = await sizeById(tx, sizeId);
      throw new Conflict(inventoryMessages.belowZero(`${size.product} (${size.size})`, locked.remaining));
    }
    await nameStockMovement(tx, { reason: 'adjustment', note: body.note, actorUserId });
    await setStock(tx, [{ sizeId, remaining: locked.remaining + body.delta }]);
    // Those waiting for the size are mailed after commit (decision 0200).
    if (body.delta > 0) await appendEvent(tx, 'stock.rose', {});
  });
  await announce(ctx.db, 'catalogue.changed', {});
  return { message: inventoryMessages.adjusted, size: await sizeById(ctx.db, sizeId) };
}

// Stock-take ---------------------------------------------------------------------------------------------

/** At most this many problems are told at once; the rest are counted. */
const problemsTold = 20;

function refuse(problems: string[]): never {
  const told = problems.slice(0, problemsTold);
  const more = problems.length - told.length;
  throw new Invalid([...told, ...(more > 0 ? [`…and ${more} more`] : [])].join('\n'));
}

/** Reads the uploaded file as text: a CSV is text (UTF-8, no NUL bytes); anything else is refused. */
export function stockTakeText(
  file: { filename: string; mimetype: string; data: Buffer } | undefined,
): string {
  if (!file) throw new Invalid(inventoryMessages.notCsv);
  const named = /\.csv$/i.test(file.filename);
  const typed = /^(text\/csv|text\/plain|application\/csv|application\/vnd\.ms-excel)$/i.test(file.mimetype);
  const text = file.data.toString('utf8');
  if ((!named && !typed) || file.data.includes(0) || text.includes('\ufffd'))
    throw new Invalid(inventoryMessages.notCsv);
  return text;
}

/** The file's rows matched to sizes by SKU (regardless of case), with their stock now; every problem refused. */
async function stockTakeLines(tx: DbOrTx, text: string, lock: boolean): Promise<StockTakeLine[]> {
  const read = readStockTakeCsv(text);
  if (read.problems.length > 0) refuse(read.problems);
  const skus = read.rows.map((r) => r.sku.toUpperCase());
  const found = await rows<SizeRow>(
    tx,
    sql`select ${sizeColumns} from ${sizeTables} where upper(pl.sku) = any(${arrayLiteral(skus)}::text[])`,
  );
  const bySku = new Map(found.map((f) => [f.sku!.toUpperCase(), f]));
  const unknown = read.rows.filter((r) => !bySku.has(r.sku.toUpperCase()));
  if (unknown.length > 0) refuse(unknown.map((r) => inventoryMessages.skuUnknown(r.row, r.sku)));
  // Applying locks the rows (products, then sizes, in the shop's one order) and reads the stock under the lock.
  const remaining = new Map(found.map((f) => [f.size_id, f.remaining]));
  if (lock) {
    const locked = await lockStock(tx, {
      productIds: found.map((f) => f.product_id),
      sizeIds: found.map((f) => f.size_id),
    });
    for (const l of locked) remaining.set(l.id, l.remaining);
  }
  return read.rows.map((r) => {
    const size = bySku.get(r.sku.toUpperCase())!;
    const now = remaining.get(size.size_id) ?? size.remaining;
    return {
      row: r.row,
      sizeId: size.size_id,
      sku: size.sku!,
      product: size.product,
      size: size.size,
      remaining: now,
      counted: r.counted,
      difference: r.counted - now,
    };
  });
}

/** Names a file's counts against the stock they were compared with: applying refuses once either changed. */
const tokenOf = (lines: StockTakeLine[]) =>
  createHash('sha256')
    .update(JSON.stringify(lines.map((l) => [l.sizeId, l.counted, l.remaining])))
    .digest('base64url')
    .slice(0, 32);

/** Those that differ first (the largest differences first), then the rest in the file's order. */
const previewOrder = (a: StockTakeLine, b: StockTakeLine) =>
  Number(b.difference !== 0) - Number(a.difference !== 0) ||
  Math.abs(b.difference) - Math.abs(a.difference) ||
  a.row - b.row;

/** The differences a stock-take file would make, written nowhere. */
export async function previewStockTake(ctx: InventoryCtx, text: string): Promise<StockTakePreview> {
  const lines = await stockTakeLines(ctx.db, text, false);
  return {
    lines: [...lines].sort(previewOrder),
    counted: lines.length,
    changed: lines.filter((l) => l.difference !== 0).length,
    token: tokenOf(lines),
  };
}

/**
 * Applies a previewed stock-take: the same file and the preview's token, in one transaction, every size that
 * differs set to its count with the reason 'stock-take'. Refused whole (nothing written) when the file has a
 * problem or the stock moved since the preview.
 */
export async function applyStockTake(
  ctx: InventoryCtx,
  text: string,
  token: string,
  actorUserId: number | null,
  fileName: string,
): Promise<StockTakeApplied> {
  const changed = await ctx.db.transaction(async (tx) => {
    const lines = await stockTakeLines(tx, text, true);
    if (tokenOf(lines) !== token) throw new Conflict(inventoryMessages.stockMoved);
    const differ = lines.filter((l) => l.difference !== 0);
    await nameStockMovement(tx, {
      reason: 'stock-take',
      note: `Stock-take ${fileName}`.slice(0, 200),
      actorUserId,
    });
    await setStock(
      tx,
      differ.map((l) => ({ sizeId: l.sizeId, remaining: l.counted })),
    );
    if (differ.some((l) => l.difference > 0)) await appendEvent(tx, 'stock.rose', {});
    return differ.length;
  });
  if (changed > 0) await announce(ctx.db, 'catalogue.changed', {});
  return { message: inventoryMessages.applied(changed), changed };
}
