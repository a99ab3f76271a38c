// Carts (SPEC sections 4 and 7, D6, D10): server carts of customers, pricing of a guest's browser cart,
// stock checks on every change, and merging a guest's cart and wishlist into the account at login.

import type { CartItem, GuestCartItemBody } from '@chamak/shared/cart';
import { cartMessages, onlyLeft } from '@chamak/shared/messages';
import { paiseToRupees } from '@chamak/shared/money';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cartItems } from '../../db/schema/index.ts';
import { arrayLiteral, rows } from '../../lib/sql.ts';
import { Conflict, Invalid, NotFound } from '../../plugins/errors.ts';
import type { Storage } from '../../plugins/storage.ts';
import { lockStock } from '../catalogue/index.ts';
import { imageView } from '../media/index.ts';
import { keepInWishlist } from '../wishlist/index.ts';

export type CartCtx = { db: DbOrTx; storage: Storage };

type LineRow = {
  cart_id: number | null;
  product_id: number;
  pl_id: number;
  quantity: number;
  name: string;
  combos: boolean;
  l_id: number;
  label: string;
  total_ml: number;
  price: number;
  discounted: number;
  discount: number;
  remaining_qty: number;
  image_id: number | null;
  image: string | null;
  subscribable: boolean;
  subscription_intervals: number[];
  subscriber_discount: number;
};

const lineColumns = sql`p.id as product_id, pl.id as pl_id, p.name, p.combos, l.id as l_id, l.label, l.total_ml,
  pl.price_paise as price, pl.discounted_price_paise as discounted, pl.discount, pl.remaining_qty,
  img.id as image_id, img.image, pl.subscribable, pl.subscription_intervals, pl.subscriber_discount`;
// Only active products are sold (decision 0353): a draft or archived product's lines leave the cart as a deleted one's.
const lineJoins = sql`join product_litres pl on pl.id = c.pl_id
  join products p on p.id = pl.product_id and p.status = 'active'
  join litres l on l.id = pl.litre_id
  left join lateral (select pi.id, pi.image from product_images pi where pi.product_litre_id = pl.id order by pi.position, pi.id limit 1) img on true`;

function toItem(storage: Storage, r: LineRow): CartItem {
  const view = r.image ? imageView(storage, r.image) : null;
  return {
    cartId: r.cart_id,
    productId: r.product_id,
    pl_id: r.pl_id,
    quantity: r.quantity,
    Product: { id: r.product_id, name: r.name, combos: r.combos },
    productlitre: {
      pl_id: r.pl_id,
      litre: { l_id: r.l_id, litre: r.label, total_ml: r.total_ml },
      price: paiseToRupees(r.price),
      discounted_price: paiseToRupees(r.discounted),
      discount: r.discount,
      remaining_qty: r.remaining_qty,
      productimages: view && r.image_id ? [{ pi_id: r.image_id, image: view.url, srcset: view.srcset }] : [],
      subscription: r.subscribable
        ? { intervals: r.subscription_intervals, discountPercent: r.subscriber_discount }
        : null,
    },
  };
}

export async function userCart(ctx: CartCtx, userId: number): Promise<CartItem[]> {
  const found = await rows<LineRow>(
    ctx.db,
    sql`select c.id as cart_id, c.quantity, ${lineColumns}
      from (select id, product_litre_id as pl_id, quantity, created_at from cart_items where user_id = ${userId}) c ${lineJoins}
      order by c.created_at, c.id`,
  );
  return found.map((r) => toItem(ctx.storage, r));
}

/** Prices a guest's browser list; lines whose product or size no longer exists are left out. */
export async function guestCart(ctx: CartCtx, items: GuestCartItemBody[]): Promise<CartItem[]> {
  if (items.length === 0) return [];
  const values = sql.join(
    items.map((i, n) => sql`(${n}::int, ${i.productId}::int, ${i.pl_id}::int, ${i.quantity}::int)`),
    sql`, `,
  );
  const found = await rows<LineRow & { n: number; asked_product: number }>(
    ctx.db,
    sql`select null::int as cart_id, c.quantity, c.n, c.product_id as asked_product, ${lineColumns}
      from (values ${values}) as c(n, product_id, pl_id, quantity) ${lineJoins}
      order by c.n`,
  );
  return found.filter((r) => r.asked_product === r.product_id).map((r) => toItem(ctx.storage, r));
}

type Size = { productId: number; name: string; label: string; remaining: number };

async function sizeOf(db: DbOrTx, productId: number, plId: number): Promise<Size> {
  const [size] = await rows<{ product_id: number; name: string; label: string; remaining: number }>(
    db,
    sql`select pl.product_id, p.name, l.label, pl.remaining_qty as remaining
      from product_litres pl join products p on p.id = pl.product_id join litres l on l.id = pl.litre_id
      where pl.id = ${plId} and p.status = 'active' for no key update of pl`,
  );
  if (!size) throw new NotFound('That product size no longer exists.');
  if (size.product_id !== productId) throw new Invalid(cartMessages.sizeNotOfProduct);
  return { productId, name: size.name, label: size.label, remaining: size.remaining };
}

function assertInStock(size: Size, wanted: number) {
  if (size.remaining <= 0) throw new Conflict(cartMessages.outOfStock, 'OUT_OF_STOCK');
  if (wanted > size.remaining)
    throw new Conflict(onlyLeft(size.remaining, size.name, size.label), 'OUT_OF_STOCK');
}

/** Adds to a customer's cart; the same product and size adds to its quantity, never past the stock. */
export async function addToCart(
  ctx: CartCtx,
  userId: number,
  item: { productId: number; pl_id: number; quantity: number },
): Promise<{ message: string; cartId: number }> {
  return ctx.db.transaction(async (tx) => {
    const size = await sizeOf(tx, item.productId, item.pl_id);
    const [existing] = await tx
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.productLitreId, item.pl_id)));
    assertInStock(size, (existing?.quantity ?? 0) + item.quantity);
    const [row] = await tx
      .insert(cartItems)
      .values({ userId, productId: item.productId, productLitreId: item.pl_id, quantity: item.quantity })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productLitreId],
        set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
      })
      .returning({ id: cartItems.id });
    await touchCart(tx, userId);
    return { message: cartMessages.added, cartId: row!.id };
  });
}

async function ownLine(db: DbOrTx, userId: number, cartId: number) {
  const [line] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.id, cartId), eq(cartItems.userId, userId)));
  // Another customer's line is as good as missing: nobody learns what is in someone else's cart.
  if (!line) throw new NotFound(cartMessages.notInCart);
  return line;
}

export async function updateCartLine(
  ctx: CartCtx,
  userId: number,
  cartId: number,
  quantity: number,
): Promise<{ message: string }> {
  return ctx.db.transaction(async (tx) => {
    const line = await ownLine(tx, userId, cartId);
    assertInStock(await sizeOf(tx, line.productId, line.productLitreId), quantity);
    await tx.update(cartItems).set({ quantity }).where(eq(cartItems.id, cartId));
    await touchCart(tx, userId);
    return { message: cartMessages.updated };
  });
}

export async function removeCartLine(
  ctx: CartCtx,
  userId: number,
  cartId: number,
): Promise<{ message: string }> {
  return ctx.db.transaction(async (tx) => {
    await ownLine(tx, userId, cartId);
    await tx.delete(cartItems).where(eq(cartItems.id, cartId));
    await touchCart(tx, userId);
    return { message: cartMessages.removed };
  });
}

/**
 * D10: a guest's cart and wishlist join the account at login. The same product and size adds quantities
 * (up to what is in stock, so the merged cart can be checked out; never below what the account had),
 * wishlist duplicates are dropped, and lines for products that no longer exist are skipped.
 */
export async function mergeGuest(
  ctx: CartCtx,
  userId: number,
  guest: { cartDatas: GuestCartItemBody[]; wishlistDatas: { productId: number }[] },
): Promise<{ message: string; cart: number; wishlist: number }> {
  return ctx.db.transaction(async (tx) => {
    // Every size first, in the one global order (by id), whatever order the browser listed them in: two merges
    // (or a merge and an order) on the same sizes then queue instead of deadlocking.
    const sizes = await lockStock(tx, { sizeIds: guest.cartDatas.map((item) => item.pl_id) });
    let cart = 0;
    for (const item of guest.cartDatas) {
      const size = sizes.find((s) => s.id === item.pl_id);
      if (!size || size.product_id !== item.productId) continue;
      await tx
        .insert(cartItems)
        .values({
          userId,
          productId: item.productId,
          productLitreId: item.pl_id,
          quantity: Math.max(1, Math.min(item.quantity, size.remaining)),
        })
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.productLitreId],
          set: {
            quantity: sql`greatest(${cartItems.quantity}, least(${cartItems.quantity} + ${item.quantity}, ${size.remaining}))`,
          },
        });
      cart++;
    }
    let wishlist = 0;
    for (const { productId } of guest.wishlistDatas) {
      const [exists] = await rows<{ id: number }>(tx, sql`select id from products where id = ${productId}`);
      if (!exists) continue;
      await keepInWishlist(tx, userId, productId);
      wishlist++;
    }
    if (cart > 0) await touchCart(tx, userId);
    return { message: 'Your saved items are now in your account.', cart, wishlist };
  });
}

/**
 * Marks a customer's cart as changed now: every change the shopper makes. The abandoned-cart reminders
 * (decision 0244) count the idle hours from here; an order taking lines out of the cart is not a change and
 * does not.
 */
export async function touchCart(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`insert into cart_changes (user_id, changed_at) values (${userId}, now())
    on conflict (user_id) do update set changed_at = excluded.changed_at`);
}

/**
 * Puts lines back in a customer's cart (a reminder's restore link), in the caller's transaction: each at
 * least at its quantity and never past the stock (a line already there keeps a larger quantity). Sizes sold
 * out or gone are named instead. Putting the same lines back twice is the same cart.
 */
export async function putBackLines(
  tx: DbOrTx,
  userId: number,
  lines: readonly { productId: number; pl_id: number; quantity: number }[],
): Promise<{ restored: number; unavailable: string[] }> {
  const sizes = await lockStock(tx, { sizeIds: lines.map((l) => l.pl_id) });
  const names =
    lines.length === 0
      ? []
      : await rows<{ pl_id: number; name: string; label: string }>(
          tx,
          sql`select pl.id as pl_id, p.name, l.label from product_litres pl join products p on p.id = pl.product_id
            join litres l on l.id = pl.litre_id where pl.id = any(${arrayLiteral(lines.map((l) => l.pl_id))}::int[])`,
        );
  let restored = 0;
  const unavailable: string[] = [];
  for (const line of lines) {
    const size = sizes.find((s) => s.id === line.pl_id);
    const named = names.find((n) => n.pl_id === line.pl_id);
    if (!size || size.product_id !== line.productId || size.remaining <= 0) {
      unavailable.push(named ? `${named.name} (${named.label})` : 'An item no longer sold');
      continue;
    }
    await tx
      .insert(cartItems)
      .values({
        userId,
        productId: line.productId,
        productLitreId: line.pl_id,
        quantity: Math.min(line.quantity, size.remaining),
      })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productLitreId],
        set: { quantity: sql`greatest(${cartItems.quantity}, least(excluded.quantity, ${size.remaining}))` },
      });
    restored++;
  }
  if (restored > 0) await touchCart(tx, userId);
  return { restored, unavailable };
}

/** Empties a customer's cart (their account is going), in the caller's transaction. */
export async function emptyCartOf(tx: DbOrTx, userId: number): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.userId, userId));
}

/** Removes the given sizes from a customer's cart (an order placed for them), in the caller's transaction. */
export async function removeFromCart(tx: DbOrTx, userId: number, sizeIds: readonly number[]): Promise<void> {
  if (sizeIds.length === 0) return;
  await tx.execute(
    sql`delete from cart_items where user_id = ${userId} and product_litre_id = any(${arrayLiteral([...sizeIds])}::int[])`,
  );
}
