// Sales at a glance (decision 0347): a range of the shop's days grouped by day, week or month, with orders,
// revenue after discounts and refunds, average order value and the cash-on-delivery share; goods by product and
// size and by category; orders by postal zone; new and returning customers, the repeat-purchase rate and a
// monthly cohort table. Every figure is aggregated in SQL over the orders the dashboard counts as kept
// (revenueOrder), each one's total less its processed refunds, on the shop day it was placed.
import {
  postalZones,
  type SalesFigures,
  type SalesGrain,
  type SalesReport,
  type SalesTable,
} from '@chamak/shared/sales-report';
import { addDays, dayStart } from '@chamak/shared/shop-time';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { csvCell } from '../../lib/csv.ts';
import { rows } from '../../lib/sql.ts';
import { placedOrder, revenueOrder } from '../orders/index.ts';
import { timeZoneOf } from '../settings/index.ts';

export type SalesRange = { from: string; to: string; grain: SalesGrain };

/** Sums come back as float8: exact for whole paise far beyond a shop's turnover, and a number on both drivers. */
type Num = number | string;
const n = (v: Num | null | undefined) => Number(v ?? 0);

const formatOf: Record<SalesGrain, string> = { day: 'YYYY-MM-DD', week: 'YYYY-MM-DD', month: 'YYYY-MM' };

/** The period (its first day, or its month) a local timestamp falls in. */
const periodOf = (grain: SalesGrain, local: SQL) =>
  sql`to_char(date_trunc(${grain}, ${local}), ${formatOf[grain]})`;

/** Each order's processed refunds. */
const refunded = sql`(select order_id, sum(amount_paise) as refunded from refunds where status = 'processed' and kind = 'refund'
  group by order_id)`;

/** The shop's calendar for the range: its zone and the instants its first and last days span. */
async function calendarOf(ctx: { db: DbOrTx }, range: SalesRange) {
  const timeZone = await timeZoneOf(ctx);
  return {
    timeZone,
    start: dayStart(range.from, timeZone).toISOString(),
    end: dayStart(addDays(range.to, 1), timeZone).toISOString(),
  };
}

type FigureRow = {
  orders: Num;
  charged: Num;
  discount: Num;
  refunded: Num;
  cod: Num;
  cancelled: Num;
};

function figures(r: FigureRow | undefined): SalesFigures {
  const orders = n(r?.orders);
  const chargedPaise = n(r?.charged);
  const refundedPaise = n(r?.refunded);
  const revenuePaise = chargedPaise - refundedPaise;
  const codOrders = n(r?.cod);
  return {
    orders,
    chargedPaise,
    discountPaise: n(r?.discount),
    refundedPaise,
    revenuePaise,
    averagePaise: orders ? Math.round(revenuePaise / orders) : 0,
    codOrders,
    codShare: orders ? codOrders / orders : null,
    cancelled: n(r?.cancelled),
  };
}

/** The whole report for a range of shop days. */
export async function salesReport(ctx: { db: DbOrTx }, range: SalesRange): Promise<SalesReport> {
  const { timeZone, start, end } = await calendarOf(ctx, range);
  const { grain } = range;
  const local = sql`(o.created_at at time zone ${timeZone})`;
  // The kept orders placed in the range, each with its refunds, customer (the phone's last ten digits, as the
  // COD risk score knows a shopper) and shop-local time.
  const kept = sql`(select o.id, o.total_paise, o.discount_paise, o.payment_method, o.postal_code,
      coalesce(r.refunded, 0) as refunded, cod_phone_key(o.phone) as who, ${local} as local
    from orders o left join ${refunded} r on r.order_id = o.id
    where ${revenueOrder} and o.created_at >= ${start}::timestamptz and o.created_at < ${end}::timestamptz)`;
  // Every customer's first kept order ever, in shop-local time.
  const firsts = sql`(select cod_phone_key(o.phone) as who, min(${local}) as first_local from orders o
    where ${revenueOrder} group by 1)`;
  const period = (column: SQL) => periodOf(grain, column);

  const [periods, cancelled, products, categories, zones, customers, [repeat], cohortSizes, cohortAgain] =
    await Promise.all([
      rows<Omit<FigureRow, 'cancelled'> & { period: string }>(
        ctx.db,
        sql`select ${period(sql`s.p`)} as period, x.orders, x.charged, x.discount, x.refunded, x.cod
        from generate_series(date_trunc(${grain}, ${range.from}::timestamp), ${range.to}::timestamp,
            ${`1 ${grain}`}::interval) as s(p)
          left join (select ${period(sql`k.local`)} as period, count(*)::float8 as orders,
              sum(k.total_paise)::float8 as charged, sum(k.discount_paise)::float8 as discount,
              sum(k.refunded)::float8 as refunded,
              count(*) filter (where k.payment_method = 'cod')::float8 as cod
            from ${kept} k group by 1) x on x.period = ${period(sql`s.p`)}
        order by s.p`,
      ),
      rows<{ period: string; cancelled: Num }>(
        ctx.db,
        sql`select ${period(local)} as period, count(*)::float8 as cancelled from orders o
        where ${placedOrder} and o.cancelled_at is not null
          and o.created_at >= ${start}::timestamptz and o.created_at < ${end}::timestamptz
        group by 1`,
      ),
      rows<{
        product_id: number | null;
        size_id: number | null;
        name: string;
        size: string;
        orders: Num;
        units: Num;
        goods: Num;
      }>(
        ctx.db,
        sql`select oi.product_id, oi.product_litre_id as size_id, max(oi.product_name) as name,
          max(oi.litre_label) as size, count(distinct oi.order_id)::float8 as orders,
          sum(oi.quantity)::float8 as units, sum(oi.price_paise * oi.quantity - oi.discount_paise)::float8 as goods
        from ${kept} k join order_items oi on oi.order_id = k.id
        group by oi.product_id, oi.product_litre_id order by goods desc, name, size`,
      ),
      rows<{ category_id: number | null; name: string | null; orders: Num; units: Num; goods: Num }>(
        ctx.db,
        sql`select c.id as category_id, max(c.name) as name, count(distinct oi.order_id)::float8 as orders,
          sum(oi.quantity)::float8 as units, sum(oi.price_paise * oi.quantity - oi.discount_paise)::float8 as goods
        from ${kept} k join order_items oi on oi.order_id = k.id
          left join products p on p.id = oi.product_id left join categories c on c.id = p.category_id
        group by c.id order by goods desc, name`,
      ),
      rows<{ zone: string; orders: Num; revenue: Num; cod: Num }>(
        ctx.db,
        sql`select case when k.postal_code ~ '^[1-9][0-9]{5}$' then left(k.postal_code, 1) else '?' end as zone,
          count(*)::float8 as orders, sum(k.total_paise - k.refunded)::float8 as revenue,
          count(*) filter (where k.payment_method = 'cod')::float8 as cod
        from ${kept} k group by 1 order by revenue desc, zone`,
      ),
      // A customer is new in the period their first kept order ever falls in, returning in any later one.
      rows<{
        period: string;
        new_customers: Num;
        returning_customers: Num;
        new_revenue: Num;
        returning_revenue: Num;
      }>(
        ctx.db,
        sql`select ${period(sql`k.local`)} as period,
          count(distinct k.who) filter (where ${period(sql`f.first_local`)} = ${period(sql`k.local`)})::float8 as new_customers,
          count(distinct k.who) filter (where ${period(sql`f.first_local`)} <> ${period(sql`k.local`)})::float8 as returning_customers,
          coalesce(sum(k.total_paise - k.refunded) filter (where ${period(sql`f.first_local`)} = ${period(sql`k.local`)}), 0)::float8 as new_revenue,
          coalesce(sum(k.total_paise - k.refunded) filter (where ${period(sql`f.first_local`)} <> ${period(sql`k.local`)}), 0)::float8 as returning_revenue
        from ${kept} k join ${firsts} f on f.who = k.who
        group by 1 order by 1`,
      ),
      // The range's customers, and those of them with two or more kept orders by its end.
      rows<{ customers: Num; repeaters: Num }>(
        ctx.db,
        sql`select count(*)::float8 as customers, count(*) filter (where c.orders >= 2)::float8 as repeaters
        from (select cod_phone_key(o.phone) as who, count(*) as orders from orders o
          where ${revenueOrder} and o.created_at < ${end}::timestamptz group by 1) c
        where c.who in (select k.who from ${kept} k)`,
      ),
      // Cohorts: customers by the month of their first kept order, for the range's months.
      rows<{ month: string; customers: Num }>(
        ctx.db,
        sql`select to_char(date_trunc('month', f.first_local), 'YYYY-MM') as month, count(*)::float8 as customers
        from ${firsts} f
        where f.first_local >= date_trunc('month', ${range.from}::timestamp)
          and f.first_local < ${range.to}::timestamp + interval '1 day'
        group by 1 order by 1`,
      ),
      // ... and how many of each cohort ordered again in each later month up to the range's end.
      rows<{ month: string; later: number; customers: Num }>(
        ctx.db,
        sql`select to_char(date_trunc('month', f.first_local), 'YYYY-MM') as month,
          ((extract(year from a.m) - extract(year from f.first_local)) * 12
            + extract(month from a.m) - extract(month from f.first_local))::int as later,
          count(*)::float8 as customers
        from ${firsts} f
          join (select distinct cod_phone_key(o.phone) as who, date_trunc('month', ${local}) as m from orders o
            where ${revenueOrder} and o.created_at < ${end}::timestamptz) a
            on a.who = f.who and a.m > date_trunc('month', f.first_local)
        where f.first_local >= date_trunc('month', ${range.from}::timestamp)
          and f.first_local < ${range.to}::timestamp + interval '1 day'
        group by 1, 2 order by 1, 2`,
      ),
    ]);

  const cancelledBy = new Map(cancelled.map((c) => [c.period, n(c.cancelled)]));
  const periodRows = periods.map((p) => ({
    period: p.period,
    ...figures({ ...p, cancelled: cancelledBy.get(p.period) ?? 0 }),
  }));
  const sum = (key: keyof FigureRow) =>
    key === 'cancelled'
      ? periodRows.reduce((s, p) => s + p.cancelled, 0)
      : periods.reduce((s, p) => s + n(p[key]), 0);
  const totals = figures({
    orders: sum('orders'),
    charged: sum('charged'),
    discount: sum('discount'),
    refunded: sum('refunded'),
    cod: sum('cod'),
    cancelled: sum('cancelled'),
  });

  const lastMonth = range.to.slice(0, 7);
  const monthsAfter = (month: string) => {
    const [y, m] = month.split('-').map(Number) as [number, number];
    const [ly, lm] = lastMonth.split('-').map(Number) as [number, number];
    return (ly - y) * 12 + (lm - m);
  };
  const cohorts = cohortSizes.map((c) => {
    const again = Array.from({ length: Math.max(0, monthsAfter(c.month)) }, () => 0);
    for (const a of cohortAgain)
      if (a.month === c.month && a.later >= 1 && a.later <= again.length) again[a.later - 1] = n(a.customers);
    return { month: c.month, customers: n(c.customers), again };
  });

  const customersCount = n(repeat?.customers);
  const repeaters = n(repeat?.repeaters);
  return {
    from: range.from,
    to: range.to,
    grain,
    timeZone,
    totals,
    periods: periodRows,
    products: products.map((p) => ({
      productId: p.product_id,
      sizeId: p.size_id,
      name: p.name,
      size: p.size,
      orders: n(p.orders),
      units: n(p.units),
      goodsPaise: n(p.goods),
    })),
    categories: categories.map((c) => ({
      categoryId: c.category_id,
      name: c.name ?? 'No longer in the catalogue',
      orders: n(c.orders),
      units: n(c.units),
      goodsPaise: n(c.goods),
    })),
    zones: zones.map((z) => ({
      zone: z.zone,
      name: postalZones[z.zone] ?? 'PIN code not six digits',
      orders: n(z.orders),
      revenuePaise: n(z.revenue),
      codOrders: n(z.cod),
    })),
    customers: customers.map((c) => ({
      period: c.period,
      newCustomers: n(c.new_customers),
      returningCustomers: n(c.returning_customers),
      newRevenuePaise: n(c.new_revenue),
      returningRevenuePaise: n(c.returning_revenue),
    })),
    repeat: {
      customers: customersCount,
      repeaters,
      rate: customersCount ? repeaters / customersCount : null,
    },
    cohorts,
  };
}

/** Rupees with two decimals for a spreadsheet (no grouping, no symbol): 123456 paise → 1234.56. */
const rupees = (paise: number) => (paise / 100).toFixed(2);
const share = (value: number | null) => (value === null ? '' : value.toFixed(4));

/** One table of the report as CSV: a header line, then a line per row. */
export function salesCsv(report: SalesReport, table: SalesTable): { fileName: string; text: string } {
  const lines: (string | number | null)[][] = [];
  if (table === 'periods') {
    lines.push([
      report.grain,
      'Orders',
      'Charged (Rs)',
      'Discounts (Rs)',
      'Refunded (Rs)',
      'Revenue (Rs)',
      'Average order (Rs)',
      'COD orders',
      'COD share',
      'Cancelled',
    ]);
    for (const p of [...report.periods, { period: 'Total', ...report.totals }])
      lines.push([
        p.period,
        p.orders,
        rupees(p.chargedPaise),
        rupees(p.discountPaise),
        rupees(p.refundedPaise),
        rupees(p.revenuePaise),
        rupees(p.averagePaise),
        p.codOrders,
        share(p.codShare),
        p.cancelled,
      ]);
  } else if (table === 'products') {
    lines.push(['Product', 'Size', 'Orders', 'Units', 'Goods after discounts (Rs)']);
    for (const p of report.products) lines.push([p.name, p.size, p.orders, p.units, rupees(p.goodsPaise)]);
  } else if (table === 'categories') {
    lines.push(['Category', 'Orders', 'Units', 'Goods after discounts (Rs)']);
    for (const c of report.categories) lines.push([c.name, c.orders, c.units, rupees(c.goodsPaise)]);
  } else if (table === 'zones') {
    lines.push(['PIN zone', 'Region', 'Orders', 'Revenue (Rs)', 'COD orders']);
    for (const z of report.zones) lines.push([z.zone, z.name, z.orders, rupees(z.revenuePaise), z.codOrders]);
  } else if (table === 'customers') {
    lines.push([
      report.grain,
      'New customers',
      'Returning customers',
      'Revenue from new (Rs)',
      'Revenue from returning (Rs)',
    ]);
    for (const c of report.customers)
      lines.push([
        c.period,
        c.newCustomers,
        c.returningCustomers,
        rupees(c.newRevenuePaise),
        rupees(c.returningRevenuePaise),
      ]);
  } else {
    const width = Math.max(0, ...report.cohorts.map((c) => c.again.length));
    lines.push([
      'First order month',
      'Customers',
      ...Array.from({ length: width }, (_, i) => `Ordered again in month +${i + 1}`),
    ]);
    for (const c of report.cohorts) lines.push([c.month, c.customers, ...c.again]);
  }
  return {
    fileName: `sales-${table}-${report.from}-to-${report.to}.csv`,
    text: `${lines.map((l) => l.map(csvCell).join(',')).join('\r\n')}\r\n`,
  };
}
