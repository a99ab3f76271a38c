// The reminder job (issue 16 item 4, decisions 0244-0247), run by the job runner once across the shop's processes
// (jobs.ts): every tick it closes reminded carts that are done, sends the second reminders that are due, the first
// reminders of carts left unchanged for the set hours, and the "complete your payment" reminders of online
// payments that failed or were left unfinished 30 minutes ago. `now` is the job's clock (tests pass their own);
// each reminder is claimed and its mail written to the outbox in one transaction, and the phone message follows
// after commit through the Notifier, which respects the routing setting and the shopper's opt-outs.
import { type CartReminderSettings, cartReminderRules } from '@chamak/shared/cart-reminders';
import { formatRupees } from '@chamak/shared/money';
import type { NotifyEvent } from '@chamak/shared/notifications';
import { OrderStatus } from '@chamak/shared/order-state';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import type { RemindedLine } from '../../db/schema/index.ts';
import type { Job } from '../../jobs.ts';
import { rows } from '../../lib/sql.ts';
import { type MailTransport, sendTemplate } from '../mail/service.ts';
import type { MailLine } from '../mail/templates/layout.tsx';
import { cartReminderMail, paymentReminderMail } from '../mail/templates/reminders.tsx';
import { notifyPhone, type PhoneChannels } from '../notify/notifier.ts';
import { notificationSettingsOf } from '../settings/service.ts';
import { at, cartReminderSettingsOf, hashOf, linkToken, reminderSecret } from './service.ts';

export type RemindersCtx = {
  db: DbOrTx;
  mailer?: MailTransport | null;
  publicUrl?: string | undefined;
  phone?: PhoneChannels | undefined;
  log?: Pick<FastifyBaseLogger, 'warn'> | undefined;
};

export type ReminderRun = { closed: number; first: number; second: number; payment: number };

const hours = (n: number) => n * 3_600_000;
const days = (n: number) => n * 86_400_000;
const before = (now: Date, ms: number) => new Date(now.getTime() - ms);

/**
 * The job the server schedules: every five minutes, one process of the shop runs it. `ctx` is read at each run (the
 * shop's address is known only once it listens).
 */
export function cartRemindersJob(ctx: () => RemindersCtx, clock: () => Date = () => new Date()): Job {
  return { name: 'cart-reminders', everyMs: 5 * 60_000, run: () => runCartReminders(ctx(), clock()) };
}

/** One run of the job at `now`. */
export async function runCartReminders(ctx: RemindersCtx, now: Date): Promise<ReminderRun> {
  const settings = await cartReminderSettingsOf(ctx);
  const run: ReminderRun = { closed: await closeFinished(ctx.db, now), first: 0, second: 0, payment: 0 };
  if (!settings.enabled && !settings.paymentReminders) return run;
  const secret = await reminderSecret(ctx.db);
  const offer = await offerOf(ctx.db, settings, now);
  const routing = await notificationSettingsOf(ctx);
  // The mail goes unless the admin routed the event away from e-mail (notifications setting).
  const byMail = (event: NotifyEvent) => (routing.events[event] ?? ['email']).includes('email');
  const base = (ctx.publicUrl ?? '').replace(/\/+$/, '');
  const links = (id: number) => {
    const token = linkToken(secret, id);
    return { token, restoreUrl: `${base}/cart?restore=${token}`, stopUrl: `${base}/cart?stop=${token}` };
  };
  if (settings.enabled) {
    const mail = byMail('cart_reminder');
    run.second = await sendSecondReminders(ctx, now, links, offer, mail);
    run.first = await sendFirstReminders(ctx, now, settings.delayHours, links, offer, mail);
  }
  if (settings.paymentReminders)
    run.payment = await sendPaymentReminders(ctx, now, links, offer, byMail('payment_reminder'));
  return run;
}

type Links = (id: number) => { token: string; restoreUrl: string; stopUrl: string };
type Offer = { name: string } | null;

/** The automatic promotion the settings name, while it is on and running; else none. */
async function offerOf(db: DbOrTx, settings: CartReminderSettings, now: Date): Promise<Offer> {
  if (settings.promotionId === null) return null;
  const [p] = await rows<{ name: string }>(
    db,
    sql`select name from promotions where id = ${settings.promotionId} and active and code is null
      and (starts_at is null or starts_at <= ${at(now)}) and (ends_at is null or ends_at > ${at(now)})`,
  );
  return p ?? null;
}

/**
 * Closes the open cart reminders that will get no second one: the shopper ordered, changed the cart (a new cart,
 * reminded afresh once idle), emptied it or opted out, or the recovery window passed.
 */
async function closeFinished(db: DbOrTx, now: Date): Promise<number> {
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

type Shopper = { user_id: number; fullname: string; email: string; phone: string };

const firstName = (fullname: string) => fullname.trim().split(/\s+/)[0] || 'there';

type CartLine = RemindedLine & { name: string; label: string; price: number };

async function cartLines(db: DbOrTx, userId: number): Promise<CartLine[]> {
  return rows<CartLine>(
    db,
    sql`select c.product_id as "productId", c.product_litre_id as pl_id, c.quantity, p.name, l.label,
        pl.discounted_price_paise as price
      from cart_items c join product_litres pl on pl.id = c.product_litre_id
      join products p on p.id = pl.product_id join litres l on l.id = pl.litre_id
      where c.user_id = ${userId} order by c.created_at, c.id`,
  );
}

const mailLines = (lines: readonly CartLine[]): MailLine[] =>
  lines.map((l) => ({
    name: l.name,
    size: l.label,
    quantity: l.quantity,
    amountPaise: l.price * l.quantity,
  }));
const cartValue = (lines: readonly CartLine[]) => lines.reduce((sum, l) => sum + l.price * l.quantity, 0);

/** Holds the shopper's reminders for this transaction: one writer at a time per shopper, whoever else runs. */
async function lockShopper(tx: DbOrTx, userId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cart-reminder:${userId}`}))`);
}

/**
 * First reminders: a non-empty cart unchanged for `delayHours` (and changed within the recovery window, so turning
 * the feature on does not write to every old cart), by an active shopper who has not opted out, who placed no
 * order since that change, whose cart as it is now was not reminded before, who got no reminder in the last 24
 * hours, and whose last cart reminders began more than the recovery window ago: a shopper who came back and
 * changed the cart is not started on a new pair of reminders that week.
 */
async function sendFirstReminders(
  ctx: RemindersCtx,
  now: Date,
  delayHours: number,
  links: Links,
  offer: Offer,
  mail: boolean,
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
        and c.changed_at <= ${at(before(now, hours(delayHours)))}
        and c.changed_at > ${at(before(now, days(cartReminderRules.recoveryDays)))}
        and not exists (select 1 from cart_reminders r where r.user_id = u.id
          and (r.cart_changed_at >= c.changed_at
            or r.last_sent_at > ${at(before(now, hours(cartReminderRules.secondAfterHours)))}
            or (r.kind = 'cart' and r.first_sent_at > ${at(before(now, days(cartReminderRules.recoveryDays)))})))
        and not exists (select 1 from orders o where o.user_id = u.id and o.created_at >= c.changed_at)
      order by c.changed_at, u.id limit 500`,
  );
  let sent = 0;
  for (const shopper of due) {
    const reminded = await ctx.db.transaction(async (tx) => {
      await lockShopper(tx, shopper.user_id);
      // Looked at again under the lock: another run may have reminded this cart meanwhile.
      const [again] = await rows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from cart_reminders
          where user_id = ${shopper.user_id} and cart_changed_at >= ${shopper.changed_at}::timestamptz`,
      );
      if (again?.n) return null;
      const lines = await cartLines(tx, shopper.user_id);
      if (lines.length === 0) return null;
      const value = cartValue(lines);
      const id = await insertReminder(tx, links, {
        userId: shopper.user_id,
        kind: 'cart',
        orderId: null,
        cartChangedAt: shopper.changed_at,
        lines: lines.map(({ productId, pl_id, quantity }) => ({ productId, pl_id, quantity })),
        valuePaise: value,
        now,
      });
      const link = links(id);
      if (mail) await mailCart({ ...ctx, db: tx }, shopper, lines, { value, link, offer }, 'first');
      return { value, link };
    });
    if (!reminded) continue;
    sent++;
    await phoneCart(ctx, shopper, reminded);
  }
  return sent;
}

/** A cart reminder's mail, written in the transaction that records it (through the outbox). */
async function mailCart(
  ctx: RemindersCtx,
  shopper: Shopper,
  lines: CartLine[],
  { value, link, offer }: { value: number; link: ReturnType<Links>; offer: Offer },
  which: 'first' | 'second',
) {
  await sendTemplate(
    ctx,
    shopper.email,
    cartReminderMail(
      { firstName: firstName(shopper.fullname), lines: mailLines(lines), valuePaise: value, offer, ...link },
      which,
    ),
  );
}

/** A cart reminder by WhatsApp or SMS, after the commit: the first name, the cart's value and the restore link. */
const phoneCart = (
  ctx: RemindersCtx,
  shopper: Shopper,
  reminded: { value: number; link: ReturnType<Links> },
) =>
  phone(ctx, shopper, 'cart_reminder', [
    firstName(shopper.fullname),
    formatRupees(reminded.value),
    reminded.link.restoreUrl,
  ]);

/**
 * Second reminders: an open cart reminder 24 hours old whose cart is as it was (closeFinished has closed the
 * others), claimed by the update that marks it sent and closed, so it goes once.
 */
async function sendSecondReminders(
  ctx: RemindersCtx,
  now: Date,
  links: Links,
  offer: Offer,
  mail: boolean,
): Promise<number> {
  const due = await rows<Shopper & { id: number }>(
    ctx.db,
    sql`select r.id, u.id as user_id, u.fullname, u.email, u.phone from cart_reminders r join users u on u.id = r.user_id
      where r.closed_at is null and r.kind = 'cart' and r.reminders_sent = 1
        and r.first_sent_at <= ${at(before(now, hours(cartReminderRules.secondAfterHours)))}
      order by r.first_sent_at, r.id limit 500`,
  );
  let sent = 0;
  for (const shopper of due) {
    const reminded = await ctx.db.transaction(async (tx) => {
      await lockShopper(tx, shopper.user_id);
      const [claimed] = await rows<{ id: number }>(
        tx,
        sql`update cart_reminders set reminders_sent = 2, last_sent_at = ${at(now)}, closed_at = ${at(now)},
            expires_at = ${at(new Date(now.getTime() + days(cartReminderRules.recoveryDays)))}
          where id = ${shopper.id} and reminders_sent = 1 and closed_at is null returning id`,
      );
      if (!claimed) return null;
      const lines = await cartLines(tx, shopper.user_id);
      if (lines.length === 0) return null;
      const value = cartValue(lines);
      const link = links(shopper.id);
      if (mail) await mailCart({ ...ctx, db: tx }, shopper, lines, { value, link, offer }, 'second');
      return { value, link };
    });
    if (!reminded) continue;
    sent++;
    await phoneCart(ctx, shopper, reminded);
  }
  return sent;
}

/**
 * "Complete your payment": an online order of a shopper with an account whose payment failed or was never
 * finished, 30 minutes to 2 days old, not cancelled, with no later order by the shopper (they tried again), and no
 * payment reminder to the shopper in the last 24 hours. One per order (the unique order_id).
 */
async function sendPaymentReminders(
  ctx: RemindersCtx,
  now: Date,
  links: Links,
  offer: Offer,
  mail: boolean,
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
        and not exists (select 1 from cart_reminders r where r.user_id = u.id and r.kind = 'payment'
          and r.last_sent_at > ${at(before(now, hours(cartReminderRules.secondAfterHours)))})
        and not exists (select 1 from orders o2 where o2.user_id = o.user_id and o2.created_at > o.created_at)
      order by o.created_at, o.id limit 500`,
  );
  let sent = 0;
  for (const order of due) {
    const reminded = await ctx.db.transaction(async (tx) => {
      await lockShopper(tx, order.user_id);
      const [again] = await rows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from cart_reminders where order_id = ${order.order_id}
          or (user_id = ${order.user_id} and kind = 'payment'
            and last_sent_at > ${at(before(now, hours(cartReminderRules.secondAfterHours)))})`,
      );
      if (again?.n) return null;
      const lines = await rows<CartLine>(
        tx,
        sql`select product_id as "productId", product_litre_id as pl_id, quantity, product_name as name,
            litre_label as label, price_paise as price
          from order_items where order_id = ${order.order_id} and product_litre_id is not null
            and product_id is not null order by id`,
      );
      if (lines.length === 0) return null;
      const [changed] = await rows<{ changed_at: string }>(
        tx,
        sql`select changed_at::text as changed_at from cart_changes where user_id = ${order.user_id}`,
      );
      const value = cartValue(lines);
      const id = await insertReminder(tx, links, {
        userId: order.user_id,
        kind: 'payment',
        orderId: order.order_id,
        cartChangedAt: changed?.changed_at ?? order.created_at,
        lines: lines.map(({ productId, pl_id, quantity }) => ({ productId, pl_id, quantity })),
        valuePaise: value,
        now,
        // One reminder for a payment: nothing follows it.
        closed: true,
      });
      const link = links(id);
      if (mail)
        await sendTemplate(
          { ...ctx, db: tx },
          order.email,
          paymentReminderMail({
            firstName: order.first_name || firstName(order.fullname),
            orderId: order.order_id,
            lines: mailLines(lines),
            valuePaise: value,
            offer,
            ...link,
          }),
        );
      return { link };
    });
    if (!reminded) continue;
    sent++;
    await phone(ctx, order, 'payment_reminder', [
      order.first_name || firstName(order.fullname),
      `#${order.order_id}`,
      reminded.link.restoreUrl,
    ]);
  }
  return sent;
}

async function insertReminder(
  tx: DbOrTx,
  links: Links,
  r: {
    userId: number;
    kind: 'cart' | 'payment';
    orderId: number | null;
    /** As the database wrote it (text, to the microsecond). */
    cartChangedAt: string;
    lines: RemindedLine[];
    valuePaise: number;
    now: Date;
    closed?: boolean;
  },
): Promise<number> {
  // The id first: the link's token is made from it, and only the token's hash is stored.
  const [next] = await rows<{ id: number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence('cart_reminders', 'id'))::int as id`,
  );
  const id = next!.id;
  await tx.execute(sql`insert into cart_reminders (id, user_id, kind, order_id, cart_changed_at, lines, value_paise,
      reminders_sent, first_sent_at, last_sent_at, closed_at, token_hash, expires_at)
    values (${id}, ${r.userId}, ${r.kind}, ${r.orderId}, ${r.cartChangedAt}::timestamptz, ${JSON.stringify(r.lines)}::jsonb,
      ${r.valuePaise}, 1, ${at(r.now)}, ${at(r.now)}, ${r.closed ? at(r.now) : null},
      ${hashOf(links(id).token)}, ${at(new Date(r.now.getTime() + days(cartReminderRules.recoveryDays)))})`);
  return id;
}

/** The reminder by phone, after commit: the channels the routing setting, the keys and the shopper allow. */
async function phone(ctx: RemindersCtx, shopper: Shopper, event: NotifyEvent, params: string[]) {
  if ((!ctx.phone?.sms && !ctx.phone?.whatsapp) || !shopper.phone) return;
  try {
    const [consent] = await rows<{ sms: Date | null; whatsapp: Date | null }>(
      ctx.db,
      sql`select sms_opt_out_at as sms, whatsapp_opt_out_at as whatsapp from users where id = ${shopper.user_id}`,
    );
    const results = await notifyPhone(
      ctx.phone,
      await notificationSettingsOf(ctx),
      {
        phone: shopper.phone,
        consent: { smsOptOutAt: consent?.sms ?? null, whatsappOptOutAt: consent?.whatsapp ?? null },
      },
      event,
      params,
    );
    for (const r of results)
      if (!r.ok)
        ctx.log?.warn(
          { userId: shopper.user_id, event, channel: r.channel, error: r.error },
          'reminder not sent',
        );
  } catch (err) {
    ctx.log?.warn({ userId: shopper.user_id, event, err }, 'reminder not sent');
  }
}
