// How the reorder reminders did in the last 30 days, for the admin's dashboard: how many went, how many links
// filled a cart, and how many were followed by an order of the same size within 30 days of the reminder.
import { OrderStatus, placedPaymentStatuses } from '@chamak/shared/order-state';
import { type ReorderReminderConversion, reorderReminderRules } from '@chamak/shared/reorder-reminders';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import { at, before, days } from '../cart-reminders/index.ts';

const placed = sql.raw(`array[${placedPaymentStatuses.map((s) => `'${s}'`).join(',')}]::text[]`);

/** The reminders sent in the 30 days before `now`, and what followed each (an order not cancelled, of the size). */
export async function reorderReminderConversion(ctx: {
  db: DbOrTx;
  now: Date;
}): Promise<ReorderReminderConversion> {
  const [c] = await rows<{ sent: number; restored: number; ordered: number }>(
    ctx.db,
    sql`select count(*)::int as sent, count(r.restored_at)::int as restored,
        count(*) filter (where exists (select 1 from orders o join order_items i on i.order_id = o.id
          where o.user_id = r.user_id and i.product_litre_id = r.product_litre_id and o.created_at >= r.sent_at
            and o.created_at < r.sent_at + make_interval(days => ${reorderReminderRules.conversionDays})
            and o.status <> ${OrderStatus.Cancelled} and o.payment_status = any(${placed})))::int as ordered
      from reorder_reminders r
      where r.sent_at > ${at(before(ctx.now, days(30)))} and r.sent_at <= ${at(ctx.now)}`,
  );
  const { sent, restored, ordered } = c ?? { sent: 0, restored: 0, ordered: 0 };
  return { sent, restored, ordered, rate: sent > 0 ? ordered / sent : 0 };
}
