// Which purchases are due a reorder reminder at a moment: a size with days of supply, on a delivered order of an
// active shopper who has not opted out of reminders, whose due time (delivery + 80 % of the units kept × days of
// supply) has passed within the last 14 days, not reminded yet, and not bought again since.
import { OrderStatus, placedPaymentStatuses } from '@chamak/shared/order-state';
import { reorderReminderRules } from '@chamak/shared/reorder-reminders';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import { at, before, days, hours } from '../cart-reminders/index.ts';
import { marketingConsentedSql } from '../privacy/index.ts';

export type DuePurchase = {
  order_id: number;
  user_id: number;
  fullname: string;
  /** The account's language (users.language): its reminder speaks it. */
  language: string;
  email: string;
  /** The order's number to call, else the account's. */
  phone: string;
  first_name: string;
  product_id: number;
  pl_id: number;
  /** Units of the size the order held, less those returned. */
  quantity: number;
  supply_days: number;
  ordered_at: Date;
  /** As the database wrote it (text, to the microsecond). */
  due_at: string;
};

const placed = sql.raw(`array[${placedPaymentStatuses.map((s) => `'${s}'`).join(',')}]::text[]`);

/**
 * When the order reached the shopper: the time it was marked Delivered. An order marked Delivered before that time
 * was kept reads its last change instead (as the return window does); an order never delivered (in transit,
 * cancelled, returned to origin) is never due.
 */
const deliveredAt = sql`coalesce(o.delivered_at, o.updated_at)`;

/**
 * The due purchases, one row per order and size, oldest due first, at most `limit`. `extra` narrows them (one
 * purchase, under the lock that sends it).
 */
export async function duePurchases(
  db: DbOrTx,
  now: Date,
  { limit, extra = sql`true` }: { limit: number; extra?: SQL },
): Promise<DuePurchase[]> {
  return rows<DuePurchase>(
    db,
    sql`select p.*, p.due::text as due_at from (
        select o.id as order_id, o.user_id, u.fullname, u.language, u.email, coalesce(nullif(o.phone, ''), u.phone) as phone,
          o.first_name, oi.product_id, oi.product_litre_id as pl_id, pl.supply_days, o.created_at as ordered_at,
          (sum(oi.quantity) - coalesce(sum(ret.units), 0))::int as quantity,
          ${deliveredAt} + make_interval(secs => round((sum(oi.quantity) - coalesce(sum(ret.units), 0))
            * pl.supply_days * 86400 * ${reorderReminderRules.duePercent} / 100.0)) as due
        from orders o
        join users u on u.id = o.user_id
        join order_items oi on oi.order_id = o.id
        join product_litres pl on pl.id = oi.product_litre_id
        left join lateral (select sum(ri.quantity) as units from return_items ri join returns r on r.id = ri.return_id
          where ri.order_item_id = oi.id and r.status <> 'rejected') ret on true
        where o.status = ${OrderStatus.Delivered} and o.payment_status = any(${placed})
          and pl.supply_days is not null and oi.product_id is not null
          and u.deleted_at is null and u.status = 'active' and u.reminders_opt_out_at is null
          and ${marketingConsentedSql(sql`u.id`)}
          and o.created_at > ${at(before(now, days(reorderReminderRules.orderedWithinDays)))}
          and ${extra}
        group by o.id, u.id, oi.product_id, oi.product_litre_id, pl.supply_days
      ) p
      where p.quantity > 0
        and p.due <= ${at(now)} and p.due > ${at(before(now, days(reorderReminderRules.lateDays)))}
        and not exists (select 1 from reorder_reminders r where r.order_id = p.order_id and r.product_litre_id = p.pl_id)
        and not exists (select 1 from reorder_reminders r where r.user_id = p.user_id
          and r.sent_at > ${at(before(now, hours(reorderReminderRules.spacingHours)))})
        and not exists (select 1 from orders o2 join order_items i2 on i2.order_id = o2.id
          where o2.user_id = p.user_id and i2.product_litre_id = p.pl_id and o2.created_at > p.ordered_at
            and o2.status <> ${OrderStatus.Cancelled} and o2.payment_status = any(${placed}))
      order by p.due, p.order_id, p.pl_id limit ${limit}`,
  );
}
