// Promotions as money (decisions 0150-0153), the promotions module's own: the pricing module reads the running
// promotions and their usage into the quote (one query); placing an order records its discounts (order_discounts,
// this module's table) and redeems them with the promotion rows locked, so a code with one use left is redeemed
// once however many shoppers try at once. A cancelled or fully refunded order gives its uses back.
import type { PromotionWithUsage } from '@chamak/shared/discounts';
import { placedPaymentStatuses } from '@chamak/shared/order-state';
import { promotionMessages } from '@chamak/shared/promotions';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import { Conflict } from '../../plugins/errors.ts';

/** How long an unpaid online order holds its uses while the shopper pays (decision 0152). */
export const holdMinutes = 30;

/**
 * A promotion's live uses (decisions 0152, 0291), as a SQL number: orders that redeemed it and did not give it
 * back, plus one hold per other shopper whose online order with it was created in the last 30 minutes and still
 * waits for its payment (however many checkouts that shopper opened). The shopper's own hold is not counted: a
 * new checkout replaces it (supersedeOwnHolds), so closing the payment window and paying again works. Two counts,
 * so the redeemed ones are read from order_discounts' index without the orders.
 * `customer`: only that customer's redeemed uses. `except`: leave out this order.
 */
function liveUses(
  promotionId: SQL | number,
  userId: number | null,
  options: { customer?: boolean; except?: number } = {},
): SQL {
  const except = options.except === undefined ? sql`` : sql`and d.order_id <> ${options.except}`;
  if (options.customer)
    return sql`(select count(*)::int from order_discounts d join orders o on o.id = d.order_id
      where d.promotion_id = ${promotionId} and o.user_id = ${userId}::int and d.redeemed_at is not null
        and d.released_at is null ${except})`;
  return sql`((select count(*)::int from order_discounts d where d.promotion_id = ${promotionId}
      and d.redeemed_at is not null and d.released_at is null ${except})
    + (select count(distinct o.user_id)::int from order_discounts d join orders o on o.id = d.order_id
      where d.promotion_id = ${promotionId} and d.redeemed_at is null and d.released_at is null ${except}
        and o.payment_method = 'online' and o.payment_status = 'pending' and o.cancelled_at is null
        and o.created_at > now() - ${sql.raw(`interval '${holdMinutes} minutes'`)}
        and o.user_id is distinct from ${userId}::int))`;
}

const placed = sql.join(
  placedPaymentStatuses.map((s) => sql`${s}`),
  sql`, `,
);

type PromotionRow = {
  id: number;
  name: string;
  code: string | null;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  active: boolean;
  usage_limit: number | null;
  per_customer_limit: number | null;
  min_cart_paise: number;
  applies_to: 'all' | 'categories' | 'products' | 'combos';
  category_ids: number[];
  product_ids: number[];
  first_order_only: boolean;
  online_only: boolean;
  action: 'percent' | 'fixed' | 'free_delivery' | 'bxgy';
  percent: number | null;
  cap_paise: number | null;
  amount_paise: number | null;
  buy_qty: number | null;
  get_qty: number | null;
  uses: number;
  customer_uses: number;
  first_order: boolean;
};

const instant = (v: Date | string | null) => (v === null ? null : new Date(v));

/** The promotions a quote may use: the automatic offers running now, and the active promotion with the code. */
export type RunningOffers = {
  automatic: PromotionWithUsage[];
  /** The active promotion whose code is `code` (any case), or null; undefined when no code was given. */
  codePromotion: PromotionWithUsage | null;
  /** A signed-in customer without a placed (and not cancelled) order. */
  firstOrder: boolean;
};

/**
 * One query: the active automatic offers inside their window, the active promotion with this code (whatever its
 * window, so the shopper hears "expired" rather than "not valid"), each with its live uses in all and by this
 * customer, and whether this is the customer's first order.
 */
export async function runningOffers(
  db: DbOrTx,
  who: { userId: number | null; code?: string; exceptOrderId?: number },
): Promise<RunningOffers> {
  const code = who.code?.trim() || null;
  const user = who.userId;
  // An order re-quoted (a cash order paid online, decision 0337) is not counted against itself.
  const except = who.exceptOrderId === undefined ? {} : { except: who.exceptOrderId };
  const otherOrder = who.exceptOrderId === undefined ? sql`` : sql`and o.id <> ${who.exceptOrderId}`;
  const codeMatch = code === null ? sql`false` : sql`lower(p.code) = lower(${code})`;
  const found = await rows<PromotionRow>(
    db,
    sql`select p.id, p.name, p.code, p.starts_at, p.ends_at, p.active, p.usage_limit, p.per_customer_limit,
        p.min_cart_paise, p.applies_to, p.category_ids, p.product_ids, p.first_order_only, p.online_only, p.action,
        p.percent, p.cap_paise, p.amount_paise, p.buy_qty, p.get_qty,
        case when p.usage_limit is null then 0 else ${liveUses(sql`p.id`, user, except)} end as uses,
        case when p.per_customer_limit is null or ${user}::int is null then 0
          else ${liveUses(sql`p.id`, user, { customer: true, ...except })} end as customer_uses,
        (${user}::int is not null and not exists (select 1 from orders o where o.user_id = ${user}::int
          and o.payment_status in (${placed}) and o.cancelled_at is null ${otherOrder})) as first_order
      from promotions p
      where p.active and ((p.code is null and (p.starts_at is null or p.starts_at <= now())
        and (p.ends_at is null or p.ends_at > now())) or ${codeMatch})
      order by p.id`,
  );
  const toRule = (r: PromotionRow): PromotionWithUsage => ({
    rule: {
      id: r.id,
      name: r.name,
      code: r.code,
      startsAt: instant(r.starts_at),
      endsAt: instant(r.ends_at),
      active: r.active,
      usageLimit: r.usage_limit,
      perCustomerLimit: r.per_customer_limit,
      minCartPaise: r.min_cart_paise,
      appliesTo: r.applies_to,
      categoryIds: r.category_ids,
      productIds: r.product_ids,
      firstOrderOnly: r.first_order_only,
      onlineOnly: r.online_only,
      action: r.action,
      percent: r.percent,
      capPaise: r.cap_paise,
      amountPaise: r.amount_paise,
      buyQty: r.buy_qty,
      getQty: r.get_qty,
    },
    usage: { uses: r.uses, customerUses: r.customer_uses },
  });
  const codeRow = code === null ? undefined : found.find((r) => r.code?.toLowerCase() === code.toLowerCase());
  return {
    automatic: found.filter((r) => r.code === null).map(toRule),
    codePromotion: codeRow ? toRule(codeRow) : null,
    // Only a promotion's rule reads it: without promotions there is nothing to know.
    firstOrder: found[0]?.first_order ?? false,
  };
}

/** An automatic offer that ran out while the shopper was checking out (its usage limit reached). */
export const offerRanOutMessage = (label: string) =>
  `The offer "${label}" has just run out. Please check your cart's new total and place the order again.`;

/** A paid order whose code another order used first (or a newer checkout of the same shopper took over). */
export const codeTakenMessage = (code: string) =>
  `The code ${code} was used on another order before this payment arrived, so this order could not be kept at its discounted price.`;

/** A paid order whose automatic offer ran out before the payment arrived. */
export const offerTakenMessage = (label: string) =>
  `The offer "${label}" ran out before this payment arrived, so this order could not be kept at its discounted price.`;

/**
 * The orderPlaced step's redemption (decisions 0152, 0291): the order's discounts not yet redeemed, each promotion
 * row locked (in id order, so two placements never wait on each other crosswise), its limits checked against the
 * uses of every other order, and redeemed_at set. The limits: the usage limit (redeemed uses plus other shoppers'
 * live holds), the per-customer limit (the customer's redeemed uses) and first-order-only (no other placed order
 * of the customer). A limit reached answers 409, rolling the placement back: a code "This code has already been
 * used." (or that its first-order rule no longer holds), an automatic offer that it ran out.
 * `hold`: when an online order is created, the same checks without redeeming, after the shopper's earlier unpaid
 * checkouts with the promotion give up their holds (one live hold per shopper per promotion).
 * `paid`: an online order whose payment has arrived: the same checks, and a hold given up meanwhile (a newer
 * checkout took it) counts as a limit reached; the caller records the payment as owed back, so no limit is ever
 * exceeded by an order paid late or in parallel.
 */
export async function redeemDiscounts(
  tx: DbOrTx,
  orderId: number,
  mode: 'redeem' | 'hold' | 'paid' = 'redeem',
): Promise<void> {
  const discounts = await rows<{
    promotion_id: number;
    code: string | null;
    label: string;
    user_id: number | null;
    superseded: boolean;
  }>(
    tx,
    sql`select d.promotion_id, d.code, d.label, o.user_id, d.released_at is not null as superseded
      from order_discounts d join orders o on o.id = d.order_id
      where d.order_id = ${orderId} and d.redeemed_at is null and d.promotion_id is not null
        and (d.released_at is null or ${mode === 'paid'})
      order by d.promotion_id`,
  );
  for (const d of discounts) {
    const refused = () =>
      mode === 'paid'
        ? new Conflict(d.code ? codeTakenMessage(d.code) : offerTakenMessage(d.label), 'COUPON_USED_UP')
        : d.code
          ? new Conflict(promotionMessages.used, 'COUPON_USED_UP')
          : new Conflict(offerRanOutMessage(d.label), 'OFFER_ENDED');
    // FOR NO KEY UPDATE, not FOR UPDATE: every placing transaction holds a KEY SHARE lock on the row already
    // (order_discounts' foreign key), which FOR UPDATE would wait on crosswise (a deadlock); redeemers still
    // queue on each other.
    const [p] = await rows<{
      usage_limit: number | null;
      per_customer_limit: number | null;
      first_order_only: boolean;
    }>(
      tx,
      sql`select usage_limit, per_customer_limit, first_order_only from promotions
        where id = ${d.promotion_id} for no key update`,
    );
    // A hold released before its payment arrived: the shopper's newer checkout holds the promotion instead.
    if (d.superseded) throw refused();
    if (mode === 'hold' && d.user_id !== null)
      await tx.execute(sql`update order_discounts d set released_at = now() from orders o
        where o.id = d.order_id and d.promotion_id = ${d.promotion_id} and o.user_id = ${d.user_id}
          and d.order_id <> ${orderId} and d.redeemed_at is null and d.released_at is null
          and o.payment_method = 'online' and o.payment_status = 'pending'`);
    const others = (customer: boolean) =>
      rows<{ n: number }>(
        tx,
        sql`select ${liveUses(d.promotion_id, d.user_id, { customer, except: orderId })} as n`,
      ).then((r) => r[0]!.n);
    const placedBefore = async () =>
      (
        await rows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from orders where user_id = ${d.user_id} and id <> ${orderId}
            and payment_status in (${placed}) and cancelled_at is null`,
        )
      )[0]!.n > 0;
    if (
      (p?.usage_limit != null && (await others(false)) >= p.usage_limit) ||
      (p?.per_customer_limit != null && d.user_id !== null && (await others(true)) >= p.per_customer_limit)
    )
      throw refused();
    if (p?.first_order_only && d.user_id !== null && (await placedBefore()))
      throw mode === 'paid'
        ? refused()
        : new Conflict(promotionMessages.firstOrderOnly, 'COUPON_FIRST_ORDER_ONLY');
    if (mode === 'hold') continue;
    await tx.execute(sql`update order_discounts set redeemed_at = now()
      where order_id = ${orderId} and promotion_id = ${d.promotion_id} and redeemed_at is null`);
  }
}

/**
 * Gives back the uses of a cancelled or fully refunded order, for the promotions that say so
 * (release_on_cancel); in the caller's transaction. Giving back twice changes nothing.
 */
export async function releaseDiscounts(tx: DbOrTx, orderId: number): Promise<void> {
  await tx.execute(sql`update order_discounts d set released_at = now() from promotions p
    where d.order_id = ${orderId} and p.id = d.promotion_id and p.release_on_cancel
      and d.redeemed_at is not null and d.released_at is null`);
}

/** The offers an order was placed with, copied as quoted (what each took off), in the placing transaction. */
export async function recordOrderDiscounts(
  tx: DbOrTx,
  orderId: number,
  offers: readonly {
    /** Null for a discount that is no promotion (a subscriber's). */
    promotionId: number | null;
    code: string | null;
    label: string;
    kind: 'lines' | 'delivery';
    amountPaise: number;
  }[],
): Promise<void> {
  for (const o of offers)
    await tx.execute(sql`insert into order_discounts (order_id, promotion_id, code, label, kind, amount_paise)
      values (${orderId}, ${o.promotionId}, ${o.code}, ${o.label}, ${o.kind}, ${o.amountPaise})`);
}

/** The code an order was placed with (as the shopper entered it), or null. */
export async function codeOfOrder(db: DbOrTx, orderId: number): Promise<string | null> {
  const [row] = await rows<{ code: string }>(
    db,
    sql`select code from order_discounts where order_id = ${orderId} and code is not null order by id limit 1`,
  );
  return row?.code ?? null;
}

/**
 * An order re-priced after it was placed (a cash order paid online, decision 0337), in the caller's transaction:
 * its discounts become `offers`. A promotion it keeps keeps its redemption with the new amount; one it no longer
 * has is removed (its use goes back); a new one (the prepaid offer) is added and redeemed with its limits checked
 * against every other order (409 when one was reached meanwhile, rolling the re-pricing back).
 */
export async function replaceOrderDiscounts(
  tx: DbOrTx,
  orderId: number,
  offers: readonly {
    promotionId: number | null;
    code: string | null;
    label: string;
    kind: 'lines' | 'delivery';
    amountPaise: number;
  }[],
): Promise<void> {
  const existing = await rows<{ id: number; promotion_id: number | null; kind: string; label: string }>(
    tx,
    sql`select id, promotion_id, kind, label from order_discounts where order_id = ${orderId} order by id`,
  );
  const kept = new Set<number>();
  for (const o of offers) {
    const same = existing.find(
      (e) =>
        !kept.has(e.id) &&
        e.kind === o.kind &&
        (o.promotionId === null
          ? e.promotion_id === null && e.label === o.label
          : e.promotion_id === o.promotionId),
    );
    if (same) {
      kept.add(same.id);
      await tx.execute(sql`update order_discounts set amount_paise = ${o.amountPaise}, label = ${o.label}
        where id = ${same.id}`);
    } else
      await tx.execute(sql`insert into order_discounts (order_id, promotion_id, code, label, kind, amount_paise)
        values (${orderId}, ${o.promotionId}, ${o.code}, ${o.label}, ${o.kind}, ${o.amountPaise})`);
  }
  for (const e of existing)
    if (!kept.has(e.id)) await tx.execute(sql`delete from order_discounts where id = ${e.id}`);
  await redeemDiscounts(tx, orderId, 'redeem');
}
