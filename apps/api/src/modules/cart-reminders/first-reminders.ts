// First cart reminders: which carts are due (idle for the set hours, not reminded, no order since), each then sent
// through remindEach as a new reminder row.
import { cartReminderRules } from '@chamak/shared/cart-reminders';
import { sql } from 'drizzle-orm';
import { rows } from '../../lib/sql.ts';
import { marketingConsentedSql } from '../privacy/index.ts';
import { remindEach } from './remind-each.ts';
import { mailCart, phoneCart } from './reminder-messages.ts';
import {
  before,
  cartLines,
  days,
  hours,
  insertReminder,
  type RemindersCtx,
  type Round,
  type Shopper,
} from './reminder-rows.ts';
import { at } from './service.ts';

/**
 * First reminders: a non-empty cart unchanged for `delayHours` (and changed within the recovery window, so turning
 * the feature on does not write to every old cart), by an active shopper who has not opted out, who placed no
 * order since that change, whose cart as it is now was not reminded before, who got no reminder in the last 24
 * hours, and whose last cart reminders began more than the recovery window ago: a shopper who came back and
 * changed the cart is not started on a new pair of reminders that week.
 */
export async function sendFirstReminders(
  ctx: RemindersCtx,
  { now, links, offer, mail }: Round,
  delayHours: number,
): Promise<number> {
  // The change time travels as text: a JavaScript Date would drop its microseconds, and the stored time would
  // then read as older than the cart's.
  const due = await rows<Shopper & { changed_at: string }>(
    ctx.db,
    sql`select u.id as user_id, u.fullname, u.email, u.phone, c.changed_at::text as changed_at
      from (select user_id, max(created_at) as newest from cart_items group by user_id) ci
      join users u on u.id = ci.user_id
      left join cart_changes cc on cc.user_id = ci.user_id
      cross join lateral (select coalesce(cc.changed_at, ci.newest) as changed_at) c
      where u.deleted_at is null and u.status = 'active' and u.reminders_opt_out_at is null
        and ${marketingConsentedSql(sql`u.id`)}
        and c.changed_at <= ${at(before(now, hours(delayHours)))}
        and c.changed_at > ${at(before(now, days(cartReminderRules.recoveryDays)))}
        and not exists (select 1 from cart_reminders r where r.user_id = u.id
          and (r.cart_changed_at >= c.changed_at
            or r.last_sent_at > ${at(before(now, hours(cartReminderRules.secondAfterHours)))}
            or (r.kind = 'cart' and r.first_sent_at > ${at(before(now, days(cartReminderRules.recoveryDays)))})))
        and not exists (select 1 from orders o where o.user_id = u.id and o.created_at >= c.changed_at)
      order by c.changed_at, u.id limit 500`,
  );
  return remindEach(ctx, due, links, {
    // Looked at again under the lock: another run may have reminded this cart meanwhile.
    claim: async (tx, shopper) => {
      const [again] = await rows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from cart_reminders
          where user_id = ${shopper.user_id} and cart_changed_at >= ${shopper.changed_at}::timestamptz`,
      );
      return !again?.n;
    },
    lines: (tx, shopper) => cartLines(tx, shopper.user_id),
    record: (tx, shopper, lines, value) =>
      insertReminder(tx, links, {
        userId: shopper.user_id,
        kind: 'cart',
        orderId: null,
        cartChangedAt: shopper.changed_at,
        lines,
        valuePaise: value,
        now,
      }),
    byMail: mail,
    mail: (txCtx, shopper, lines, reminded) =>
      mailCart(txCtx, shopper, lines, { ...reminded, offer }, 'first'),
    phone: (shopper, reminded) => phoneCart(ctx, shopper, reminded),
  });
}
