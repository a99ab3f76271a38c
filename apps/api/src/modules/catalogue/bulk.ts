// The products list of the back-office with each product's status (drafts and archived ones included), and the
// changes made to many products at once (decision 0353): prices by a percent or to fixed amounts, exact to the
// paisa; stock set or moved, named in the stock ledger; the status; and one product duplicated as a draft. Each
// change is one transaction, refused whole with the product it stumbled on; the cached shop answers go after it.
import {
  type AdminProductsPage,
  adminProductsPerPage,
  type BulkProductsReply,
  bulkMessages,
  type ProductStatus,
  productStatusLabels,
} from '@chamak/shared/bulk-actions';
import { discountPercent } from '@chamak/shared/money';
import { type PriceTier, tierAbovePrice } from '@chamak/shared/quantity-prices';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { announce, appendEvent } from '../../events/bus.ts';
import { arrayLiteral, escapeLike, rows } from '../../lib/sql.ts';
import { Invalid, NotFound } from '../../plugins/errors.ts';
import type { AdminCtx } from './admin.ts';
import { imageFields } from './product-rows.ts';
import { refreshSearchText } from './service.ts';
import { nameStockMovement } from './stock-ledger.ts';

type Ctx = Pick<AdminCtx, 'db' | 'storage'>;

type ListRow = {
  id: number;
  name: string;
  category: string;
  subcategory: string;
  combos: boolean;
  status: ProductStatus;
  image: string | null;
  total: number;
  sizes: {
    id: number;
    litreId: number;
    label: string;
    sku: string | null;
    pricePaise: number;
    salePricePaise: number;
    stock: number;
  }[];
};

/** A page of every product (any status), newest first, searched in the name or a size's SKU. */
export async function adminProducts(
  ctx: Ctx,
  query: { page: number; search: string; status?: ProductStatus | undefined },
): Promise<AdminProductsPage> {
  const where: SQL[] = [];
  const search = query.search.trim();
  if (search)
    where.push(sql`(p.name ilike ${`%${escapeLike(search)}%`} or exists (select 1 from product_litres s
      where s.product_id = p.id and upper(s.sku) = ${search.toUpperCase()}))`);
  if (query.status) where.push(sql`p.status = ${query.status}`);
  const condition = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  const found = await rows<ListRow>(
    ctx.db,
    sql`select p.id, p.name, c.name as category, s.name as subcategory, p.combos, p.status,
        count(*) over ()::int as total,
        (select pi.image from product_litres pl join product_images pi on pi.product_litre_id = pl.id
          where pl.product_id = p.id order by pl.position, pl.id, pi.position, pi.id limit 1) as image,
        coalesce((select json_agg(json_build_object('id', pl.id, 'litreId', l.id, 'label', l.label, 'sku', pl.sku,
            'pricePaise', pl.price_paise, 'salePricePaise', pl.discounted_price_paise, 'stock', pl.remaining_qty)
            order by pl.position, pl.id)
          from product_litres pl join litres l on l.id = pl.litre_id where pl.product_id = p.id), '[]') as sizes
      from products p join categories c on c.id = p.category_id join subcategories s on s.id = p.subcategory_id
      ${condition}
      order by p.created_at desc, p.id desc
      limit ${adminProductsPerPage} offset ${(query.page - 1) * adminProductsPerPage}`,
  );
  let total = found[0]?.total ?? 0;
  if (found.length === 0 && query.page > 1) {
    const [counted] = await rows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from products p ${condition}`,
    );
    total = counted?.n ?? 0;
  }
  return {
    products: found.map(({ total: _total, image, ...p }) => {
      const view = imageFields(ctx.storage, image);
      return { ...p, image: view.image, imageSrcset: view.srcset };
    }),
    total,
    page: query.page,
    totalPages: Math.max(1, Math.ceil(total / adminProductsPerPage)),
  };
}

/** The chosen products, locked for the change; refuses the whole change when one of them is gone. */
async function lockProducts(tx: DbOrTx, ids: number[]) {
  const found = await rows<{ id: number; name: string }>(
    tx,
    sql`select id, name from products where id = any(${arrayLiteral(ids)}::int[]) order by id for no key update`,
  );
  const known = new Set(found.map((p) => p.id));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length) throw new NotFound(bulkMessages.productsMissing(missing));
  return found;
}

type SizeRow = {
  id: number;
  product_id: number;
  name: string;
  label: string;
  litre_id: number;
  price_paise: number;
  discounted_price_paise: number;
  total_qty: number;
  remaining_qty: number;
  price_tiers: PriceTier[];
};

async function sizesOf(tx: DbOrTx, ids: number[], litreId?: number): Promise<SizeRow[]> {
  const found = await rows<SizeRow>(
    tx,
    sql`select pl.id, pl.product_id, p.name, l.label, pl.litre_id, pl.price_paise, pl.discounted_price_paise,
        pl.total_qty, pl.remaining_qty, pl.price_tiers
      from product_litres pl join products p on p.id = pl.product_id join litres l on l.id = pl.litre_id
      where pl.product_id = any(${arrayLiteral(ids)}::int[]) ${litreId ? sql`and pl.litre_id = ${litreId}` : sql``}
      order by pl.id for update of pl`,
  );
  if (found.length === 0) throw new Invalid(bulkMessages.noSizeOfLitre);
  return found;
}

/** `paise` changed by `basisPoints` hundredths of a percent, rounded to the nearest paisa, halves up. */
export function scaledPaise(paise: number, basisPoints: number): number {
  return Math.floor((paise * (10_000 + basisPoints) + 5_000) / 10_000);
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function reply(what: string, products: number, sizes: number): BulkProductsReply {
  return {
    message: `${what}: ${plural(products, 'product', 'products')}, ${plural(sizes, 'size', 'sizes')}.`,
    products,
    sizes,
  };
}

/** Runs a change and, once committed, lets the shop's cached catalogue answers go (decision 0071). */
async function changing<T>(ctx: Ctx, write: (tx: DbOrTx) => Promise<T>): Promise<T> {
  const result = await ctx.db.transaction(write);
  await announce(ctx.db, 'catalogue.changed', {});
  return result;
}

type PriceChange =
  | { kind: 'percent'; percent: number; litreId?: number | undefined }
  | { kind: 'fixed'; prices: { litreId: number; pricePaise: number; salePricePaise: number }[] };

export async function bulkPrice(
  ctx: Ctx,
  body: { productIds: number[]; change: PriceChange },
): Promise<BulkProductsReply> {
  return changing(ctx, async (tx) => {
    await lockProducts(tx, body.productIds);
    const change = body.change;
    const fixed = change.kind === 'fixed' ? new Map(change.prices.map((p) => [p.litreId, p])) : null;
    const sizes = (await sizesOf(tx, body.productIds, change.kind === 'percent' ? change.litreId : undefined))
      // A fixed price names its litres: the products' other sizes keep theirs.
      .filter((s) => fixed === null || fixed.has(s.litre_id));
    if (sizes.length === 0) throw new Invalid(bulkMessages.noSizeOfLitre);
    const basisPoints = change.kind === 'percent' ? Math.round(change.percent * 100) : 0;
    const updates = sizes.map((s) => {
      const set = fixed?.get(s.litre_id);
      const price = set ? set.pricePaise : scaledPaise(s.price_paise, basisPoints);
      const sale = set ? set.salePricePaise : scaledPaise(s.discounted_price_paise, basisPoints);
      // Quantity prices stay as they are; each must still be below the single-unit price.
      if (tierAbovePrice(s.price_tiers, sale)) throw new Invalid(bulkMessages.tierNotBelow(s.name, s.label));
      return sql`(${s.id}::int, ${price}::int, ${sale}::int, ${discountPercent(price, sale)}::smallint)`;
    });
    await tx.execute(sql`update product_litres pl set price_paise = v.price, discounted_price_paise = v.sale,
        discount = v.discount
      from (values ${sql.join(updates, sql`, `)}) as v(id, price, sale, discount) where pl.id = v.id`);
    return reply('Prices changed', new Set(sizes.map((s) => s.product_id)).size, sizes.length);
  });
}

export async function bulkStock(
  ctx: Ctx,
  body: {
    productIds: number[];
    change: { kind: 'set' | 'add'; units: number; litreId?: number | undefined };
  },
  actorUserId: number | null,
): Promise<BulkProductsReply> {
  const { kind, units, litreId } = body.change;
  if (kind === 'set' && units < 0) throw new Invalid(bulkMessages.setNegative);
  return changing(ctx, async (tx) => {
    await lockProducts(tx, body.productIds);
    const sizes = await sizesOf(tx, body.productIds, litreId);
    const updates = sizes.map((s) => {
      const remaining = kind === 'set' ? units : s.remaining_qty + units;
      if (remaining < 0) throw new Invalid(bulkMessages.stockBelowZero(s.name, s.label));
      // As the product form does: the total moves by what the stock moved, units already sold stay sold.
      const total = Math.max(remaining, s.total_qty + (remaining - s.remaining_qty));
      return sql`(${s.id}::int, ${remaining}::int, ${total}::int)`;
    });
    await nameStockMovement(tx, { reason: 'adjustment', note: 'Bulk stock change', actorUserId });
    await tx.execute(sql`update product_litres pl set remaining_qty = v.remaining, total_qty = v.total
      from (values ${sql.join(updates, sql`, `)}) as v(id, remaining, total) where pl.id = v.id`);
    // A size given stock again mails those waiting for it, after commit (decision 0200).
    await appendEvent(tx, 'stock.rose', {});
    return reply('Stock changed', new Set(sizes.map((s) => s.product_id)).size, sizes.length);
  });
}

export async function bulkStatus(
  ctx: Ctx,
  body: { productIds: number[]; status: ProductStatus },
): Promise<BulkProductsReply> {
  return changing(ctx, async (tx) => {
    const products = await lockProducts(tx, body.productIds);
    await tx.execute(sql`update products set status = ${body.status}
      where id = any(${arrayLiteral(body.productIds)}::int[]) and status <> ${body.status}`);
    const n = products.length;
    return {
      message: `${plural(n, 'product', 'products')} now ${productStatusLabels[body.status]}.`,
      products: n,
      sizes: 0,
    };
  });
}

const skuShape = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/;

/** A SKU no size has (any case): the original's with -COPY (then -COPY2, ...), cut to the 40 characters allowed. */
async function freeSku(tx: DbOrTx, sku: string | null, productId: number, litreId: number): Promise<string> {
  const base = sku && skuShape.test(sku) ? sku : null;
  for (let n = 1; n < 1000; n++) {
    const suffix = n === 1 ? '-COPY' : `-COPY${n}`;
    const own = `CHK-${productId}-${litreId}`;
    const candidate = base ? `${base.slice(0, 40 - suffix.length)}${suffix}` : n === 1 ? own : `${own}-${n}`;
    const [taken] = await rows<{ id: number }>(
      tx,
      sql`select id from product_litres where upper(sku) = ${candidate.toUpperCase()} limit 1`,
    );
    if (!taken) return candidate;
  }
  throw new Invalid('No free SKU for the copy: change the original’s SKU first.');
}

/**
 * A copy of a product as a draft named "… (copy)": its details, tax, sizes with their prices and settings, and
 * images (the same stored files; a delete keeps a file another product still shows). The copy starts with no
 * stock and no GTINs (a GTIN names one product), and each size gets a SKU of its own.
 */
export async function duplicateProduct(ctx: Ctx, id: number): Promise<{ message: string; id: number }> {
  return changing(ctx, async (tx) => {
    const [copy] = await rows<{ id: number }>(
      tx,
      sql`insert into products (name, category_id, subcategory_id, short_description, long_description, suitable_surfaces,
          features, how_to_use, volume, ingredients, scent, ph_level, shelf_life, made_in, packaging, combos,
          hsn_code, gst_rate, status)
        select left(name, 193) || ' (copy)', category_id, subcategory_id, short_description, long_description,
          suitable_surfaces, features, how_to_use, volume, ingredients, scent, ph_level, shelf_life, made_in,
          packaging, combos, hsn_code, gst_rate, 'draft'
        from products where id = ${id} returning id`,
    );
    if (!copy) throw new NotFound('Product not found.');
    const sizes = await rows<{ id: number; litre_id: number; sku: string | null }>(
      tx,
      sql`select id, litre_id, sku from product_litres where product_id = ${id} order by position, id`,
    );
    for (const size of sizes) {
      const sku = await freeSku(tx, size.sku, copy.id, size.litre_id);
      const [made] = await rows<{ id: number }>(
        tx,
        sql`insert into product_litres (product_id, litre_id, price_paise, discounted_price_paise, discount, total_qty,
            remaining_qty, position, subscribable, subscription_intervals, subscriber_discount, supply_days, price_tiers,
            carton_units, sku, low_stock_threshold, weight_grams, length_cm, breadth_cm, height_cm)
          select ${copy.id}, litre_id, price_paise, discounted_price_paise, discount, 0, 0, position, subscribable,
            subscription_intervals, subscriber_discount, supply_days, price_tiers, carton_units, ${sku},
            low_stock_threshold, weight_grams, length_cm, breadth_cm, height_cm
          from product_litres where id = ${size.id} returning id`,
      );
      await tx.execute(sql`insert into product_images (product_litre_id, image, position)
        select ${made!.id}, image, position from product_images where product_litre_id = ${size.id} order by position, id`);
    }
    await refreshSearchText(tx, sql`p.id = ${copy.id}`);
    return { message: 'Copied as a draft: check it, then make it Active.', id: copy.id };
  });
}
