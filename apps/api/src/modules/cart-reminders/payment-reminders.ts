// "Complete your payment" reminders: the online orders whose payment failed or was left unfinished, one reminder
// an order, sent through remindEach with the order's lines.
import { cartReminderRules } from '@chamak/shared/cart-reminders';
import { OrderStatus } from '@chamak/shared/order-state';
import { sql } from 'drizzle-orm';
import { rows } from '../../lib/sql.ts';
import { paymentReminderMail, sendTemplate } from '../mail/index.ts';
import { remindEach } from './remind-each.ts';
import { phone, shopperLanguage } from './reminder-messages.ts';
import {
  before,
  type CartLine,
  days,
  firstName,
  hours,
  insertReminder,
  mailLines,
  type RemindersCtx,
  type Round,
  type Shopper,
} from './reminder-rows.ts';
import { at } from './service.ts';

/**
 * "Complete your payment": an online order of a shopper with an account whose payment failed or was never
 * finished, 30 minutes to 2 days old, not cancelled, with no later order by the shopper (they tried again), and no
 * payment reminder to the shopper in the last 24 hours. One per order (the unique order_id).
 */
export async function sendPaymentReminders(
  ctx: RemindersCtx,
  { now, links, offer, mail }: Round,
): Promise<number> {
  const due = await rows<Shopper & { order_id: number; first_name: string; created_at: string }>(
    ctx.db,
    sql`select o.id as order_id, o.first_name, o.created_at::text as created_at, u.id as user_id, u.fullname, u.email, o.phone
      from orders o join users u on u.id = o.user_id
      where o.payment_method = 'online' and o.payment_status in ('pending', 'failed')
        and o.status <> ${OrderStatus.Cancelled}
        and o.created_at <= ${at(before(now, cartReminderRules.paymentAfterMinutes * 60_000))}
        and o.created_at > ${at(before(now, days(2)))}
        and u.deleted_at is null and u.status = 'active' and u.reminders_opt_out_at is null
        and not exists (select 1 from cart_reminders r where r.order_id = o.id)
        and not exists (select 1 from subscription_cycles c where c.order_id = o.id)
        and not exists (select 1 from cart_reminders r where r.user_id = u.id and r.kind = 'payment'
          and r.last_sent_at > ${at(before(now, hours(cartReminderRules.secondAfterHours)))})
        and not exists (select 1 from orders o2 where o2.user_id = o.user_id and o2.created_at > o.created_at)
      order by o.created_at, o.id limit 500`,
  );
  return remindEach(ctx, due, links, {
    claim: async (tx, order) => {
      const [again] = await rows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from cart_reminders where order_id = ${order.order_id}
          or (user_id = ${order.user_id} and kind = 'payment'
            and last_sent_at > ${at(before(now, hours(cartReminderRules.secondAfterHours)))})`,
      );
      return !again?.n;
    },
    lines: (tx, order) =>
      rows<CartLine>(
        tx,
        sql`select product_id as "productId", product_litre_id as pl_id, quantity, product_name as name,
            litre_label as label, price_paise as price
          from order_items where order_id = ${order.order_id} and product_litre_id is not null
            and product_id is not null order by id`,
      ),
    record: async (tx, order, lines, value) => {
      const [changed] = await rows<{ changed_at: string }>(
        tx,
        sql`select changed_at::text as changed_at from cart_changes where user_id = ${order.user_id}`,
      );
      return insertReminder(tx, links, {
        userId: order.user_id,
        kind: 'payment',
        orderId: order.order_id,
        cartChangedAt: changed?.changed_at ?? order.created_at,
        lines,
        valuePaise: value,
        now,
        // One reminder for a payment: nothing follows it.
        closed: true,
      });
    },
    byMail: mail,
    mail: async (txCtx, order, lines, { value, link }) =>
      sendTemplate(
        txCtx,
        order.email,
        paymentReminderMail({
          language: await shopperLanguage(txCtx.db, order.user_id),
          firstName: order.first_name || firstName(order.fullname),
          orderId: order.order_id,
          lines: mailLines(lines),
          valuePaise: value,
          offer,
          ...link,
        }),
      ),
    phone: (order, { link }) =>
      phone(ctx, order, 'payment_reminder', [
        order.first_name || firstName(order.fullname),
        `#${order.order_id}`,
        link.restoreUrl,
      ]),
  });
}
