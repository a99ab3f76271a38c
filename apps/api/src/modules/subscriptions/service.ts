// Subscribe and save (decision 0326): subscribing places the first order as an ordinary online order, priced
// with the subscriber discount and paid on a mandate (UPI AutoPay or a card); its payment registers the mandate's
// token and starts the subscription. The shopper lists theirs, and skips, pauses, resumes or cancels one; a
// cancel revokes the mandate at the gateway. Renewals are the renewal job's (decision 0326).
import { checkoutMessages, onlyLeft } from '@chamak/shared/messages';
import { addDays, dayInWords, shopDay } from '@chamak/shared/shop-time';
import {
  type SubscribeBody,
  type SubscriptionChangeBody,
  type SubscriptionView,
  subscriptionMessages,
} from '@chamak/shared/subscriptions';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import type { Actor } from '../../plugins/auth.ts';
import { Conflict, HttpError, Invalid, NotFound, Unprocessable } from '../../plugins/errors.ts';
import type { Storage } from '../../plugins/storage.ts';
import { imageUrl } from '../media/index.ts';
import {
  assertStateOfPin,
  assertStock,
  type OrdersCtx,
  payAgain,
  startOnlineOrder,
} from '../orders/index.ts';
import { type MandateGateway, MandateRefused, mandateCapPaise } from '../payments/index.ts';
import { quoteSubscription } from '../pricing/index.ts';
import { timeZoneOf } from '../settings/index.ts';
import { skipCycle } from './renewals.ts';

export type SubscriptionsCtx = OrdersCtx & {
  gateway: OrdersCtx['gateway'] & { mandates: MandateGateway };
  log?: OrdersCtx['log'];
};

/** How long a mandate runs: renewals for five years, then the shopper subscribes again. */
const mandateYears = 5;

/**
 * The mandate's cap: twice the first order (room for price rises and a larger delivery charge), at least ₹2,000
 * and never over the RBI's ₹15,000; a first order over ₹15,000 cannot subscribe.
 */
export function mandateCapFor(totalPaise: number): number {
  if (totalPaise > mandateCapPaise) throw new Unprocessable(subscriptionMessages.overCap, 'MANDATE_REFUSED');
  return Math.min(mandateCapPaise, Math.max(2 * totalPaise, 2_000_00));
}

type SizeTerms = {
  product_id: number;
  subscribable: boolean;
  subscription_intervals: number[];
  subscriber_discount: number;
};

async function termsOf(db: DbOrTx, productId: number, plId: number): Promise<SizeTerms | undefined> {
  const [size] = await rows<SizeTerms>(
    db,
    sql`select pl.product_id, pl.subscribable, pl.subscription_intervals, pl.subscriber_discount
      from product_litres pl where pl.id = ${plId} and pl.product_id = ${productId}`,
  );
  return size;
}

/** POST /api/subscriptions: the subscription (pending) and its first order on a mandate, for the payment window. */
export async function subscribe(ctx: SubscriptionsCtx, userId: number, body: SubscribeBody) {
  if (body.method === 'cod')
    throw new Unprocessable(subscriptionMessages.noCashOnDelivery, 'VALIDATION_FAILED');
  const gateway = ctx.gateway.kind;
  if (gateway === 'off') throw new Unprocessable(checkoutMessages.onlinePaymentOff, 'ONLINE_PAYMENT_OFF');
  const size = await termsOf(ctx.db, body.productId, body.pl_id);
  if (!size?.subscribable)
    throw new Unprocessable(subscriptionMessages.notSubscribable, 'SIZE_NOT_SUBSCRIBABLE');
  if (!size.subscription_intervals.includes(body.intervalDays))
    throw new Invalid(
      subscriptionMessages.intervalNotOffered(size.subscription_intervals),
      'INTERVAL_NOT_OFFERED',
    );
  const { productId, pl_id, quantity, intervalDays, method, ...address } = body;
  await assertStateOfPin(address);
  const quote = await quoteSubscription(
    ctx.db,
    userId,
    { productId, pl_id, quantity },
    address,
    size.subscriber_discount,
    ctx,
  );
  assertStock(quote.lines);
  const maxAmount = mandateCapFor(quote.total);
  const now = ctx.now ?? new Date();
  const expiresAt = new Date(now);
  expiresAt.setUTCFullYear(expiresAt.getUTCFullYear() + mandateYears);
  const [user] = await rows<{ name: string }>(
    ctx.db,
    sql`select fullname as name from users where id = ${userId}`,
  );
  let customerId = '';
  const { orderId, providerOrder } = await startOnlineOrder(ctx, userId, address, quote, async (order) => {
    try {
      const made = await ctx.gateway.mandates.createMandateOrder({
        customer: {
          name: user?.name || `${address.firstName} ${address.lastName}`,
          email: address.email,
          contact: address.phone,
        },
        method,
        amountPaise: order.amountPaise,
        maxAmountPaise: maxAmount,
        expireAt: expiresAt,
        receipt: order.receipt,
        notes: order.notes,
      });
      customerId = made.customerId;
      return made;
    } catch (error) {
      if (error instanceof MandateRefused) throw new Unprocessable(error.message, 'MANDATE_REFUSED');
      throw error;
    }
  });
  const [made] = await rows<{ id: number }>(
    ctx.db,
    sql`insert into subscriptions (user_id, product_id, product_litre_id, quantity, interval_days, method, address,
        first_order_id, gateway_customer_id, mandate_max_paise, mandate_expires_at)
      values (${userId}, ${productId}, ${pl_id}, ${quantity}, ${intervalDays}, ${method}, ${JSON.stringify(address)}::jsonb,
        ${orderId}, ${customerId}, ${maxAmount}, ${expiresAt})
      returning id`,
  );
  return {
    message: 'Subscription created: pay the first order to start it',
    data: {
      subscriptionId: made!.id,
      orderId,
      order_id: providerOrder.id,
      customer_id: customerId,
      amount: quote.total,
      maxAmount,
      currency: 'INR' as const,
      key: ctx.gateway.keyId,
      gateway,
      method,
      recurring: true as const,
    },
  };
}

/**
 * The first order was paid (the payment.captured fact): its subscription takes the mandate's token from the
 * payment and starts, its next renewal one interval after today in the shop's time zone. Safe to run again.
 */
export async function startSubscriptionOfOrder(
  ctx: { db: Db; gateway: { mandates: MandateGateway }; now?: Date },
  orderId: number,
): Promise<void> {
  const [pending] = await rows<{ id: number; interval_days: number; payment_id: string | null }>(
    ctx.db,
    sql`select s.id, s.interval_days, o.provider_payment_id as payment_id
      from subscriptions s join orders o on o.id = s.first_order_id
      where s.first_order_id = ${orderId} and s.status = 'pending'`,
  );
  if (!pending?.payment_id) return;
  let token: string;
  try {
    token = await ctx.gateway.mandates.tokenOfPayment(pending.payment_id);
  } catch (error) {
    // Paid without a mandate (the order paid again through an ordinary payment window): the order stands as a
    // one-off purchase and the subscription never starts; the shopper's list does not show it.
    if (error instanceof MandateRefused) return;
    throw error;
  }
  const now = ctx.now ?? new Date();
  const zone = await timeZoneOf(ctx);
  const next = addDays(shopDay(now, zone), pending.interval_days);
  await ctx.db.execute(
    sql`update subscriptions set status = 'active', mandate_token_id = ${token}, activated_at = ${now},
        next_due_on = ${next}::date
      where id = ${pending.id} and status = 'pending'`,
  );
}

/** A subscription's view (SubscriptionView); `zone` is the shop's time zone, for the retry's day. */
export const viewColumns = (zone: string) => sql`s.id, s.status, s.product_id as "productId",
  s.product_litre_id as "pl_id", p.name, l.label as size,
  (select i.image from product_images i where i.product_litre_id = pl.id order by i.position, i.id limit 1) as image,
  s.quantity, s.interval_days as "intervalDays", pl.subscription_intervals as "intervalsOffered",
  pl.subscriber_discount as "discountPercent", s.method, to_char(s.next_due_on, 'YYYY-MM-DD') as "nextDueOn",
  (s.quantity * pl.discounted_price_paise - floor(s.quantity * pl.discounted_price_paise * pl.subscriber_discount / 100.0))::int as "nextAmountPaise",
  s.paused_by as "pausedBy", s.status_reason as "statusReason", s.address->>'city' as city,
  s.address->>'postalCode' as "postalCode", s.address,
  coalesce((select json_agg(json_build_object('pl_id', o.id, 'size', ol.label,
      'intervalsOffered', o.subscription_intervals, 'discountPercent', o.subscriber_discount) order by o.position, o.id)
    from product_litres o join litres ol on ol.id = o.litre_id
    where o.product_id = s.product_id and o.subscribable), '[]'::json) as "sizesOffered",
  (select json_build_object('orderId', c.order_id, 'amountPaise', uo.total_paise,
      'dueOn', to_char(c.due_on, 'YYYY-MM-DD'),
      'retryOn', to_char(c.next_attempt_at at time zone ${zone}, 'YYYY-MM-DD'))
    from subscription_cycles c join orders uo on uo.id = c.order_id
    where c.subscription_id = s.id and c.state = 'failed' and uo.payment_status <> 'paid' and uo.cancelled_at is null
    order by c.due_on desc limit 1) as "unpaidRenewal",
  to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt"`;

export const viewFrom = sql`from subscriptions s join product_litres pl on pl.id = s.product_litre_id
  join products p on p.id = s.product_id join litres l on l.id = pl.litre_id`;

/** GET /api/users/{userId}/subscriptions: the shopper's, newest first; pending ones whose first order was never paid are left out. */
/** The views with their image keys as addresses. */
export const withImages = <V extends { image: string | null }>(storage: Storage, views: V[]): V[] =>
  views.map((v) => ({ ...v, image: imageUrl(storage, v.image) }));

export async function subscriptionsOf(
  ctx: { db: DbOrTx; storage: Storage },
  userId: number,
): Promise<{ data: SubscriptionView[] }> {
  const db = ctx.db;
  const data = await rows<SubscriptionView>(
    db,
    sql`select ${viewColumns(await timeZoneOf(ctx))} ${viewFrom} where s.user_id = ${userId} and s.status <> 'pending'
      order by s.created_at desc, s.id desc`,
  );
  return { data: withImages(ctx.storage, data) };
}

export async function viewOf(ctx: { db: DbOrTx; storage: Storage }, id: number): Promise<SubscriptionView> {
  const [view] = await rows<SubscriptionView>(
    ctx.db,
    sql`select ${viewColumns(await timeZoneOf(ctx))} ${viewFrom} where s.id = ${id}`,
  );
  if (!view) throw new NotFound(subscriptionMessages.notFound);
  return withImages(ctx.storage, [view])[0]!;
}

/** The owner of a subscription, or 404 (the route refuses anyone else). */
export async function subscriptionOwnerOf(db: DbOrTx, id: number): Promise<number> {
  const [row] = await rows<{ user_id: number }>(db, sql`select user_id from subscriptions where id = ${id}`);
  if (!row) throw new NotFound(subscriptionMessages.notFound);
  return row.user_id;
}

type Locked = { id: number; status: string; next_due_on: string | null; interval_days: number };

/** Changes one subscription under its row lock; a cancelled or never-started one is refused. */
async function change(db: Db, id: number, apply: (tx: DbOrTx, s: Locked) => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => {
    const [s] = await rows<Locked>(
      tx,
      sql`select id, status, to_char(next_due_on, 'YYYY-MM-DD') as next_due_on, interval_days
        from subscriptions where id = ${id} for update`,
    );
    if (!s) throw new NotFound(subscriptionMessages.notFound);
    if (s.status === 'cancelled' || s.status === 'pending')
      throw new Conflict(subscriptionMessages.notChangeable, 'SUBSCRIPTION_NOT_CHANGEABLE');
    await apply(tx, s);
  });
}

/**
 * POST /api/subscriptions/{id}/skip: the next renewal is skipped. One already announced whose debit has not
 * started is dropped (its order cancelled); otherwise the next date moves one interval on.
 */
export async function skipNext(ctx: { db: Db; storage: Storage }, id: number) {
  await change(ctx.db, id, async (tx, s) => {
    const [announced] = await rows<{ id: number; order_id: number | null }>(
      tx,
      sql`select id, order_id from subscription_cycles where subscription_id = ${id} and state = 'announced'
        order by cycle desc limit 1 for update`,
    );
    if (announced) {
      await skipCycle(tx, announced.id, announced.order_id, 'Skipped by the shopper');
      return;
    }
    if (!s.next_due_on) return;
    await tx.execute(
      sql`update subscriptions set next_due_on = ${addDays(s.next_due_on, s.interval_days)}::date where id = ${id}`,
    );
  });
  return { message: subscriptionMessages.skipped, data: await viewOf(ctx, id) };
}

/** POST /api/subscriptions/{id}/pause: nothing is sent or charged until resumed. */
export async function pause(
  ctx: { db: Db; storage: Storage; now?: Date },
  id: number,
  by: 'shopper' | 'admin',
  reason?: string,
) {
  await change(ctx.db, id, async (tx, s) => {
    if (s.status === 'paused') return;
    await tx.execute(
      sql`update subscriptions set status = 'paused', paused_by = ${by}, status_reason = ${reason ?? null},
          paused_at = ${ctx.now ?? new Date()} where id = ${id}`,
    );
  });
  return { message: subscriptionMessages.paused, data: await viewOf(ctx, id) };
}

/** POST /api/subscriptions/{id}/resume: renewals again, the next one no sooner than two days from today. */
export async function resume(ctx: { db: Db; storage: Storage; now?: Date }, id: number) {
  const zone = await timeZoneOf(ctx);
  const earliest = addDays(shopDay(ctx.now ?? new Date(), zone), 2);
  await change(ctx.db, id, async (tx, s) => {
    if (s.status === 'active') return;
    const next = s.next_due_on && s.next_due_on > earliest ? s.next_due_on : earliest;
    await tx.execute(
      sql`update subscriptions set status = 'active', paused_by = null, status_reason = null, paused_at = null,
          next_due_on = ${next}::date where id = ${id}`,
    );
  });
  return { message: subscriptionMessages.resumed, data: await viewOf(ctx, id) };
}

/**
 * POST /api/subscriptions/{id}/cancel: final. The subscription stops at once; its mandate is revoked at the
 * gateway, and when the gateway does not answer the cancel still stands and the revoke is tried again later.
 */
export async function cancel(
  ctx: {
    db: Db;
    storage: Storage;
    gateway: { mandates: MandateGateway };
    now?: Date;
    log?: OrdersCtx['log'];
  },
  id: number,
  reason?: string,
) {
  const now = ctx.now ?? new Date();
  let mandate: { customer: string | null; token: string | null } = { customer: null, token: null };
  await ctx.db.transaction(async (tx) => {
    const [s] = await rows<{ status: string; customer: string | null; token: string | null }>(
      tx,
      sql`select status, gateway_customer_id as customer, mandate_token_id as token
        from subscriptions where id = ${id} for update`,
    );
    if (!s) throw new NotFound(subscriptionMessages.notFound);
    if (s.status === 'cancelled') return;
    mandate = { customer: s.customer, token: s.token };
    // A renewal announced but not yet debited goes with it.
    const announced = await rows<{ id: number; order_id: number | null }>(
      tx,
      sql`select id, order_id from subscription_cycles where subscription_id = ${id} and state = 'announced' for update`,
    );
    for (const c of announced) await skipCycle(tx, c.id, c.order_id, 'Subscription cancelled');
    await tx.execute(
      sql`update subscriptions set status = 'cancelled', cancelled_at = ${now}, status_reason = ${reason ?? null},
          next_due_on = null where id = ${id}`,
    );
  });
  if (mandate.customer && mandate.token) {
    try {
      await ctx.gateway.mandates.cancel(mandate.customer, mandate.token);
      await ctx.db.execute(sql`update subscriptions set mandate_revoked_at = ${now} where id = ${id}`);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      ctx.log?.warn(
        { err: error, subscriptionId: id },
        'The gateway did not revoke the mandate; tried again later',
      );
    }
  }
  return { message: subscriptionMessages.cancelled, data: await viewOf(ctx, id) };
}

/**
 * PATCH /api/subscriptions/{id}: interval, quantity, size (of the same product), next date or address, checked as
 * subscribing is; from the next notice on (a renewal already announced keeps what it said).
 */
export async function changeSubscription(
  ctx: { db: Db; storage: Storage; now?: Date },
  id: number,
  body: SubscriptionChangeBody,
) {
  const zone = await timeZoneOf(ctx);
  const today = shopDay(ctx.now ?? new Date(), zone);
  const earliest = addDays(today, 2);
  const latest = addDays(today, 365);
  if (body.address) await assertStateOfPin(body.address);
  await change(ctx.db, id, async (tx, s) => {
    const [current] = await rows<{
      product_id: number;
      pl_id: number;
      quantity: number;
      interval_days: number;
    }>(
      tx,
      sql`select product_id, product_litre_id as pl_id, quantity, interval_days from subscriptions where id = ${id}`,
    );
    const plId = body.pl_id ?? current!.pl_id;
    const interval = body.intervalDays ?? current!.interval_days;
    const quantity = body.quantity ?? current!.quantity;
    const size = await termsOf(tx, current!.product_id, plId);
    if (!size) throw new Invalid(subscriptionMessages.sizeOfOtherProduct, 'VALIDATION_FAILED');
    if (!size.subscribable)
      throw new Unprocessable(subscriptionMessages.notSubscribable, 'SIZE_NOT_SUBSCRIBABLE');
    if (!size.subscription_intervals.includes(interval))
      throw new Invalid(
        subscriptionMessages.intervalNotOffered(size.subscription_intervals),
        'INTERVAL_NOT_OFFERED',
      );
    const [stock] = await rows<{ remaining: number; name: string; label: string }>(
      tx,
      sql`select pl.remaining_qty as remaining, p.name, l.label from product_litres pl
        join products p on p.id = pl.product_id join litres l on l.id = pl.litre_id where pl.id = ${plId}`,
    );
    if (stock && quantity > stock.remaining)
      throw new Conflict(
        stock.remaining <= 0
          ? `${stock.name} (${stock.label}) is out of stock.`
          : onlyLeft(stock.remaining, stock.name, stock.label),
        'OUT_OF_STOCK',
      );
    if (body.nextDueOn && (body.nextDueOn < earliest || body.nextDueOn > latest))
      throw new Invalid(
        subscriptionMessages.nextDueRange(dayInWords(earliest), dayInWords(latest)),
        'VALIDATION_FAILED',
      );
    const nextDue = body.nextDueOn ?? s.next_due_on;
    await tx.execute(
      sql`update subscriptions set product_litre_id = ${plId}, quantity = ${quantity}, interval_days = ${interval},
          next_due_on = ${nextDue}::date
          ${body.address ? sql`, address = ${JSON.stringify(body.address)}::jsonb` : sql``}
        where id = ${id}`,
    );
  });
  return { message: subscriptionMessages.changed, data: await viewOf(ctx, id) };
}

/**
 * POST /api/subscriptions/{id}/pay-now: the renewal whose debit failed, paid by the shopper in the payment window
 * (the failure mail's link leads here). The renewal's own order and provider order are opened again for the amount
 * announced, as checkout's Try again does; its payment settles the cycle as a debit would. While a debit is being
 * taken, or when nothing failed, there is nothing to pay (409).
 */
export async function payRenewalNow(ctx: SubscriptionsCtx, id: number, actor: Actor) {
  const [failed] = await rows<{ order_id: number }>(
    ctx.db,
    sql`select c.order_id from subscription_cycles c join orders o on o.id = c.order_id
      where c.subscription_id = ${id} and c.state = 'failed' and o.payment_status <> 'paid' and o.cancelled_at is null
      order by c.due_on desc limit 1`,
  );
  if (!failed) throw new Conflict(subscriptionMessages.nothingToPay, 'ORDER_NOT_AWAITING_PAYMENT');
  return payAgain(ctx, failed.order_id, actor);
}
