// Who owns each table (decision 0070's walls, made one list). Reads are allowed everywhere; a table is WRITTEN only
// by the module that owns it, and any other module asks that module's service (a verb) to write it.
// ownership.test.ts proves it over every SQL template and Drizzle call under modules/, and checks that biome.json's
// schema-import walls are the ones wallOverrides() makes from this list (`npm run walls` rewrites them).
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema/index.ts';

/** The folders under modules/. (Owner `events` is the platform's apps/api/src/events/, which is no module.) */
export const modules = [
  'accounts',
  'addresses',
  'audit',
  'cart',
  'cart-reminders',
  'catalogue',
  'catalogue-import',
  'cod-risk',
  'contacts',
  'conversions',
  'customers',
  'dashboard',
  'delivery',
  'einvoice',
  'eway-bill',
  'feeds',
  'grievances',
  'health',
  'inventory',
  'invoices',
  'mail',
  'media',
  'notify',
  'orders',
  'payments',
  'pricing',
  'privacy',
  'privacy-requests',
  'promotions',
  'reorder-reminders',
  'retention',
  'returns',
  'reviews',
  'sales-report',
  'security-incidents',
  'seo',
  'settings',
  'shipping',
  'shipping-desk',
  'stock-alerts',
  'subscriptions',
  'wishlist',
] as const;

export type Module = (typeof modules)[number];
export type Owner = Module | 'events';

/** Every table (its SQL name), of db/schema/ and of the migrations, and the one module that writes it. */
export const tableOwners: Record<string, Owner> = {
  users: 'accounts',
  password_reset_tokens: 'accounts',
  phone_codes: 'accounts',
  // A shopper's GST registrations kept for next time (decision 0340).
  business_registrations: 'accounts',
  // Staff invitations (decision 0348).
  staff_invitations: 'accounts',
  // Every admin write and personal-data export (decision 0348); the database refuses changes to a row.
  audit_log: 'audit',
  addresses: 'addresses',
  cart_items: 'cart',
  cart_changes: 'cart',
  cart_reminders: 'cart-reminders',
  categories: 'catalogue',
  subcategories: 'catalogue',
  litres: 'catalogue',
  products: 'catalogue',
  product_litres: 'catalogue',
  // A product's HSN code and GST rate over time (decision 0342).
  product_gst_rates: 'catalogue',
  product_images: 'catalogue',
  search_terms: 'catalogue',
  product_words: 'catalogue',
  product_translations: 'catalogue',
  category_translations: 'catalogue',
  subcategory_translations: 'catalogue',
  text_words: 'catalogue',
  product_cards: 'catalogue',
  product_card_media: 'catalogue',
  product_counts: 'catalogue',
  // The admin's word on a phone number for cash on delivery (decision 0338).
  cod_phone_rules: 'cod-risk',
  contact_messages: 'contacts',
  // The back-office's replies to contact requests (decision 0352).
  contact_replies: 'contacts',
  // Each contact request's and grievance's ticket and the year's counter (decision 0359).
  grievance_tickets: 'grievances',
  grievance_counters: 'grievances',
  // Personal-data breaches and the notice sent to each person affected (decision 0360).
  security_incidents: 'security-incidents',
  security_incident_notices: 'security-incidents',
  // The 48-hour notices before an inactive account is erased, and each retention run (decision 0361).
  retention_warnings: 'retention',
  retention_runs: 'retention',
  // Consented conversion events' outbox and the marketing measurement settings (decision 0364).
  conversion_events: 'conversions',
  conversion_settings: 'conversions',
  // The stock ledger (decision 0349), written by a trigger on product_litres.
  stock_movements: 'inventory',
  // The portal's answer (IRN, acknowledgement, signed QR) for a B2B document (decision 0344).
  einvoice_registrations: 'einvoice',
  // An order's e-way bill: its transport details and the portal's number (decision 0345).
  eway_bills: 'eway-bill',
  document_counters: 'invoices',
  tax_documents: 'invoices',
  mail_outbox: 'mail',
  phone_stops: 'notify',
  banners: 'media',
  banner_translations: 'media',
  promo_banners: 'media',
  promo_banner_translations: 'media',
  gallery_images: 'media',
  videos: 'media',
  orders: 'orders',
  order_items: 'orders',
  order_events: 'orders',
  payment_events: 'payments',
  refunds: 'payments',
  // The versioned privacy notice and the append-only consent ledger (decision 0357).
  privacy_notices: 'privacy',
  consent_ledger: 'privacy',
  // A shopper's DPDP requests and their nominee (decision 0358).
  privacy_requests: 'privacy-requests',
  privacy_nominees: 'privacy-requests',
  promotions: 'promotions',
  // A promotion's use by an order: the link between the two, owned by promotions (it counts the uses).
  order_discounts: 'promotions',
  promotion_translations: 'promotions',
  reorder_reminders: 'reorder-reminders',
  subscriptions: 'subscriptions',
  subscription_cycles: 'subscriptions',
  returns: 'returns',
  return_items: 'returns',
  reviews: 'reviews',
  shop_settings: 'settings',
  shop_text_translations: 'settings',
  shipment_events: 'shipping',
  // A courier's failed delivery attempt and the shopper's answer (decision 0336).
  delivery_attempts: 'shipping',
  stock_alerts: 'stock-alerts',
  wishlist_items: 'wishlist',
  // The after-commit events the platform delivers (apps/api/src/events/, not a module).
  event_queue: 'events',
};

/**
 * Read models: tables no verb writes, kept by the database itself (triggers and functions in the migrations named)
 * from their owner's tables, for fast reads. Their owner changes them only through those migrations.
 */
export const readModels: Record<string, string> = {
  product_cards: 'kept by triggers on the catalogue tables, db/migrations/0013_product_cards.sql',
  product_card_media: 'kept by triggers on the catalogue tables, db/migrations/0013_product_cards.sql',
  product_counts: 'kept by triggers on the catalogue tables, db/migrations/0013_product_cards.sql',
  product_words: 'kept by triggers on the catalogue tables, db/migrations/0014_product_words.sql',
  text_words: 'kept by triggers on the catalogue tables, db/migrations/0014_product_words.sql',
  stock_movements: 'kept by a trigger on product_litres, db/migrations/0049_inventory.sql',
};

/** A write to another module's table that is allowed for now: file (under modules/), table, and why. */
export type WriteException = { file: string; table: string; reason: string };

/** Allowed foreign writes, each with its reason. Keep it empty: add a verb to the owner instead. */
export const writeExceptions: WriteException[] = [];

/** The Drizzle table objects of db/schema/index.ts by their SQL names: export name and table name. */
export function schemaTables(): { name: string; table: string }[] {
  return Object.entries(schema)
    .filter(([, value]) => is(value, PgTable))
    .map(([name, value]) => ({ name, table: getTableName(value as PgTable) }));
}

const wallMessage = (module: string, names: string[]) =>
  `Wall (decision 0070): modules/${module} writes only its own tables (${names.length ? names.join(', ') : 'it owns none'}); reach another module's table through that module's service.`;

/** Types a schema file exports beside the tables, allowed to the module owning that file's tables. */
const schemaTypes: Partial<Record<Module, string[]>> = { 'cart-reminders': ['RemindedLine'] };

/**
 * biome.json's per-module walls: a module imports from the schema index only the tables it owns (and their
 * types), and never a schema file directly. The overrides are made from tableOwners, in modules' order.
 */
export function wallOverrides(): unknown[] {
  const tables = schemaTables();
  return modules.map((module) => {
    const names = tables
      .filter((t) => tableOwners[t.table] === module)
      .map((t) => t.name)
      .sort();
    const allowed = [...names, ...(schemaTypes[module] ?? [])];
    const message = wallMessage(module, names);
    return {
      includes: [`apps/api/src/modules/${module}/**`, '!**/*.test.ts'],
      linter: {
        rules: {
          style: {
            noRestrictedImports: {
              level: 'error',
              options: {
                paths: {
                  '../../db/schema/index.ts': allowed.length
                    ? { message, allowImportNames: allowed }
                    : message,
                },
                patterns: [
                  {
                    group: ['**/db/schema/*', '!**/db/schema/index.ts'],
                    message:
                      'Import tables from db/schema/index.ts, which names them (decision 0070): a module imports only the tables it owns.',
                  },
                  {
                    group: ['../*/**', '!../../**', '!../*/index.ts'],
                    message:
                      "Another module is reached through its face, '../<module>/index.ts' (decision 0283); what it does not export there is its own.",
                  },
                  {
                    // The same from a folder inside the module (mail/templates/): the platform stays reachable.
                    group: [
                      '../../*/**',
                      '!../../../**',
                      '!../../*/index.ts',
                      '!../../db/**',
                      '!../../lib/**',
                      '!../../plugins/**',
                      '!../../events/**',
                      '!../../test/**',
                    ],
                    message:
                      "Another module is reached through its face, '../../<module>/index.ts' (decision 0283); what it does not export there is its own.",
                  },
                ],
              },
            },
          },
        },
      },
    };
  });
}

/** Whether a biome.json override is one of the per-module schema walls (the ones wallOverrides() makes). */
export function isWallOverride(override: unknown): boolean {
  const includes = (override as { includes?: unknown }).includes;
  return (
    Array.isArray(includes) &&
    typeof includes[0] === 'string' &&
    /^apps\/api\/src\/modules\/[a-z-]+\/\*\*$/.test(includes[0]) &&
    JSON.stringify(override).includes('db/schema/index.ts')
  );
}
