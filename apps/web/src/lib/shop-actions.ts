// Add to cart and to wishlist from any product view (SPEC sections 4 and 5). A guest writes to browser storage;
// a logged-in customer's adds go to the server, and the cart and wishlist queries (header counts) are refreshed.
import type { CartAddReply } from '@chamak/shared/cart';
import type { SavedReply } from '@chamak/shared/common';
import { cartMessages, messages } from '@chamak/shared/messages';
import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router';
import { ApiError, request } from '../api/client.ts';
import { keys } from '../api/queries.ts';
import { paths } from '../paths.ts';
import { guestCart, guestLimits, guestWishlist } from './guest-store.ts';
import { t } from './i18n.ts';
import { queryClient } from './query-client.ts';
import { session } from './session.ts';
import { toast } from './toast.tsx';

/** Guest add-to-cart goes to /cart after this long (SPEC section 9). */
export const guestCartRedirectMs = 500;

/** Who is adding: a customer (token and userId), a guest (neither), or a token without a user (an admin). */
function shopper(): { kind: 'customer'; userId: string } | { kind: 'guest' } | { kind: 'no-user' } {
  const s = session.read();
  if (s.token && s.userId) return { kind: 'customer', userId: s.userId };
  return s.token ? { kind: 'no-user' } : { kind: 'guest' };
}

const failure = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.message ? error.message : fallback;

export async function addToCart(
  navigate: NavigateFunction,
  item: { productId: number; pl_id: number; quantity: number },
  client: QueryClient = queryClient,
) {
  const who = shopper();
  if (who.kind === 'no-user') {
    toast.error(messages.loginForCart);
    return;
  }
  if (who.kind === 'guest') {
    if (!guestCart.add(item)) {
      toast.error(t('Your cart can hold up to {count} different items.', { count: guestLimits.cartLines }));
      return;
    }
    toast.success(t('Item added to cart'));
    setTimeout(() => navigate(paths.cart), guestCartRedirectMs);
    return;
  }
  try {
    await request<CartAddReply>('/cart/add', {
      body: { ...item, userId: Number(who.userId) },
    });
    toast.success(cartMessages.added);
    void client.invalidateQueries({ queryKey: keys.cart(who.userId) });
    navigate(paths.cart);
  } catch (error) {
    // A 401 has already cleared the session and said so (api/client.ts).
    if (error instanceof ApiError && error.status === 401) return;
    toast.error(failure(error, t('Error adding product to cart')));
  }
}

export async function addToWishlist(
  navigate: NavigateFunction,
  productId: number,
  client: QueryClient = queryClient,
) {
  const who = shopper();
  if (who.kind === 'no-user') {
    toast.error(messages.loginForWishlist);
    return;
  }
  if (who.kind === 'guest') {
    if (guestWishlist.items().some((i) => i.productId === productId)) {
      toast.info(cartMessages.wishlistDuplicate);
      return;
    }
    if (!guestWishlist.add(productId)) {
      toast.error(t('Your wishlist can hold up to {count} products.', { count: guestLimits.wishlistItems }));
      return;
    }
    toast.success(cartMessages.wishlistAdded);
    return;
  }
  try {
    await request<SavedReply>('/wishlist/add', {
      body: { productId, userId: Number(who.userId) },
    });
    toast.success(cartMessages.wishlistAdded);
    void client.invalidateQueries({ queryKey: keys.wishlist(who.userId) });
    navigate(paths.wishlist);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return;
    if (error instanceof ApiError && error.status === 409) {
      toast.info(error.message || cartMessages.wishlistDuplicate);
      return;
    }
    toast.error(failure(error, t('Error adding product to wishlist')));
  }
}
