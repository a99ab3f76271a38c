// Shop settings kept in the database (D5, D17), falling back to the demo defaults.
import { defaultOrderSettings, type OrderSettings } from '@chamak/shared/cancellation';
import { type CodSettings, defaultCodSettings } from '@chamak/shared/checkout';
import {
  type CodConfirmationSettings,
  defaultCodConfirmationSettings,
} from '@chamak/shared/cod-confirmation';
import type { DeliverySettings } from '@chamak/shared/delivery';
import { defaultZoneSettings, type ZoneSettings } from '@chamak/shared/delivery-estimate';
import { defaultGstSettings, type GstSettings } from '@chamak/shared/gst-settings';
import {
  defaultLanguageSettings,
  type LanguageSettings,
  usableLanguageSettings,
} from '@chamak/shared/i18n/language-settings';
import { defaultNotificationSettings, type NotificationSettings } from '@chamak/shared/notifications';
import { defaultSellerIdentity, type SellerIdentity } from '@chamak/shared/seller';
import type { ShopIdentity, ShopSettingsResponse } from '@chamak/shared/settings';
import { defaultDelivery, defaultShopIdentity } from '@chamak/shared/shop-defaults';
import { defaultTimeSettings, type TimeSettings } from '@chamak/shared/shop-time';
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { shopSettings } from '../../db/schema/index.ts';
import { announce } from '../../events/bus.ts';
import type { CacheInvalidator } from '../../plugins/cache.ts';

/**
 * The settings the admin's settings form saves (and only it: saveShopSettings). A process may keep these in memory
 * (rememberShopSettings), since a checkout reads them several times; any other key (job slots, secrets, reminder
 * and banner texts) is read from the database every time.
 */
const shopSettingKeys = new Set([
  'shop',
  'delivery',
  'cod',
  'seller',
  'orders',
  'zones',
  'notifications',
  'codConfirmation',
  'time',
  'languages',
  'gst',
]);

/**
 * The remembered settings of each database, found from any handle on it: the database and its transactions share
 * drizzle's dialect object, and a test process holding several databases keeps each one's apart. `generation`
 * goes up on every forgetting, so a read that began before a save never stores the older value after it.
 */
type Remembered = { values: Map<string, Record<string, unknown> | null>; generation: number };
const rememberedByDatabase = new WeakMap<object, Remembered>();
const databaseOf = (db: DbOrTx): object => (db as unknown as { dialect: object }).dialect;

/**
 * Keep the shop's settings in this process's memory for `db` until forgetShopSettings: the app does this when its
 * cached answers are on (they are forgotten together, here and in the shop's other processes, decision 0308).
 */
export function rememberShopSettings(db: DbOrTx): void {
  if (!rememberedByDatabase.has(databaseOf(db)))
    rememberedByDatabase.set(databaseOf(db), { values: new Map(), generation: 0 });
}

/** Forget the remembered settings of `db` (a save here or in another process); the next read goes to the database. */
export function forgetShopSettings(db: DbOrTx): void {
  const remembered = rememberedByDatabase.get(databaseOf(db));
  if (!remembered) return;
  remembered.values.clear();
  remembered.generation++;
}

/** The saved value of each key asked for (null when none is saved), from memory where the process keeps it. */
async function savedValues(db: DbOrTx, keys: string[]): Promise<Map<string, Record<string, unknown> | null>> {
  const remembered = rememberedByDatabase.get(databaseOf(db));
  const found = new Map<string, Record<string, unknown> | null>();
  const missing = keys.filter((key) => {
    const known = remembered?.values.get(key);
    if (known === undefined) return true;
    found.set(key, known);
    return false;
  });
  if (missing.length === 0) return found;
  const generation = remembered?.generation;
  const stored = await db.select().from(shopSettings).where(inArray(shopSettings.key, missing));
  for (const key of missing) {
    const value = (stored.find((row) => row.key === key)?.value ?? null) as Record<string, unknown> | null;
    found.set(key, value);
    if (remembered && remembered.generation === generation && shopSettingKeys.has(key))
      remembered.values.set(key, value);
  }
  return found;
}

export async function getSetting<T>(db: DbOrTx, key: string, fallback: T): Promise<T> {
  const value = (await savedValues(db, [key])).get(key);
  return value ? ({ ...fallback, ...value } as T) : fallback;
}

/** Several settings in one read, each merged over its fallback as getSetting does (the PIN check reads two). */
export async function getSettings<T extends Record<string, object>>(db: DbOrTx, fallbacks: T): Promise<T> {
  const found = await savedValues(db, Object.keys(fallbacks));
  const merged = { ...fallbacks } as Record<string, object>;
  for (const [key, value] of found) if (value) merged[key] = { ...merged[key], ...value };
  return merged as T;
}

export async function putSetting(db: DbOrTx, key: string, value: unknown): Promise<void> {
  await db
    .insert(shopSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: shopSettings.key, set: { value, updatedAt: sql`now()` } });
  if (shopSettingKeys.has(key)) forgetShopSettings(db);
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
    time?: TimeSettings;
    languages?: LanguageSettings;
    gst?: GstSettings;
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
    'time',
    'languages',
    'gst',
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
  const [shop, delivery, cod, seller, orders, zones, notifications, codConfirmation, time, languages, gst] =
    await Promise.all([
      getSetting<ShopIdentity>(ctx.db, 'shop', defaultShopIdentity),
      getSetting<DeliverySettings>(ctx.db, 'delivery', defaultDelivery),
      getSetting<CodSettings>(ctx.db, 'cod', defaultCodSettings),
      sellerIdentityOf(ctx),
      orderSettingsOf(ctx),
      zoneSettingsOf(ctx),
      notificationSettingsOf(ctx),
      codConfirmationSettingsOf(ctx),
      getSetting<TimeSettings>(ctx.db, 'time', defaultTimeSettings),
      languageSettingsOf(ctx),
      gstSettingsOf(ctx),
    ]);
  return { shop, delivery, cod, seller, orders, zones, notifications, codConfirmation, time, languages, gst };
}

/** The shop's GST compliance settings: HSN digits, e-invoicing, the intra-state e-way bill threshold. */
export async function gstSettingsOf(ctx: { db: DbOrTx }): Promise<GstSettings> {
  return { ...defaultGstSettings, ...(await getSetting<GstSettings>(ctx.db, 'gst', defaultGstSettings)) };
}

/**
 * The languages shoppers may read the shop in (English always) and the digits of its Hindi and Marathi pages:
 * what the admin saved, else the demo's English and Hindi in Latin digits (decision 0331).
 */
export async function languageSettingsOf(ctx: { db: DbOrTx }): Promise<LanguageSettings> {
  return usableLanguageSettings(
    await getSetting<LanguageSettings>(ctx.db, 'languages', defaultLanguageSettings),
  );
}

/** The time zone the shop's days, months and financial years are counted in (decision 0298): India unless set. */
export async function timeZoneOf(ctx: { db: DbOrTx }): Promise<string> {
  return (await getSetting<TimeSettings>(ctx.db, 'time', defaultTimeSettings)).timeZone;
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
