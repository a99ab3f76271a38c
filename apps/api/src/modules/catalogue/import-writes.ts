// The catalogue's writer for a checked import (decision 0351): products and sizes created or changed in batches,
// in the caller's one transaction. The catalogue-import module reads, checks and plans; only this module writes its
// tables. Stock changes go through the ledger's trigger under the reason the caller named; search text is
// refreshed here, product cards by their triggers, and the caller announces the change after commit.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { appendEvent } from '../../events/bus.ts';
import { arrayLiteral, rows } from '../../lib/sql.ts';
import { Conflict } from '../../plugins/errors.ts';
import { refreshSearchText } from './search-text.ts';

export const importWriteMessages = {
  stockMoved:
    'The stock of a size changed while the file was being imported (an order or another change): nothing was changed. Import the file again.',
} as const;

export type ImportProductWrite = {
  /** The plan's key for a new product (its sizes name it); the product's id for an existing one. */
  key: string;
  id: number | null;
  name: string;
  categoryId: number;
  subcategoryId: number;
  shortDescription: string;
  hsnCode: string | null;
  gstRate: number | null;
};

export type ImportSizeWrite = {
  /** null: a new size. */
  id: number | null;
  /** The product: an existing id, or the key of a new product in the same plan. */
  productId: number | null;
  productKey: string | null;
  litreId: number;
  sku: string;
  gtin: string | null;
  pricePaise: number;
  discountedPricePaise: number;
  discount: number;
  stock: number;
  /**
   * For an existing size whose stock the file changes, the stock it had when the file was checked: the write happens
   * only if it still has it (an order in between refuses the import). null keeps the size's stock as it is.
   */
  stockBefore: number | null;
  lowStockThreshold: number | null;
  weightGrams: number | null;
  lengthCm: number | null;
  breadthCm: number | null;
  heightCm: number | null;
  /** The size's image keys in order; null leaves its images as they are. */
  images: string[] | null;
  position: number;
};

export type ImportWritePlan = { products: ImportProductWrite[]; sizes: ImportSizeWrite[] };

const batchSize = 1000;

function* batches<T>(items: T[]): Generator<T[]> {
  for (let i = 0; i < items.length; i += batchSize) yield items.slice(i, i + batchSize);
}

/** `n` ids from a table's serial sequence, so batched inserts know their rows' ids. */
async function newIds(tx: DbOrTx, table: 'products' | 'product_litres', n: number): Promise<number[]> {
  if (n === 0) return [];
  const found = await rows<{ id: number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${n})`,
  );
  return found.map((r) => r.id);
}

/**
 * Writes the plan in the transaction `tx` (the caller has named the stock movement). `progress` hears how many
 * sizes are written so far. Returns the ids of the products touched.
 */
export async function writeCatalogueImport(
  tx: DbOrTx,
  plan: ImportWritePlan,
  progress: (sizesWritten: number) => void = () => {},
): Promise<number[]> {
  const created = plan.products.filter((p) => p.id === null);
  const ids = await newIds(tx, 'products', created.length);
  const productIdOf = new Map<string, number>();
  for (const [i, p] of created.entries()) productIdOf.set(p.key, ids[i]!);
  const productRows = plan.products.map((p) => ({
    id: p.id ?? productIdOf.get(p.key)!,
    name: p.name,
    category_id: p.categoryId,
    subcategory_id: p.subcategoryId,
    short_description: p.shortDescription,
    hsn_code: p.hsnCode,
    gst_rate: p.gstRate,
  }));
  const recordset = sql`id int, name text, category_id int, subcategory_id int, short_description text, hsn_code text, gst_rate smallint`;
  const newProductIds = new Set(productIdOf.values());
  for (const batch of batches(productRows.filter((p) => newProductIds.has(p.id))))
    await tx.execute(sql`insert into products (id, name, category_id, subcategory_id, short_description, hsn_code, gst_rate)
      select id, name, category_id, subcategory_id, short_description, hsn_code, gst_rate
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as r(${recordset})`);
  for (const batch of batches(productRows.filter((p) => !newProductIds.has(p.id))))
    await tx.execute(sql`update products p set name = r.name, category_id = r.category_id, subcategory_id = r.subcategory_id,
        short_description = r.short_description, hsn_code = r.hsn_code, gst_rate = r.gst_rate
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as r(${recordset})
      where p.id = r.id and (p.name, p.category_id, p.subcategory_id, p.short_description, p.hsn_code, p.gst_rate)
        is distinct from (r.name, r.category_id, r.subcategory_id, r.short_description, r.hsn_code, r.gst_rate)`);

  const fresh = plan.sizes.filter((s) => s.id === null);
  const sizeIds = await newIds(tx, 'product_litres', fresh.length);
  let next = 0;
  const sizeRows = plan.sizes.map((s) => ({
    id: s.id ?? sizeIds[next++]!,
    fresh: s.id === null,
    product_id: s.productId ?? productIdOf.get(s.productKey ?? '')!,
    litre_id: s.litreId,
    sku: s.sku,
    gtin: s.gtin,
    price_paise: s.pricePaise,
    discounted_price_paise: s.discountedPricePaise,
    discount: s.discount,
    stock: s.stock,
    stock_before: s.stockBefore,
    low_stock_threshold: s.lowStockThreshold,
    weight_grams: s.weightGrams,
    length_cm: s.lengthCm,
    breadth_cm: s.breadthCm,
    height_cm: s.heightCm,
    position: s.position,
    images: s.images,
  }));
  const sizeRecord = sql`id int, product_id int, litre_id int, sku text, gtin text, price_paise int, discounted_price_paise int,
    discount smallint, stock int, stock_before int, low_stock_threshold int, weight_grams int, length_cm smallint, breadth_cm smallint,
    height_cm smallint, position smallint`;
  let written = 0;
  for (const batch of batches(sizeRows)) {
    const inserts = batch.filter((s) => s.fresh).map(({ images: _, fresh: __, ...s }) => s);
    const updates = batch.filter((s) => !s.fresh).map(({ images: _, fresh: __, ...s }) => s);
    if (inserts.length > 0)
      await tx.execute(sql`insert into product_litres (id, product_id, litre_id, sku, gtin, price_paise, discounted_price_paise, discount,
          total_qty, remaining_qty, low_stock_threshold, weight_grams, length_cm, breadth_cm, height_cm, position)
        select id, product_id, litre_id, sku, gtin, price_paise, discounted_price_paise, discount, stock, stock,
          low_stock_threshold, weight_grams, length_cm, breadth_cm, height_cm, position
        from jsonb_to_recordset(${JSON.stringify(inserts)}::jsonb) as r(${sizeRecord})`);
    if (updates.length > 0) {
      const updated = await rows<{ id: number }>(
        tx,
        sql`update product_litres pl set sku = r.sku, gtin = r.gtin, price_paise = r.price_paise,
          discounted_price_paise = r.discounted_price_paise, discount = r.discount,
          -- Stock moves by what the count changed: units already sold stay counted in the total.
          total_qty = case when r.stock_before is null then pl.total_qty
            else greatest(0, pl.total_qty + (r.stock - pl.remaining_qty)) end,
          remaining_qty = case when r.stock_before is null then pl.remaining_qty else r.stock end,
          low_stock_threshold = r.low_stock_threshold, weight_grams = r.weight_grams, length_cm = r.length_cm,
          breadth_cm = r.breadth_cm, height_cm = r.height_cm
        from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) as r(${sizeRecord})
        where pl.id = r.id and (r.stock_before is null or pl.remaining_qty = r.stock_before)
        returning pl.id`,
      );
      if (updated.length !== updates.length) throw new Conflict(importWriteMessages.stockMoved);
    }
    const imaged = batch.filter((s) => s.images !== null);
    if (imaged.length > 0) {
      await tx.execute(
        sql`delete from product_images where product_litre_id = any(${arrayLiteral(imaged.map((s) => s.id))}::int[])`,
      );
      const images = imaged.flatMap((s) =>
        (s.images ?? []).map((image, position) => ({ size: s.id, image, position })),
      );
      if (images.length > 0)
        await tx.execute(sql`insert into product_images (product_litre_id, image, position)
          select size, image, position from jsonb_to_recordset(${JSON.stringify(images)}::jsonb) as r(size int, image text, position smallint)`);
    }
    written += batch.length;
    progress(written);
  }
  // A size given stock again mails those waiting for it, once, after commit (decision 0200); the mailer finds them.
  if (sizeRows.length > 0) await appendEvent(tx, 'stock.rose', {});
  const touched = [...new Set([...productRows.map((p) => p.id), ...sizeRows.map((s) => s.product_id)])];
  if (touched.length > 0) await refreshSearchText(tx, sql`p.id = any(${arrayLiteral(touched)}::int[])`);
  return touched;
}
