// Add to cart and to wishlist from any product view (SPEC section 4). A guest writes to browser storage;
// the logged-in path calls the server's cart and wishlist, which the accounts issue builds.
import { messages } from '@chamak/shared/messages';
import type { NavigateFunction } from 'react-router';
import { ApiError, request } from '../api/client.ts';
import { paths } from '../paths.ts';
import { guestCart, guestWishlist } from './guest-store.ts';
import { session } from './session.ts';
import { toast } from './toast.tsx';

export async function addToCart(
  navigate: NavigateFunction,
  item: { productId: number; pl_id: number; quantity: number },
) {
  const s = session.read();
  if (!s.loggedIn) {
    guestCart.add(item);
    toast.success('Item added to cart');
    setTimeout(() => navigate(paths.cart), 500);
    return;
  }
  try {
    await request('/cart/add', { body: { ...item, userId: Number(s.userId) } });
    toast.success('Product added to cart!');
    navigate(paths.cart);
  } catch (error) {
    toast.error(error instanceof ApiError ? error.message : 'Error adding product to cart');
  }
}

export async function addToWishlist(navigate: NavigateFunction, productId: number) {
  const s = session.read();
  if (!s.loggedIn) {
    if (!guestWishlist.add(productId)) {
      toast.info('Product is already added to wishlist');
      return;
    }
    toast.success('Product added to wishlist!');
    return;
  }
  try {
    await request('/wishlist/add', { body: { productId, userId: Number(s.userId) } });
    toast.success('Product added to wishlist!');
    navigate(paths.wishlist);
  } catch (error) {
    toast.error(error instanceof ApiError ? error.message : 'Error adding product to wishlist');
  }
}

export { messages };
