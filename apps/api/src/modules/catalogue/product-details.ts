// Products read by id: a product's full details for its page, and summaries of given ids in their order (the
// wishlist's).
import type { ProductDetails, ProductSummary } from '@chamak/shared/catalogue';
import { messages } from '@chamak/shared/messages';
import type { PriceTier } from '@chamak/shared/quantity-prices';
import type { SizeSubscription } from '@chamak/shared/size-subscriptions';
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
  offers: SizeOffer[] | null;
};

/** What one size offers subscribers and how long it lasts (decision 0325). */
type SizeOffer = {
  pl_id: number;
  subscribable: boolean;
  intervals: number[];
  discount: number;
  supply_days: number | null;
  /** Quantity prices and the carton (decision 0341). */
  price_tiers: PriceTier[];
  carton_units: number | null;
};

/**
 * Each size's subscription settings, days of supply, quantity prices and carton, read beside the sizes the listings share (configsJson), so
 * the listings' query stays as it is.
 */
const offersJson = sql`(
  select json_agg(json_build_object(
    'pl_id', pl.id, 'subscribable', pl.subscribable, 'intervals', pl.subscription_intervals,
    'discount', pl.subscriber_discount, 'supply_days', pl.supply_days,
    'price_tiers', pl.price_tiers, 'carton_units', pl.carton_units
  ))
  from product_litres pl
  where pl.product_id = p.id
)`;

function subscriptionOf(offer: SizeOffer | undefined): SizeSubscription | null {
  if (!offer?.subscribable) return null;
  return { intervals: offer.intervals, discountPercent: offer.discount };
}

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

/** A product's page; a draft or archived one is not in the shop (404) but opens in the back-office (`anyStatus`). */
export async function productDetails(
  ctx: CatalogueCtx,
  id: number,
  options: { anyStatus?: boolean } = {},
): Promise<ProductDetails> {
  const [r] = await rows<DetailRow>(
    ctx.db,
    sql`select p.id, p.name, p.category_id, p.subcategory_id, p.short_description, p.combos,
      p.average_rating::float8 as average_rating, p.total_reviews, p.created_at,
      p.long_description, p.suitable_surfaces, p.features, p.how_to_use, p.volume, p.ingredients, p.scent,
      p.ph_level::float8 as ph_level, p.shelf_life, p.made_in, p.packaging,
      -- The HSN code and rate in force now (decision 0342), which the product form edits.
      (select g.hsn_code from gst_rate_at(p.id, now()) g) as hsn_code,
      (select g.gst_rate from gst_rate_at(p.id, now()) g) as gst_rate,
      c.name as category_name, s.name as subcategory_name, ${configsJson} as configs, ${offersJson} as offers
    from products p
    join categories c on c.id = p.category_id
    join subcategories s on s.id = p.subcategory_id
    where p.id = ${id} and (${options.anyStatus === true} or p.status = 'active')`,
    { prepare: true },
  );
  if (!r) throw new NotFound(messages.productNotFound);
  const summary = toSummary(ctx.storage, r);
  const offers = new Map((r.offers ?? []).map((o) => [o.pl_id, o]));
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
    productlitres: summary.productlitres.map((pl) => ({
      ...pl,
      images: pl.productimages,
      subscription: subscriptionOf(offers.get(pl.pl_id)),
      supplyDays: offers.get(pl.pl_id)?.supply_days ?? null,
      priceTiers: [...(offers.get(pl.pl_id)?.price_tiers ?? [])].sort((a, b) => a.minUnits - b.minUnits),
      cartonUnits: offers.get(pl.pl_id)?.carton_units ?? null,
    })),
  };
}
