// The catalogue as CSV (decision 0351): one row per size, its product's columns repeated, every column the import
// reads back, written row by row from a cursor-like walk so a large catalogue never sits in memory as text.
import { imageSeparator, importColumns } from '@chamak/shared/catalogue-import';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import type { Storage } from '../../plugins/storage.ts';
import { imageUrl } from '../media/index.ts';
import { csvLine, rupeesText } from './cells.ts';

export type ExportCtx = { db: DbOrTx; storage: Storage; publicUrl: string };

type SizeRow = {
  product_id: number;
  product_name: string;
  category: string;
  subcategory: string;
  short_description: string;
  hsn_code: string | null;
  gst_rate: number | null;
  size: string;
  sku: string | null;
  gtin: string | null;
  price_paise: number;
  discounted_price_paise: number;
  stock: number;
  low_stock_threshold: number | null;
  weight_grams: number | null;
  length_cm: number | null;
  breadth_cm: number | null;
  height_cm: number | null;
  images: string[];
  size_id: number;
};

/** A stored image's public address, whole: the shop's own address before a path the storage serves. */
export function absoluteImageUrl(ctx: { storage: Storage; publicUrl: string }, key: string): string {
  const url = imageUrl(ctx.storage, key) ?? key;
  return url.startsWith('/') ? `${ctx.publicUrl}${url}` : url;
}

const text = (v: string | number | null) => (v === null ? '' : String(v));

/** The cells of one size, in importColumns' order. */
export function exportCells(ctx: { storage: Storage; publicUrl: string }, r: SizeRow): string[] {
  const byColumn: Record<(typeof importColumns)[number], string> = {
    product_id: String(r.product_id),
    product_name: r.product_name,
    category: r.category,
    subcategory: r.subcategory,
    short_description: r.short_description,
    hsn_code: text(r.hsn_code),
    gst_rate: text(r.gst_rate),
    size: r.size,
    sku: text(r.sku),
    gtin: text(r.gtin),
    price: rupeesText(r.price_paise),
    sale_price: rupeesText(r.discounted_price_paise),
    stock: String(r.stock),
    low_stock_threshold: text(r.low_stock_threshold),
    weight_grams: text(r.weight_grams),
    length_cm: text(r.length_cm),
    breadth_cm: text(r.breadth_cm),
    height_cm: text(r.height_cm),
    image_urls: r.images.map((key) => absoluteImageUrl(ctx, key)).join(` ${imageSeparator} `),
  };
  return importColumns.map((c) => byColumn[c]);
}

const pageSize = 2000;

/** The export's lines: the header, then each size by product and position, read a page at a time. */
export async function* catalogueCsv(ctx: ExportCtx): AsyncGenerator<string> {
  // A byte-order mark, so a spreadsheet opens the file as UTF-8 (Hindi names, the rupee sign).
  yield `\uFEFF${csvLine([...importColumns])}`;
  let after = 0;
  for (;;) {
    const ids = await rows<{ id: number }>(
      ctx.db,
      sql`select id from products where id > ${after} order by id limit ${pageSize}`,
    );
    if (ids.length === 0) return;
    after = ids[ids.length - 1]!.id;
    const page = await rows<SizeRow>(
      ctx.db,
      sql`select p.id as product_id, p.name as product_name, c.name as category, s.name as subcategory,
          p.short_description, p.hsn_code, p.gst_rate, l.label as size, pl.sku, pl.gtin, pl.price_paise,
          pl.discounted_price_paise, pl.remaining_qty as stock, pl.low_stock_threshold, pl.weight_grams,
          pl.length_cm, pl.breadth_cm, pl.height_cm, pl.id as size_id,
          coalesce((select array_agg(pi.image order by pi.position, pi.id) from product_images pi
            where pi.product_litre_id = pl.id), '{}') as images
        from products p
        join categories c on c.id = p.category_id
        join subcategories s on s.id = p.subcategory_id
        join product_litres pl on pl.product_id = p.id
        join litres l on l.id = pl.litre_id
        where p.id > ${ids[0]!.id - 1} and p.id <= ${after}
        order by p.id, pl.position, pl.id`,
    );
    let chunk = '';
    for (const r of page) chunk += csvLine(exportCells(ctx, r));
    if (chunk) yield chunk;
  }
}
