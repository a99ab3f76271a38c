// Shop settings kept in the database (D5, D17), falling back to the demo defaults.
import { type CodSettings, defaultCodSettings } from '@chamak/shared/checkout';
import type { DeliverySettings } from '@chamak/shared/delivery';
import type { ShopIdentity, ShopSettingsResponse } from '@chamak/shared/settings';
import { defaultDelivery, defaultShopIdentity } from '@chamak/shared/shop-defaults';
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { shopSettings } from '../../db/schema/index.ts';

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

export async function shopSettingsView(ctx: { db: DbOrTx }): Promise<ShopSettingsResponse> {
  const [shop, delivery, cod] = await Promise.all([
    getSetting<ShopIdentity>(ctx.db, 'shop', defaultShopIdentity),
    getSetting<DeliverySettings>(ctx.db, 'delivery', defaultDelivery),
    getSetting<CodSettings>(ctx.db, 'cod', defaultCodSettings),
  ]);
  return { shop, delivery, cod };
}
