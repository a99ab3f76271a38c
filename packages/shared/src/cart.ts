// Cart and wishlist contracts (SPEC sections 3 and 7): logged-in bodies, guest lists, and the item shapes.
import { z } from 'zod';
import { productSummary } from './catalogue.ts';
import { idParam, messageReply } from './common.ts';
import { sizeSubscription } from './size-subscriptions.ts';

export const quantityField = z.coerce
  .number({ error: 'Quantity must be a number.' })
  .int({ error: 'Quantity must be a whole number.' })
  .min(1, { error: 'Quantity must be at least 1.' })
  .max(999, { error: 'Quantity must be 999 or less.' });

export const guestCartItem = z.object({
  productId: idParam('productId'),
  pl_id: idParam('pl_id'),
  quantity: quantityField,
});
export type GuestCartItemBody = z.infer<typeof guestCartItem>;

export const cartAddBody = z.object({
  productId: idParam('productId'),
  userId: idParam('userId'),
  pl_id: idParam('pl_id'),
  quantity: quantityField.default(1),
});

export const cartGetBody = z.union([
  z.object({ userId: idParam('userId') }),
  z.object({ cartDatas: z.array(guestCartItem).max(100, { error: 'The cart has too many lines.' }) }),
]);

export const cartAddReply = messageReply.extend({ cartId: z.number() });
export type CartAddReply = z.infer<typeof cartAddReply>;

export const cartUpdateBody = z.object({ quantity: quantityField });
export const cartIdParams = z.object({ cartId: idParam('cartId') });

export const cartItem = z.object({
  /** null for a guest's line, which lives in the browser. */
  cartId: z.number().int().nullable(),
  productId: z.number().int(),
  pl_id: z.number().int(),
  quantity: z.number().int(),
  Product: z.object({ id: z.number().int(), name: z.string(), combos: z.boolean() }),
  productlitre: z.object({
    pl_id: z.number().int(),
    litre: z.object({ l_id: z.number().int(), litre: z.string(), total_ml: z.number().int() }),
    price: z.number(),
    discounted_price: z.number(),
    discount: z.number(),
    remaining_qty: z.number().int(),
    productimages: z.array(z.object({ pi_id: z.number().int(), image: z.string(), srcset: z.string() })),
    /** What the size offers subscribers (the cart offers Subscribe and save on it); null when it cannot be. */
    subscription: sizeSubscription.nullable(),
  }),
});
export type CartItem = z.infer<typeof cartItem>;
export const cartItems = z.array(cartItem);

/** A wishlist line: `id` is null for a guest's line, which lives in the browser. */
export const wishlistItem = z.object({
  id: z.number().int().nullable(),
  productId: z.number().int(),
  Product: productSummary,
});
export type WishlistItem = z.infer<typeof wishlistItem>;
export const wishlistItems = z.array(wishlistItem);

export const wishlistAddBody = z.object({ productId: idParam('productId'), userId: idParam('userId') });
export const wishlistGetBody = z.union([
  z.object({ userId: idParam('userId') }),
  z.object({
    wishlistDatas: z
      .array(z.object({ productId: idParam('productId') }))
      .max(200, { error: 'The wishlist has too many items.' }),
  }),
]);

export const mergeBody = z.object({
  userId: idParam('userId'),
  cartDatas: z.array(guestCartItem).max(100).default([]),
  wishlistDatas: z
    .array(z.object({ productId: idParam('productId') }))
    .max(200)
    .default([]),
});
export type MergeBody = z.infer<typeof mergeBody>;
/** How many guest lines and items the account took in. */
export const mergeReply = messageReply.extend({ cart: z.number(), wishlist: z.number() });
export type MergeReply = z.infer<typeof mergeReply>;
