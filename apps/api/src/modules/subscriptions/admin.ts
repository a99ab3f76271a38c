// The back-office's subscriptions (decision 0326): the list (by status, searched by customer or product), each
// with its customer, mandate state and orders; pausing or cancelling one for a customer, with the reason they are
// shown; and the dashboard's figures.
import { addDays, shopDay } from '@chamak/shared/shop-time';
import type { AdminSubscriptionRow } from '@chamak/shared/subscriptions';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import type { Storage } from '../../plugins/storage.ts';
import { timeZoneOf } from '../settings/index.ts';
import { viewColumns, viewFrom, withImages } from './service.ts';

type Query = { page: number; pageSize: number; q: string; status: 'active' | 'paused' | 'cancelled' | 'all' };

/** GET /api/admin/subscriptions: newest first; subscriptions whose first payment never came are left out. */
export async function adminSubscriptions(ctx: { db: DbOrTx; storage: Storage }, query: Query) {
  const db = ctx.db;
  const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = sql`s.status <> 'pending'
    ${query.status === 'all' ? sql`` : sql`and s.status = ${query.status}`}
    ${
      query.q
        ? sql`and (u.fullname ilike ${like} or u.email ilike ${like} or u.phone ilike ${like} or p.name ilike ${like})`
        : sql``
    }`;
  const from = sql`${viewFrom} join users u on u.id = s.user_id`;
  const [counted] = await rows<{ n: number }>(db, sql`select count(*)::int as n ${from} where ${where}`);
  const items = await rows<AdminSubscriptionRow>(
    db,
    sql`select ${viewColumns(await timeZoneOf(ctx))},
        json_build_object('id', u.id, 'name', u.fullname, 'email', u.email, 'phone', coalesce(u.phone, '')) as customer,
        case when s.mandate_token_id is null then 'awaiting first payment'
          when s.mandate_revoked_at is not null then 'revoked'
          when s.status = 'cancelled' then 'revoke pending' else 'active' end as mandate,
        coalesce((select json_agg(json_build_object('id', o.id,
            'placedAt', to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
            'totalPaise', o.total_paise, 'paymentStatus', o.payment_status) order by o.id desc)
          from orders o where o.id = s.first_order_id
            or o.id in (select c.order_id from subscription_cycles c where c.subscription_id = s.id)), '[]'::json) as orders,
        (select count(*)::int from subscription_cycles c where c.subscription_id = s.id and c.state = 'failed')
          as "failedDebits"
      ${from} where ${where}
      order by s.created_at desc, s.id desc limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
  return {
    items: withImages(ctx.storage, items),
    total: counted?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * The dashboard's subscription figures: active ones; what their renewals due in the next 30 days would bring at
 * today's prices (each renewal in the window counted, before delivery charges); cancelled in the last 30 days;
 * renewals whose debit failed and that are still unpaid (being tried again, or given up on after three tries).
 */
export async function subscriptionFigures(ctx: { db: DbOrTx; now?: Date }) {
  const zone = await timeZoneOf(ctx);
  const today = shopDay(ctx.now ?? new Date(), zone);
  const until = addDays(today, 30);
  const since = new Date((ctx.now ?? new Date()).getTime() - 30 * 86_400_000);
  const [figures] = await rows<{ active: number; upcoming: number; churned: number; failed: number }>(
    ctx.db,
    sql`select
        (select count(*)::int from subscriptions where status = 'active') as active,
        coalesce((select sum(
            (floor((${until}::date - s.next_due_on) / s.interval_days) + 1)
            * (s.quantity * pl.discounted_price_paise
               - floor(s.quantity * pl.discounted_price_paise * pl.subscriber_discount / 100.0)))::bigint
          from subscriptions s join product_litres pl on pl.id = s.product_litre_id
          where s.status = 'active' and s.next_due_on between ${today}::date and ${until}::date), 0)::int as upcoming,
        (select count(*)::int from subscriptions where status = 'cancelled' and cancelled_at >= ${since}) as churned,
        (select count(*)::int from subscription_cycles c join orders o on o.id = c.order_id
          where c.state = 'failed' and o.payment_status <> 'paid' and o.cancelled_at is null) as failed`,
  );
  return {
    activeSubscriptions: figures?.active ?? 0,
    renewalsNext30DaysPaise: figures?.upcoming ?? 0,
    cancelledLast30Days: figures?.churned ?? 0,
    unpaidFailedDebits: figures?.failed ?? 0,
  };
}
