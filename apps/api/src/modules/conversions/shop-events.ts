// The four events (decision 0364), each built from the database, never from what the browser claims: a product
// seen, a size added to the cart, a checkout begun (the cart's lines), and an order placed (its lines and total,
// its number as the transaction id, once per order).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../lib/sql.ts';
import { type BrowserContext, type ConversionDeps, type EventItem, queueEvent } from './events.ts';

type SizeRow = { product_id: number; name: string; label: string; price: number };

async function sizeOf(db: DbOrTx, productId: number, plId?: number): Promise<SizeRow | undefined> {
  const [size] = await rows<SizeRow>(
    db,
    sql`select p.id as product_id, p.name, l.label, pl.discounted_price_paise as price
      from products p join product_litres pl on pl.product_id = p.id join litres l on l.id = pl.litre_id
      where p.id = ${productId} ${plId ? sql`and pl.id = ${plId}` : sql``}
      order by pl.position, pl.id limit 1`,
  );
  return size;
}

const itemOf = (size: SizeRow, quantity: number): EventItem => ({
  id: String(size.product_id),
  name: size.name,
  variant: size.label,
  pricePaise: size.price,
  quantity,
});

export type ShopperRequest = { userId: number | null; cookie: string | undefined; context: BrowserContext };

/** A product page seen: its first (or named) size's price. Null when nothing was queued. */
export async function viewItem(
  deps: ConversionDeps,
  shopper: ShopperRequest,
  productId: number,
  plId?: number,
): Promise<string | null> {
  const size = await sizeOf(deps.db, productId, plId);
  if (!size) return null;
  return queueEvent(deps, {
    event: { name: 'view_item', valuePaise: size.price, items: [itemOf(size, 1)] },
    who: { userId: shopper.userId },
    cookie: shopper.cookie,
    context: shopper.context,
  });
}

/** A size added to a signed-in shopper's cart (the cart's add call answered 200). */
export async function addToCart(
  deps: ConversionDeps,
  shopper: ShopperRequest,
  line: { productId: number; plId: number; quantity: number },
  eventId: string,
): Promise<string | null> {
  const size = await sizeOf(deps.db, line.productId, line.plId);
  if (!size) return null;
  return queueEvent(deps, {
    event: {
      name: 'add_to_cart',
      eventId,
      valuePaise: size.price * line.quantity,
      items: [itemOf(size, line.quantity)],
    },
    who: { userId: shopper.userId },
    cookie: shopper.cookie,
    context: shopper.context,
  });
}

/**
 * A checkout's first quote begins it; further quotes within half an hour (the address typed) are the same one. The
 * quotes' hooks run after their answers and may overlap, so besides the look back, the event carries a key of the
 * shopper's half-hour, which the outbox's unique index keeps to one.
 */
const checkoutWindowMinutes = 30;
const checkoutKey = (userId: number, at: number) =>
  `begin_checkout:${userId}:${Math.floor(at / (checkoutWindowMinutes * 60_000))}`;

export async function beginCheckout(
  deps: ConversionDeps,
  shopper: ShopperRequest & { userId: number },
  eventId: string,
): Promise<string | null> {
  const [recent] = await rows<{ id: number }>(
    deps.db,
    sql`select id from conversion_events where user_id = ${shopper.userId} and name = 'begin_checkout'
      and created_at > now() - ${checkoutWindowMinutes}::int * interval '1 minute' limit 1`,
  );
  if (recent) return null;
  const lines = await rows<SizeRow & { quantity: number }>(
    deps.db,
    sql`select p.id as product_id, p.name, l.label, pl.discounted_price_paise as price, c.quantity
      from cart_items c join products p on p.id = c.product_id
      join product_litres pl on pl.id = c.product_litre_id join litres l on l.id = pl.litre_id
      where c.user_id = ${shopper.userId} order by c.id`,
  );
  if (lines.length === 0) return null;
  return queueEvent(deps, {
    event: {
      name: 'begin_checkout',
      eventId,
      valuePaise: lines.reduce((sum, line) => sum + line.price * line.quantity, 0),
      items: lines.map((line) => itemOf(line, line.quantity)),
    },
    who: { userId: shopper.userId },
    cookie: shopper.cookie,
    context: shopper.context,
    dedupeKey: checkoutKey(shopper.userId, Date.now()),
  });
}

export const purchaseKey = (orderId: number) => `purchase:${orderId}`;

/**
 * An order placed (the order.placed fact, after its transaction committed): queued once per order, under the
 * shopper's consent now, with the e-mail and phone the order was placed with and the browser the shopper last
 * used here (their checkout's event), as Meta needs a user agent for a website event.
 */
export async function purchase(deps: ConversionDeps, orderId: number): Promise<string | null> {
  const [order] = await rows<{
    user_id: number | null;
    email: string;
    phone: string;
    total: number;
    delivery: number;
  }>(
    deps.db,
    sql`select user_id, email, phone, total_paise as total, delivery_charge_paise as delivery
      from orders where id = ${orderId}`,
  );
  if (!order?.user_id) return null;
  const [queued] = await rows<{ event_id: string }>(
    deps.db,
    sql`select event_id from conversion_events where dedupe_key = ${purchaseKey(orderId)} limit 1`,
  );
  const items = await rows<{
    product_id: number | null;
    product_name: string;
    litre_label: string;
    price: number;
    quantity: number;
  }>(
    deps.db,
    sql`select product_id, product_name, litre_label, price_paise as price, quantity from order_items
      where order_id = ${orderId} order by id`,
  );
  const [last] = await rows<{ context: BrowserContext }>(
    deps.db,
    sql`select context from conversion_events where user_id = ${order.user_id} and context is not null
      and created_at > now() - interval '1 day' order by id desc limit 1`,
  );
  return queueEvent(deps, {
    event: {
      name: 'purchase',
      ...(queued ? { eventId: queued.event_id } : {}),
      valuePaise: order.total,
      transactionId: String(orderId),
      shippingPaise: order.delivery,
      items: items.map((item) => ({
        id: String(item.product_id ?? item.product_name),
        name: item.product_name,
        variant: item.litre_label,
        pricePaise: item.price,
        quantity: item.quantity,
      })),
    },
    who: { userId: order.user_id, email: order.email, phone: order.phone },
    context: last?.context ?? {},
    dedupeKey: purchaseKey(orderId),
  });
}

/**
 * The purchase event's id for the order's own shopper (the confirmation page's pixel): null when none was queued,
 * undefined when the order is not theirs.
 */
export async function purchaseEventId(
  db: DbOrTx,
  orderId: number,
  userId: number,
): Promise<string | null | undefined> {
  const [order] = await rows<{ user_id: number | null; event_id: string | null }>(
    db,
    sql`select o.user_id, (select event_id from conversion_events where dedupe_key = ${purchaseKey(orderId)}
        limit 1) as event_id
      from orders o where o.id = ${orderId}`,
  );
  if (!order || order.user_id !== userId) return undefined;
  return order.event_id;
}
