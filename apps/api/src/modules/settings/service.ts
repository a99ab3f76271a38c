// Shop settings kept in the database (D5, D17), falling back to the demo defaults.
import { defaultOrderSettings, type OrderSettings } from '@chamak/shared/cancellation';
import { type CodSettings, defaultCodSettings } from '@chamak/shared/checkout';
import {
  type CodConfirmationSettings,
  defaultCodConfirmationSettings,
} from '@chamak/shared/cod-confirmation';
import type { DeliverySettings } from '@chamak/shared/delivery';
import { defaultZoneSettings, type ZoneSettings } from '@chamak/shared/delivery-estimate';
import { defaultNotificationSettings, type NotificationSettings } from '@chamak/shared/notifications';
import { defaultSellerIdentity, type SellerIdentity } from '@chamak/shared/seller';
import type { ShopIdentity, ShopSettingsResponse } from '@chamak/shared/settings';
import { defaultDelivery, defaultShopIdentity } from '@chamak/shared/shop-defaults';
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { shopSettings } from '../../db/schema/index.ts';
import { announce } from '../../events/bus.ts';
import type { CacheInvalidator } from '../../plugins/cache.ts';

export async function getSetting<T>(db: DbOrTx, key: string, fallback: T): Promise<T> {
  const [row] = await db
    .select()
    .from(shopSettings)
    .where(inArray(shopSettings.key, [key]));
  return row ? ({ ...fallback, ...(row.value as object) } as T) : fallback;
}

/** Several settings in one read, each merged over its fallback as getSetting does (the PIN check reads two). */
export async function getSettings<T extends Record<string, object>>(db: DbOrTx, fallbacks: T): Promise<T> {
  const found = await db
    .select()
    .from(shopSettings)
    .where(inArray(shopSettings.key, Object.keys(fallbacks)));
  const merged = { ...fallbacks } as Record<string, object>;
  for (const row of found) merged[row.key] = { ...merged[row.key], ...(row.value as object) };
  return merged as T;
}

export async function putSetting(db: DbOrTx, key: string, value: unknown): Promise<void> {
  await db
    .insert(shopSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: shopSettings.key, set: { value, updatedAt: sql`now()` } });
}

/**
 * A secret the shop makes for itself once and keeps under `key` (the token secret, the payment sandbox's), so
 * every process shares it. Processes starting together agree: the first insert wins and every caller reads that
 * row back (a read-then-write let each keep its own, and one refused the other's tokens).
 */
export async function storedSecret(db: DbOrTx, key: string, make: () => string): Promise<string> {
  const stored = await getSetting<{ value?: string }>(db, key, {});
  if (stored.value) return stored.value;
  await db
    .insert(shopSettings)
    .values({ key, value: { value: make() } })
    .onConflictDoNothing({ target: shopSettings.key });
  const [row] = await db
    .select()
    .from(shopSettings)
    .where(inArray(shopSettings.key, [key]));
  return (row!.value as { value: string }).value;
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
    zones?: ZoneSettings;
    notifications?: NotificationSettings;
    codConfirmation?: CodConfirmationSettings;
  },
): Promise<void> {
  for (const key of [
    'shop',
    'delivery',
    'cod',
    'seller',
    'zones',
    'notifications',
    'codConfirmation',
  ] as const)
    if (parts[key]) await putSetting(ctx.db, key, parts[key]);
  // The order rules are saved field by field: a form that knows only the cancellation window keeps the
  // return window saved before (and the other way round).
  if (parts.orders)
    await putSetting(ctx.db, 'orders', {
      ...(await getSetting<OrderSettings>(ctx.db, 'orders', {} as OrderSettings)),
      ...parts.orders,
    });
  await announce(ctx.db, 'answers.changed', { tags: ['settings'] });
}

export async function shopSettingsView(ctx: { db: DbOrTx }): Promise<ShopSettingsResponse> {
  const [shop, delivery, cod, seller, orders, zones, notifications, codConfirmation] = await Promise.all([
    getSetting<ShopIdentity>(ctx.db, 'shop', defaultShopIdentity),
    getSetting<DeliverySettings>(ctx.db, 'delivery', defaultDelivery),
    getSetting<CodSettings>(ctx.db, 'cod', defaultCodSettings),
    sellerIdentityOf(ctx),
    orderSettingsOf(ctx),
    zoneSettingsOf(ctx),
    notificationSettingsOf(ctx),
    codConfirmationSettingsOf(ctx),
  ]);
  return { shop, delivery, cod, seller, orders, zones, notifications, codConfirmation };
}

/** Which cash orders wait for the shopper's confirmation: what the admin saved, else off. */
export function codConfirmationSettingsOf(ctx: { db: DbOrTx }): Promise<CodConfirmationSettings> {
  return getSetting<CodConfirmationSettings>(ctx.db, 'codConfirmation', defaultCodConfirmationSettings);
}

/** Which order events go to which channel: what the admin saved, else e-mail only. */
export async function notificationSettingsOf(ctx: { db: DbOrTx }): Promise<NotificationSettings> {
  const saved = await getSetting<NotificationSettings>(ctx.db, 'notifications', defaultNotificationSettings);
  // An event added since the admin saved (the COD confirmation link) takes its default route.
  return { ...saved, events: { ...defaultNotificationSettings.events, ...saved.events } };
}

/**
 * The seller's legal identity: what the admin saved, or the demo identity without a GSTIN. The invoices read
 * it here when they issue a document (and copy it into the document, so later edits never change it).
 */
export function sellerIdentityOf(ctx: { db: DbOrTx }): Promise<SellerIdentity> {
  return getSetting<SellerIdentity>(ctx.db, 'seller', defaultSellerIdentity);
}

/**
 * The order rules (the shopper's cancellation window, the return window): what the admin saved, else 12 hours
 * and 7 days as the policy says.
 */
export function orderSettingsOf(ctx: { db: DbOrTx }): Promise<Required<OrderSettings>> {
  return getSetting<Required<OrderSettings>>(ctx.db, 'orders', defaultOrderSettings);
}

/** The delivery zones, cut-off and holidays: what the admin saved, else the demo zones. */
export function zoneSettingsOf(ctx: { db: DbOrTx }): Promise<ZoneSettings> {
  return getSetting<ZoneSettings>(ctx.db, 'zones', defaultZoneSettings);
}

/** The shop's own e-mail address (the admin's copy of order mails). */
export async function shopEmailOf(ctx: { db: DbOrTx }): Promise<string> {
  return (await getSetting<ShopIdentity>(ctx.db, 'shop', defaultShopIdentity)).email;
}
