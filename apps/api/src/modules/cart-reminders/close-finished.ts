// Closing the open cart reminders that will get no second one; each run of the job does it first.
import { cartReminderRules } from '@chamak/shared/cart-reminders';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import { before, days } from './reminder-rows.ts';
import { at } from './service.ts';

/**
 * Closes the open cart reminders that will get no second one: the shopper ordered, changed the cart (a new cart,
 * reminded afresh once idle), emptied it or opted out, or the recovery window passed.
 */
export async function closeFinished(db: DbOrTx, now: Date): Promise<number> {
  const closed = await rows<{ id: number }>(
    db,
    sql`update cart_reminders r set closed_at = ${at(now)}
      from users u
      where r.closed_at is null and u.id = r.user_id and (
        u.reminders_opt_out_at is not null or u.deleted_at is not null
        or r.first_sent_at < ${at(before(now, days(cartReminderRules.recoveryDays)))}
        or exists (select 1 from orders o where o.user_id = r.user_id and o.created_at >= r.first_sent_at)
        or not exists (select 1 from cart_items c where c.user_id = r.user_id)
        or coalesce((select changed_at from cart_changes cc where cc.user_id = r.user_id), r.cart_changed_at)
          > r.cart_changed_at)
      returning r.id`,
  );
  return closed.length;
}

/**
 * An order placed closes its shopper's open cart reminders sent before it (a subscriber of order.placed, so the
 * shopper gets no second reminder about the cart they just ordered, without waiting for the job's next run).
 */
export async function closeRemindersOfOrder(db: DbOrTx, orderId: number): Promise<number> {
  const closed = await rows<{ id: number }>(
    db,
    sql`update cart_reminders r set closed_at = now()
      from orders o
      where o.id = ${orderId} and r.user_id = o.user_id and r.closed_at is null and o.created_at >= r.first_sent_at
      returning r.id`,
  );
  return closed.length;
}
