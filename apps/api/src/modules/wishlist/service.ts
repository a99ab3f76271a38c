// Wishlists (SPEC sections 4 and 7): a customer's list on the server, a guest's list priced from the browser.

import type { ProductSummary } from '@chamak/shared/catalogue';
import { cartMessages } from '@chamak/shared/messages';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { wishlistItems } from '../../db/schema/index.ts';
import { Conflict, NotFound } from '../../plugins/errors.ts';
import type { Storage } from '../../plugins/storage.ts';
import { productsByIds } from '../catalogue/index.ts';

export type WishlistCtx = { db: DbOrTx; storage: Storage };
export type WishlistItem = { id: number | null; productId: number; Product: ProductSummary };

export async function userWishlist(ctx: WishlistCtx, userId: number): Promise<WishlistItem[]> {
  const lines = await ctx.db
    .select()
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(asc(wishlistItems.createdAt), asc(wishlistItems.id));
  const products = new Map(
    (
      await productsByIds(
        ctx,
        lines.map((l) => l.productId),
      )
    ).map((p) => [p.id, p]),
  );
  return lines.flatMap((l) => {
    const product = products.get(l.productId);
    return product ? [{ id: l.id, productId: l.productId, Product: product }] : [];
  });
}

export async function guestWishlist(
  ctx: WishlistCtx,
  items: { productId: number }[],
): Promise<WishlistItem[]> {
  const ids = [...new Set(items.map((i) => i.productId))];
  return (await productsByIds(ctx, ids)).map((p) => ({ id: null, productId: p.id, Product: p }));
}

export async function addToWishlist(
  ctx: WishlistCtx,
  userId: number,
  productId: number,
): Promise<{ message: string; id: number }> {
  const [product] = await productsByIds(ctx, [productId]);
  if (!product) throw new NotFound('Product not found.');
  const [row] = await ctx.db
    .insert(wishlistItems)
    .values({ userId, productId })
    .onConflictDoNothing()
    .returning({ id: wishlistItems.id });
  if (!row) throw new Conflict(cartMessages.wishlistDuplicate);
  return { message: cartMessages.wishlistAdded, id: row.id };
}

/** Saves a product to a customer's wishlist unless it is there already (a guest's list merged at login). */
export async function keepInWishlist(tx: DbOrTx, userId: number, productId: number): Promise<void> {
  await tx.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
}

/** Empties a customer's wishlist (their account is going), in the caller's transaction. */
export async function emptyWishlistOf(tx: DbOrTx, userId: number): Promise<void> {
  await tx.delete(wishlistItems).where(eq(wishlistItems.userId, userId));
}

export async function removeFromWishlist(
  ctx: WishlistCtx,
  userId: number,
  id: number,
): Promise<{ message: string }> {
  const [removed] = await ctx.db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.id, id), eq(wishlistItems.userId, userId)))
    .returning({ id: wishlistItems.id });
  if (!removed) throw new NotFound('Item not found in wishlist');
  return { message: cartMessages.wishlistRemoved };
}
