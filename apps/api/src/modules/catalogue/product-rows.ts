// How the catalogue reads a product and shapes it: the module's context, the product row with its sizes and images
// as one JSON value, and the summary every listing, the details and the wishlist build from it.
import type { ProductSummary } from '@chamak/shared/catalogue';
import { paiseToRupees } from '@chamak/shared/money';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Storage } from '../../plugins/storage.ts';
import { imageView } from '../media/index.ts';

export type CatalogueCtx = { db: DbOrTx; storage: Storage };

export const iso = (value: Date | string) =>
  value instanceof Date ? value.toISOString() : new Date(value).toISOString();

export function imageFields(storage: Storage, key: string | null) {
  if (!key) return { image: null, srcset: '', width: 0, height: 0 };
  const view = imageView(storage, key);
  return { image: view.url, srcset: view.srcset, width: view.width, height: view.height };
}

type ConfigJson = {
  pl_id: number;
  l_id: number;
  label: string;
  total_ml: number;
  price: number;
  discounted: number;
  discount: number;
  total_qty: number;
  remaining_qty: number;
  images: { pi_id: number; image: string }[] | null;
};

export type ProductRow = {
  id: number;
  name: string;
  category_id: number;
  subcategory_id: number;
  short_description: string;
  combos: boolean;
  average_rating: number;
  total_reviews: number;
  created_at: Date | string;
  category_name: string;
  subcategory_name: string;
  configs: ConfigJson[] | null;
};

/** Each product's size configurations with their litre and images, as one JSON value (one round trip a page). */
export const configsJson = sql`(
  select json_agg(json_build_object(
    'pl_id', pl.id, 'l_id', l.id, 'label', l.label, 'total_ml', l.total_ml,
    'price', pl.price_paise, 'discounted', pl.discounted_price_paise, 'discount', pl.discount,
    'total_qty', pl.total_qty, 'remaining_qty', pl.remaining_qty,
    'images', (select json_agg(json_build_object('pi_id', pi.id, 'image', pi.image) order by pi.position, pi.id)
               from product_images pi where pi.product_litre_id = pl.id)
  ) order by pl.position, pl.id)
  from product_litres pl join litres l on l.id = pl.litre_id
  where pl.product_id = p.id
)`;

/**
 * What a product summary is read with (toSummary): the product, its category's and subcategory's names and its
 * sizes; the listing's built pages and the summaries by id add their own where.
 */
export const summarySelect = sql`select p.id, p.name, p.category_id, p.subcategory_id, p.short_description, p.combos,
        p.average_rating::float8 as average_rating, p.total_reviews, p.created_at,
        c.name as category_name, s.name as subcategory_name, ${configsJson} as configs
      from products p
      join categories c on c.id = p.category_id
      join subcategories s on s.id = p.subcategory_id`;

function toProductLitres(storage: Storage, configs: ConfigJson[] | null) {
  return (configs ?? []).map((c) => ({
    pl_id: c.pl_id,
    l_id: c.l_id,
    litre: { l_id: c.l_id, litre: c.label, total_ml: c.total_ml },
    price: paiseToRupees(c.price),
    discounted_price: paiseToRupees(c.discounted),
    discount: c.discount,
    total_qty: c.total_qty,
    remaining_qty: c.remaining_qty,
    productimages: (c.images ?? []).map((i) => ({
      pi_id: i.pi_id,
      ...imageFields(storage, i.image),
      image: imageView(storage, i.image).url,
    })),
  }));
}

export function toSummary(storage: Storage, r: ProductRow): ProductSummary {
  return {
    id: r.id,
    name: r.name,
    categoryId: r.category_id,
    sub_cate_id: r.subcategory_id,
    shortDescription: r.short_description,
    combos: r.combos,
    averageRatings: Number(r.average_rating),
    totalReviews: r.total_reviews,
    createdAt: iso(r.created_at),
    Category: { id: r.category_id, name: r.category_name },
    subcategory: { sub_cate_id: r.subcategory_id, sub_cate_name: r.subcategory_name },
    productlitres: toProductLitres(storage, r.configs),
  };
}

/** Lower-cased words of a search, at most 8, each at least one character. */
export function searchWords(search: string): string[] {
  return search.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
}
