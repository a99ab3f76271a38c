// Everything the shop holds about one shopper (decision 0358), read table by table: each source names its table, the
// section it fills and how the shopper's rows are found (their account, their orders, their e-mail or phone). Rows
// go out as the database holds them, less secrets (password and token hashes, codes). export-coverage.test.ts
// reads the database catalogue and fails when a table keyed by a person or an order is neither a source here nor
// excluded below with its reason.
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';

/** How a shopper's rows are found: their account, its orders, its current e-mail and phone. */
export type Who = { userId: number; email: string; phone: string; orderIds: number[] };

type Source = {
  table: string;
  section: string;
  /** The condition on the table's row, aliased `t`. */
  where: (who: Who) => SQL;
  /** Columns left out: secrets, and markup repeated in another column. */
  omit?: string[];
  order?: string;
};

const none = sql`false`;
const ofUser = (who: Who) => sql`t.user_id = ${who.userId}`;
const ofOrders = (who: Who) =>
  who.orderIds.length ? sql`t.order_id in (${sql.join(who.orderIds, sql`, `)})` : none;
const ofPhone = (who: Who) => (who.phone ? sql`t.phone = ${who.phone}` : none);
const ofEmail = (column: SQL) => (who: Who) =>
  who.email ? sql`lower(${column}) = lower(${who.email})` : none;

/** Every table the export reads, in the order the sections are shown. */
export const exportSources: readonly Source[] = [
  {
    table: 'users',
    section: 'profile',
    where: (who) => sql`t.id = ${who.userId}`,
    omit: ['password_hash', 'token_version'],
  },
  { table: 'addresses', section: 'addresses', where: ofUser },
  {
    table: 'orders',
    section: 'orders',
    where: ofUser,
    omit: ['confirmation_token_hash', 'pay_now_token_hash'],
  },
  { table: 'order_items', section: 'orderItems', where: ofOrders },
  { table: 'order_discounts', section: 'orderDiscounts', where: ofOrders },
  { table: 'order_events', section: 'orderTimeline', where: ofOrders },
  { table: 'shipment_events', section: 'shipmentTracking', where: ofOrders },
  { table: 'delivery_attempts', section: 'deliveryAttempts', where: ofOrders, omit: ['token_hash'] },
  { table: 'eway_bills', section: 'ewayBills', where: ofOrders },
  { table: 'tax_documents', section: 'invoicesAndCreditNotes', where: ofOrders },
  {
    table: 'einvoice_registrations',
    section: 'einvoiceRegistrations',
    where: (who) =>
      who.orderIds.length
        ? sql`t.tax_document_id in (select id from tax_documents where order_id in (${sql.join(who.orderIds, sql`, `)}))`
        : none,
  },
  { table: 'refunds', section: 'refunds', where: ofOrders },
  {
    table: 'returns',
    section: 'returns',
    where: (who) => sql`(${ofUser(who)} or ${ofOrders(who)})`,
  },
  {
    table: 'return_items',
    section: 'returnItems',
    where: (who) =>
      sql`t.return_id in (select r.id from returns r where r.user_id = ${who.userId}${
        who.orderIds.length ? sql` or r.order_id in (${sql.join(who.orderIds, sql`, `)})` : sql``
      })`,
  },
  { table: 'reviews', section: 'reviews', where: ofUser },
  { table: 'consent_ledger', section: 'consents', where: ofUser },
  {
    table: 'mail_outbox',
    section: 'mailsSentToYou',
    where: ofEmail(sql`t."to"`),
    omit: ['html', 'headers', 'attachments', 'locked_until', 'next_attempt_at'],
  },
  {
    table: 'phone_codes',
    section: 'signInCodesSent',
    where: ofPhone,
    omit: ['code_hash', 'salt'],
  },
  { table: 'phone_stops', section: 'messageStops', where: ofPhone, order: 'stopped_at' },
  { table: 'cod_phone_rules', section: 'cashOnDeliveryRules', where: ofPhone, order: 'created_at' },
  { table: 'cart_items', section: 'cart', where: ofUser },
  { table: 'cart_changes', section: 'cartChanged', where: ofUser, order: 'changed_at' },
  { table: 'cart_reminders', section: 'cartReminders', where: ofUser, omit: ['token_hash'] },
  { table: 'reorder_reminders', section: 'reorderReminders', where: ofUser, omit: ['token_hash'] },
  { table: 'wishlist_items', section: 'wishlist', where: ofUser },
  { table: 'subscriptions', section: 'subscriptions', where: ofUser, omit: ['mandate_token_id'] },
  {
    table: 'subscription_cycles',
    section: 'subscriptionCycles',
    where: (who) =>
      sql`(t.subscription_id in (select s.id from subscriptions s where s.user_id = ${who.userId}) or ${ofOrders(who)})`,
  },
  {
    table: 'stock_alerts',
    section: 'backInStockAlerts',
    where: (who) => sql`(${ofUser(who)} or ${ofEmail(sql`t.email`)(who)})`,
    omit: ['confirm_token_hash'],
  },
  { table: 'contact_messages', section: 'contactRequests', where: ofEmail(sql`t.email`) },
  {
    table: 'contact_replies',
    section: 'contactReplies',
    where: (who) =>
      who.email
        ? sql`t.contact_id in (select c.id from contact_messages c where lower(c.email) = lower(${who.email}))`
        : none,
  },
  {
    table: 'grievance_tickets',
    section: 'grievanceTickets',
    where: (who) =>
      who.email
        ? sql`t.contact_id in (select c.id from contact_messages c where lower(c.email) = lower(${who.email}))`
        : none,
    order: 'received_at',
  },
  { table: 'business_registrations', section: 'businessGstins', where: ofUser },
  {
    table: 'conversion_events',
    section: 'conversionEventsSent',
    where: ofUser,
    omit: ['locked_until', 'next_attempt_at'],
  },
  { table: 'retention_warnings', section: 'inactivityWarnings', where: ofUser, order: 'warned_at' },
  {
    table: 'security_incident_notices',
    section: 'securityIncidentNotices',
    where: (who) => sql`(${ofUser(who)} or ${ofEmail(sql`t.email`)(who)} or ${ofPhone(who)})`,
  },
  { table: 'privacy_requests', section: 'privacyRequests', where: ofUser },
  { table: 'privacy_nominees', section: 'nominee', where: ofUser, order: 'updated_at' },
];

/**
 * Tables keyed by a person or an order that the export leaves out on purpose, each with its reason. Anything else
 * so keyed must be a source above (export-coverage.test.ts).
 */
export const excludedFromExport: Readonly<Record<string, string>> = {
  audit_log:
    'The shop’s own record of what its staff did (actor_user_id is a staff member); kept for the shop’s accountability, not data the shopper gave.',
  stock_movements:
    'The shop’s stock ledger: quantities moved, with at most the order number, which the export already has in full.',
  password_reset_tokens:
    'Only hashes of one-time password-reset links: secrets, of no use to the person and unsafe to hand out.',
  staff_invitations: 'Invitations to staff members by their e-mail: not a shopper’s data.',
};

/** The column names that key a row to a person or an order (the coverage test looks for these). */
export const personKeyColumns = [
  'user_id',
  'order_id',
  'first_order_id',
  'customer_id',
  'actor_user_id',
  'email',
  'phone',
  'to',
] as const;

/** Who the account is now: its e-mail, phone and orders. */
export async function whoIs(db: DbOrTx, userId: number): Promise<Who | null> {
  const [user] = await rows<{ email: string; phone: string }>(
    db,
    sql`select email, phone from users where id = ${userId}`,
  );
  if (!user) return null;
  const orders = await rows<{ id: number }>(
    db,
    sql`select id from orders where user_id = ${userId} order by id`,
  );
  return { userId, email: user.email, phone: user.phone, orderIds: orders.map((o) => o.id) };
}

export type ExportSections = Record<string, Record<string, unknown>[]>;

/**
 * Every source's rows for the person, by section; orders carry their items. A source whose table this database
 * does not have yet (a migration still to come) is left out rather than failing the export.
 */
export async function exportSections(db: DbOrTx, who: Who): Promise<ExportSections> {
  const present = await rows<{ name: string }>(
    db,
    sql`select name from unnest(array[${sql.join(
      exportSources.map((s) => s.table),
      sql`, `,
    )}]::text[]) as name where to_regclass(name) is not null`,
  );
  const exists = new Set(present.map((p) => p.name));
  const sections: ExportSections = {};
  for (const source of exportSources) {
    if (!exists.has(source.table)) continue;
    const omit = (source.omit ?? []).map((c) => sql` - ${c}::text`);
    const found = await rows<{ row: Record<string, unknown> }>(
      db,
      sql`select to_jsonb(t)${sql.join(omit, sql``)} as row from ${sql.identifier(source.table)} t
        where ${source.where(who)} order by ${sql.identifier(source.order ?? 'id')}`,
    );
    sections[source.section] = found.map((r) => r.row);
  }
  const items = sections.orderItems ?? [];
  sections.orders = (sections.orders ?? []).map((o) => ({
    ...o,
    items: items.filter((i) => i.order_id === o.id),
  }));
  delete sections.orderItems;
  return sections;
}
