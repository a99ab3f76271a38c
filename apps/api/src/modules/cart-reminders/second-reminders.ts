// Second cart reminders: the open first reminders 24 hours old, each claimed (marked sent and closed) under the
// shopper's lock through remindEach, so it goes once.
import { cartReminderRules } from '@chamak/shared/cart-reminders';
import { sql } from 'drizzle-orm';
import { rows } from '../../lib/sql.ts';
import { remindEach } from './remind-each.ts';
import { mailCart, phoneCart } from './reminder-messages.ts';
import {
  before,
  cartLines,
  days,
  hours,
  type RemindersCtx,
  type Round,
  type Shopper,
} from './reminder-rows.ts';
import { at } from './service.ts';

/**
 * Second reminders: an open cart reminder 24 hours old whose cart is as it was (closeFinished has closed the
 * others), claimed by the update that marks it sent and closed, so it goes once.
 */
export async function sendSecondReminders(
  ctx: RemindersCtx,
  { now, links, offer, mail }: Round,
): Promise<number> {
  const due = await rows<Shopper & { id: number }>(
    ctx.db,
    sql`select r.id, u.id as user_id, u.fullname, u.email, u.phone from cart_reminders r join users u on u.id = r.user_id
      where r.closed_at is null and r.kind = 'cart' and r.reminders_sent = 1
        and r.first_sent_at <= ${at(before(now, hours(cartReminderRules.secondAfterHours)))}
      order by r.first_sent_at, r.id limit 500`,
  );
  return remindEach(ctx, due, links, {
    claim: async (tx, shopper) => {
      const [claimed] = await rows<{ id: number }>(
        tx,
        sql`update cart_reminders set reminders_sent = 2, last_sent_at = ${at(now)}, closed_at = ${at(now)},
            expires_at = ${at(new Date(now.getTime() + days(cartReminderRules.recoveryDays)))}
          where id = ${shopper.id} and reminders_sent = 1 and closed_at is null returning id`,
      );
      return Boolean(claimed);
    },
    lines: (tx, shopper) => cartLines(tx, shopper.user_id),
    record: async (_tx, shopper) => shopper.id,
    byMail: mail,
    mail: (txCtx, shopper, lines, reminded) =>
      mailCart(txCtx, shopper, lines, { ...reminded, offer }, 'second'),
    phone: (shopper, reminded) => phoneCart(ctx, shopper, reminded),
  });
}
