// Products read by id: a product's full details for its page, and summaries of given ids in their order (the
// wishlist's).
import type { ProductDetails, ProductSummary } from '@chamak/shared/catalogue';
import { messages } from '@chamak/shared/messages';
import { sql } from 'drizzle-orm';
import { arrayLiteral, rows } from '../../lib/sql.ts';
import { NotFound } from '../../plugins/errors.ts';
import { type CatalogueCtx, configsJson, type ProductRow, summarySelect, toSummary } from './product-rows.ts';

type DetailRow = ProductRow & {
  long_description: string;
  suitable_surfaces: string;
  features: string[];
  how_to_use: string[];
  volume: string;
  ingredients: string;
  scent: string;
  ph_level: number | null;
  shelf_life: number | null;
  made_in: string;
  packaging: string;
  hsn_code: string | null;
  gst_rate: number | null;
};

/** Product summaries for the given ids, in that order; ids that no longer exist are left out. */
export async function productsByIds(ctx: CatalogueCtx, ids: number[]): Promise<ProductSummary[]> {
  if (ids.length === 0) return [];
  const found = await rows<ProductRow>(
    ctx.db,
    sql`${summarySelect}
      where p.id = any(${arrayLiteral(ids)}::int[])`,
    { prepare: true },
  );
  const byId = new Map(found.map((r) => [r.id, toSummary(ctx.storage, r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function productDetails(ctx: CatalogueCtx, id: number): Promise<ProductDetails> {
  const [r] = await rows<DetailRow>(
    ctx.db,
    sql`select p.id, p.name, p.category_id, p.subcategory_id, p.short_description, p.combos,
      p.average_rating::float8 as average_rating, p.total_reviews, p.created_at,
      p.long_description, p.suitable_surfaces, p.features, p.how_to_use, p.volume, p.ingredients, p.scent,
      p.ph_level::float8 as ph_level, p.shelf_life, p.made_in, p.packaging, p.hsn_code, p.gst_rate,
      c.name as category_name, s.name as subcategory_name, ${configsJson} as configs
    from products p
    join categories c on c.id = p.category_id
    join subcategories s on s.id = p.subcategory_id
    where p.id = ${id}`,
    { prepare: true },
  );
  if (!r) throw new NotFound(messages.productNotFound);
  const summary = toSummary(ctx.storage, r);
  return {
    ...summary,
    longDescription: r.long_description,
    suitableSurfaces: r.suitable_surfaces,
    features: r.features,
    howToUse: r.how_to_use,
    volume: r.volume,
    ingredients: r.ingredients,
    scent: r.scent,
    phLevel: r.ph_level,
    shelfLife: r.shelf_life,
    madeIn: r.made_in,
    packaging: r.packaging,
    hsnCode: r.hsn_code,
    gstRate: r.gst_rate,
    // SPEC names a configuration's images both `productimages` and `images`; details carry both.
    productlitres: summary.productlitres.map((pl) => ({ ...pl, images: pl.productimages })),
  };
}
