// Shop settings kept in the database (D5, D17), falling back to the demo defaults.
import { defaultOrderSettings, type OrderSettings } from '@chamak/shared/cancellation';
import { type CodSettings, defaultCodSettings } from '@chamak/shared/checkout';
import type { DeliverySettings } from '@chamak/shared/delivery';
import { defaultSellerIdentity, type SellerIdentity } from '@chamak/shared/seller';
import type { ShopIdentity, ShopSettingsResponse } from '@chamak/shared/settings';
import { defaultDelivery, defaultShopIdentity } from '@chamak/shared/shop-defaults';
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { shopSettings } from '../../db/schema/index.ts';
import type { CacheInvalidator } from '../../plugins/cache.ts';

export async function getSetting<T>(db: DbOrTx, key: string, fallback: T): Promise<T> {
  const [row] = await db
    .select()
    .from(shopSettings)
    .where(inArray(shopSettings.key, [key]));
  return row ? ({ ...fallback, ...(row.value as object) } as T) : fallback;
}

export async function putSetting(db: DbOrTx, key: string, value: unknown): Promise<void> {
  await db
    .insert(shopSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: shopSettings.key, set: { value, updatedAt: sql`now()` } });
}

/** The admin's settings form: each part given is saved, and the shop's cached settings and pages go. */
export async function saveShopSettings(
  ctx: { db: DbOrTx; cache?: CacheInvalidator },
  parts: {
    shop?: ShopIdentity;
    delivery?: DeliverySettings;
    cod?: CodSettings;
    seller?: SellerIdentity;
    orders?: OrderSettings;
  },
): Promise<void> {
  for (const key of ['shop', 'delivery', 'cod', 'seller', 'orders'] as const)
    if (parts[key]) await putSetting(ctx.db, key, parts[key]);
  ctx.cache?.invalidate('settings');
}

export async function shopSettingsView(ctx: { db: DbOrTx }): Promise<ShopSettingsResponse> {
  const [shop, delivery, cod, seller, orders] = await Promise.all([
    getSetting<ShopIdentity>(ctx.db, 'shop', defaultShopIdentity),
    getSetting<DeliverySettings>(ctx.db, 'delivery', defaultDelivery),
    getSetting<CodSettings>(ctx.db, 'cod', defaultCodSettings),
    sellerIdentityOf(ctx),
    orderSettingsOf(ctx),
  ]);
  return { shop, delivery, cod, seller, orders };
}

/**
 * The seller's legal identity: what the admin saved, or the demo identity without a GSTIN. The invoices read
 * it here when they issue a document (and copy it into the document, so later edits never change it).
 */
export function sellerIdentityOf(ctx: { db: DbOrTx }): Promise<SellerIdentity> {
  return getSetting<SellerIdentity>(ctx.db, 'seller', defaultSellerIdentity);
}

/** The order rules (the shopper's cancellation window): what the admin saved, or 12 hours as the policy says. */
export function orderSettingsOf(ctx: { db: DbOrTx }): Promise<OrderSettings> {
  return getSetting<OrderSettings>(ctx.db, 'orders', defaultOrderSettings);
}

/** The shop's own e-mail address (the admin's copy of order mails). */
export async function shopEmailOf(ctx: { db: DbOrTx }): Promise<string> {
  return (await getSetting<ShopIdentity>(ctx.db, 'shop', defaultShopIdentity)).email;
}
