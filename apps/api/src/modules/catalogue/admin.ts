// The admin's catalogue writes: categories, subcategories, litres and products with their size configurations
// and images. Deletes that others depend on are refused with a clear message; past orders keep their copies.
import { adminMessages, type ProductFields } from '@chamak/shared/admin';
import type { ProductTaxGaps } from '@chamak/shared/catalogue';
import { generatedSku, inventoryMessages } from '@chamak/shared/inventory';
import { discountPercent, rupeesToPaise } from '@chamak/shared/money';
import { discountedPricePaise } from '@chamak/shared/pricing';
import { type PriceTier, quantityPriceMessages, tierAbovePrice } from '@chamak/shared/quantity-prices';
import { subscriptionMessages } from '@chamak/shared/size-subscriptions';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { announce, appendEvent } from '../../events/bus.ts';
import { arrayLiteral, rows } from '../../lib/sql.ts';
import type { CacheInvalidator } from '../../plugins/cache.ts';
import { Conflict, Invalid, NotFound } from '../../plugins/errors.ts';
import type { Storage } from '../../plugins/storage.ts';
import type { UploadedFile } from '../../plugins/uploads.ts';
import type { MailTransport } from '../mail/index.ts';
import { removeImage, storeImage } from '../media/index.ts';
import { sellerIdentityOf } from '../settings/index.ts';
import { refreshSearchText } from './service.ts';
import { nameStockMovement } from './stock-ledger.ts';

export type AdminCtx = {
  db: Db;
  storage: Storage;
  cache?: CacheInvalidator;
  /** For the back-in-stock mails a product save that restocks a size writes (decision 0200). */
  mailer?: MailTransport | null;
  publicUrl?: string;
};

/** Runs one admin write; once it has succeeded, the cached public answers under 'catalogue' go (decision 0071). */
async function changing<T>(ctx: { db: Db }, write: () => Promise<T>): Promise<T> {
  const result = await write();
  await announce(ctx.db, 'catalogue.changed', {});
  return result;
}

async function exists(db: DbOrTx, table: 'categories' | 'subcategories' | 'litres' | 'products', id: number) {
  const found = await rows<{ id: number }>(db, sql`select id from ${sql.identifier(table)} where id = ${id}`);
  return found.length > 0;
}

// Categories ----------------------------------------------------------------------------------------

export async function addCategory(
  ctx: AdminCtx,
  fields: { name: string; content: string },
  image: UploadedFile | undefined,
) {
  return changing(ctx, async () => {
    if (!image) throw new Invalid(adminMessages.imageRequired);
    const key = await storeImage(ctx.storage, 'categories', image.data);
    const [row] = await rows<{ id: number }>(
      ctx.db,
      sql`insert into categories (name, content, image) values (${fields.name}, ${fields.content}, ${key}) returning id`,
    );
    return { message: adminMessages.categoryAdded, id: row!.id };
  });
}

export async function updateCategory(
  ctx: AdminCtx,
  id: number,
  fields: { name: string; content: string },
  image: UploadedFile | undefined,
) {
  return changing(ctx, async () => {
    const [old] = await rows<{ image: string | null }>(
      ctx.db,
      sql`select image from categories where id = ${id}`,
    );
    if (!old) throw new NotFound('Category not found.');
    const key = image ? await storeImage(ctx.storage, 'categories', image.data) : old.image;
    await ctx.db.transaction(async (tx) => {
      await tx.execute(
        sql`update categories set name = ${fields.name}, content = ${fields.content}, image = ${key} where id = ${id}`,
      );
      await refreshSearchText(tx, sql`p.category_id = ${id}`);
    });
    if (image && old.image) await removeImage(ctx.storage, old.image);
    return { message: adminMessages.categoryUpdated, id };
  });
}

export async function deleteCategory(ctx: AdminCtx, id: number) {
  return changing(ctx, async () => {
    const [c] = await rows<{ image: string | null; used: boolean }>(
      ctx.db,
      sql`select image, exists (select 1 from subcategories where category_id = ${id}) or exists (select 1 from products where category_id = ${id}) as used
      from categories where id = ${id}`,
    );
    if (!c) throw new NotFound('Category not found.');
    if (c.used) throw new Conflict(adminMessages.categoryInUse);
    await ctx.db.execute(sql`delete from categories where id = ${id}`);
    if (c.image) await removeImage(ctx.storage, c.image);
    return { message: adminMessages.categoryDeleted };
  });
}

// Subcategories -------------------------------------------------------------------------------------

export async function addSubcategory(
  ctx: AdminCtx,
  fields: { cate_id: number; sub_cate_name: string },
  image: UploadedFile | undefined,
) {
  return changing(ctx, async () => {
    if (!(await exists(ctx.db, 'categories', fields.cate_id))) throw new Invalid('Category is required');
    if (!image) throw new Invalid(adminMessages.imageRequired);
    const key = await storeImage(ctx.storage, 'subcategories', image.data);
    const [row] = await rows<{ id: number }>(
      ctx.db,
      sql`insert into subcategories (name, category_id, image) values (${fields.sub_cate_name}, ${fields.cate_id}, ${key}) returning id`,
    );
    return { message: adminMessages.subcategoryAdded, id: row!.id };
  });
}

export async function updateSubcategory(
  ctx: AdminCtx,
  id: number,
  fields: { cate_id: number; sub_cate_name: string },
  image: UploadedFile | undefined,
) {
  return changing(ctx, async () => {
    const [old] = await rows<{ image: string | null; category_id: number }>(
      ctx.db,
      sql`select image, category_id from subcategories where id = ${id}`,
    );
    if (!old) throw new NotFound('Subcategory not found.');
    if (!(await exists(ctx.db, 'categories', fields.cate_id))) throw new Invalid('Category is required');
    const key = image ? await storeImage(ctx.storage, 'subcategories', image.data) : old.image;
    await ctx.db.transaction(async (tx) => {
      await tx.execute(
        sql`update subcategories set name = ${fields.sub_cate_name}, category_id = ${fields.cate_id}, image = ${key} where id = ${id}`,
      );
      // Products follow their subcategory into its new category.
      if (old.category_id !== fields.cate_id)
        await tx.execute(
          sql`update products set category_id = ${fields.cate_id} where subcategory_id = ${id}`,
        );
      await refreshSearchText(tx, sql`p.subcategory_id = ${id}`);
    });
    if (image && old.image) await removeImage(ctx.storage, old.image);
    return { message: adminMessages.subcategoryUpdated, id };
  });
}

export async function deleteSubcategory(ctx: AdminCtx, id: number) {
  return changing(ctx, async () => {
    const [s] = await rows<{ image: string | null; used: boolean }>(
      ctx.db,
      sql`select image, exists (select 1 from products where subcategory_id = ${id}) as used from subcategories where id = ${id}`,
    );
    if (!s) throw new NotFound('Subcategory not found.');
    if (s.used) throw new Conflict(adminMessages.subcategoryInUse);
    await ctx.db.execute(sql`delete from subcategories where id = ${id}`);
    if (s.image) await removeImage(ctx.storage, s.image);
    return { message: adminMessages.subcategoryDeleted };
  });
}

// Litres --------------------------------------------------------------------------------------------

async function assertLitreNameFree(db: DbOrTx, label: string, exceptId?: number) {
  const [clash] = await rows<{ id: number }>(
    db,
    sql`select id from litres where lower(label) = ${label.toLowerCase()}`,
  );
  if (clash && clash.id !== exceptId) throw new Conflict(adminMessages.litreTaken);
}

export async function addLitre(ctx: AdminCtx, body: { litre: string; total_ml: number }) {
  return changing(ctx, async () => {
    await assertLitreNameFree(ctx.db, body.litre);
    const [row] = await rows<{ id: number }>(
      ctx.db,
      sql`insert into litres (label, total_ml) values (${body.litre}, ${body.total_ml}) returning id`,
    );
    return { message: adminMessages.litreAdded, l_id: row!.id };
  });
}

export async function updateLitre(ctx: AdminCtx, id: number, body: { litre: string; total_ml: number }) {
  return changing(ctx, async () => {
    if (!(await exists(ctx.db, 'litres', id))) throw new NotFound('Litre not found.');
    await assertLitreNameFree(ctx.db, body.litre, id);
    await ctx.db.execute(
      sql`update litres set label = ${body.litre}, total_ml = ${body.total_ml} where id = ${id}`,
    );
    return { message: adminMessages.litreUpdated, l_id: id };
  });
}

export async function deleteLitre(ctx: AdminCtx, id: number) {
  return changing(ctx, async () => {
    if (!(await exists(ctx.db, 'litres', id))) throw new NotFound('Litre not found.');
    const [used] = await rows<{ id: number }>(
      ctx.db,
      sql`select id from product_litres where litre_id = ${id} limit 1`,
    );
    if (used) throw new Conflict(adminMessages.litreInUse);
    await ctx.db.execute(sql`delete from litres where id = ${id}`);
    return { message: adminMessages.litreDeleted };
  });
}

// Products ------------------------------------------------------------------------------------------

/** Images per configuration index: fields `images_0`, `images[0]` or `images0` (SPEC: files per configuration index). */
function imagesFor(files: UploadedFile[], index: number): UploadedFile[] {
  return files.filter(
    (f) => f.field === `images_${index}` || f.field === `images[${index}]` || f.field === `images${index}`,
  );
}

type SizeConfig = ProductFields['litreConfigs'][number];

/** Prices arrive in rupees; the discounted price is the truth, the discount derived when left at 0. */
function pricing(c: SizeConfig) {
  const price = rupeesToPaise(c.price);
  const discounted =
    c.discounted_price > 0 ? rupeesToPaise(c.discounted_price) : discountedPricePaise(price, c.discount);
  const discount = c.discount > 0 ? Math.round(c.discount) : discountPercent(price, discounted);
  return { price, discounted, discount };
}

/**
 * The subscription settings a size's save writes (decision 0325): those the configuration names, as `column = value`
 * pairs; a setting left out keeps the size's own (or the column's default on a new size).
 */
function subscriptionSettings(c: SizeConfig): [column: string, value: SQL][] {
  const set: [string, SQL][] = [];
  if (c.subscribable !== undefined) set.push(['subscribable', sql`${c.subscribable}`]);
  if (c.subscriptionIntervals !== undefined)
    set.push(['subscription_intervals', sql`${arrayLiteral(c.subscriptionIntervals)}::smallint[]`]);
  if (c.subscriberDiscount !== undefined) set.push(['subscriber_discount', sql`${c.subscriberDiscount}`]);
  if (c.supplyDays !== undefined) set.push(['supply_days', sql`${c.supplyDays}`]);
  return set;
}

/**
 * A size's quantity prices and carton (decision 0341) the configuration names, as `column = value` pairs; left out,
 * the size keeps its own.
 */
function quantitySettings(c: SizeConfig): [column: string, value: SQL][] {
  const set: [string, SQL][] = [];
  if (c.priceTiers !== undefined) set.push(['price_tiers', sql`${JSON.stringify(c.priceTiers)}::jsonb`]);
  if (c.cartonUnits !== undefined) set.push(['carton_units', sql`${c.cartonUnits}`]);
  return set;
}

/**
 * A size's GTIN, low-stock threshold, weight and dimensions (decision 0349) the configuration names, as `column =
 * value` pairs; left out, the size keeps its own. The SKU is written apart (sizeSku), after its uniqueness check.
 */
function inventorySettings(c: SizeConfig): [column: string, value: SQL][] {
  const set: [string, SQL][] = [];
  const columns = [
    ['gtin', c.gtin],
    ['low_stock_threshold', c.lowStockThreshold],
    ['weight_grams', c.weightGrams],
    ['length_cm', c.lengthCm],
    ['breadth_cm', c.breadthCm],
    ['height_cm', c.heightCm],
  ] as const;
  for (const [column, value] of columns) if (value !== undefined) set.push([column, sql`${value}`]);
  return set;
}

/**
 * Writes a saved size's SKU: the one named, else (blank) the one it has, else the generated CHK-<product>-<litre>.
 * A SKU or GTIN another size has (SKUs regardless of case) is refused naming that size, before the unique index
 * would answer a 500.
 */
async function sizeSku(tx: DbOrTx, plId: number, c: SizeConfig): Promise<void> {
  const taken = async (column: 'sku' | 'gtin', value: string) => {
    const match = column === 'sku' ? sql`upper(pl.sku) = upper(${value})` : sql`pl.gtin = ${value}`;
    const [other] = await rows<{ name: string; label: string }>(
      tx,
      sql`select p.name, l.label from product_litres pl join products p on p.id = pl.product_id
        join litres l on l.id = pl.litre_id where ${match} and pl.id <> ${plId} limit 1`,
    );
    return other;
  };
  if (c.gtin) {
    const other = await taken('gtin', c.gtin);
    if (other) throw new Conflict(inventoryMessages.gtinTaken(c.gtin, other.name, other.label));
  }
  const [size] = await rows<{ product_id: number; litre_id: number; sku: string | null }>(
    tx,
    sql`select product_id, litre_id, sku from product_litres where id = ${plId}`,
  );
  const sku = c.sku ?? size!.sku ?? generatedSku(size!.product_id, size!.litre_id);
  const other = await taken('sku', sku);
  if (other) throw new Conflict(inventoryMessages.skuTaken(sku, other.name, other.label));
  if (sku !== size!.sku) await tx.execute(sql`update product_litres set sku = ${sku} where id = ${plId}`);
}

/**
 * The tiers the size will have once saved (those named, else its own) must each stay below its single-unit price:
 * the schema checks tiers sent with the price; this catches a lower price saved under tiers it does not name.
 */
function assertTiersBelow(c: SizeConfig, old: { price_tiers: PriceTier[] } | undefined, singlePaise: number) {
  const above = tierAbovePrice(c.priceTiers ?? old?.price_tiers ?? [], singlePaise);
  if (above) throw new Invalid(quantityPriceMessages.notBelowPrice(above.minUnits));
}

/**
 * A size that will be subscribable once saved needs an interval: what the configuration names, else what the size
 * has. The schema refuses the configuration that switches it on without one; this catches the one that empties
 * the intervals of a size already on, before the database's check would answer a 500.
 */
function assertIntervals(
  c: SizeConfig,
  old: { subscribable: boolean; subscription_intervals: number[] } | undefined,
) {
  const subscribable = c.subscribable ?? old?.subscribable ?? false;
  const intervals = c.subscriptionIntervals ?? old?.subscription_intervals ?? [];
  if (subscribable && intervals.length === 0) throw new Invalid(subscriptionMessages.intervalRequired);
}

export async function saveProduct(
  ctx: AdminCtx,
  id: number | null,
  p: ProductFields,
  files: UploadedFile[],
  actorUserId: number | null = null,
) {
  return changing(ctx, async () => {
    const [sub] = await rows<{ category_id: number }>(
      ctx.db,
      sql`select category_id from subcategories where id = ${p.sub_cate_id}`,
    );
    if (!sub) throw new Invalid('All fields marked with * are required');
    if (sub.category_id !== p.categoryId) throw new Invalid(adminMessages.subcategoryNotInCategory);
    if (id === null && (p.features.length === 0 || p.howToUse.length === 0))
      throw new Invalid(adminMessages.featuresRequired);
    for (const c of p.litreConfigs)
      if (!(await exists(ctx.db, 'litres', c.l_id)))
        throw new Invalid('Choose a litre for every configuration');

    // Decode and store every uploaded image before the transaction (a bad file refuses the whole save).
    const stored = new Map<number, string[]>();
    for (let i = 0; i < p.litreConfigs.length; i++) {
      const keys: string[] = [];
      for (const file of imagesFor(files, i)) keys.push(await storeImage(ctx.storage, 'products', file.data));
      stored.set(i, keys);
    }

    const productId = await ctx.db.transaction(async (tx) => {
      const values = sql`${p.name}, ${p.categoryId}, ${p.sub_cate_id}, ${p.shortDescription}, ${p.longDescription}, ${p.suitableSurfaces},
      ${JSON.stringify(p.features)}::jsonb, ${JSON.stringify(p.howToUse)}::jsonb, ${p.volume}, ${p.ingredients}, ${p.scent},
      ${p.phLevel}, ${p.shelfLife}, ${p.madeIn}, ${p.packaging}, ${p.combos}, ${p.hsnCode}, ${p.gstRate}`;
      let pid: number;
      if (id === null) {
        const [row] = await rows<{ id: number }>(
          tx,
          sql`insert into products (name, category_id, subcategory_id, short_description, long_description, suitable_surfaces,
          features, how_to_use, volume, ingredients, scent, ph_level, shelf_life, made_in, packaging, combos,
          hsn_code, gst_rate)
          values (${values}) returning id`,
        );
        pid = row!.id;
      } else {
        const updated = await rows<{ id: number }>(
          tx,
          sql`update products set (name, category_id, subcategory_id, short_description, long_description, suitable_surfaces,
          features, how_to_use, volume, ingredients, scent, ph_level, shelf_life, made_in, packaging, combos,
          hsn_code, gst_rate) = (${values})
          where id = ${id} returning id`,
        );
        if (!updated[0]) throw new NotFound('Product not found.');
        pid = id;
      }

      const existing = await rows<{
        id: number;
        litre_id: number;
        total_qty: number;
        remaining_qty: number;
        images: number;
        subscribable: boolean;
        subscription_intervals: number[];
        price_tiers: PriceTier[];
      }>(
        tx,
        sql`select pl.id, pl.litre_id, pl.total_qty, pl.remaining_qty, (select count(*)::int from product_images pi where pi.product_litre_id = pl.id) as images,
        pl.subscribable, pl.subscription_intervals, pl.price_tiers
        from product_litres pl where pl.product_id = ${pid}`,
      );
      const kept = new Set<number>();
      for (const [index, c] of p.litreConfigs.entries()) {
        const { price, discounted, discount } = pricing(c);
        const newImages = stored.get(index) ?? [];
        let plId: number;
        const old = c.pl_id ? existing.find((e) => e.id === c.pl_id) : undefined;
        if (c.pl_id && !old) throw new Invalid('A size configuration does not belong to this product.');
        assertIntervals(c, old);
        assertTiersBelow(c, old, discounted);
        const sizeSettings = [...subscriptionSettings(c), ...quantitySettings(c), ...inventorySettings(c)];
        // The stock ledger names this save's stock changes: a new size's first stock, or the admin's adjustment.
        await nameStockMovement(tx, {
          reason: old ? 'adjustment' : 'opening',
          note: old ? 'Product form: total quantity changed' : 'Product form: new size',
          actorUserId,
        });
        if (old) {
          if (old.litre_id !== c.l_id) throw new Invalid(adminMessages.litreLocked);
          if (old.images + newImages.length > 10) throw new Invalid(adminMessages.maxImages);
          // Stock moves by what the total changed: units already sold stay sold.
          const remaining = Math.max(0, old.remaining_qty + (c.total_qty - old.total_qty));
          const settings = sizeSettings.map(([column, value]) => sql`, ${sql.identifier(column)} = ${value}`);
          await tx.execute(sql`update product_litres set price_paise = ${price}, discounted_price_paise = ${discounted}, discount = ${discount},
          total_qty = ${c.total_qty}, remaining_qty = ${remaining}, position = ${index}${sql.join(settings)} where id = ${old.id}`);
          plId = old.id;
        } else {
          if (newImages.length > 10) throw new Invalid(adminMessages.maxImages);
          const [row] = await rows<{ id: number }>(
            tx,
            sql`insert into product_litres (product_id, litre_id, price_paise, discounted_price_paise, discount, total_qty, remaining_qty, position
            ${sql.join(sizeSettings.map(([column]) => sql`, ${sql.identifier(column)}`))})
            values (${pid}, ${c.l_id}, ${price}, ${discounted}, ${discount}, ${c.total_qty}, ${c.total_qty}, ${index}
            ${sql.join(sizeSettings.map(([, value]) => sql`, ${value}`))})
            on conflict (product_id, litre_id) do nothing returning id`,
          );
          if (!row) throw new Invalid('Each litre may be chosen once per product');
          plId = row.id;
        }
        await sizeSku(tx, plId, c);
        kept.add(plId);
        const [{ start } = { start: 0 }] = await rows<{ start: number }>(
          tx,
          sql`select coalesce(max(position) + 1, 0)::int as start from product_images where product_litre_id = ${plId}`,
        );
        for (const [n, key] of newImages.entries()) {
          await tx.execute(
            sql`insert into product_images (product_litre_id, image, position) values (${plId}, ${key}, ${start + n})`,
          );
        }
      }
      for (const e of existing)
        if (!kept.has(e.id)) await tx.execute(sql`delete from product_litres where id = ${e.id}`);
      // A size the save gave stock again mails those waiting for it, once, after commit (decision 0200).
      await appendEvent(tx, 'stock.rose', {});
      await refreshSearchText(tx, sql`p.id = ${pid}`);
      return pid;
    });
    return {
      message: id === null ? adminMessages.productAdded : adminMessages.productUpdated,
      id: productId,
    };
  });
}

export async function deleteProduct(ctx: AdminCtx, id: number) {
  return changing(ctx, async () => {
    const images = await rows<{ image: string }>(
      ctx.db,
      sql`select pi.image from product_images pi join product_litres pl on pl.id = pi.product_litre_id where pl.product_id = ${id}`,
    );
    // Order items keep their copied name, size and price; their links to the product become null.
    const deleted = await rows<{ id: number }>(
      ctx.db,
      sql`delete from products where id = ${id} returning id`,
    );
    if (!deleted[0]) throw new NotFound('Product not found.');
    // A file an order or another product (a duplicate, decision 0353) still shows stays.
    const stillUsed = await rows<{ image: string }>(
      ctx.db,
      sql`select image from order_items where image = any(${arrayLiteral(images.map((i) => i.image))}::text[])
        union select image from product_images where image = any(${arrayLiteral(images.map((i) => i.image))}::text[])`,
    );
    const keep = new Set(stillUsed.map((s) => s.image));
    for (const { image } of images)
      if (!keep.has(image) && !image.startsWith('demo/')) await removeImage(ctx.storage, image);
    return { message: adminMessages.productDeleted };
  });
}

export async function deleteProductImage(ctx: AdminCtx, imageId: number) {
  return changing(ctx, async () => {
    const [img] = await rows<{ image: string; pl: number }>(
      ctx.db,
      sql`select image, product_litre_id as pl from product_images where id = ${imageId}`,
    );
    if (!img) throw new NotFound('Image not found.');
    await ctx.db.execute(sql`delete from product_images where id = ${imageId}`);
    const [used] = await rows<{ n: number }>(
      ctx.db,
      sql`select (select count(*) from order_items where image = ${img.image})::int
        + (select count(*) from product_images where image = ${img.image})::int as n`,
    );
    if (!used?.n && !img.image.startsWith('demo/')) await removeImage(ctx.storage, img.image);
    return { status: true, description: 'Image deleted' };
  });
}

/** Sets the order of one configuration's images (the first is the one cards show). */
export async function reorderImages(ctx: AdminCtx, plId: number, imageIds: number[]) {
  return changing(ctx, async () => {
    const current = await rows<{ id: number }>(
      ctx.db,
      sql`select id from product_images where product_litre_id = ${plId}`,
    );
    const known = new Set(current.map((c) => c.id));
    if (current.length === 0) throw new NotFound('No images for this configuration.');
    if (imageIds.length !== known.size || imageIds.some((i) => !known.has(i)))
      throw new Invalid('List every image of this configuration exactly once.');
    await ctx.db.transaction(async (tx) => {
      for (const [position, imageId] of imageIds.entries()) {
        await tx.execute(sql`update product_images set position = ${position} where id = ${imageId}`);
      }
    });
    return { message: 'Images reordered' };
  });
}

/**
 * Products whose invoices would lack tax details (decision 0134): with a seller GSTIN, those with no HSN code or
 * no GST rate; without one, none (the shop issues bills of supply).
 */
export async function productTaxGaps(ctx: { db: DbOrTx }): Promise<ProductTaxGaps> {
  const seller = await sellerIdentityOf(ctx);
  if (!seller.gstin?.trim()) return { sellerHasGstin: false, productIds: [] };
  const found = await rows<{ id: number }>(
    ctx.db,
    // The rate in force now (decision 0342).
    sql`select p.id from products p left join lateral gst_rate_at(p.id, now()) g on true
      where g.hsn_code is null or btrim(g.hsn_code) = '' or g.gst_rate is null order by p.id`,
  );
  return { sellerHasGstin: true, productIds: found.map((p) => p.id) };
}
