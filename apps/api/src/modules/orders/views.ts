// Order views (SPEC section 7's order shape): a shopper's orders, one order for its owner or an admin, and the
// admin's filtered list (whole, or a page at a time), built from the order rows, their items, their tracking
// events and their GST documents (the invoices module's).

import type { AdminOrderFilter, AdminOrdersPage, AdminOrdersQuery } from '@chamak/shared/admin-orders';
import { shopperCancel } from '@chamak/shared/cancellation';
import { deliveryMessages } from '@chamak/shared/delivery-estimate';
import { paiseToRupees } from '@chamak/shared/money';
import type { Order } from '@chamak/shared/orders';
import { totalPages } from '@chamak/shared/page-window';
import { canRefund } from '@chamak/shared/refunds';
import { shipmentStatusLabel } from '@chamak/shared/shipment';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { arrayLiteral, escapeLike, rows } from '../../lib/sql.ts';
import type { Actor } from '../../plugins/auth.ts';
import { NotFound } from '../../plugins/errors.ts';
import type { Storage } from '../../plugins/storage.ts';
import { documentsOfOrders } from '../invoices/index.ts';
import { imageView } from '../media/index.ts';
import { orderSettingsOf } from '../settings/index.ts';
import { heldOrder, placedOrder } from './order-state.ts';
import { refundablePaise, refundsOfOrders } from './refund-state.ts';

type OrderRow = {
  id: number;
  user_id: number | null;
  created_at: Date | string;
  cancelled_at: Date | string | null;
  status: number;
  payment_method: 'online' | 'cod';
  payment_status: string;
  subtotal_paise: number;
  discount_paise: number;
  delivery_charge_paise: number;
  cod_fee_paise: number;
  total_paise: number;
  courier_name: string | null;
  awb_code: string | null;
  shipment_order_id: string | null;
  track_url: string | null;
  etd: string | null;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  address: string;
  apt: string;
  city: string;
  state: string;
  postal_code: string;
  cancel_reason: string | null;
  confirmation_due_at: Date | string | null;
  confirmed_at: Date | string | null;
  confirmed_by: 'shopper' | 'admin' | null;
  promised_from_day: string | null;
  promised_to_day: string | null;
  advance_paise: number;
  paid_at: Date | string | null;
  cod_collected_at: Date | string | null;
};

/**
 * What the shop holds of an order's money, as refunds are checked against (refund-state.ts): a cash order's advance
 * paid online while its cash is not collected (decision 0338); else the total when the payment may be refunded.
 */
function heldPaise(o: OrderRow): number {
  if (o.payment_method === 'cod' && o.advance_paise > 0 && o.paid_at && !o.cod_collected_at)
    return o.advance_paise;
  return canRefund(o.payment_status) ? o.total_paise : 0;
}

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

export async function orderViews(ctx: { db: DbOrTx; storage: Storage }, where: SQL): Promise<Order[]> {
  const orders = await rows<OrderRow>(
    ctx.db,
    // The promised dates as 'YYYY-MM-DD' text: the drivers would read a date as local midnight.
    sql`select o.*, o.promised_from::text as promised_from_day, o.promised_to::text as promised_to_day
      from orders o where ${where} order by o.created_at desc, o.id desc`,
  );
  if (orders.length === 0) return [];
  const ids = arrayLiteral(orders.map((o) => o.id));
  const [items, events, documents, refunds, settings, discounts] = await Promise.all([
    rows<{
      id: number;
      order_id: number;
      product_id: number | null;
      product_litre_id: number | null;
      product_name: string;
      litre_label: string;
      total_ml: number;
      image: string | null;
      price_paise: number;
      quantity: number;
      discount_paise: number;
    }>(ctx.db, sql`select * from order_items where order_id = any(${ids}::int[]) order by id`),
    rows<{ order_id: number; date: Date | string; activity: string; location: string }>(
      ctx.db,
      sql`select order_id, date, activity, location from shipment_events where order_id = any(${ids}::int[]) order by date desc, id desc`,
    ),
    documentsOfOrders(
      ctx.db,
      orders.map((o) => o.id),
    ),
    refundsOfOrders(
      ctx.db,
      orders.map((o) => o.id),
    ),
    orderSettingsOf(ctx),
    rows<{
      order_id: number;
      label: string;
      code: string | null;
      kind: 'lines' | 'delivery';
      amount_paise: number;
    }>(
      ctx.db,
      sql`select order_id, label, code, kind, amount_paise from order_discounts where order_id = any(${ids}::int[]) order by id`,
    ),
  ]);
  const now = new Date();
  return orders.map((o) => {
    const own = events.filter((e) => e.order_id === o.id);
    const docs = documents.get(o.id);
    const ownRefunds = refunds.get(o.id) ?? [];
    const cancel = shopperCancel(
      { status: o.status, cancelled: o.cancelled_at !== null, placedAt: new Date(o.created_at) },
      settings,
      now,
    );
    return {
      id: o.id,
      userId: o.user_id,
      createdAt: new Date(o.created_at).toISOString(),
      status: o.status,
      statusLabel: shipmentStatusLabel(o.status),
      paymentMethod: o.payment_method,
      paymentStatus: o.payment_status,
      subtotal: paiseToRupees(o.subtotal_paise),
      discount: paiseToRupees(o.discount_paise),
      delivery_charge: paiseToRupees(o.delivery_charge_paise),
      codFee: paiseToRupees(o.cod_fee_paise),
      totalPrice: paiseToRupees(o.total_paise),
      discounts: discounts
        .filter((d) => d.order_id === o.id)
        .map((d) => ({ label: d.label, code: d.code, kind: d.kind, amount: paiseToRupees(d.amount_paise) })),
      courier_name: o.courier_name,
      awb_code: o.awb_code,
      shipment_order_id: o.shipment_order_id,
      firstName: o.first_name,
      lastName: o.last_name,
      email: o.email,
      phone: o.phone,
      address: o.address,
      apt: o.apt,
      city: o.city,
      state: o.state,
      postalCode: o.postal_code,
      OrderItems: items
        .filter((i) => i.order_id === o.id)
        .map((i) => ({
          id: i.id,
          productId: i.product_id,
          price: paiseToRupees(i.price_paise),
          quantity: i.quantity,
          discount: paiseToRupees(i.discount_paise),
          Product: { name: i.product_name },
          productlitre: {
            pl_id: i.product_litre_id,
            litre: { litre: i.litre_label, total_ml: i.total_ml },
            productimages: i.image ? [{ image: imageView(ctx.storage, i.image).url }] : [],
          },
        })),
      invoice: docs?.invoice ?? null,
      creditNotes: docs?.creditNotes ?? [],
      refunds: ownRefunds,
      refundable: paiseToRupees(refundablePaise(heldPaise(o), ownRefunds)),
      advance: paiseToRupees(o.paid_at ? o.advance_paise : 0),
      cancellable: cancel.ok,
      cancelDeadline: cancel.deadline?.toISOString() ?? null,
      cancelReason: o.cancel_reason,
      confirmation: o.confirmation_due_at
        ? {
            dueAt: iso(o.confirmation_due_at)!,
            confirmedAt: iso(o.confirmed_at),
            confirmedBy: o.confirmed_by,
          }
        : null,
      promisedDelivery:
        o.promised_from_day && o.promised_to_day
          ? {
              from: o.promised_from_day,
              to: o.promised_to_day,
              message: deliveryMessages.deliverBy(o.promised_from_day, o.promised_to_day),
            }
          : null,
      tracking: {
        tracking_data: {
          shipment_status: o.status,
          etd: o.etd,
          track_url: o.track_url,
          shipment_track: [{ current_status: shipmentStatusLabel(o.status) }],
          shipment_track_activities: own.map((e) => ({
            date: new Date(e.date).toISOString(),
            activity: e.activity,
            location: e.location,
          })),
        },
      },
    };
  });
}

export async function userOrders(ctx: { db: DbOrTx; storage: Storage }, userId: number): Promise<Order[]> {
  return orderViews(ctx, sql`o.user_id = ${userId} and ${placedOrder}`);
}

export async function orderById(
  ctx: { db: DbOrTx; storage: Storage },
  id: number,
  actor: Actor,
): Promise<Order> {
  const [order] = await orderViews(ctx, sql`o.id = ${id}`);
  // Someone else's order is as good as missing.
  if (!order || (actor.role !== 'admin' && order.userId !== actor.userId))
    throw new NotFound('Order not found.');
  return order;
}

/**
 * The admin's filters as SQL over `orders o`: placed orders (or, with payment=not-completed, the online
 * checkouts never paid: decision 0180), by status, payment method and search.
 */
export function adminOrderWhere(filter: AdminOrderFilter): SQL {
  const where: SQL[] = [
    filter.payment === 'not-completed'
      ? sql`(o.payment_method = 'online' and not (${placedOrder}))`
      : placedOrder,
  ];
  if (filter.status !== undefined) where.push(sql`o.status = ${filter.status}`);
  // Cash orders held for their shopper's confirmation (decision 0250).
  if (filter.confirmation === 'awaiting') where.push(heldOrder);
  if (filter.paymentMethod) where.push(sql`o.payment_method = ${filter.paymentMethod}`);
  const term = filter.search?.trim().toLowerCase();
  if (term) {
    // By order id (a substring of it, as the admin types), a product name in the order, or the customer's
    // name, e-mail, phone or the AWB code, any case. The items and the orders' own fields are each matched
    // once (`in`, a hashed subplan on their trigram index), not once per order (`exists` under an `or` is run
    // for every row: a second on 100,000 orders).
    const like = `%${escapeLike(term)}%`;
    const matches = [
      sql`o.id::text like ${like}`,
      sql`o.id in (select oi.order_id from order_items oi where lower(oi.product_name) like ${like})`,
    ];
    // A short number is an order number: "98" is in nearly every phone (decision 0301).
    if (!/^\d{1,4}$/.test(term)) {
      // The expression of the index orders_search_trgm_idx, written alike so that the planner uses it.
      const words = sql`lower(s.first_name || ' ' || s.last_name || ' ' || s.email || ' ' || s.phone || ' ' || coalesce(s.awb_code, ''))`;
      const phone = phoneDigits(term);
      const patterns = phone && phone !== term ? [like, `%${phone}%`] : [like];
      matches.push(
        sql`o.id in (select s.id from orders s where ${sql.join(
          patterns.map((p) => sql`${words} like ${p}`),
          sql` or `,
        )})`,
      );
    }
    where.push(sql`(${sql.join(matches, sql` or `)})`);
  }
  return sql.join(where, sql` and `);
}

/**
 * A phone number as the admin may type it ("+91 98765 43210", "98765-43210") as the 10 digits an order keeps;
 * null when the text is not a phone number.
 */
function phoneDigits(term: string): string | null {
  if (!/^[+\d][\d\s().-]*$/.test(term)) return null;
  const digits = term.replace(/\D/g, '');
  if (digits.length < 5) return null;
  // The country code or a trunk 0 in front of a full number.
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

/** Every placed order that matches, newest first (SPEC's GET /api/order/getall; the CSV streams instead). */
export async function allOrders(
  ctx: { db: DbOrTx; storage: Storage },
  filter: AdminOrderFilter,
): Promise<Order[]> {
  return orderViews(ctx, adminOrderWhere(filter));
}

/** Counts of at least this many orders are reused for a moment: counting them costs tens of milliseconds. */
export const countReuseFrom = 10_000;
const countReuseMs = 2_000;
const countsByDb = new WeakMap<object, Map<string, { total: number; at: number }>>();

/**
 * How many orders match the filter (decision 0062). A big count (a shop with 100,000 orders) is kept for
 * two seconds per database and filter, so paging through it does not count every order on every click;
 * a small one is always counted afresh, so a small shop's figures are exact at once.
 */
async function matchingCount(db: DbOrTx, filter: AdminOrderFilter, where: SQL): Promise<number> {
  const key = JSON.stringify([
    filter.search?.trim().toLowerCase() ?? '',
    filter.status,
    filter.paymentMethod,
    filter.payment,
    filter.confirmation,
  ]);
  const counts = countsByDb.get(db) ?? new Map<string, { total: number; at: number }>();
  countsByDb.set(db, counts);
  const kept = counts.get(key);
  if (kept && Date.now() - kept.at < countReuseMs) return kept.total;
  const [counted] = await rows<{ total: number }>(
    db,
    sql`select count(*)::int as total from orders o where ${where}`,
  );
  const total = counted?.total ?? 0;
  if (total >= countReuseFrom) counts.set(key, { total, at: Date.now() });
  else counts.delete(key);
  // Keep the map small: filters typed once are dropped once stale.
  if (counts.size > 200) for (const [k, v] of counts) if (Date.now() - v.at >= countReuseMs) counts.delete(k);
  return total;
}

/**
 * One page of the admin's orders and the count the pager needs (decision 0060). The page's ids come from
 * the created_at index with a limit, the count is a separate count(*) (a window count would sort every
 * matching row for each page), reused briefly when it is big. A page past the end answers no orders and the
 * total.
 */
export async function adminOrdersPage(
  ctx: { db: DbOrTx; storage: Storage },
  query: AdminOrdersQuery,
): Promise<AdminOrdersPage> {
  const where = adminOrderWhere(query);
  const total = await matchingCount(ctx.db, query, where);
  const ids = await rows<{ id: number }>(
    ctx.db,
    sql`select o.id from orders o where ${where} order by o.created_at desc, o.id desc
      limit ${query.perPage} offset ${(query.page - 1) * query.perPage}`,
  );
  const orders =
    ids.length === 0
      ? []
      : await orderViews(ctx, sql`o.id = any(${arrayLiteral(ids.map((r) => r.id))}::int[])`);
  return { orders, total, page: query.page, totalPages: totalPages(total, query.perPage) };
}
