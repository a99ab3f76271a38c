// What a shop owner looks at daily: revenue, kept and cancelled orders per day for the shop's last 30 days,
// orders waiting to ship, sizes low in stock, the newest customers, the cash on delivery still to collect and
// the RTO rate and its returns to origin by kind (returns-to-origin.ts), the shop day's sign-in codes against their
// daily cap; and the admin top bar's search over products, orders and users (D16).
import type { DashboardCounter } from '@chamak/shared/catalogue';
import { paiseToRupees } from '@chamak/shared/money';
import { OrderStatus } from '@chamak/shared/order-state';
import { addDays, dayStart, shopDay } from '@chamak/shared/shop-time';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { escapeLike, rows } from '../../lib/sql.ts';
import type { FailureStore } from '../../plugins/rate-limits.ts';
import { type CodeSenders, signInCodesToday } from '../accounts/index.ts';
import { heldOrder, placedOrder, revenueOrder, waitingToShip } from '../orders/index.ts';
import { timeZoneOf } from '../settings/index.ts';
import { returnsToOrigin } from './returns-to-origin.ts';

/** Statuses of a parcel that has left the shop (picked up or further, a return to origin included). */
const leftTheShop = [
  OrderStatus.PickedUp,
  OrderStatus.InTransit,
  OrderStatus.OutForDelivery,
  OrderStatus.Delivered,
  OrderStatus.RtoInitiated,
  OrderStatus.RtoInTransit,
  OrderStatus.RtoDelivered,
];

/** The dashboard's counters; orders are the placed ones, as the orders page lists them (decision 0180). */
export async function dashboardCounters(ctx: { db: DbOrTx }): Promise<DashboardCounter> {
  const [c] = await rows<DashboardCounter>(
    ctx.db,
    sql`select
      (select count(*)::int from products) as products,
      (select count(*)::int from orders o where ${placedOrder}) as orders,
      (select count(*)::int from categories) as category,
      (select count(*)::int from subcategories) as subcat,
      (select count(*)::int from users where deleted_at is null and role = 'customer') as users,
      (select count(*)::int from contact_messages) as contact,
      (select count(*)::int from reviews) as reviews`,
  );
  return c!;
}

/**
 * `codes`: how the shop sends sign-in codes and the store their daily cap is counted in (without them, or while
 * the shop offers no sign-in by code, the dashboard says nothing of the codes).
 */
export async function dashboard(
  ctx: { db: DbOrTx; now: Date; codes?: { senders: CodeSenders; store: Pick<FailureStore, 'count'> } },
  lowStockBelow = 10,
) {
  // The 30 days are the shop's calendar days (India time unless the settings name another zone, decision 0298):
  // today, the 29 before it, and the instants they span. An order belongs to the day its zone's clock showed.
  const timeZone = await timeZoneOf(ctx);
  const today = shopDay(ctx.now, timeZone);
  const first = addDays(today, -29);
  const from = dayStart(first, timeZone).toISOString();
  const to = dayStart(addDays(today, 1), timeZone).toISOString();
  const [days, waiting, lowStock, newest, [cod], [rto], [held], signInCodes, byKind] = await Promise.all([
    rows<{ day: string; orders: number; revenue: number; cancelled: number }>(
      ctx.db,
      // Orders and revenue are the orders the shop keeps (not cancelled, refunded in full or returned to origin):
      // each one's total less its processed refunds, on the day it was placed (decisions 0133, 0298). Cancelled
      // orders are counted apart. The 30 days' orders are grouped first and then put on the calendar: joining
      // each day to the orders made PostgreSQL expect millions of rows and spend most of a second compiling the
      // plan (JIT).
      sql`select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(x.orders, 0)::int as orders,
          coalesce(x.revenue, 0)::int as revenue, coalesce(x.cancelled, 0)::int as cancelled
        from generate_series(${first}::date, ${today}::date, interval '1 day') as d(day)
        left join (select to_char(o.created_at at time zone ${timeZone}, 'YYYY-MM-DD') as day,
            count(*) filter (where ${revenueOrder}) as orders,
            sum(o.total_paise - coalesce(r.refunded, 0)) filter (where ${revenueOrder}) as revenue,
            count(*) filter (where o.cancelled_at is not null) as cancelled
          from orders o
            left join (select order_id, sum(amount_paise) as refunded from refunds where status = 'processed' and kind = 'refund'
              group by order_id) r on r.order_id = o.id
          where o.created_at >= ${from}::timestamptz and o.created_at < ${to}::timestamptz and ${placedOrder}
          group by 1) x on x.day = to_char(d.day, 'YYYY-MM-DD')
        order by d.day`,
    ),
    rows<{
      id: number;
      created_at: Date | string;
      name: string;
      total: number;
      method: 'online' | 'cod';
      status: number;
    }>(
      ctx.db,
      sql`select o.id, o.created_at, o.first_name || ' ' || o.last_name as name, o.total_paise as total, o.payment_method as method, o.status
        from orders o where ${revenueOrder} and ${waitingToShip} and not ${heldOrder}
        order by o.created_at limit 20`,
    ),
    rows<{ product_id: number; name: string; label: string; remaining: number }>(
      ctx.db,
      sql`select p.id as product_id, p.name, l.label, pl.remaining_qty as remaining
        from product_litres pl join products p on p.id = pl.product_id join litres l on l.id = pl.litre_id
        where pl.remaining_qty < ${lowStockBelow} order by pl.remaining_qty, p.name limit 20`,
    ),
    rows<{ id: number; fullname: string; email: string; created_at: Date | string; status: string }>(
      ctx.db,
      sql`select id, fullname, email, created_at, status from users where role = 'customer' and deleted_at is null order by created_at desc, id desc limit 5`,
    ),
    rows<{ orders: number; amount: number }>(
      ctx.db,
      sql`select count(*)::int as orders, coalesce(sum(o.total_paise), 0)::int as amount from orders o
        where o.payment_method = 'cod' and o.payment_status = 'cod' and o.status = ${OrderStatus.Delivered}
          and o.cancelled_at is null`,
    ),
    // Orders placed in the last 30 days that left the shop, and those of them that came back (decision 0127).
    rows<{ shipped: number; returned: number }>(
      ctx.db,
      sql`select count(*)::int as shipped, count(o.returned_to_origin_at)::int as returned from orders o
        where o.created_at >= now() - interval '30 days' and ${placedOrder}
          and (o.status in (${sql.join(
            leftTheShop.map((s) => sql`${s}`),
            sql`, `,
          )}) or o.returned_to_origin_at is not null)`,
    ),
    // Cash orders held for their shopper's confirmation: not waiting to ship yet.
    rows<{ orders: number }>(ctx.db, sql`select count(*)::int as orders from orders o where ${heldOrder}`),
    // The shop day's sign-in codes and their cap: at the cap nobody signs in by mobile number until midnight.
    ctx.codes ? signInCodesToday({ db: ctx.db, now: ctx.now, ...ctx.codes }) : null,
    // The same 30 days' returns to origin by payment, PIN area and COD score, on the shop's calendar days.
    returnsToOrigin(ctx.db, { from, to }),
  ]);
  return {
    last30Days: days.map((d) => ({
      day: d.day,
      orders: d.orders,
      revenue: paiseToRupees(d.revenue),
      cancelled: d.cancelled,
    })),
    waitingToShip: waiting.map((w) => ({
      id: w.id,
      createdAt: new Date(w.created_at).toISOString(),
      name: w.name,
      total: paiseToRupees(w.total),
      paymentMethod: w.method,
      status: w.status,
    })),
    lowStock: lowStock.map((l) => ({
      productId: l.product_id,
      name: l.name,
      size: l.label,
      remaining: l.remaining,
    })),
    newestUsers: newest.map((u) => ({
      id: u.id,
      fullname: u.fullname,
      email: u.email,
      status: u.status,
      createdAt: new Date(u.created_at).toISOString(),
    })),
    codOutstanding: { orders: cod?.orders ?? 0, amount: paiseToRupees(cod?.amount ?? 0) },
    awaitingConfirmation: held?.orders ?? 0,
    rto30Days: {
      shipped: rto?.shipped ?? 0,
      returned: rto?.returned ?? 0,
      rate: rto?.shipped ? rto.returned / rto.shipped : null,
    },
    signInCodes,
    returnsToOrigin30Days: byKind,
  };
}

export async function adminSearch(ctx: { db: DbOrTx }, q: string) {
  const term = q.trim().toLowerCase();
  if (!term) return { products: [], orders: [], users: [] };
  const like = `%${escapeLike(term)}%`;
  const [products, orders, users] = await Promise.all([
    rows<{ id: number; name: string }>(
      ctx.db,
      sql`select id, name from products where search_text like ${like} order by lower(name) like ${`${escapeLike(term)}%`} desc, name limit 8`,
    ),
    rows<{ id: number; name: string; total: number; created_at: Date | string }>(
      ctx.db,
      sql`select o.id, o.first_name || ' ' || o.last_name as name, o.total_paise as total, o.created_at from orders o
        where ${placedOrder}
          and (o.id::text like ${like} or lower(o.first_name || ' ' || o.last_name) like ${like} or lower(o.email) like ${like} or o.phone like ${like})
        order by o.created_at desc limit 8`,
    ),
    rows<{ id: number; fullname: string; email: string }>(
      ctx.db,
      sql`select id, fullname, email from users where role = 'customer' and deleted_at is null
        and (lower(fullname) like ${like} or lower(email) like ${like} or lower(username) like ${like} or phone like ${like}) order by fullname limit 8`,
    ),
  ]);
  return {
    products,
    orders: orders.map((o) => ({
      id: o.id,
      name: o.name,
      total: paiseToRupees(o.total),
      createdAt: new Date(o.created_at).toISOString(),
    })),
    users,
  };
}
