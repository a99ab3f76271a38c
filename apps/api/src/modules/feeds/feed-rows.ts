// What the catalogue feeds list, read in one statement (decision 0363): every size of every active product with
// its product's words, category and subcategory, the size's label, volume, SKU, GTIN, prices, stock and images in
// their order. A thousand products are one round trip, whatever their sizes and images.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';

export type FeedRow = {
  sizeId: number;
  productId: number;
  name: string;
  shortDescription: string;
  longDescription: string;
  category: string;
  subcategory: string;
  sizeLabel: string;
  totalMl: number;
  sku: string | null;
  gtin: string | null;
  /** The MRP (list price) and the price the shop sells at, in paise. */
  pricePaise: number;
  salePricePaise: number;
  remainingQty: number;
  /** Image keys of this size, in the order the product page shows them. */
  images: string[];
};

export function feedRows(db: DbOrTx): Promise<FeedRow[]> {
  return rows<FeedRow>(
    db,
    sql`select pl.id as "sizeId", p.id as "productId", p.name, p.short_description as "shortDescription",
          p.long_description as "longDescription", c.name as category, s.name as subcategory,
          l.label as "sizeLabel", l.total_ml as "totalMl", pl.sku, pl.gtin, pl.price_paise as "pricePaise",
          pl.discounted_price_paise as "salePricePaise", pl.remaining_qty as "remainingQty",
          coalesce((select array_agg(pi.image order by pi.position, pi.id) from product_images pi
            where pi.product_litre_id = pl.id), '{}') as images
        from products p
        join product_litres pl on pl.product_id = p.id
        join litres l on l.id = pl.litre_id
        join categories c on c.id = p.category_id
        join subcategories s on s.id = p.subcategory_id
        where p.status = 'active'
        order by p.id, pl.position, pl.id`,
    { prepare: true },
  );
}
